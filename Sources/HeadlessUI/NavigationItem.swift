/// What a view controller shows in a navigation bar: a title, bar button items and, while the
/// controller is on top, bar appearances that override the bar's own.
@MainActor
public final class NavigationItem {
    /// The title; `nil` shows the controller's ``ViewController/title``.
    public var title: String? {
        get { ownTitle ?? owner?.title }
        set {
            ownTitle = newValue
            contentDidChange()
        }
    }
    private var ownTitle: String?

    /// Items on the leading side; their owner is the view controller.
    public var leftBarButtonItems: [BarButtonItem] = [] {
        didSet {
            adopt(leftBarButtonItems)
            contentDidChange()
        }
    }
    /// Items on the trailing side; their owner is the view controller.
    public var rightBarButtonItems: [BarButtonItem] = [] {
        didSet {
            adopt(rightBarButtonItems)
            contentDidChange()
        }
    }
    /// The first leading item; setting it replaces them all.
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems.first }
        set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
    }
    /// The first trailing item; setting it replaces them all.
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems.first }
        set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
    }
    /// The item shown to go back to this controller from the one pushed above it, or `nil` for
    /// one titled after this controller.
    public var backBarButtonItem: BarButtonItem? {
        didSet {
            backBarButtonItem.map { adopt([$0]) }
            contentDidChange()
        }
    }
    /// Whether the back button is hidden while this controller is on top.
    public var hidesBackButton = false {
        didSet { contentDidChange() }
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

    /// Reports a change to the navigation bar showing this item (its controller's, in a stack).
    func contentDidChange() {
        owner?.navigationController?.navigationBar.contentDidChange()
    }

    /// Every item, leading first, then the back item if one is set.
    public var allBarButtonItems: [BarButtonItem] {
        leftBarButtonItems + rightBarButtonItems + (backBarButtonItem.map { [$0] } ?? [])
    }

    /// Makes the controller the items' owner and applies the proxies of where they are shown.
    private func adopt(_ items: [BarButtonItem]) {
        for item in items {
            item.owner = owner
            item.applyAppearanceProxies()
        }
    }
}
