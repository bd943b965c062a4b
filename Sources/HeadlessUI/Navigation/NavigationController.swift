import Logging

/// A stack of view controllers with a navigation bar and a toolbar.
///
/// Every change to the stack sends will/did ``NavigationEvent``s to any number of observers
/// (``addObserver(_:)``), and the classic ``delegate`` still hears `willShow`/`didShow`; the
/// controller never takes the delegate slot for itself. Controllers that adopt
/// ``NavigationControllerAppearanceContext`` get their bar visibility and ``Appearance`` applied
/// when they are shown.
///
/// ```swift
/// let navigation = NavigationController(rootViewController: inbox)
/// let token = navigation.addObserver { event in print(event) }   // "will push [Detail]" …
/// navigation.pushViewController(detail, animated: true)
/// ```
@MainActor
open class NavigationController: ViewController {
    /// The bar at the top; its top item is the top controller's ``ViewController/navigationItem``.
    public let navigationBar = NavigationBar()
    /// The bar at the bottom.
    public let toolbar = Toolbar()
    /// The classic delegate; optional, and independent of observers.
    public weak var delegate: (any NavigationControllerDelegate)?
    /// How appearances are applied; replacing it re-applies the current one.
    public var appearanceApplyingStrategy = AppearanceApplyingStrategy() {
        didSet { reapplyAppearance(animated: false) }
    }

