extension ContentSizeCategoryLimits {
    // SwiftUI's `.dynamicTypeSize(_:)` takes a size or a range. The same shapes are limits here;
    // nesting them (a subtree's limits inside its ancestors') intersects them, so an outer range
    // limits an inner one, and an inner value outside the outer range is brought to its nearest
    // bound: SwiftUI's rule.

    /// Limits to one size: every category becomes `size`.
    public init(_ size: DynamicTypeSize) {
        self.init(ContentSizeCategory(size)...ContentSizeCategory(size))
    }

    /// Limits to a closed range of sizes, such as `.large ... .accessibility2`.
    public init(_ range: ClosedRange<DynamicTypeSize>) {
        self.init(ContentSizeCategory(range.lowerBound)...ContentSizeCategory(range.upperBound))
    }

    /// Limits to sizes from a size up, such as `.large...`.
    public init(_ range: PartialRangeFrom<DynamicTypeSize>) {
        self.init(minimum: ContentSizeCategory(range.lowerBound))
    }

    /// Limits to sizes up to a size, such as `...DynamicTypeSize.xxxLarge`.
    public init(_ range: PartialRangeThrough<DynamicTypeSize>) {
        self.init(maximum: ContentSizeCategory(range.upperBound))
    }

    /// Limits to a closed range of categories, such as `.medium ... .accessibilityLarge`.
    public init(_ range: ClosedRange<ContentSizeCategory>) {
        self.init(minimum: range.lowerBound, maximum: range.upperBound)
    }

    /// Limits to categories from a category up.
    public init(_ range: PartialRangeFrom<ContentSizeCategory>) {
        self.init(minimum: range.lowerBound)
    }

    /// Limits to categories up to a category.
    public init(_ range: PartialRangeThrough<ContentSizeCategory>) {
        self.init(maximum: range.upperBound)
    }
}

extension DynamicTypeSize {
    /// This size brought into limits, such as a SwiftUI range: `size.limited(by: .init(...DynamicTypeSize.xLarge))`.
    public func limited(by limits: ContentSizeCategoryLimits) -> DynamicTypeSize {
        // `apply` never returns unspecified: it resolves first.
        DynamicTypeSize(limits.apply(to: ContentSizeCategory(self))) ?? .large
    }
}
