/// A widget's font and text as Qt lays them out: what a test compares with the headless tree.
public struct QtTextMeasurement: Hashable, Codable, Sendable {
    /// The family the font asks for (`QFont::family`).
    public var family: String
    /// The family Qt's font database matched (`QFontInfo::family`): the app font's when it is
    /// registered, else a fallback's.
    public var matchedFamily: String
    /// The style of the face Qt matched (`QFontInfo::styleName`), such as `SemiBold`: which file
    /// draws the text.
    public var matchedStyle: String
    /// The pixel size Qt draws the text at (its font engine's), in the widget's logical pixels:
    /// a whole number, as Qt draws whole pixel sizes only (FontScaleQt asks for the tree's size
    /// rounded to the nearest pixel).
    public var pixelSize: Double
    /// The OpenType weight, 100…900.
    public var weight: Int
    /// Whether small capitals are drawn.
    public var isSmallCaps: Bool
    /// The line height of the face at that size (`QFontMetricsF::height`), in pixels.
    public var lineHeight: Double
    /// The height the widget asks for (`QWidget::sizeHint`).
    public var sizeHintHeight: Int
    /// For a label, the height of its text laid out at its width with word wrap; else `0`.
    public var textHeight: Int

    /// Describes a measurement.
    public init(
        family: String, matchedFamily: String, matchedStyle: String, pixelSize: Double, weight: Int, isSmallCaps: Bool,
        lineHeight: Double,
        sizeHintHeight: Int, textHeight: Int
    ) {
        self.family = family
        self.matchedFamily = matchedFamily
        self.matchedStyle = matchedStyle
        self.pixelSize = pixelSize
        self.weight = weight
        self.isSmallCaps = isSmallCaps
        self.lineHeight = lineHeight
        self.sizeHintHeight = sizeHintHeight
        self.textHeight = textHeight
    }
}
