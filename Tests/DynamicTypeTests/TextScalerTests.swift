import DynamicType
import Testing

@Suite("Text scaler")
struct TextScalerTests {
    @Test("the ramp scaler reproduces every published style at every category", arguments: ContentSizeCategory.allCases)
    func rampReproducesRamp(category: ContentSizeCategory) {
        let scaler = TextScaler.typeRamp(category)
        for style in TextStyle.publishedCases {
            #expect(scaler.scale(style.pointSize(at: .large)) == style.pointSize(at: category), "\(style)")
        }
    }

    @Test("the ramp scaler interpolates between two styles' sizes")
    func rampInterpolates() {
        // 14 lies halfway between footnote (13) and subhead (15): at AX1 they are 23 and 25.
        #expect(TextScaler.typeRamp(.accessibilityMedium).scale(14) == 24)
        // 18.5 lies halfway between body (17) and title 3 (20): at xxxLarge 23 and 26.
        #expect(TextScaler.typeRamp(.extraExtraExtraLarge).scale(18.5) == 24.5)
    }

    @Test("the ramp scaler keeps the end styles' ratios beyond the table")
    func rampBeyondEnds() {
        // Above the large title (34 → 60 at AX5) and below caption 2 (11 → 40 at AX5).
        #expect(TextScaler.typeRamp(.accessibilityExtraExtraExtraLarge).scale(68) == 120)
        #expect(TextScaler.typeRamp(.accessibilityExtraExtraExtraLarge).scale(5.5) == 20)
    }

    @Test("small text grows more than titles on the ramp")
    func rampIsNonLinear() {
        let scaler = TextScaler.typeRamp(.accessibilityExtraExtraExtraLarge)
        #expect(scaler.scaleFactor(for: 11) > scaler.scaleFactor(for: 34))
    }

    @Test("unspecified scales as large, which is the identity")
    func unspecifiedIsIdentity() {
        for size in [5.0, 11, 14, 17, 30, 200] {
            #expect(TextScaler.typeRamp(.unspecified).scale(size) == size)
        }
    }

    @Test("linear multiplies and ignores unusable factors")
    func linear() {
        #expect(TextScaler.linear(1.25).scale(16) == 20)
        #expect(TextScaler.linear(.nan).scale(16) == 16)
        #expect(TextScaler.linear(-2).scale(16) == 16)
        #expect(TextScaler.noScaling.scale(13) == 13)
    }

    /// Android 14's published points at 2.0×.
    @Test(
        "the non-linear curve matches Android at 2.0",
        arguments: [
            (8.0, 16.0), (10, 20), (12, 24), (14, 26), (18, 30), (20, 34), (24, 36), (30, 38), (100, 100),
        ])
    func androidAtTwo(size: Double, expected: Double) {
        #expect(TextScaler.nonLinear(2).scale(size) == expected)
    }

    @Test("the non-linear curve interpolates between sizes and beyond the table")
    func androidBetweenSizes() {
        #expect(TextScaler.nonLinear(2).scale(16) == 28)  // halfway between 14 → 26 and 18 → 30
        #expect(TextScaler.nonLinear(2).scale(4) == 8)  // below 8: from the origin
        #expect(TextScaler.nonLinear(2).scale(200) == 200)  // beyond 100: 100's ratio, 1
    }

    @Test("the non-linear curve interpolates between factors")
    func androidBetweenFactors() {
        // 1.4 is halfway between the 1.3 and 1.5 tables: 14 → (18.8 + 22) / 2.
        #expect(abs(TextScaler.nonLinear(1.4).scale(14) - 20.4) < 1e-9)
    }

    @Test("the non-linear curve is linear where Android is", arguments: [1.0, 1.1, 1.14, 2.5])
    func androidLinearOutside(factor: Double) {
        #expect(TextScaler.nonLinear(factor).scale(20) == 20 * factor)
    }

    @Test("clamping bounds the ratio")
    func clamping() {
        let scaler = TextScaler.typeRamp(.accessibilityExtraExtraExtraLarge).clamped(maximumScaleFactor: 2)
        #expect(scaler.scale(17) == 34)
        #expect(TextScaler.typeRamp(.extraSmall).clamped(minimumScaleFactor: 1).scale(17) == 17)
        #expect(TextScaler.linear(3).clamped(minimumScaleFactor: 0.5, maximumScaleFactor: 1.5).scale(10) == 15)
        #expect(TextScaler.linear(3).clamped(maximumScaleFactor: .nan).scale(10) == 30)
    }

    @Test("signs are kept and zero and non-finite sizes pass through")
    func signsAndEdges() {
        #expect(TextScaler.linear(2).scale(-5) == -10)
        #expect(TextScaler.nonLinear(2).scale(-14) == -26)
        #expect(TextScaler.linear(2).scale(0) == 0)
        #expect(TextScaler.linear(2).scale(.infinity) == .infinity)
    }
}
