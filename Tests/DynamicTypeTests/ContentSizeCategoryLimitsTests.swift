import DynamicType
import Testing

@Suite("Category limits")
struct ContentSizeCategoryLimitsTests {
    @Test("a minimum raises smaller categories")
    func minimumRaises() {
        #expect(ContentSizeCategory.extraSmall.limited(minimum: .medium) == .medium)
        #expect(ContentSizeCategory.extraLarge.limited(minimum: .medium) == .extraLarge)
    }

    @Test("a maximum lowers larger categories")
    func maximumLowers() {
        #expect(
            ContentSizeCategory.accessibilityExtraLarge.limited(maximum: .extraExtraExtraLarge) == .extraExtraExtraLarge
        )
        #expect(ContentSizeCategory.small.limited(maximum: .extraExtraExtraLarge) == .small)
    }

    @Test("when the minimum exceeds the maximum only the maximum applies")
    func minimumAboveMaximum() {
        let limits = ContentSizeCategoryLimits(minimum: .accessibilityMedium, maximum: .large)
        #expect(limits.apply(to: .extraSmall) == .extraSmall)
        #expect(limits.apply(to: .accessibilityLarge) == .large)
        #expect(limits.effectiveMinimum == nil)
    }

    @Test("nil and unspecified bounds place no limit")
    func unspecifiedIsNoLimit() {
        let limits = ContentSizeCategoryLimits(minimum: .unspecified, maximum: .unspecified)
        #expect(limits.isUnlimited)
        #expect(limits.apply(to: .accessibilityExtraExtraExtraLarge) == .accessibilityExtraExtraExtraLarge)
        #expect(ContentSizeCategoryLimits.none.apply(to: .extraSmall) == .extraSmall)
    }

    @Test("an unspecified category is limited as large")
    func unspecifiedInputResolves() {
        #expect(ContentSizeCategory.unspecified.limited(minimum: .extraLarge) == .extraLarge)
        #expect(ContentSizeCategory.unspecified.limited() == .large)
    }

    @Test("nested limits keep the tighter bound on each side")
    func intersection() {
        let outer = ContentSizeCategoryLimits(minimum: .small, maximum: .accessibilityLarge)
        let inner = ContentSizeCategoryLimits(minimum: .medium, maximum: .accessibilityExtraExtraLarge)
        let both = outer.intersected(with: inner)
        #expect(both.minimum == .medium)
        #expect(both.maximum == .accessibilityLarge)
    }
}
