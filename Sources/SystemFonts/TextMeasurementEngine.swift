/// How a ``TextLayout``'s widths were measured, with what that way leaves out said out loud.
public struct TextMeasurementEngine: Hashable, Sendable, CustomStringConvertible {
    /// A short name, such as `HarfBuzz`.
    public let name: String
    /// What the engine does not account for; empty for HarfBuzz.
    public let limitations: String

    /// Real shaping with HarfBuzz over the resolved face: kerning, ligatures, OpenType features
    /// and complex scripts, as Pango and Qt measure. Built with the package trait `HarfBuzz`
    /// (which `GTK` turns on).
    public static let harfBuzz = TextMeasurementEngine(name: "HarfBuzz", limitations: "")
    /// Each character's own advance from FreeType, summed, with the face's `kern` table: what
    /// the package measures with when it is built without HarfBuzz.
    public static let freeTypeAdvances = TextMeasurementEngine(
        name: "FreeType advances",
        limitations: "no shaping: GPOS kerning, ligatures and small-caps glyphs are not applied")
    /// No font file resolved: each character is taken to be half an em wide.
    public static let estimate = TextMeasurementEngine(
        name: "estimate", limitations: "no font file resolved; characters are taken to be half an em wide")

    /// The name, and its limitations when it has any.
    public var description: String { limitations.isEmpty ? name : "\(name) (\(limitations))" }
}
