import DynamicType

/// The common base of views and view controllers: a node that inherits traits and content size
/// limits from its parent.
///
/// Effective traits are computed from the root down and cached; any change to the tree, an
/// override or a limit invalidates every cache at once (a generation counter), and the next read
/// recomputes only the path it needs, iteratively, so a chain of 100,000 views costs no stack.
@MainActor
open class Responder {
    /// Trait values set on this node; unspecified fields inherit.
    @exclusivity(unchecked) public var traitOverrides = TraitCollection() {
        didSet { if traitOverrides != oldValue { traitCustomizationChanged() } }
    }

    /// Limits on the content size category of this node and everything below it.
    @exclusivity(unchecked) public var contentSizeCategoryLimits = ContentSizeCategoryLimits() {
        didSet { if contentSizeCategoryLimits != oldValue { traitCustomizationChanged() } }
    }

    /// Whether this node overrides a trait or limits the category; a node that does neither has
    /// exactly its parent's cache entry, which is then copied instead of recomputed.
    @exclusivity(unchecked) private(set) var hasTraitCustomization = false

    /// The node traits are inherited from: a view's view controller (for its root view) or
    /// superview; a view controller's parent or the view its view sits in.
    ///
    /// Fixed by the hierarchy, as in UIKit, so subclasses cannot redirect it.
    public var traitParent: Responder? { nil }

    /// A short name for explanations, such as `Label "Title"`.
    open var debugName: String { String(describing: type(of: self)) }

    // Read and written at every node of a walk; main-actor isolated and never accessed
    // overlappingly, so the dynamic exclusivity check is skipped.
    @exclusivity(unchecked) var cache = TraitCache.Entry()

    /// Creates a node.
    public init() {}

    /// The traits in effect here: the ancestors' traits with each node's overrides applied, and
    /// the content size category limited by every limit on the way down.
    public var traitCollection: TraitCollection {
        refreshTraitCache()
        return cache.traits
    }

    /// The content size category fonts here are sized for: ``traitCollection``'s category after
    /// every ancestor's limits (UIKit's rule: when min > max only the max applies).
    public var effectiveContentSizeCategory: ContentSizeCategory {
        refreshTraitCache()
        return cache.effectiveCategory
    }

    /// The legibility weight fonts here are made for: ``traitCollection``'s, or `nil` when no
    /// ancestor sets one, which leaves the font environment's own.
    var legibilityWeightForFonts: LegibilityWeight? {
        refreshTraitCache()
        let weight = cache.traits.legibilityWeight
        return weight == .unspecified ? nil : weight
    }

    private func traitCustomizationChanged() {
        hasTraitCustomization =
            traitOverrides != TraitCollection() || contentSizeCategoryLimits != ContentSizeCategoryLimits()
        TraitCache.invalidate()
    }

    /// Brings the cache up to date when `parent` is known to be this node's ``traitParent``, as
    /// it is for a child during a top-down walk, without asking for ``traitParent``.
    func refreshTraitCache(belowFreshParent parent: Responder) {
        let generation = TraitCache.generation
        guard cache.generation != generation else { return }
        guard parent.cache.generation == generation else { return recomputeTraitCache() }
        cache = Self.entry(below: parent.cache, for: self, generation: generation)
    }

    // Inlined: every label's font update asks, and the answer is almost always "fresh".
    @inline(__always)
    func refreshTraitCache() {
        if cache.generation != TraitCache.generation { recomputeTraitCache() }
    }

    private func recomputeTraitCache() {
        let generation = TraitCache.generation
        // The common case during a top-down walk: the parent is already fresh.
        let parent = traitParent
        if parent == nil || parent?.cache.generation == generation {
            cache = Self.entry(below: parent?.cache, for: self, generation: generation)
            return
        }
        var chain: [Responder] = [self]
        var node = traitParent
        while let current = node, current.cache.generation != generation {
            chain.append(current)
            node = current.traitParent
        }
        var above = node?.cache
        for current in chain.reversed() {
            current.cache = Self.entry(below: above, for: current, generation: generation)
            above = current.cache
        }
    }

    private static func entry(
        below parent: TraitCache.Entry?, for node: Responder, generation: UInt64
    ) -> TraitCache.Entry {
        if !node.hasTraitCustomization, var inherited = parent {
            inherited.generation = generation
            return inherited
        }
        let traits = (parent?.traits ?? TraitCollection()).overridden(by: node.traitOverrides)
        let limits =
            node.contentSizeCategoryLimits.isUnlimited
            ? parent?.limits ?? .none : (parent?.limits ?? .none).intersected(with: node.contentSizeCategoryLimits)
        return TraitCache.Entry(
            generation: generation, traits: traits, limits: limits,
            effectiveCategory: limits.apply(to: traits.preferredContentSizeCategory))
    }

    /// Why this node has the content size category it has, one line per node from the root down.
    ///
    /// ```
    /// ViewController: override accessibilityExtraLarge -> accessibilityExtraLarge
    /// View: maximum extraExtraExtraLarge -> extraExtraExtraLarge
    /// Label: inherited -> extraExtraExtraLarge
    /// ```
    public var contentSizeCategoryExplanation: String {
        var path: [Responder] = []
        var node: Responder? = self
        while let current = node {
            path.append(current)
            node = current.traitParent
        }
        return path.reversed().map { node in
            var reasons: [String] = []
            let override = node.traitOverrides.preferredContentSizeCategory
            if override != .unspecified { reasons.append("override \(override)") }
            if let minimum = node.contentSizeCategoryLimits.minimum { reasons.append("minimum \(minimum)") }
            if let maximum = node.contentSizeCategoryLimits.maximum { reasons.append("maximum \(maximum)") }
            if node.contentSizeCategoryLimits.minimum != nil, node.contentSizeCategoryLimits.effectiveMinimum == nil {
                reasons.append("(minimum ignored: above maximum)")
            }
            let reason =
                reasons.isEmpty
                ? (node.traitParent == nil ? "root, nothing set" : "inherited") : reasons.joined(separator: ", ")
            return "\(node.debugName): \(reason) -> \(node.effectiveContentSizeCategory)"
        }
        .joined(separator: "\n")
    }
}

/// The generation counter behind ``Responder``'s trait caches.
@MainActor
enum TraitCache {
    @exclusivity(unchecked) static var generation: UInt64 = 1

    static func invalidate() { generation &+= 1 }

    struct Entry {
        var generation: UInt64 = 0
        var traits = TraitCollection()
        var limits = ContentSizeCategoryLimits.none
        var effectiveCategory = ContentSizeCategory.large
    }
}
