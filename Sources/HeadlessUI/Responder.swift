import DynamicType

/// The common base of views and view controllers: a node that inherits traits and content size
/// limits from its parent.
///
/// A node's traits come from one chain: the ``Application`` (its preferred category and Bold
/// Text) → the ``Window`` → every ancestor's ``traitOverrides`` → every ancestor's limits. A node
/// in no window starts from ``Application/shared``, as a UIKit view on no screen reads
/// `UIApplication.shared`'s category, so a screen that updates its fonts in `viewDidLoad()`
/// before it is shown starts at the user's size; when it joins a window whose traits differ
/// (another application's, or overrides on the way), its subtree is walked (see
/// ``View/addSubview(_:)``).
///
/// Views cache their traits; the cache is checked against their window's trait generation, which
/// any change in that window or its application advances. Nothing is shared between windows.
@MainActor
open class Responder {
    /// Trait values set on this node; unspecified fields inherit.
    public var traitOverrides = TraitCollection() {
        didSet { if traitOverrides != oldValue { traitCustomizationChanged() } }
    }

    /// The smallest content size category this node and everything below it use, or `nil` for
    /// no minimum. When it is above ``maximumContentSizeCategory``, only the maximum applies.
    public var minimumContentSizeCategory: ContentSizeCategory? {
        didSet { if minimumContentSizeCategory != oldValue { traitCustomizationChanged() } }
    }

    /// The largest content size category this node and everything below it use, or `nil` for
    /// no maximum.
    public var maximumContentSizeCategory: ContentSizeCategory? {
        didSet { if maximumContentSizeCategory != oldValue { traitCustomizationChanged() } }
    }

    /// Both limits as one value, for SwiftUI-style ranges:
    /// `view.contentSizeCategoryLimits = ContentSizeCategoryLimits(...DynamicTypeSize.accessibility2)`.
    public var contentSizeCategoryLimits: ContentSizeCategoryLimits {
        get { ContentSizeCategoryLimits(minimum: minimumContentSizeCategory, maximum: maximumContentSizeCategory) }
        set {
            // Both bounds, then one walk.
            isSettingLimits = true
            minimumContentSizeCategory = newValue.minimum
            maximumContentSizeCategory = newValue.maximum
            isSettingLimits = false
            traitCustomizationChanged()
        }
    }
    private var isSettingLimits = false

    /// Whether this node overrides a trait or limits the category; a node that does neither has
    /// exactly its parent's traits, which are then copied instead of recomputed.
    private(set) var hasTraitCustomization = false

    /// The node traits are inherited from: a view's view controller (for its root view) or
    /// superview; a view controller's parent or the view its view sits in.
    ///
    /// Fixed by the hierarchy, as in UIKit, so subclasses cannot redirect it.
    public var traitParent: Responder? { nil }

    /// A short name for explanations, such as `Label "Title"`.
    open var debugName: String { String(describing: type(of: self)) }

    /// This node's traits as last computed, valid while `traitCache.generation` equals
    /// ``traitGeneration``.
    #if DEBUG
    var traitCache = TraitEntry()
    /// The traits ``traitCollectionDidChange(_:)`` last reported (or the node started with in its
    /// window); `nil` before either.
    var reportedTraits: ReportedTraits?
    #else
    // Read and written at every node of a walk, where the dynamic exclusivity check is a
    // measurable share (see Benchmarks/README.md). Invariant: only touched on the main
    // actor, never across a call that could touch it again. Debug builds keep the check, so
    // the whole test suite traps on an overlapping access.
    @exclusivity(unchecked) var traitCache = TraitEntry()
    // Read at every node of a walk, for the same reason and with the same invariant.
    @exclusivity(unchecked) var reportedTraits: ReportedTraits?
    #endif

    /// Creates a node.
    public init() {}

    /// The generation this node's cache is valid for, or `nil` when it keeps none (outside a
    /// window).
    var traitGeneration: UInt64? { nil }

    /// The window whose traits and state this node shares, if any.
    var enclosingWindow: Window? { nil }

    /// The traits this node starts from when it has no parent: a window's application's, and
    /// outside any window `Application.shared`'s, as UIKit's `preferredFont(forTextStyle:)`
    /// reads `UIApplication.shared`'s category for a view on no screen.
    var rootTraits: TraitCollection { Application.shared.rootTraits }

    /// The type ramp fonts below this node are sized by when it has no parent: its window's
    /// environment's, and outside any window the shared environment's.
    var rootTypeRamp: TypeRamp { FontEnvironment.shared.typeRamp }

    /// The traits in effect here: the ancestors' traits with each node's overrides applied.
    public var traitCollection: TraitCollection { traitEntry().traits }

    /// The content size category fonts here are sized for: ``traitCollection``'s category after
    /// every ancestor's limits (UIKit's rule: when min > max only the max applies).
    public var effectiveContentSizeCategory: ContentSizeCategory { traitEntry().effectiveCategory }

    /// The legibility weight fonts here are made for: ``traitCollection``'s, or `nil` when
    /// nothing sets one, which leaves the font environment's own.
    var legibilityWeightForFonts: LegibilityWeight? { traitEntry().legibilityWeightForFonts }

    private func traitCustomizationChanged() {
        guard !isSettingLimits else { return }
        hasTraitCustomization =
            traitOverrides != TraitCollection() || minimumContentSizeCategory != nil
            || maximumContentSizeCategory != nil
        guard let window = enclosingWindow else { return }
        window.invalidateTraits()
        // UIKit re-sizes on any trait change: this subtree's fonts follow at once.
        window.walk(subtreeOf: self)
    }

