import DynamicType
import Testing

@Suite("DynamicTypeSize")
struct DynamicTypeSizeTests {
    /// SwiftUI's names beside UIKit's categories, written out by hand.
    static let pairs: [(DynamicTypeSize, ContentSizeCategory, String)] = [
        (.xSmall, .extraSmall, "xSmall"), (.small, .small, "small"), (.medium, .medium, "medium"),
        (.large, .large, "large"), (.xLarge, .extraLarge, "xLarge"), (.xxLarge, .extraExtraLarge, "xxLarge"),
        (.xxxLarge, .extraExtraExtraLarge, "xxxLarge"), (.accessibility1, .accessibilityMedium, "accessibility1"),
        (.accessibility2, .accessibilityLarge, "accessibility2"),
        (.accessibility3, .accessibilityExtraLarge, "accessibility3"),
        (.accessibility4, .accessibilityExtraExtraLarge, "accessibility4"),
        (.accessibility5, .accessibilityExtraExtraExtraLarge, "accessibility5"),
    ]

    @Test("each size bridges both ways with its category", arguments: pairs)
    func bridgesBothWays(size: DynamicTypeSize, category: ContentSizeCategory, name: String) throws {
        #expect(ContentSizeCategory(size) == category)
        #expect(DynamicTypeSize(category) == size)
        #expect(category.dynamicTypeSize == size)
        #expect(size.description == name)
        #expect(try ContentSizeCategory(parsing: name) == category)
        #expect(size.isAccessibilitySize == category.isAccessibilityCategory)
    }

    @Test("unspecified has no SwiftUI size")
    func unspecifiedHasNoSize() {
        #expect(DynamicTypeSize(ContentSizeCategory.unspecified) == nil)
    }

    @Test("sizes are ordered and twelve")
    func ordered() {
        #expect(DynamicTypeSize.allCases.count == 12)
        #expect(DynamicTypeSize.allCases == DynamicTypeSize.allCases.sorted())
        #expect(DynamicTypeSize.xxxLarge < .accessibility1)
    }

    @Test("a closed range limits both ways")
    func closedRange() {
        let limits = ContentSizeCategoryLimits(DynamicTypeSize.medium...DynamicTypeSize.accessibility2)
        #expect(limits.apply(to: .extraSmall) == .medium)
        #expect(limits.apply(to: .extraLarge) == .extraLarge)
        #expect(limits.apply(to: .accessibilityExtraExtraExtraLarge) == .accessibilityLarge)
    }

    @Test("a partial range limits one side")
    func partialRanges() {
        let upTo = ContentSizeCategoryLimits(...DynamicTypeSize.xLarge)
        #expect(upTo.apply(to: .accessibilityMedium) == .extraLarge)
        #expect(upTo.apply(to: .extraSmall) == .extraSmall)
        let from = ContentSizeCategoryLimits(DynamicTypeSize.large...)
        #expect(from.apply(to: .extraSmall) == .large)
        #expect(from.apply(to: .accessibilityExtraExtraExtraLarge) == .accessibilityExtraExtraExtraLarge)
    }

    @Test("a single size fixes the category")
    func singleSize() {
        let fixed = ContentSizeCategoryLimits(DynamicTypeSize.xxLarge)
        for category in ContentSizeCategory.allCases {
            #expect(fixed.apply(to: category) == .extraExtraLarge)
        }
    }

    @Test("nested ranges intersect")
    func nestedRangesIntersect() {
        let outer = ContentSizeCategoryLimits(DynamicTypeSize.small...DynamicTypeSize.accessibility3)
        let inner = ContentSizeCategoryLimits(DynamicTypeSize.large...)
        let nested = outer.intersected(with: inner)
        #expect(nested.apply(to: .extraSmall) == .large)
        #expect(nested.apply(to: .accessibilityExtraExtraExtraLarge) == .accessibilityExtraLarge)
    }

    @Test(
        "an outer range limits an inner value",
        arguments: [
            (DynamicTypeSize.accessibility4, ContentSizeCategory.extraExtraExtraLarge),
            (DynamicTypeSize.large, ContentSizeCategory.large),
            (DynamicTypeSize.xSmall, ContentSizeCategory.xSmallForOuterTest),
        ])
    func outerLimitsInnerValue(inner: DynamicTypeSize, expected: ContentSizeCategory) {
        let outer = ContentSizeCategoryLimits(...DynamicTypeSize.xxxLarge)
        let nested = outer.intersected(with: ContentSizeCategoryLimits(inner))
        for category in ContentSizeCategory.allCases {
            #expect(nested.apply(to: category) == expected)
        }
    }

    @Test("a size is brought into limits")
    func sizeLimited() {
        #expect(DynamicTypeSize.accessibility5.limited(by: .init(...DynamicTypeSize.xxLarge)) == .xxLarge)
        #expect(DynamicTypeSize.small.limited(by: .init(DynamicTypeSize.large...)) == .large)
    }
}

extension ContentSizeCategory {
    fileprivate static let xSmallForOuterTest = ContentSizeCategory.extraSmall
}
