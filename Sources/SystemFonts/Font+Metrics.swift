extension Font {
    /// The metrics UIKit's font properties read: the resolved face's, scaled to this size, or,
    /// when no face could be resolved at all, the estimates ``FaceMetrics`` uses for faces
    /// without heights (ascender 0.8 em, descender −0.2 em, capitals 0.7 em, lowercase 0.5 em);
    /// ``metrics`` is `nil` then, which says so.
    private var metricsOrEstimate: ScaledFaceMetrics {
        metrics
            ?? ScaledFaceMetrics(
                pointSize: pointSize, ascender: 0.8 * pointSize, descender: -0.2 * pointSize, lineGap: 0,
                capHeight: 0.7 * pointSize, xHeight: 0.5 * pointSize)
    }

    /// Baseline to the top of the tallest glyphs, in points; UIKit's `UIFont.ascender`.
    public var ascender: Double { metricsOrEstimate.ascender }
    /// Baseline to the bottom of the lowest glyphs, in points, negative; UIKit's `UIFont.descender`.
    public var descender: Double { metricsOrEstimate.descender }
    /// Height of flat capitals, in points; UIKit's `UIFont.capHeight`.
    public var capHeight: Double { metricsOrEstimate.capHeight }
    /// Height of flat lowercase letters, in points; UIKit's `UIFont.xHeight`.
    public var xHeight: Double { metricsOrEstimate.xHeight }
    /// Extra space between lines, in points; UIKit's `UIFont.leading`.
    public var leading: Double { metricsOrEstimate.lineGap }
    /// The natural distance between baselines (ascender − descender + leading); UIKit's
    /// `UIFont.lineHeight`.
    public var lineHeight: Double { metricsOrEstimate.lineHeight }
}
