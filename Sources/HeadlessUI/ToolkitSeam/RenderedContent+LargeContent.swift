extension RenderedContent {
    /// What the large content viewer shows for an item (a button, a tab, a bar's button) at the
    /// current text size, when the tree says it has one: a toolkit shows it in a popup while the
    /// item is pressed and held, and computes none of it.
    ///
    /// The tree gives an item one only where its viewer applies: at an accessibility text size,
    /// for a view that shows the viewer (``View/showsLargeContentViewer``) and that a
    /// ``LargeContentViewerInteraction`` reaches.
    public struct LargeContent: Hashable, Sendable {
        /// The title shown large, or `nil` for an image alone.
        public var title: String?
        /// The name of the image in the icon theme (``Image/name``), or `nil`.
        public var imageName: String?
        /// Whether the image is scaled up (``View/scalesLargeContentImage``).
        public var scalesImage: Bool
        /// The title's font: the app font of the item's text style (body for an item whose font
        /// has none, a tab's or a bar button's fixed one) at the current category, so the title is
        /// as large as text of that style on the screen around it. UIKit's viewer draws a fixed
        /// large size; FontScale follows the user's size, which is the reason the viewer is up.
        public var font: RenderedFont

        /// What the viewer shows.
        public init(title: String?, imageName: String? = nil, scalesImage: Bool = false, font: RenderedFont) {
            self.title = title
            self.imageName = imageName
            self.scalesImage = scalesImage
            self.font = font
        }
    }
}
