import DynamicType
import SystemFonts

/// An object that can contain others for `appearance(whenContainedInInstancesOf:)` matching:
/// views, view controllers, and bars holding bar button items.
@MainActor
public protocol AppearanceContainer: AnyObject {
    /// The object this one is contained in, walking toward the root.
    var appearanceContainer: (any AppearanceContainer)? { get }
    /// The traits trait-specific proxies are matched against.
    var appearanceTraits: TraitCollection { get }
    /// The registry proxies come from: the window's, or `nil` outside a window.
    var appearanceRegistry: AppearanceRegistry? { get }
}

/// An object whose properties appearance proxies can set: `NavigationBar.appearance()`,
/// `BarButtonItem.appearance()`, or any class that adopts this protocol.
///
/// An adopter records each appearance property set on the instance with
/// ``noteExplicitAppearance(_:)``, so that an instance value always wins over every proxy.
@MainActor
public protocol AppearanceCustomizable: AppearanceContainer {
    /// Key paths of appearance properties set on this instance directly.
    var explicitAppearanceKeys: Set<AnyKeyPath> { get set }
    /// `true` while proxy values are being applied, so their setters are not taken as explicit.
    var isApplyingAppearance: Bool { get set }
}

extension AppearanceCustomizable {
    /// Records that a property was set on the instance, unless a proxy is applying it.
    public func noteExplicitAppearance(_ key: AnyKeyPath) {
        if !isApplyingAppearance { explicitAppearanceKeys.insert(key) }
    }

    /// Applies every matching proxy value, least specific first, leaving instance values alone.
    public func applyAppearanceProxies() {
        appearanceRegistry?.apply(to: self)
    }

    /// The proxy for every instance of this class, in the registry of ``Application/shared``
    /// unless told otherwise.
    public static func appearance(
        in registry: AppearanceRegistry = Application.shared.appearanceRegistry
    ) -> AppearanceProxy<Self> {
        registry.proxy(for: Self.self, containers: [], traits: nil)
    }

    /// The proxy for instances inside instances of the container classes, innermost first:
    /// `[NavigationBar.self, NavigationController.self]` means "in a navigation bar that is in a
    /// navigation controller".
    public static func appearance(
        whenContainedInInstancesOf containers: [any AppearanceContainer.Type],
        in registry: AppearanceRegistry = Application.shared.appearanceRegistry
    ) -> AppearanceProxy<Self> {
        registry.proxy(for: Self.self, containers: containers, traits: nil)
    }

    /// The proxy for instances whose traits include `traits`, optionally inside containers.
    public static func appearance(
        for traits: TraitCollection, whenContainedInInstancesOf containers: [any AppearanceContainer.Type] = [],
        in registry: AppearanceRegistry = Application.shared.appearanceRegistry
    ) -> AppearanceProxy<Self> {
        registry.proxy(for: Self.self, containers: containers, traits: traits)
    }
}

/// Proxy values for one target class under one condition (containment and traits).
///
/// Set properties on it as on an instance: `NavigationBar.appearance().barTintColor = .black`.
@MainActor
@dynamicMemberLookup
public final class AppearanceProxy<Target: AppearanceCustomizable> {
    struct Entry {
        let key: AnyKeyPath
        let value: Any
        let apply: (Target) -> Void
    }

    private(set) var entries: [Entry] = []

    init() {}

    /// Reads or sets a proxy value; reading gives `nil` when the proxy does not set it.
    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Target, Value>) -> Value? {
        get { entries.last { $0.key == keyPath }?.value as? Value }
        set { set(keyPath, newValue) }
    }

    /// Sets (or with `nil` removes) a value for a property.
    public func set<Value>(_ keyPath: ReferenceWritableKeyPath<Target, Value>, _ value: Value?) {
        entries.removeAll { $0.key == keyPath }
        guard let value else { return }
        entries.append(
            Entry(key: keyPath, value: value) { target in
                target[keyPath: keyPath] = AppearanceValue.adapted(value, for: target)
            })
    }

    func value(for key: AnyKeyPath) -> Any? {
        entries.last { $0.key == key }?.value
    }

    func apply(to object: AnyObject) {
        guard let target = object as? Target else { return }
        for entry in entries where !target.explicitAppearanceKeys.contains(entry.key) {
            entry.apply(target)
        }
    }
}

/// Proxy values that hold fonts follow the content size category of the object they apply to.
@MainActor
enum AppearanceValue {
    static func adapted<Value>(_ value: Value, for target: some AppearanceContainer) -> Value {
        guard var attributes = value as? TextAttributes, let font = attributes.font, font.textStyle != nil else {
            return value
        }
        // In the environment of the window it is shown in, as every styled font there.
        let responder = (target as? Responder) ?? (target.appearanceContainer as? Responder)
        attributes.font = font.appFontWithSameStyle(
            compatibleWith: target.effectiveCategory, legibilityWeight: target.effectiveLegibilityWeight,
            in: responder?.enclosingWindow?.environment ?? font.fontEnvironment)
        return attributes as? Value ?? value
    }
}

extension AppearanceContainer {
    var effectiveCategory: ContentSizeCategory {
        (self as? Responder)?.effectiveContentSizeCategory
            ?? (appearanceContainer as? Responder)?.effectiveContentSizeCategory
            ?? appearanceTraits.preferredContentSizeCategory.resolved
    }

    /// The legibility weight fonts applied here are made for; `nil` leaves the environment's.
    var effectiveLegibilityWeight: LegibilityWeight? {
        if let responder = (self as? Responder) ?? (appearanceContainer as? Responder) {
            return responder.legibilityWeightForFonts
        }
        let weight = appearanceTraits.legibilityWeight
        return weight == .unspecified ? nil : weight
    }
}
