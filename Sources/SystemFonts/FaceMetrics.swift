/// Vertical metrics of a face in font units, with where each value came from.
///
/// Line metrics follow FreeType and HarfBuzz: the OS/2 typo values when the face sets
/// USE_TYPO_METRICS (fsSelection bit 7), the hhea values otherwise. Cap height and x-height come
/// from OS/2 when its version is 2 or later and the value is positive; otherwise they are measured
/// from the outlines of 'H' and 'x' (DejaVu Sans has OS/2 version 1, so this path is common);
/// failing both, they are estimated as 0.7 em and 0.5 em.
public struct FaceMetrics: Hashable, Sendable {
    /// Font units per em.
    public var unitsPerEm: Int
    /// Distance from the baseline up to the ascender line (positive).
    public var ascender: Int
    /// Distance from the baseline down to the descender line (negative).
    public var descender: Int
    /// Extra space between lines.
    public var lineGap: Int
    /// Height of flat capitals.
    public var capHeight: Int
    /// Height of flat lowercase letters.
    public var xHeight: Int
    /// Where ``capHeight`` came from.
    public var capHeightSource: Source
    /// Where ``xHeight`` came from.
    public var xHeightSource: Source

    /// Where a metric came from.
    public struct Source: Hashable, Sendable, CustomStringConvertible {
        let name: String
        /// Read from the OS/2 table.
        public static let os2Table = Source(name: "os2")
        /// Measured from a glyph outline.
        public static let glyphOutline = Source(name: "outline")
        /// Estimated as a fixed fraction of the em.
        public static let estimate = Source(name: "estimate")
        /// `os2`, `outline` or `estimate`.
        public var description: String { name }
    }

    /// Creates metrics.
    public init(
        unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int, capHeight: Int, xHeight: Int,
        capHeightSource: Source, xHeightSource: Source
    ) {
        self.unitsPerEm = unitsPerEm
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.capHeight = capHeight
        self.xHeight = xHeight
        self.capHeightSource = capHeightSource
        self.xHeightSource = xHeightSource
    }

    /// The same metrics in points at a font size.
    public func scaled(to pointSize: Double) -> ScaledFaceMetrics {
        let scale = unitsPerEm > 0 ? pointSize / Double(unitsPerEm) : 0
        return ScaledFaceMetrics(
            pointSize: pointSize,
            ascender: Double(ascender) * scale, descender: Double(descender) * scale,
            lineGap: Double(lineGap) * scale, capHeight: Double(capHeight) * scale,
            xHeight: Double(xHeight) * scale)
    }
}

/// Vertical metrics in points at one size; see ``FaceMetrics``.
public struct ScaledFaceMetrics: Hashable, Sendable, Codable {
    /// The font size these are for.
    public var pointSize: Double
    /// Baseline to ascender line (positive).
    public var ascender: Double
    /// Baseline to descender line (negative).
    public var descender: Double
    /// Extra space between lines.
    public var lineGap: Double
    /// Height of flat capitals.
    public var capHeight: Double
    /// Height of flat lowercase letters.
    public var xHeight: Double

    /// The natural distance between baselines: ascender − descender + line gap.
    public var lineHeight: Double { ascender - descender + lineGap }
}
