import DynamicType
import Testing

@Suite("Text scale factor")
struct TextScaleTests {
    @Test("a category's factor is its body size over 17", arguments: ContentSizeCategory.allCases)
    func factorIsBodyOver17(category: ContentSizeCategory) {
        #expect(category.textScale == TextStyle.body.pointSize(at: category) / 17)
    }

    @Test("a category's own factor maps back to it", arguments: ContentSizeCategory.allCases)
    func roundTrip(category: ContentSizeCategory) throws {
        #expect(try ContentSizeCategory(textScale: category.textScale) == category)
    }

    @Test(
        "desktop factors map to the nearest category in log space",
        arguments: [
            (0.9, ContentSizeCategory.small), (1.0, .large), (1.1, .extraLarge), (1.25, .extraExtraLarge),
            (1.4, .extraExtraExtraLarge), (1.5, .accessibilityMedium), (2.0, .accessibilityLarge),
            (2.5, .accessibilityExtraLarge), (2.9, .accessibilityExtraExtraLarge),
            (3.0, .accessibilityExtraExtraExtraLarge),
        ])
    func knownFactors(factor: Double, expected: ContentSizeCategory) throws {
        #expect(try ContentSizeCategory(textScale: factor) == expected)
    }

    @Test("the geometric mean of two neighbours goes to the larger one")
    func tieGoesToLarger() throws {
        let boundary = (ContentSizeCategory.large.textScale * ContentSizeCategory.extraLarge.textScale).squareRoot()
        #expect(try ContentSizeCategory(textScale: boundary) == .extraLarge)
        #expect(try ContentSizeCategory(textScale: boundary.nextDown) == .large)
    }

    @Test(
        "out-of-range factors clamp to the ends",
        arguments: [
            (0.5, ContentSizeCategory.extraSmall), (0.0, .extraSmall), (-2, .extraSmall),
            (10, .accessibilityExtraExtraExtraLarge),
            (Double.greatestFiniteMagnitude, .accessibilityExtraExtraExtraLarge),
        ])
    func clamps(factor: Double, expected: ContentSizeCategory) throws {
        #expect(try ContentSizeCategory(textScale: factor) == expected)
    }

    @Test("NaN and infinities are rejected with a typed error", arguments: [Double.nan, .infinity, -.infinity])
    func rejectsNonFinite(factor: Double) {
        #expect(throws: DynamicTypeError.self) { try ContentSizeCategory(textScale: factor) }
    }
}
