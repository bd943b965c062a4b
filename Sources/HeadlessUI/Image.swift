/// An image by name: what a view offers the large content viewer (``View/largeContentImage``).
///
/// UIKit's `UIImage` holds pixels; a headless tree draws none, so an image here is only its name,
/// which a toolkit looks up in the desktop's icon theme (GTK's `gtk_image_new_from_icon_name`,
/// Qt's `QIcon::fromTheme`), as ``BarButtonItem/SystemItem/iconName`` is.
public struct Image: Hashable, Sendable {
    /// The icon's name in the desktop's icon theme, such as `mail-send`.
    public var name: String

    /// An image by its name in the icon theme; UIKit's `UIImage(named:)`.
    public init(named name: String) {
        self.name = name
    }
}