    /// The stack, root first; setting it is ``setViewControllers(_:animated:)`` without animation.
    public var viewControllers: [ViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    var stack: [ViewController] = []
    /// Whether observers and the delegate are hearing a change; stack operations wait meanwhile.
    var isNotifying = false
    private var deferredOperations: [@MainActor (NavigationController) -> Void] = []
    /// The appearance last applied, or `nil` when none has been.
    public internal(set) var appliedAppearance: Appearance?
    /// Whether the navigation bar is hidden; setting it is
    /// ``setNavigationBarHidden(_:animated:)`` without animation, as in UIKit.
    public var isNavigationBarHidden: Bool {
        get { navigationBarHiddenState }
        set { setNavigationBarHidden(newValue, animated: false) }
    }
    var navigationBarHiddenState = false
    /// Whether the toolbar is hidden: `true` by default, as in UIKit; setting it is
    /// ``setToolbarHidden(_:animated:)`` without animation.
    public var isToolbarHidden: Bool {
        get { toolbarHiddenState }
        set { setToolbarHidden(newValue, animated: false) }
    }
    var toolbarHiddenState = true

    var observers: [Int: @MainActor (NavigationEvent) -> Void] = [:]
    private var nextObserverID = 0
    var transitionDepth = 0
    var pendingAppearanceUpdate = false
    var interactiveTransition: InteractivePopTransition?
    /// The back-swipe whose finish is going through ``popViewController(animated:)``.
    var finishingInteractivePop: InteractivePopTransition?
    /// The controller being shown by the change under way, if any.
    var incomingViewController: ViewController?
    private let container = View()
    let logger = Logger(label: "FontScale.NavigationController")

    /// Creates a navigation controller with a root controller.
    public init(rootViewController: ViewController) {
        super.init()
        navigationBar.navigationController = self
        toolbar.isHidden = true
        setViewControllers([rootViewController], animated: false)
    }

    open override func loadView() {
        let view = View()
        view.addSubview(navigationBar)
        view.addSubview(container)
        view.addSubview(toolbar)
        self.view = view
    }

    /// The title, else the root controller's: what the navigation controller's default tab shows.
    override var defaultTabTitle: String? { title ?? stack.first?.title }

    /// The controller on top of the stack.
    public var topViewController: ViewController? { stack.last }

    /// The controller shown: the top one.
    public var visibleViewController: ViewController? { stack.last }

    /// Whether a change is under way: while observers and the delegate hear a change, and
    /// during an interactive pop.
    public var isInTransition: Bool { transitionDepth > 0 || interactiveTransition != nil }

    /// The status bar style of the applied appearance; without one, light content over a black
    /// bar, as in UIKit.
    open override var preferredStatusBarStyle: StatusBarStyle {
        appliedAppearance?.statusBarStyle ?? (navigationBar.barStyle == .black ? .lightContent : .default)
    }

    /// A fade once an appearance has been applied, as the appearance pattern asks; else none.
    open override var preferredStatusBarUpdateAnimation: StatusBarAnimation {
        appliedAppearance == nil ? .none : .fade
    }

    /// The top controller while the navigation bar is hidden (nothing of the bar is left to
    /// decide the style), else `nil`: the bar's appearance decides, as in UIKit.
    open override var childForStatusBarStyle: ViewController? {
        isNavigationBarHidden ? topViewController : nil
    }

    /// The top controller: a navigation controller lets the screen it shows hide the status bar.
    open override var childForStatusBarHidden: ViewController? { topViewController }

    // MARK: - Observers

    /// Registers a handler for every event; keep the token to remove it.
    @discardableResult
    public func addObserver(_ handler: @escaping @MainActor (NavigationEvent) -> Void) -> NavigationObserverToken {
        nextObserverID += 1
        observers[nextObserverID] = handler
        return NavigationObserverToken(id: nextObserverID)
    }

    /// Stops sending events to a handler.
    public func removeObserver(_ token: NavigationObserverToken) {
        observers[token.id] = nil
    }

    func emit(_ event: NavigationEvent) {
        enclosingWindow?.noteChange(.navigation(self, event))
        if event.phase == .did || event.phase == .cancelled { navigationBar.contentDidChange() }
        for id in observers.keys.sorted() { observers[id]?(event) }
    }

    // MARK: - Stack operations

    /// Pushes a controller; pushing one already in the stack changes nothing.
    ///
    /// Called while observers or the delegate hear another change (an observer pushing from
    /// `did push`), it runs right after that change completes, so every observer hears each
    /// change whole: will A, did A, will B, did B.
    open func pushViewController(_ viewController: ViewController, animated: Bool) {
        if deferWhileNotifying({ $0.pushViewController(viewController, animated: animated) }) { return }
        guard !stack.contains(where: { $0 === viewController }), interactiveTransition == nil else {
            logger.warning("push ignored: \(viewController.debugName) is already in the stack or a pop is in progress")
            return
        }
        transition(.push, involving: [viewController], showing: viewController, animated: animated) {
            self.stack.append(viewController)
        }
    }

    /// Pops the top controller; with one controller on the stack, changes nothing.
    ///
    /// A back-swipe that finishes (``InteractivePopTransition/finish()``) pops through this
    /// method too, so an override hears every pop, as in UIKit. An override that does not call
    /// `super` keeps the controller: the swipe is then cancelled.
    ///
    /// - Returns: The popped controller, or `nil` (also when called while observers hear another
    ///   change: the pop then runs right after it).
    @discardableResult
    open func popViewController(animated: Bool) -> ViewController? {
        if let swipe = finishingInteractivePop {
            finishingInteractivePop = nil
            swipe.completePop()
            return swipe.fromViewController
        }
        if deferWhileNotifying({ $0.popViewController(animated: animated) }) { return nil }
        guard stack.count > 1, interactiveTransition == nil else { return nil }
        let popped = stack[stack.count - 1]
        transition(.pop, involving: [popped], showing: stack[stack.count - 2], animated: animated) {
            self.stack.removeLast()
        }
        return popped
    }

    /// Pops every controller above `viewController`; if it is not in the stack, or already on
    /// top, changes nothing.
    ///
    /// - Returns: The popped controllers (bottom first), or `nil` (also when deferred, as for
    ///   ``popViewController(animated:)``).
    @discardableResult
    open func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        if deferWhileNotifying({ $0.popToViewController(viewController, animated: animated) }) { return nil }
        guard let index = stack.firstIndex(where: { $0 === viewController }),
            index < stack.count - 1, interactiveTransition == nil
        else { return nil }
        let popped = Array(stack[(index + 1)...])
        transition(.popTo, involving: popped, showing: viewController, animated: animated) {
            self.stack.removeSubrange((index + 1)...)
        }
        return popped
    }

    /// Pops every controller but the root; at the root, changes nothing.
    ///
    /// - Returns: The popped controllers (bottom first), or `nil` (also when deferred, as for
    ///   ``popViewController(animated:)``).
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [ViewController]? {
        if deferWhileNotifying({ $0.popToRootViewController(animated: animated) }) { return nil }
        guard stack.count > 1, interactiveTransition == nil else { return nil }
        let popped = Array(stack.dropFirst())
        transition(.popToRoot, involving: popped, showing: stack[0], animated: animated) {
            self.stack.removeSubrange(1...)
        }
        return popped
    }

