/// A lower and an upper bound on the content size category, as UIKit's
/// `minimumContentSizeCategory` and `maximumContentSizeCategory` apply them.
///
/// A `nil` bound, or a bound of ``ContentSizeCategory/unspecified``, places no limit. When the
/// minimum is larger than the maximum, **only the maximum applies**, which is UIKit's documented
/// rule. The category being limited is first ``ContentSizeCategory/resolved``, so an unspecified
/// category is limited as ``ContentSizeCategory/large``.
public struct ContentSizeCategoryLimits: Hashable, Sendable {
    /// The smallest category allowed, or `nil` for no lower limit.
    public var minimum: ContentSizeCategory?
    /// The largest category allowed, or `nil` for no upper limit.
    public var maximum: ContentSizeCategory?

    /// Creates limits; both bounds default to no limit.
    public init(minimum: ContentSizeCategory? = nil, maximum: ContentSizeCategory? = nil) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// Limits that change nothing.
    public static let none = ContentSizeCategoryLimits()

    /// Whether neither bound limits anything.
    public var isUnlimited: Bool { effectiveMinimum == nil && effectiveMaximum == nil }

    /// The lower bound that takes effect: `nil` when absent, unspecified, or above the maximum.
    public var effectiveMinimum: ContentSizeCategory? {
        guard let minimum, minimum != .unspecified else { return nil }
        if let maximum = effectiveMaximum, minimum > maximum { return nil }
        return minimum
    }

    /// The upper bound that takes effect: `nil` when absent or unspecified.
    public var effectiveMaximum: ContentSizeCategory? {
        guard let maximum, maximum != .unspecified else { return nil }
        return maximum
    }

    /// The category after applying the limits.
    public func apply(to category: ContentSizeCategory) -> ContentSizeCategory {
        var result = category.resolved
        if let minimum = effectiveMinimum, result < minimum { result = minimum }
        if let maximum = effectiveMaximum, result > maximum { result = maximum }
        return result
    }

    /// Limits that hold both these limits and `inner`, as a subtree's own limits nest inside
    /// its ancestors': the tighter bound wins on each side.
    public func intersected(with inner: ContentSizeCategoryLimits) -> ContentSizeCategoryLimits {
        ContentSizeCategoryLimits(
            minimum: [effectiveMinimum, inner.effectiveMinimum].compactMap { $0 }.max(),
            maximum: [effectiveMaximum, inner.effectiveMaximum].compactMap { $0 }.min()
        )
    }
}

extension ContentSizeCategory {
    /// This category limited to a range; see ``ContentSizeCategoryLimits`` for the rules.
    public func limited(minimum: ContentSizeCategory? = nil, maximum: ContentSizeCategory? = nil)
        -> ContentSizeCategory
    {
        ContentSizeCategoryLimits(minimum: minimum, maximum: maximum).apply(to: self)
    }
}
