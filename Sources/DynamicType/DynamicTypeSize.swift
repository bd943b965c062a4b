/// SwiftUI's name for a content size: `xSmall` … `xxxLarge`, then `accessibility1` … `accessibility5`.
///
/// Code written against SwiftUI's `DynamicTypeSize` keeps its spellings; each size bridges both
/// ways with ``ContentSizeCategory``, which the rest of FontScale speaks:
///
/// ```swift
/// let size = DynamicTypeSize(ContentSizeCategory.accessibilityMedium)   // .accessibility1
/// let category = ContentSizeCategory(DynamicTypeSize.xxLarge)           // .extraExtraLarge
/// ```
///
/// There is no unspecified size, as in SwiftUI: ``init(_:)`` gives `nil` for
/// ``ContentSizeCategory/unspecified``.
public enum DynamicTypeSize: Int, Hashable, Sendable, CaseIterable, Comparable {
    /// An extra small size (``ContentSizeCategory/extraSmall``).
    case xSmall = 1
    /// A small size (``ContentSizeCategory/small``).
    case small
    /// A medium size (``ContentSizeCategory/medium``).
    case medium
    /// The default size (``ContentSizeCategory/large``).
    case large
    /// An extra large size (``ContentSizeCategory/extraLarge``).
    case xLarge
    /// An extra extra large size (``ContentSizeCategory/extraExtraLarge``).
    case xxLarge
    /// The largest standard size (``ContentSizeCategory/extraExtraExtraLarge``).
    case xxxLarge
    /// The first accessibility size (``ContentSizeCategory/accessibilityMedium``, AX1).
    case accessibility1
    /// The second accessibility size (``ContentSizeCategory/accessibilityLarge``, AX2).
    case accessibility2
    /// The third accessibility size (``ContentSizeCategory/accessibilityExtraLarge``, AX3).
    case accessibility3
    /// The fourth accessibility size (``ContentSizeCategory/accessibilityExtraExtraLarge``, AX4).
    case accessibility4
    /// The largest size (``ContentSizeCategory/accessibilityExtraExtraExtraLarge``, AX5).
    case accessibility5

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// The size of a content size category; `nil` for ``ContentSizeCategory/unspecified``.
    public init?(_ category: ContentSizeCategory) {
        self.init(rawValue: Int(category.ordinal))
    }

    /// Orders sizes from smallest to largest.
    public static func < (lhs: DynamicTypeSize, rhs: DynamicTypeSize) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension ContentSizeCategory {
    /// The category of a SwiftUI size.
    public init(_ size: DynamicTypeSize) {
        self.init(ordinal: UInt8(size.rawValue))
    }

    /// SwiftUI's name for this category; `nil` for ``unspecified``.
    public var dynamicTypeSize: DynamicTypeSize? { DynamicTypeSize(self) }
}

extension DynamicTypeSize: CustomStringConvertible {
    /// SwiftUI's name, such as `xxLarge` or `accessibility3`.
    public var description: String { Self.names[rawValue - 1] }

    private static let names = [
        "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
        "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5",
    ]
}
