import DynamicType
import SystemFonts

extension Font {
    /// The app font for a text style at the category of `traitCollection` (or of the font
    /// environment when `nil`); UIKit's `UIFont.preferredFont(forTextStyle:compatibleWith:)`.
    ///
    /// The traits' legibility weight applies too: `LegibilityWeight.bold` gives
    /// the Bold Text face.
    public static func preferredFont(
        forTextStyle style: TextStyle, compatibleWith traitCollection: TraitCollection? = nil,
        in environment: FontEnvironment = .shared
    ) -> Font {
        let traits = traitCollection ?? TraitCollection()
        let category = traits.preferredContentSizeCategory
        return Font.appFont(
            for: style, compatibleWith: category == .unspecified ? nil : category,
            legibilityWeight: traits.legibilityWeight == .unspecified ? nil : traits.legibilityWeight, in: environment)
    }
}

extension FontMetrics {
    /// A value scaled for the category of `traitCollection`; UIKit's
    /// `UIFontMetrics.scaledValue(for:compatibleWith:)`. `nil`, or traits without a category,
    /// mean `ContentSizeCategory.large`.
    public func scaledValue(for value: Double, compatibleWith traitCollection: TraitCollection?) -> Double {
        scaledValue(for: value, compatibleWith: (traitCollection?.preferredContentSizeCategory ?? .large).resolved)
    }

    /// A font scaled for the category of `traitCollection`, at most `maximumPointSize`; UIKit's
    /// `UIFontMetrics.scaledFont(for:maximumPointSize:compatibleWith:)`.
    public func scaledFont(
        for font: Font, maximumPointSize: Double? = nil, compatibleWith traitCollection: TraitCollection? = nil
    ) -> Font {
        let category = (traitCollection?.preferredContentSizeCategory ?? .large).resolved
        let size = scaledPointSize(
            for: font.pointSize, compatibleWith: category, maximumPointSize: maximumPointSize ?? 0)
        return font.withSize(size)
    }
}
