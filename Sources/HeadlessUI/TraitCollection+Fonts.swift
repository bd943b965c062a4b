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
            legibilityWeight: traits.legibilityWeightForFonts, in: environment)
    }
}

extension TraitCollection {
    /// The legibility weight fonts are made for: `nil` for unspecified, which leaves the font
    /// environment's own. The tree's one rule, which ``TextStyleResolver`` follows too.
    var legibilityWeightForFonts: LegibilityWeight? {
        legibilityWeight == .unspecified ? nil : legibilityWeight
    }
}

extension FontMetrics {
    /// A value scaled for the category of `traitCollection`; UIKit's
    /// `UIFontMetrics.scaledValue(for:compatibleWith:)`. `nil`, or traits without a category,
    /// mean the current Dynamic Type setting: ``Application/shared``'s category, as UIKit reads
    /// `UIApplication.shared`'s. Where the shared ramp is drawn at the desktop's continuous factor
    /// (``Application/preferredTextScale``), the category it refines scales at that factor.
    public func scaledValue(for value: Double, compatibleWith traitCollection: TraitCollection? = nil) -> Double {
        let category = Self.category(of: traitCollection)
        return scaledValue(for: value, atTextScale: FontEnvironment.shared.typeRamp.textScale(for: category))
    }

    /// A font scaled for the category of `traitCollection` (the current setting when `nil`), at
    /// most `maximumPointSize`; UIKit's `UIFontMetrics.scaledFont(for:maximumPointSize:compatibleWith:)`.
    ///
    /// The font keeps its base size, this curve and the maximum, so it follows later changes like
    /// a preferred font: a window's walk scales it again for the label's category.
    public func scaledFont(
        for font: Font, maximumPointSize: Double? = nil, compatibleWith traitCollection: TraitCollection? = nil
    ) -> Font {
        font.scaled(
            by: self, maximumPointSize: maximumPointSize ?? 0, compatibleWith: Self.category(of: traitCollection))
    }

    /// The category of traits, or the current setting when they name none: the shared
    /// environment's, which ``Application/shared`` keeps in step with its category (and which,
    /// unlike the application, any thread may read).
    private static func category(of traitCollection: TraitCollection?) -> ContentSizeCategory {
        let category = traitCollection?.preferredContentSizeCategory ?? .unspecified
        return category == .unspecified ? FontEnvironment.shared.contentSizeCategory : category
    }
}
