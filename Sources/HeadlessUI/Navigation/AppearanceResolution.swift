import DynamicType

/// A level of the appearance priority chain, least specific first.
public struct AppearanceLevel: Hashable, Sendable, Comparable, CustomStringConvertible {
    let rank: Int
    let name: String
    /// A bar appearance (`standardAppearance` and its fallbacks).
    public static let barAppearance = AppearanceLevel(rank: 0, name: "bar appearance")
    /// `appearance()`.
    public static let classProxy = AppearanceLevel(rank: 1, name: "class proxy")
    /// `appearance(whenContainedInInstancesOf:)`.
    public static let containedInProxy = AppearanceLevel(rank: 2, name: "contained-in proxy")
    /// `appearance(for:whenContainedInInstancesOf:)`.
    public static let traitProxy = AppearanceLevel(rank: 3, name: "trait proxy")
    /// A value set on the instance.
    public static let instance = AppearanceLevel(rank: 4, name: "instance")
    /// Orders levels from least to most specific.
    public static func < (lhs: AppearanceLevel, rhs: AppearanceLevel) -> Bool { lhs.rank < rhs.rank }
    /// The level's name.
    public var description: String { name }
}

/// Effective attributes and the levels that contributed to them, least specific first.
public struct AppearanceResolution: Hashable, Sendable {
    /// The merged attributes: each level's fields override the ones below.
    public var attributes: TextAttributes
    /// The levels that set at least one field, in the order they were merged.
    public var levels: [AppearanceLevel]
    /// Where the bar appearance came from, such as `item.standardAppearance`.
    public var barAppearanceSource: String
}

extension AppearanceRegistry {
    /// Merges, least to most specific: `base` (from a bar appearance), every matching proxy's
    /// value for `key`, then the instance's value if it set one. A font with a text style in the
    /// result is re-resolved at the object's content size category.
    func resolve<Target: AppearanceCustomizable>(
        _ key: AnyKeyPath, of target: Target, base: TextAttributes, baseSource: String, instanceValue: TextAttributes?
    ) -> AppearanceResolution {
        var attributes = base
        var levels: [AppearanceLevel] = base == TextAttributes() ? [] : [.barAppearance]
        for registration in matching(target) {
            // Optional-typed properties (per-state attributes) store `TextAttributes?`; the cast unwraps it.
            guard let value = registration.value(key) as? TextAttributes else { continue }
            attributes = attributes.merging(value)
            let level: AppearanceLevel = [.classProxy, .containedInProxy, .traitProxy][registration.level]
            if levels.last != level { levels.append(level) }
        }
        if target.explicitAppearanceKeys.contains(key), let instanceValue {
            attributes = attributes.merging(instanceValue)
            levels.append(.instance)
        }
        attributes = AppearanceValue.adapted(attributes, for: target)
        return AppearanceResolution(attributes: attributes, levels: levels, barAppearanceSource: baseSource)
    }
}

extension NavigationBar {
    /// The bar appearance in effect and the slot it came from, following UIKit's fallbacks:
    ///
    /// - standard: top item's `standardAppearance`, else the bar's;
    /// - compact: item compact → bar compact → the standard chain;
    /// - scroll edge (only when a navigation controller manages the bar): item scroll edge → bar
    ///   scroll edge → the standard (or compact) chain with a transparent background; compact
    ///   scroll edge tries item and bar compact scroll edge first.
    public func resolvedAppearance(
        isCompact: Bool = false, isAtScrollEdge: Bool = false
    ) -> (appearance: NavigationBarAppearance, source: String) {
        let item = navigationController?.topViewController?.navigationItem
        let standard: (NavigationBarAppearance, String) =
            item?.standardAppearance.map { ($0, "item.standardAppearance") } ?? (
                standardAppearance, "bar.standardAppearance"
            )
        let compact: (NavigationBarAppearance, String) =
            item?.compactAppearance.map { ($0, "item.compactAppearance") }
            ?? compactAppearance.map { ($0, "bar.compactAppearance") } ?? standard
        let plain = isCompact ? compact : standard
        guard isAtScrollEdge, navigationController != nil else { return plain }
        let candidates: [(NavigationBarAppearance?, String)] =
            (isCompact
                ? [
                    (item?.compactScrollEdgeAppearance, "item.compactScrollEdgeAppearance"),
                    (compactScrollEdgeAppearance, "bar.compactScrollEdgeAppearance"),
                ] : [])
            + [
                (item?.scrollEdgeAppearance, "item.scrollEdgeAppearance"),
                (scrollEdgeAppearance, "bar.scrollEdgeAppearance"),
            ]
        for case (let appearance?, let source) in candidates { return (appearance, source) }
        return (plain.0.withTransparentBackground(), plain.1 + " (transparent background)")
    }

    /// The title attributes in effect: bar appearance < class proxy < contained-in proxy <
    /// trait proxy < instance value.
    public func effectiveTitleTextAttributes(
        isCompact: Bool = false, isAtScrollEdge: Bool = false
    ) -> AppearanceResolution {
        let (appearance, source) = resolvedAppearance(isCompact: isCompact, isAtScrollEdge: isAtScrollEdge)
        // Outside a window no proxy applies: only the bar appearance and the instance value count.
        return (appearanceRegistry ?? AppearanceRegistry()).resolve(
            \NavigationBar.titleTextAttributes, of: self, base: appearance.titleTextAttributes, baseSource: source,
            instanceValue: titleTextAttributes)
    }
}

extension BarButtonItem {
    /// The title attributes in effect for a state: the owning bar's appearance (its button or done
    /// button appearance) < class proxy < contained-in proxy < trait proxy < instance value.
    public func effectiveTitleTextAttributes(
        for state: ControlState, isCompact: Bool = false, isAtScrollEdge: Bool = false
    ) -> AppearanceResolution {
        var base = TextAttributes()
        var source = "none"
        if let toolbar = owner as? Toolbar {
            let buttons =
                style == .done
                ? toolbar.standardAppearance.doneButtonAppearance : toolbar.standardAppearance.buttonAppearance
            base = buttons[state].titleTextAttributes
            source = "toolbar.standardAppearance"
        } else if let bar = (owner as? ViewController)?.navigationController?.navigationBar {
            let (appearance, barSource) = bar.resolvedAppearance(isCompact: isCompact, isAtScrollEdge: isAtScrollEdge)
            base =
                (style == .done ? appearance.doneButtonAppearance : appearance.buttonAppearance)[state]
                .titleTextAttributes
            source = barSource
        }
        // Outside a window no proxy applies: only the bar appearance and the instance value count.
        return (appearanceRegistry ?? AppearanceRegistry()).resolve(
            \BarButtonItem[titleTextAttributesFor: state], of: self, base: base, baseSource: source,
            instanceValue: self[titleTextAttributesFor: state])
    }
}
