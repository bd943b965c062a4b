import DynamicType

/// A button on a navigation bar or toolbar: a model object, not a view, styled through
/// appearance proxies.
///
/// UIKit's target–action pair ports with a method reference instead of a selector:
/// `BarButtonItem(title: "Edit", style: .plain, target: self, action: Inbox.edit)`. The target is
/// held weakly, as in UIKit.
@MainActor
public final class BarButtonItem: AppearanceCustomizable {
    /// The title.
    public var title: String? {
        didSet { if title != oldValue { contentDidChange() } }
    }
    /// Plain or done; a done item takes the bar appearance's done-button attributes.
    public var style: Style {
        didSet { if style != oldValue { contentDidChange() } }
    }
    /// The system item this was made as, if any.
    public let systemItem: SystemItem?
    /// Whether the item accepts taps.
    public var isEnabled = true {
        didSet { if isEnabled != oldValue { contentDidChange() } }
    }
    /// The item's tint; `nil` takes the bar's.
    public var tintColor: Color?
    /// The image the large content viewer shows for the item, or `nil`; UIKit's
    /// `largeContentSizeImage`. The viewer shows the item's title.
    public var largeContentSizeImage: Image? {
        didSet { if largeContentSizeImage != oldValue { contentDidChange() } }
    }
    /// The object the action is sent to, held weakly.
    public private(set) weak var target: AnyObject?
    /// The bar, toolbar or view controller showing the item; its appearance container.
    public weak var owner: (any AppearanceContainer)?
    /// Appearance properties set on this instance.
    public var explicitAppearanceKeys: Set<AnyKeyPath> = []
    /// Whether proxies are being applied.
    public var isApplyingAppearance = false

    private var send: (@MainActor (BarButtonItem) -> Void)?
    private var attributesByState: [ControlState: TextAttributes] = [:]

    /// Creates an item with a title and no action.
    public init(title: String? = nil, style: Style = .plain) {
        self.title = title
        self.style = style
        self.systemItem = nil
    }

    /// Creates an item whose action is a method of `target`, such as `Inbox.edit`.
    public convenience init<Target: AnyObject>(
        title: String?, style: Style, target: Target?, action: @escaping (Target) -> @MainActor () -> Void
    ) {
        self.init(title: title, style: style)
        setAction(target: target) { target, _ in action(target)() }
    }

    /// Creates an item whose action is a method of `target` that takes the item, as
    /// `@objc func edit(_ sender: UIBarButtonItem)` does.
    public convenience init<Target: AnyObject>(
        title: String?, style: Style, target: Target?,
        action: @escaping (Target) -> @MainActor (BarButtonItem) -> Void
    ) {
        self.init(title: title, style: style)
        setAction(target: target) { target, item in action(target)(item) }
    }

    /// Creates one of the system's items: its title (for the ones drawn as text) and style.
    public init<Target: AnyObject>(
        barButtonSystemItem systemItem: SystemItem, target: Target?,
        action: (@MainActor (Target) -> @MainActor () -> Void)?
    ) {
        self.systemItem = systemItem
        self.title = systemItem.title
        self.style = systemItem.isDone ? .done : .plain
        if let action { setAction(target: target) { target, _ in action(target)() } }
    }

    /// Creates one of the system's items without an action.
    public convenience init(barButtonSystemItem systemItem: SystemItem) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
    }

    /// Creates one of the system's items without an action, as UIKit code spells it:
    /// `BarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)`.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Never?) {
        self.init(
            barButtonSystemItem: systemItem, target: target,
            action: nil as (@MainActor (AnyObject) -> @MainActor () -> Void)?)
    }

    /// Creates an item without an action, as UIKit code spells it:
    /// `BarButtonItem(title: "Back", style: .plain, target: nil, action: nil)`. The target is
    /// kept (weakly), as UIKit keeps it, though with no action nothing is sent to it.
    public convenience init(title: String?, style: Style, target: AnyObject?, action: Never?) {
        self.init(title: title, style: style)
        self.target = target
    }

    private func setAction<Target: AnyObject>(
        target: Target?, _ perform: @escaping @MainActor (Target, BarButtonItem) -> Void
    ) {
        self.target = target
        send = { [weak target] item in
            if let target { perform(target, item) }
        }
    }

    /// Reports a change to the bar showing the item.
    private func contentDidChange() {
        (appearanceContainer as? View)?.contentDidChange()
    }

    /// Sends the action to the target, as a tap does; an item that is disabled, has no action
    /// or whose target is gone does nothing.
    ///
    /// - Returns: Whether the action was sent.
    @discardableResult
    public func sendAction() -> Bool {
        guard isEnabled, target != nil, let send else { return false }
        send(self)
        return true
    }

    /// The title attributes for a state; an appearance property (through
    /// ``setTitleTextAttributes(_:for:)``).
    public subscript(titleTextAttributesFor state: ControlState) -> TextAttributes? {
        get { attributesByState[state] }
        set {
            let changed = attributesByState[state] != newValue
            attributesByState[state] = newValue
            noteExplicitAppearance(\BarButtonItem[titleTextAttributesFor: state])
            if changed { contentDidChange() }
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

    /// Where the item is shown: the navigation bar of the navigation controller whose stack
    /// holds the owning controller, else the owner (a toolbar, or a controller not in a stack).
    public var appearanceContainer: (any AppearanceContainer)? {
        if let controller = owner as? ViewController, let navigation = controller.parent as? NavigationController {
            return navigation.navigationBar
        }
        return owner
    }
    /// The traits of where the item is shown.
    public var appearanceTraits: TraitCollection { appearanceContainer?.appearanceTraits ?? TraitCollection() }
    /// The registry of where the item is shown, or `nil` outside a window.
    public var appearanceRegistry: AppearanceRegistry? { appearanceContainer?.appearanceRegistry }
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

extension BarButtonItem {
    /// The item as `bar` draws it: its title, state, font and symbol, and what the bar's large
    /// content viewer shows for it.
    func rendered(in bar: View) -> RenderedContent.BarItem {
        let category = bar.effectiveContentSizeCategory
        let font = titleTextAttributes(for: .normal)?.font
        return RenderedContent.BarItem(
            title: title, isEnabled: isEnabled, isDone: style == .done,
            font: font.map { RenderedFont($0, category: category) }, iconName: systemItem?.iconName,
            largeContent: bar.largeContent(
                title: title, image: largeContentSizeImage, scalesImage: false, textStyle: font?.textStyle))
    }
}
