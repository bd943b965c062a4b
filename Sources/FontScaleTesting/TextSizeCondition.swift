import DynamicType
import HeadlessUI

/// One text size a screen is checked at: a content size category, or a desktop's continuous
/// text-scale factor, with Bold Text on or off.
public struct TextSizeCondition: Hashable, Sendable, CustomStringConvertible {
    /// The preferred content size category: with ``textScale``, the category nearest it.
    public var category: ContentSizeCategory
    /// The continuous text-scale factor, as a desktop sets one (`Application.preferredTextScale`);
    /// `nil` for the category's own factor.
    public var textScale: Double?
    /// Whether Bold Text is on.
    public var isBoldTextEnabled: Bool

    /// Creates a condition at a category.
    public init(category: ContentSizeCategory, isBoldTextEnabled: Bool = false) {
        self.category = category
        self.isBoldTextEnabled = isBoldTextEnabled
    }

    /// Creates a condition at a continuous text-scale factor: the category nearest it
    /// (`ContentSizeCategory(textScale:)`), drawn at the factor where the application follows the
    /// desktop's ramp. A factor that is not finite reads as 1; one at or below 0 as the smallest
    /// category's.
    public init(textScale: Double, isBoldTextEnabled: Bool = false) {
        let factor = textScale.isFinite ? textScale : 1
        category = (try? ContentSizeCategory(textScale: factor)) ?? .large
        self.textScale = factor > 0 ? factor : category.textScale
        self.isBoldTextEnabled = isBoldTextEnabled
    }

    /// The application's current text size and Bold Text, to put back after a sweep.
    @MainActor
    package init(of application: Application) {
        category = application.preferredContentSizeCategory
        let factor = application.preferredTextScale
        textScale = factor == category.textScale ? nil : factor
        isBoldTextEnabled = application.isBoldTextEnabled
    }

    /// The factor the condition is at: ``textScale``, else the category's own.
    public var resolvedTextScale: Double { textScale ?? category.resolved.textScale }

    /// For example `accessibilityExtraExtraExtraLarge, Bold Text`, or at a factor
    /// `accessibilityMedium at text scale 1.75`.
    public var description: String {
        "\(category)" + (textScale.map { " at text scale \($0)" } ?? "") + (isBoldTextEnabled ? ", Bold Text" : "")
    }
}
