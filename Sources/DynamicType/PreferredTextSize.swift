/// The user's preferred text size and interface fonts at one moment, as a
/// ``PreferredTextSizeProvider`` reports them.
public struct PreferredTextSize: Hashable, Sendable, CustomStringConvertible {
    /// The content size category: the one the provider named, or the one nearest ``textScale``.
    public var category: ContentSizeCategory
    /// The continuous text-scale factor (GNOME's `text-scaling-factor`, a font DPI over 96).
    public var textScale: Double
    /// The interface fonts.
    public var fonts: DesktopFonts
    /// Where the size came from, as `fontscale` prints it (`gnome`, `kde-forced-dpi`, `default`).
    public var sourceName: String

    /// Creates a value.
    public init(category: ContentSizeCategory, textScale: Double, fonts: DesktopFonts, sourceName: String) {
        self.category = category
        self.textScale = textScale
        self.fonts = fonts
        self.sourceName = sourceName
    }

    /// For example `accessibilityMedium at 1.5 from gnome`.
    public var description: String {
        "\(category) at \(textScale.compactDescription) from \(sourceName)"
    }
}