    /// Called after this node's traits changed, as UIKit's `traitCollectionDidChange(_:)`:
    /// its application's category or Bold Text, an override or a limit on the way (which
    /// ``effectiveContentSizeCategory`` shows), or a move to where they differ.
    ///
    /// The window's walk calls it top-down, parents first, before the node's fonts are updated;
    /// ``traitCollection`` is the new collection. A walk that changes nothing here does not call it.
    ///
    /// - Parameter previousTraitCollection: The traits before the change; `nil` when the node had
    ///   none reported yet.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Calls ``traitCollectionDidChange(_:)`` when the traits here differ from those last
    /// reported; a node with none reported yet records its traits silently.
    final func reportTraitChange() {
        reportTraitChange(entry: traitEntry())
    }

    /// ``reportTraitChange()`` with the entry the caller has just read.
    final func reportTraitChange(entry: TraitEntry) {
        let current = ReportedTraits(traits: entry.traits, effectiveCategory: entry.effectiveCategory)
        guard let previous = reportedTraits else {
            reportedTraits = current
            return
        }
        guard previous != current else { return }
        reportedTraits = current
        traitCollectionDidChange(previous.traits)
        reportedTraitsDidChange()
    }

    /// Called after ``traitCollectionDidChange(_:)`` during a walk, for what the tree itself
    /// derives from the traits (a view's large content viewer, which depends on the category).
    func reportedTraitsDidChange() {}

    /// Records the traits here as reported, unless some are already: a node joining a window
    /// starts from them, and one that moved keeps those of where it was.
    final func recordTraitsIfNeeded() {
        guard reportedTraits == nil else { return }
        let entry = traitEntry()
        reportedTraits = ReportedTraits(traits: entry.traits, effectiveCategory: entry.effectiveCategory)
    }

    /// The traits, limits and category in effect here, from the cache when it is fresh.
    // Inlined: every label's font update asks, and the answer is almost always "fresh".
    @inline(__always)
    final func traitEntry() -> TraitEntry {
        let generation = traitGeneration
        if let generation, traitCache.generation == generation { return traitCache }
        return recomputeTraitEntry(generation: generation)
    }

    /// ``traitEntry()`` at the generation the caller read from this node's window: a walk holds
    /// the window already, and reading it again costs a retain and a release.
    @inline(__always)
    final func traitEntry(generation: UInt64) -> TraitEntry {
        if traitCache.generation == generation { return traitCache }
        return recomputeTraitEntry(generation: generation)
    }

    /// Recomputes the entries from the nearest ancestor with a fresh one, iteratively, so a
    /// chain of any depth costs no stack; entries of nodes that keep a cache are stored.
    private func recomputeTraitEntry(generation: UInt64?) -> TraitEntry {
        // The common case in a top-down walk: the parent, in the same window and so at the same
        // generation, is fresh.
        if let generation, let parent = traitParent, parent.traitCache.generation == generation {
            var entry = TraitEntry.below(parent.traitCache, for: self)
            entry.generation = generation
            traitCache = entry
            return entry
        }
        var chain: [Responder] = [self]
        var above: TraitEntry?
        var node = traitParent
        while let current = node {
            if let generation = current.traitGeneration, current.traitCache.generation == generation {
                above = current.traitCache
                break
            }
            chain.append(current)
            node = current.traitParent
        }
        for current in chain.reversed() {
            var entry = TraitEntry.below(above, for: current)
            if let generation = current.traitGeneration {
                entry.generation = generation
                current.traitCache = entry
            }
            above = entry
        }
        return above ?? TraitEntry()
    }

    /// What fonts here depend on: the category and the legibility weight.
    var fontTraits: FontTraits {
        let entry = traitEntry()
        return FontTraits(
            category: entry.effectiveCategory, legibilityWeight: entry.legibilityWeightForFonts,
            drawsCell: entry.drawsCell)
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
            if node.traitParent == nil {
                let category = node.rootTraits.preferredContentSizeCategory
                reasons.append(
                    node is Window ? "application \(category)" : "in no window, shared application \(category)")
            }
            let override = node.traitOverrides.preferredContentSizeCategory
            if override != .unspecified { reasons.append("override \(override)") }
            let limits = node.contentSizeCategoryLimits
            if let minimum = limits.minimum { reasons.append("minimum \(minimum)") }
            if let maximum = limits.maximum { reasons.append("maximum \(maximum)") }
            if limits.minimum != nil, limits.effectiveMinimum == nil {
                reasons.append("(minimum ignored: above maximum)")
            }
            let reason = reasons.isEmpty ? "inherited" : reasons.joined(separator: ", ")
            return "\(node.debugName): \(reason) -> \(node.effectiveContentSizeCategory)"
        }
        .joined(separator: "\n")
    }
}

/// What ``Responder/traitCollectionDidChange(_:)`` compares: the traits and the category the
/// limits leave.
struct ReportedTraits: Equatable {
    var traits: TraitCollection
    var effectiveCategory: ContentSizeCategory
}

/// The two traits a font is made for.
struct FontTraits: Hashable {
    var category: ContentSizeCategory
    var legibilityWeight: LegibilityWeight?
    /// Whether limits hold the ramp's factor at the category's own (`TypeRamp.drawsCell(at:within:)`).
    var drawsCell = false
}
