/// A text's characters measured in a font, before any line breaking: what
/// ``Font/measure(_:width:maximumLines:lineBreakMode:lineHeight:)`` shapes once and then breaks
/// into lines in a width.
///
/// Shaping (HarfBuzz, the fallback faces, the ellipsis) is most of a measurement and does not
/// depend on the width, so a label laid out in several widths shapes its text once. `package`,
/// for HeadlessUI's labels.
package struct ShapedText: Sendable {
    /// The text, whose slices are the lines' texts.
    let text: String
    /// Where each character starts in ``text``, and its end last: one more than the characters.
    let bounds: [String.Index]
    /// What line breaking asks of each character, found once here rather than at every layout.
    let classes: [LineBreaker.CharacterClass]
    /// Each character's advance, in context, in points.
    let widths: [Double]
    let ellipsisWidth: Double
    let fallbackFaces: [FontFace]
    let engine: TextMeasurementEngine
    /// The face's ascender plus descender, the line height when none is asked for.
    let faceLineHeight: Double

    /// The text's lines in `width`, as ``Font/measure(_:width:maximumLines:lineBreakMode:lineHeight:)``
    /// describes its parameters.
    package func layout(
        width: Double?, maximumLines: Int, lineBreakMode: LineBreakMode, lineHeight: Double?
    ) -> TextLayout {
        let width = width.flatMap { $0.isNaN ? nil : max(0, $0) }
        let breaker = LineBreaker(
            text: text, bounds: bounds, classes: classes, widths: widths, ellipsisWidth: ellipsisWidth)
        let result = breaker.layout(width: width, maximumLines: max(0, maximumLines), mode: lineBreakMode)
        return TextLayout(
            lines: result.lines, lineHeight: lineHeight ?? faceLineHeight, isTruncated: result.isTruncated,
            engine: engine, fallbackFaces: fallbackFaces)
    }
}
