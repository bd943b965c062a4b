/// How a toolkit laid a text view's text out as it is drawn now, in the same terms for every
/// toolkit: the text's lines, whether the toolkit shortened it, and the room it was given.
///
/// A ``PaintedToolkitHost`` reads it from the toolkit after a painted frame (GTK's, from Pango's
/// layout of the label; Qt's, from the `QLabel` and the elision it drew); FontScaleTesting's
/// `TextSizeAudit.toolkitChecks(host:timeout:)` reports the texts it says are cut.
public struct ShownTextLayout: Hashable, Codable, Sendable {
    /// The text's width as the toolkit laid it out, in pixels.
    public var width: Int
    /// The text's height as the toolkit laid it out, in pixels.
    public var height: Int
    /// The number of lines shown.
    public var lineCount: Int
    /// Whether the toolkit shortened the text with an ellipsis.
    public var isEllipsized: Bool
    /// The width the toolkit allocated the view, in pixels.
    public var allocatedWidth: Int
    /// The height the toolkit allocated the view, in pixels.
    public var allocatedHeight: Int
    /// The width the view asks for with all its text on its lines, in pixels.
    public var naturalWidth: Int
    /// The height the view asks for at its allocated width, in pixels.
    public var naturalHeight: Int

    /// A layout read back from a toolkit.
    public init(
        width: Int, height: Int, lineCount: Int, isEllipsized: Bool, allocatedWidth: Int, allocatedHeight: Int,
        naturalWidth: Int, naturalHeight: Int
    ) {
        self.width = width
        self.height = height
        self.lineCount = lineCount
        self.isEllipsized = isEllipsized
        self.allocatedWidth = allocatedWidth
        self.allocatedHeight = allocatedHeight
        self.naturalWidth = naturalWidth
        self.naturalHeight = naturalHeight
    }

    /// Whether the text is cut: shortened by an ellipsis, or taller than the view's allocation.
    public var isClippedOrTruncated: Bool {
        isEllipsized || naturalHeight > allocatedHeight
    }
}
