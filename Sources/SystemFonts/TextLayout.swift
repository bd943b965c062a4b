/// Where a string's lines break in a font and a width, and how big they are: what
/// ``Font/measure(_:width:maximumLines:lineBreakMode:lineHeight:)`` returns.
///
/// Sizes are in points, which toolkits that follow Apple's points draw as pixels, unrounded.
public struct TextLayout: Hashable, Sendable {
    /// One line as drawn: its text, an ellipsis included when it was shortened.
    public struct Line: Hashable, Sendable {
        /// The characters drawn on the line, without the spaces it ends with.
        public var text: String
        /// The advance width of ``text``.
        public var width: Double
    }

    /// The lines, top to bottom; one empty line for empty text.
    public var lines: [Line]
    /// The height of each line: the one asked for, else the face's ascender plus descender.
    public var lineHeight: Double
    /// Whether some of the text is not drawn: the line limit left text over, or a line was
    /// clipped or shortened with an ellipsis.
    public var isTruncated: Bool
    /// How the widths were measured.
    public var engine: TextMeasurementEngine
    /// The faces that drew characters the font's own face lacks (an emoji, a script the family
    /// does not cover), as fontconfig falls back to them for Pango; empty when the font's face
    /// has every character.
    public var fallbackFaces: [FontFace] = []

    /// The widest line's width.
    public var width: Double { lines.reduce(0) { max($0, $1.width) } }
    /// The height of every line together.
    public var height: Double { Double(lines.count) * lineHeight }
    /// The number of lines.
    public var lineCount: Int { lines.count }
}
