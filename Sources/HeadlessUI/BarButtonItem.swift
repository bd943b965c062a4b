import DynamicType

/// The state of a control, for per-state attributes.
public struct ControlState: Hashable, Sendable, CustomStringConvertible {
    let name: String
    /// Enabled and idle.
    public static let normal = Self(name: "normal")
    /// Being pressed.
    public static let highlighted = Self(name: "highlighted")
    /// Not accepting input.
    public static let disabled = Self(name: "disabled")
    /// Selected.
    public static let selected = Self(name: "selected")
    /// The state's name.
    public var description: String { name }
}

/// A button on a navigation bar or toolbar: a model object, not a view, styled through
/// appearance proxies.
@MainActor
public final class BarButtonItem: AppearanceCustomizable {
    /// The title.
    public var title: String?
    /// Plain or done; a done item takes the bar appearance's done-button attributes.
    public var style = BarButtonItemStyle.plain
    /// The bar, toolbar or view controller showing the item; its appearance container.
    public weak var owner: (any AppearanceContainer)?
    /// Appearance properties set on this instance.
    public var explicitAppearanceKeys: Set<AnyKeyPath> = []
    /// Whether proxies are being applied.
    public var isApplyingAppearance = false

    private var attributesByState: [ControlState: TextAttributes] = [:]

    /// Creates an item with a title.
    public init(title: String? = nil) {
        self.title = title
    }

    /// The title attributes for a state; an appearance property (through
    /// ``setTitleTextAttributes(_:for:)``).
    public subscript(titleTextAttributesFor state: ControlState) -> TextAttributes? {
        get { attributesByState[state] }
        set {
            attributesByState[state] = newValue
            noteExplicitAppearance(\BarButtonItem[titleTextAttributesFor: state])
        }
    }

    /// The title attributes for a state, or `nil` when none are set.
    public func titleTextAttributes(for state: ControlState) -> TextAttributes? {
        self[titleTextAttributesFor: state]
    }

    /// Sets the title attributes for a state.
    public func setTitleTextAttributes(_ attributes: TextAttributes?, for state: ControlState) {
        self[titleTextAttributesFor: state] = attributes
    }

    /// The owner.
    public var appearanceContainer: (any AppearanceContainer)? { owner }
    /// The owner's traits.
    public var appearanceTraits: TraitCollection { owner?.appearanceTraits ?? TraitCollection() }
    /// The owner's registry.
    public var appearanceRegistry: AppearanceRegistry { owner?.appearanceRegistry ?? .shared }
}

extension AppearanceProxy where Target == BarButtonItem {
    /// Sets the proxy's title attributes for a state.
    public func setTitleTextAttributes(_ attributes: TextAttributes?, for state: ControlState) {
        set(\BarButtonItem[titleTextAttributesFor: state], attributes.map { Optional($0) })
    }

    /// The proxy's title attributes for a state.
    public func titleTextAttributes(for state: ControlState) -> TextAttributes? {
        self[dynamicMember: \BarButtonItem[titleTextAttributesFor: state]] ?? nil
    }
}

/// The style of a bar button item.
public struct BarButtonItemStyle: Hashable, Sendable {
    let name: String
    /// A plain button.
    public static let plain = Self(name: "plain")
    /// A done button, drawn with emphasis.
    public static let done = Self(name: "done")
}

/// What a view controller shows in a navigation bar: a title, bar button items and, while the
/// controller is on top, bar appearances that override the bar's own.
@MainActor
public final class NavigationItem {
    /// The title.
    public var title: String?
    /// Items on the leading side; their owner is the view controller.
    public var leftBarButtonItems: [BarButtonItem] = [] {
        didSet { adopt(leftBarButtonItems) }
    }
    /// Items on the trailing side; their owner is the view controller.
    public var rightBarButtonItems: [BarButtonItem] = [] {
        didSet { adopt(rightBarButtonItems) }
    }

    /// Overrides the bar's standard appearance while this item's controller is on top.
    public var standardAppearance: NavigationBarAppearance?
    /// Overrides the bar's compact appearance while on top.
    public var compactAppearance: NavigationBarAppearance?
    /// Overrides the bar's scroll-edge appearance while on top.
    public var scrollEdgeAppearance: NavigationBarAppearance?
    /// Overrides the bar's compact scroll-edge appearance while on top.
    public var compactScrollEdgeAppearance: NavigationBarAppearance?

    weak var owner: ViewController?

    init(owner: ViewController) {
        self.owner = owner
    }

    /// Every item, leading first.
    public var allBarButtonItems: [BarButtonItem] { leftBarButtonItems + rightBarButtonItems }

    private func adopt(_ items: [BarButtonItem]) {
        for item in items { item.owner = owner }
    }
}
