import DynamicType
import SystemFonts

/// The font a text style gets in the tree, for widgets no tree describes: a toolkit's plain
/// labels styled by `GtkTextStyles` or `QtTextStyles` get exactly what a ``Label`` with that style
/// reports in a ``Window`` of the same application, under the same limits.
///
/// It composes what the tree composes, the same way: the root traits (the application's category,
/// and Bold Text as `LegibilityWeight.bold`, else the environment's own weight), the limits of
/// every enclosing subtree nested as ``Responder`` nests them, then the environment's app family
/// and type ramp at the category they leave.
///
/// ```swift
/// let resolver = TextStyleResolver(application: .shared)
/// let limits = ContentSizeCategoryLimits(maximum: .extraLarge)
/// let body = resolver.font(for: .body, under: [limits])  // a Label's font under these limits
/// print(resolver.contentSizeCategory(under: [limits]) <= .extraLarge)  // true
/// ```
public struct TextStyleResolver: Sendable {
    /// The traits at the root: the category before any limits, and the legibility weight
    /// (`LegibilityWeight.unspecified` leaves the environment's own).
    public let traits: TraitCollection
    /// Where the app family and the type ramp come from.
    public let fontEnvironment: FontEnvironment

    /// Resolves as a ``Window`` of `application` does: from its category and Bold Text, in
    /// `fontEnvironment` (by default the application's).
    @MainActor
    public init(application: Application, fontEnvironment: FontEnvironment? = nil) {
        self.init(traits: application.rootTraits, fontEnvironment: fontEnvironment ?? application.fontEnvironment)
    }

    /// Resolves from root traits of the caller's in an environment; an unspecified category reads
    /// as `ContentSizeCategory.large`.
    public init(traits: TraitCollection, fontEnvironment: FontEnvironment) {
        self.traits = traits
        self.fontEnvironment = fontEnvironment
    }

    /// The limits of a subtree nested in every subtree of `chain`, outermost first, as the tree
    /// nests them: applying the result equals applying each, innermost first.
    public static func limits(nesting chain: [ContentSizeCategoryLimits]) -> ContentSizeCategoryLimits {
        chain.reduce(ContentSizeCategoryLimits.none) { outer, inner in outer.nesting(inner) }
    }

    /// The category fonts are sized for under a chain of limits, outermost first.
    public func contentSizeCategory(under limits: [ContentSizeCategoryLimits] = []) -> ContentSizeCategory {
        Self.limits(nesting: limits).apply(to: traits.preferredContentSizeCategory)
    }

    /// The legibility weight fonts are made for: the traits', or the environment's own when they
    /// leave it unspecified.
    public var legibilityWeight: LegibilityWeight {
        traits.legibilityWeightForFonts ?? fontEnvironment.legibilityWeight
    }

    /// The font of a text style under a chain of limits, outermost first, as a ``Label`` with that
    /// style reports it in ``View/renderedContent``.
    public func font(for style: TextStyle, under limits: [ContentSizeCategoryLimits] = []) -> RenderedFont {
        let category = contentSizeCategory(under: limits)
        let drawsCell = fontEnvironment.typeRamp.drawsCell(at: category, within: Self.limits(nesting: limits))
        let font = Font.appFont(
            for: style, compatibleWith: category, legibilityWeight: traits.legibilityWeightForFonts,
            drawsCell: drawsCell, in: fontEnvironment)
        return RenderedFont(font, category: category)
    }
}
