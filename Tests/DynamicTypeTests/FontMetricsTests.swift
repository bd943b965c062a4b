import DynamicType
import Testing

@Suite("FontMetrics")
struct FontMetricsTests {
    @Test("a style's default size reproduces the ramp at every category", arguments: TextStyle.allCases)
    func defaultSizeReproducesRamp(style: TextStyle) {
        let metrics = FontMetrics(forTextStyle: style)
        let defaultSize = style.pointSize(at: .large)
        for category in ContentSizeCategory.allCases {
            #expect(metrics.scaledValue(for: defaultSize, compatibleWith: category) == style.pointSize(at: category))
        }
    }

    @Test("other sizes scale in proportion without rounding")
    func proportionalScaling() {
        let scaled = FontMetrics.default.scaledValue(for: 20, compatibleWith: .accessibilityExtraExtraExtraLarge)
        #expect(abs(scaled - 20 * 53 / 17) < 1e-12)
        #expect(FontMetrics(forTextStyle: .caption2).scaledValue(for: 22, compatibleWith: .extraSmall) == 22)
    }

    @Test("the default metrics scale along body")
    func defaultIsBody() {
        #expect(FontMetrics.default.textStyle == .body)
    }

    @Test("unspecified scales as large")
    func unspecifiedIsIdentity() {
        #expect(FontMetrics(forTextStyle: .title1).scaledValue(for: 13, compatibleWith: .unspecified) == 13)
    }

    @Test("a maximum point size caps the result")
    func maximumCaps() {
        let metrics = FontMetrics(forTextStyle: .body)
        #expect(metrics.scaledPointSize(for: 17, compatibleWith: .accessibilityExtraLarge, maximumPointSize: 30) == 30)
        #expect(metrics.scaledPointSize(for: 17, compatibleWith: .extraLarge, maximumPointSize: 30) == 19)
    }

    @Test("a maximum of zero, a negative maximum or NaN means no limit", arguments: [0, -5, Double.nan])
    func zeroMaximumIsUnlimited(maximum: Double) {
        let size = FontMetrics.default.scaledPointSize(
            for: 17, compatibleWith: .accessibilityExtraExtraExtraLarge, maximumPointSize: maximum)
        #expect(size == 53)
    }
}
