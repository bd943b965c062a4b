import DynamicType

/// The traits an object inherits from its ancestors: content size category, legibility weight
/// (Bold Text) and interface style.
///
/// A field left unspecified inherits its ancestor's value. `TraitCollection` is a value, so an
/// override is written by assigning: `viewController.traitOverrides.preferredContentSizeCategory = .large`.
public struct TraitCollection: Hashable, Sendable {
    /// The preferred text size; `ContentSizeCategory.unspecified` inherits.
    public var preferredContentSizeCategory: ContentSizeCategory
    /// Light or dark; ``UserInterfaceStyle/unspecified`` inherits.
    public var userInterfaceStyle: UserInterfaceStyle
    /// Bold Text: `LegibilityWeight.bold` makes fonts below heavier;
    /// `LegibilityWeight.unspecified` inherits, and at the root means the font
    /// environment's own legibility weight.
    public var legibilityWeight: LegibilityWeight

    /// Creates traits; unspecified fields inherit.
    public init(
        preferredContentSizeCategory: ContentSizeCategory = .unspecified,
        userInterfaceStyle: UserInterfaceStyle = .unspecified,
        legibilityWeight: LegibilityWeight = .unspecified
    ) {
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.userInterfaceStyle = userInterfaceStyle
        self.legibilityWeight = legibilityWeight
    }

    /// Whether every field specified here has the same value in `other`, the matching rule for
    /// trait-specific appearance proxies.
    public func isContained(in other: TraitCollection) -> Bool {
        (preferredContentSizeCategory == .unspecified
            || preferredContentSizeCategory == other.preferredContentSizeCategory)
            && (userInterfaceStyle == .unspecified || userInterfaceStyle == other.userInterfaceStyle)
            && (legibilityWeight == .unspecified || legibilityWeight == other.legibilityWeight)
    }

    /// These traits with `overrides`' specified fields taking precedence.
    public func overridden(by overrides: TraitCollection) -> TraitCollection {
        TraitCollection(
            preferredContentSizeCategory: overrides.preferredContentSizeCategory == .unspecified
                ? preferredContentSizeCategory : overrides.preferredContentSizeCategory,
            userInterfaceStyle: overrides.userInterfaceStyle == .unspecified
                ? userInterfaceStyle : overrides.userInterfaceStyle,
            legibilityWeight: overrides.legibilityWeight.inheriting(legibilityWeight))
    }
}

/// Light or dark appearance.
public struct UserInterfaceStyle: Hashable, Sendable, CustomStringConvertible {
    // A code, not a name: traits are compared at every node of a tree update.
    let code: UInt8
    /// No preference; inherits.
    public static let unspecified = Self(code: 0)
    /// Dark text on light backgrounds.
    public static let light = Self(code: 1)
    /// Light text on dark backgrounds.
    public static let dark = Self(code: 2)
    /// The style's name.
    public var description: String { ["unspecified", "light", "dark"][Int(code)] }
}
