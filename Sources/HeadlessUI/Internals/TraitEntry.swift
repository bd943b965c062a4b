import DynamicType

/// A node's computed traits, as cached by ``Responder``.
struct TraitEntry {
    /// The window generation this entry was computed at; 0 is never current.
    var generation: UInt64 = 0
    var traits = TraitCollection()
    var limits = ContentSizeCategoryLimits.none
    var effectiveCategory = ContentSizeCategory.large
    /// Whether the limits hold the ramp's factor at the effective category's own
    /// (`TypeRamp.drawsCell(at:within:)`): fonts here are that category's cell.
    var drawsCell = false

    init() {}

    /// The entry of `node` below its parent's entry (`nil` at a root): the parent's own when the
    /// node customizes nothing, as most nodes.
    @MainActor
    static func below(_ parent: TraitEntry?, for node: Responder) -> TraitEntry {
        if !node.hasTraitCustomization, let parent { return parent }
        return TraitEntry(customizedBelow: parent, for: node)
    }

    /// The entry of a node that overrides a trait or limits the category, or is a root.
    @MainActor
    private init(customizedBelow parent: TraitEntry?, for node: Responder) {
        traits = (parent?.traits ?? node.rootTraits).overridden(by: node.traitOverrides)
        limits = (parent?.limits ?? .none).nesting(node.contentSizeCategoryLimits)
        effectiveCategory = limits.apply(to: traits.preferredContentSizeCategory)
        // Only a limited node reads its window's ramp: most nodes have no limits.
        drawsCell =
            !limits.isUnlimited
            && (node.enclosingWindow?.rootTypeRamp ?? node.rootTypeRamp).drawsCell(
                at: effectiveCategory, within: limits)
    }

    /// The legibility weight fonts are made for; `nil` leaves the font environment's.
    var legibilityWeightForFonts: LegibilityWeight? {
        traits.legibilityWeightForFonts
    }
}
