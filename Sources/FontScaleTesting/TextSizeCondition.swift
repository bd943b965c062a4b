import DynamicType

/// One text size a screen is checked at: a content size category, with Bold Text on or off.
public struct TextSizeCondition: Hashable, Sendable, CustomStringConvertible {
    /// The preferred content size category.
    public var category: ContentSizeCategory
    /// Whether Bold Text is on.
    public var isBoldTextEnabled: Bool

    /// Creates a condition.
    public init(category: ContentSizeCategory, isBoldTextEnabled: Bool = false) {
        self.category = category
        self.isBoldTextEnabled = isBoldTextEnabled
    }

    /// For example `accessibilityExtraExtraExtraLarge, Bold Text`.
    public var description: String {
        isBoldTextEnabled ? "\(category), Bold Text" : "\(category)"
    }
}
