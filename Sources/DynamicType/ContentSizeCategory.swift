/// The user's preferred text size: one of Apple's twelve Dynamic Type sizes, or unspecified.
///
/// `ContentSizeCategory` mirrors UIKit's `UIContentSizeCategory`: the same static members, the same
/// raw values (`UICTContentSizeCategoryL`, …) and the same order. Seven standard sizes run from
/// ``extraSmall`` to ``extraExtraExtraLarge``; five larger accessibility sizes run from
/// ``accessibilityMedium`` to ``accessibilityExtraExtraExtraLarge``. ``large`` is the default.
///
/// ``unspecified`` means "no preference". It **scales as** ``large`` (see ``resolved``) but
/// **compares below** every real size, so `category < .extraSmall` is true only for it, and
/// ``allCases`` leaves it out.
///
/// It is a struct with static members rather than an enum so that sizes Apple adds later can be
/// added here without breaking exhaustive `switch` statements in client code.
public struct ContentSizeCategory: Hashable, Sendable {
    /// The position in size order: 0 is unspecified, 1 is extra small, 12 is AX5.
    package let ordinal: UInt8

    init(ordinal: UInt8) {
        self.ordinal = ordinal
    }

    /// No preferred size; scales as ``large``.
    public static let unspecified = Self(ordinal: 0)
    /// The smallest standard size (HIG "xSmall"; body 14 pt).
    public static let extraSmall = Self(ordinal: 1)
    /// A small size (HIG "Small"; body 15 pt).
    public static let small = Self(ordinal: 2)
    /// A medium size (HIG "Medium"; body 16 pt).
    public static let medium = Self(ordinal: 3)
    /// The default size (HIG "Large"; body 17 pt).
    public static let large = Self(ordinal: 4)
    /// An extra-large size (HIG "xLarge"; body 19 pt).
    public static let extraLarge = Self(ordinal: 5)
    /// A size above extra large (HIG "xxLarge"; body 21 pt).
    public static let extraExtraLarge = Self(ordinal: 6)
    /// The largest standard size (HIG "xxxLarge"; body 23 pt).
    public static let extraExtraExtraLarge = Self(ordinal: 7)
    /// The first accessibility size (HIG "AX1"; body 28 pt).
    public static let accessibilityMedium = Self(ordinal: 8)
    /// The second accessibility size (HIG "AX2"; body 33 pt).
    public static let accessibilityLarge = Self(ordinal: 9)
    /// The third accessibility size (HIG "AX3"; body 40 pt).
    public static let accessibilityExtraLarge = Self(ordinal: 10)
    /// The fourth accessibility size (HIG "AX4"; body 47 pt).
    public static let accessibilityExtraExtraLarge = Self(ordinal: 11)
    /// The largest size of all (HIG "AX5"; body 53 pt).
    public static let accessibilityExtraExtraExtraLarge = Self(ordinal: 12)

    /// The twelve real sizes in ascending order, without ``unspecified``.
    public static let allCases: [ContentSizeCategory] = (1...12).map { Self(ordinal: $0) }

    /// Whether this is one of the five larger accessibility sizes (AX1 to AX5).
    public var isAccessibilityCategory: Bool { ordinal >= Self.accessibilityMedium.ordinal }

    /// The category that sizes are computed for: ``large`` for ``unspecified``, otherwise `self`.
    public var resolved: ContentSizeCategory { self == .unspecified ? .large : self }

    /// The Swift name of the static member, such as `extraSmall` or `accessibilityMedium`.
    public var name: String { Self.names[Int(ordinal)].swift }

    /// The short name the Human Interface Guidelines use, such as `xSmall`, `Large` or `AX3`.
    public var shortName: String { Self.names[Int(ordinal)].short }

    /// Index into the ramp tables: 0 for extra small … 11 for AX5; unspecified reads as large.
    var rampIndex: Int { Int(resolved.ordinal) - 1 }

    struct Names {
        let swift: String
        let short: String
        let uiKit: String
    }

    static let names: [Names] = [
        Names(swift: "unspecified", short: "Unspecified", uiKit: "_UICTContentSizeCategoryUnspecified"),
        Names(swift: "extraSmall", short: "xSmall", uiKit: "UICTContentSizeCategoryXS"),
        Names(swift: "small", short: "Small", uiKit: "UICTContentSizeCategoryS"),
        Names(swift: "medium", short: "Medium", uiKit: "UICTContentSizeCategoryM"),
        Names(swift: "large", short: "Large", uiKit: "UICTContentSizeCategoryL"),
        Names(swift: "extraLarge", short: "xLarge", uiKit: "UICTContentSizeCategoryXL"),
        Names(swift: "extraExtraLarge", short: "xxLarge", uiKit: "UICTContentSizeCategoryXXL"),
        Names(swift: "extraExtraExtraLarge", short: "xxxLarge", uiKit: "UICTContentSizeCategoryXXXL"),
        Names(swift: "accessibilityMedium", short: "AX1", uiKit: "UICTContentSizeCategoryAccessibilityM"),
        Names(swift: "accessibilityLarge", short: "AX2", uiKit: "UICTContentSizeCategoryAccessibilityL"),
        Names(swift: "accessibilityExtraLarge", short: "AX3", uiKit: "UICTContentSizeCategoryAccessibilityXL"),
        Names(swift: "accessibilityExtraExtraLarge", short: "AX4", uiKit: "UICTContentSizeCategoryAccessibilityXXL"),
        Names(
            swift: "accessibilityExtraExtraExtraLarge", short: "AX5", uiKit: "UICTContentSizeCategoryAccessibilityXXXL"),
    ]
}

extension ContentSizeCategory {
    // Explicit, because for a RawRepresentable type the standard library's `==` and
    // `hash(into:)` would otherwise compare and hash the String raw value: a string comparison
    // at every node of a tree update.

    /// Whether two categories are the same size.
    public static func == (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.ordinal == rhs.ordinal
    }

    /// Hashes the category's position.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ordinal)
    }
}

extension ContentSizeCategory: Comparable {
    /// Orders categories by size; ``ContentSizeCategory/unspecified`` sorts below every real size.
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.ordinal < rhs.ordinal
    }
}

extension ContentSizeCategory: RawRepresentable {
    /// The UIKit raw value, such as `UICTContentSizeCategoryL`.
    public var rawValue: String { Self.names[Int(ordinal)].uiKit }

    /// Creates a category from its exact UIKit raw value; use ``init(parsing:)`` for other spellings.
    public init?(rawValue: String) {
        guard let index = Self.names.firstIndex(where: { $0.uiKit == rawValue }) else { return nil }
        self.init(ordinal: UInt8(index))
    }
}

extension ContentSizeCategory: CustomStringConvertible {
    /// The Swift name, such as `accessibilityMedium`.
    public var description: String { name }
}
