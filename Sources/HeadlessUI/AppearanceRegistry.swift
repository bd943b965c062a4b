/// The appearance proxies in force, and the resolver that applies them.
///
/// Resolution order, least to most specific (later wins):
/// 1. class proxy: `appearance()`;
/// 2. contained-in proxy: `appearance(whenContainedInInstancesOf:)`; among these a deeper
///    container chain wins;
/// 3. trait proxy: `appearance(for:whenContainedInInstancesOf:)`; a deeper chain wins again;
/// 4. a value set on the instance itself, which no proxy overrides.
///
/// Within one level a proxy for a subclass beats one for its superclass, and a later
/// registration beats an earlier one. Values apply when a view joins a window and again on every
/// content size update, so trait proxies follow trait changes and fonts follow the category.
///
/// An ``Application`` owns one, which `appearance()` sets by default and its windows use; a
/// ``Window`` can be given its own, so that tests and embedded toolkits stay isolated.
@MainActor
public final class AppearanceRegistry {
    struct Registration {
        let target: ObjectIdentifier
        let classDepth: Int
        let containers: [any AppearanceContainer.Type]
        let traits: TraitCollection?
        let proxy: AnyObject
        let matchesType: (AnyObject) -> Bool
        let apply: (AnyObject) -> Void
        /// The proxy's value for a property, if it sets one.
        let value: (AnyKeyPath) -> Any?
        let order: Int

        var level: Int { traits != nil ? 2 : containers.isEmpty ? 0 : 1 }
    }

    private var registrations: [Registration] = []

    /// Creates an empty registry.
    public init() {}

    /// Removes every proxy.
    public func removeAll() {
        registrations.removeAll()
    }

    func proxy<Target: AppearanceCustomizable>(
        for type: Target.Type, containers: [any AppearanceContainer.Type], traits: TraitCollection?
    ) -> AppearanceProxy<Target> {
        if let existing = registrations.first(where: {
            $0.target == ObjectIdentifier(type) && $0.traits == traits && Self.sameTypes($0.containers, containers)
        }) {
            return existing.proxy as! AppearanceProxy<Target>  // registered under this exact type
        }
        let proxy = AppearanceProxy<Target>()
        registrations.append(
            Registration(
                target: ObjectIdentifier(type), classDepth: Self.classDepth(type), containers: containers,
                traits: traits,
                proxy: proxy, matchesType: { $0 is Target }, apply: { [unowned proxy] in proxy.apply(to: $0) },
                value: { [unowned proxy] key in proxy.value(for: key) }, order: registrations.count))
        return proxy
    }

    /// The proxies that match an object, least specific first.
    func matching(_ object: some AppearanceContainer) -> [Registration] {
        registrations
            .filter { registration in
                registration.matchesType(object)
                    && (registration.traits.map { $0.isContained(in: object.appearanceTraits) } ?? true)
                    && Self.isContained(object, in: registration.containers)
            }
            .sorted {
                ($0.level, $0.containers.count, $0.classDepth, $0.order) < (
                    $1.level, $1.containers.count, $1.classDepth, $1.order
                )
            }
    }

    /// Applies every matching proxy to an object, leaving its instance values alone.
    public func apply<Target: AppearanceCustomizable>(to object: Target) {
        let matches = matching(object)
        guard !matches.isEmpty else { return }
        object.isApplyingAppearance = true
        defer { object.isApplyingAppearance = false }
        for registration in matches { registration.apply(object) }
    }

    /// Whether `containers` (innermost first) appear in order among the object's ancestors.
    static func isContained(_ object: some AppearanceContainer, in containers: [any AppearanceContainer.Type]) -> Bool {
        var remaining = containers[...]
        var node = object.appearanceContainer
        while let wanted = remaining.first, let current = node {
            if Self.isInstance(current, of: wanted) { remaining = remaining.dropFirst() }
            node = current.appearanceContainer
        }
        return remaining.isEmpty
    }

    private static func isInstance(_ object: any AppearanceContainer, of type: any AppearanceContainer.Type) -> Bool {
        var current: AnyClass? = Swift.type(of: object)
        while let cls = current {
            if ObjectIdentifier(cls) == ObjectIdentifier(type) { return true }
            current = class_getSuperclassPortable(cls)
        }
        return false
    }

    private static func sameTypes(_ lhs: [any AppearanceContainer.Type], _ rhs: [any AppearanceContainer.Type]) -> Bool
    {
        lhs.map { ObjectIdentifier($0) } == rhs.map { ObjectIdentifier($0) }
    }

    private static func classDepth(_ type: AnyClass) -> Int {
        var depth = 0
        var current: AnyClass? = type
        while let cls = current {
            depth += 1
            current = class_getSuperclassPortable(cls)
        }
        return depth
    }
}

/// The superclass of a Swift class, without the Objective-C runtime (absent on Linux).
func class_getSuperclassPortable(_ type: AnyClass) -> AnyClass? {
    _getSuperclass(type)
}
