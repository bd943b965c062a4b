import DynamicType

/// A node's computed traits, as cached by ``Responder``.
struct TraitEntry {
    /// The window generation this entry was computed at; 0 is never current.
    var generation: UInt64 = 0
    var traits = TraitCollection()
    var limits = ContentSizeCategoryLimits.none
    var effectiveCategory = ContentSizeCategory.large

    init() {}

    /// The entry of `node` below its parent's entry (`nil` at a root).
    @MainActor
    init(below parent: TraitEntry?, for node: Responder) {
        if !node.hasTraitCustomization, let parent {
            self = parent
            return
        }
        traits = (parent?.traits ?? node.rootTraits).overridden(by: node.traitOverrides)
        limits = (parent?.limits ?? .none).nesting(node.contentSizeCategoryLimits)
        effectiveCategory = limits.apply(to: traits.preferredContentSizeCategory)
    }

    /// The legibility weight fonts are made for; `nil` leaves the font environment's.
    var legibilityWeightForFonts: LegibilityWeight? {
        traits.legibilityWeightForFonts
    }
}