    /// Replaces the stack; the same stack, or one that lists a controller twice, changes nothing.
    open func setViewControllers(_ newStack: [ViewController], animated: Bool) {
        if deferWhileNotifying({ $0.setViewControllers(newStack, animated: animated) }) { return }
        let identities = newStack.map(ObjectIdentifier.init)
        guard Set(identities).count == identities.count, interactiveTransition == nil,
            identities != stack.map(ObjectIdentifier.init)
        else { return }
        transition(.setViewControllers, involving: newStack, showing: newStack.last, animated: animated) {
            self.stack = newStack
        }
    }

    /// Queues a stack operation asked for while observers hear a change; `true` when queued.
    private func deferWhileNotifying(_ operation: @escaping @MainActor (NavigationController) -> Void) -> Bool {
        guard isNotifying else { return false }
        deferredOperations.append(operation)
        return true
    }

    /// The common shape of every change: will, show preferences, change, did; then any operation
    /// an observer asked for meanwhile.
    func transition(
        _ action: NavigationEvent.Action, involving controllers: [ViewController], showing shown: ViewController?,
        animated: Bool, change: () -> Void
    ) {
        beginTransition()
        isNotifying = true
        incomingViewController = shown
        emit(NavigationEvent(.will, action, controllers, animated: animated))
        if let shown { delegate?.navigationController(self, willShow: shown, animated: animated) }
        if let shown { applyPreferences(of: shown, animated: animated) }
        change()
        syncChildren()
        // The top controller may decide the status bar now (see `childForStatusBarHidden`).
        setNeedsStatusBarAppearanceUpdate()
        emit(NavigationEvent(.did, action, controllers, animated: animated))
        if let shown { delegate?.navigationController(self, didShow: shown, animated: animated) }
        incomingViewController = nil
        isNotifying = false
        endTransition()
        runDeferredOperations()
    }

    /// Runs the operations observers asked for during a change, in order, each one whole.
    func runDeferredOperations() {
        while !isNotifying, !deferredOperations.isEmpty {
            deferredOperations.removeFirst()(self)
        }
    }

    /// Makes the stack the children, and the top controller's view the one shown.
    func syncChildren() {
        for child in children where !stack.contains(where: { $0 === child }) {
            child.willMove(toParent: nil)
            child.removeFromParent()
        }
        for controller in stack where controller.parent !== self {
            addChild(controller)
        }
        for view in container.subviews where view !== topViewController?.viewIfLoaded { view.removeFromSuperview() }
        if let top = topViewController, top.viewIfLoaded?.superview !== container {
            container.addSubview(top.view)
            top.didMove(toParent: self)
        }
        // Items shown in the bar are now inside it for appearance matching.
        for controller in stack { controller.refreshNavigationItemAppearance() }
        // A new root may rename the default tab.
        tabTitleMayHaveChanged()
        updateToolbarItems()
    }

    /// Shows the top controller's toolbar items in the toolbar.
    func updateToolbarItems() {
        let items = topViewController?.toolbarItems ?? []
        guard items.map(ObjectIdentifier.init) != toolbar.items.map(ObjectIdentifier.init) else { return }
        toolbar.items = items
        for item in items { item.applyAppearanceProxies() }
    }

    func beginTransition() { transitionDepth += 1 }

    func endTransition() {
        transitionDepth -= 1
        guard !isInTransition, pendingAppearanceUpdate else { return }
        pendingAppearanceUpdate = false
        if let top = topViewController { applyPreferences(of: top, animated: false) }
    }
}

extension ViewController {
    /// The items a navigation controller's toolbar shows while this controller is on top, or
    /// `nil` for none; UIKit's `toolbarItems`. The toolbar shows them only while it is not
    /// hidden (see ``NavigationController/setToolbarHidden(_:animated:)``).
    public var toolbarItems: [BarButtonItem]? {
        get { ownToolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }

    /// Sets ``toolbarItems``; UIKit's `setToolbarItems(_:animated:)` (headless, nothing
    /// animates). On top of a navigation controller, its toolbar shows them at once.
    public func setToolbarItems(_ toolbarItems: [BarButtonItem]?, animated: Bool) {
        ownToolbarItems = toolbarItems
        (parent as? NavigationController)?.updateToolbarItems()
    }

    /// The nearest navigation controller among this controller's ancestors.
    public var navigationController: NavigationController? {
        var node = parent
        while let current = node {
            if let navigation = current as? NavigationController { return navigation }
            node = current.parent
        }
        return nil
    }
}
