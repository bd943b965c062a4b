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

    /// The limits of a subtree whose own limits, `inner`, sit inside these: applying the result
    /// equals applying `inner` and then these.
    ///
    /// Where the two ranges overlap the tighter bound wins on each side. Where they do not, every
    /// category ends at the bound of these limits nearest the inner range, so an outer range
    /// limits an inner value (SwiftUI's rule for nested `dynamicTypeSize` ranges): a subtree fixed
    /// at AX4 inside `...xxxLarge` is `xxxLarge`.
    public func intersected(with inner: ContentSizeCategoryLimits) -> ContentSizeCategoryLimits {
        let lower = [effectiveMinimum, inner.effectiveMinimum].compactMap { $0 }.max()
        let upper = [effectiveMaximum, inner.effectiveMaximum].compactMap { $0 }.min()
        guard let lower, let upper, lower > upper else {
            return ContentSizeCategoryLimits(minimum: lower, maximum: upper)
        }
        let bound: ContentSizeCategory
        if let innerMaximum = inner.effectiveMaximum, let outerMinimum = effectiveMinimum, innerMaximum < outerMinimum {
            bound = outerMinimum
        } else {
            bound = effectiveMaximum ?? upper
        }
        return ContentSizeCategoryLimits(minimum: bound, maximum: bound)
    }
}

extension ContentSizeCategory {
    /// This category limited to a range; see ``ContentSizeCategoryLimits`` for the rules.
    public func limited(
        minimum: ContentSizeCategory? = nil, maximum: ContentSizeCategory? = nil
    )
        -> ContentSizeCategory
    {
        ContentSizeCategoryLimits(minimum: minimum, maximum: maximum).apply(to: self)
    }
}
