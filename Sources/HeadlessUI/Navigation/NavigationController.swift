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
/// navigation.push(detail, animated: true)
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

    /// The stack, root first.
    public internal(set) var viewControllers: [ViewController] = []
    /// The appearance last applied, or `nil` when none has been.
    public internal(set) var appliedAppearance: Appearance?
    /// Whether the navigation bar is hidden.
    public internal(set) var isNavigationBarHidden = false
    /// Whether the toolbar is hidden.
    public internal(set) var isToolbarHidden = true

    var observers: [Int: @MainActor (NavigationEvent) -> Void] = [:]
    private var nextObserverID = 0
    var transitionDepth = 0
    var pendingAppearanceUpdate = false
    var interactiveTransition: InteractivePopTransition?
    /// The controller being shown by the change under way, if any.
    var incomingViewController: ViewController?
    private let container = View()
    let logger = Logger(label: "FontScale.NavigationController")

    /// Creates a navigation controller with a root controller.
    public init(rootViewController: ViewController) {
        super.init()
        navigationBar.navigationController = self
        setViewControllers([rootViewController], animated: false)
    }

    open override func loadView() -> View {
        let view = View()
        view.addSubview(navigationBar)
        view.addSubview(container)
        view.addSubview(toolbar)
        return view
    }

    /// The controller on top of the stack.
    public var topViewController: ViewController? { viewControllers.last }

    /// Whether a change is under way: while observers and the delegate hear a change, and
    /// during an interactive pop.
    public var isInTransition: Bool { transitionDepth > 0 || interactiveTransition != nil }

    /// The status bar style of the applied appearance.
    public var preferredStatusBarStyle: StatusBarStyle { appliedAppearance?.statusBarStyle ?? .default }

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
        for id in observers.keys.sorted() { observers[id]?(event) }
    }

    // MARK: - Stack operations

    /// Pushes a controller; pushing one already in the stack changes nothing.
    public func push(_ viewController: ViewController, animated: Bool) {
        guard !viewControllers.contains(where: { $0 === viewController }), interactiveTransition == nil else {
            logger.warning("push ignored: \(viewController.debugName) is already in the stack or a pop is in progress")
            return
        }
        transition(.push, involving: [viewController], showing: viewController, animated: animated) {
            self.viewControllers.append(viewController)
        }
    }

    /// Pops the top controller; with one controller on the stack, changes nothing.
    ///
    /// - Returns: The popped controller, or `nil`.
    @discardableResult
    public func pop(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1, interactiveTransition == nil else { return nil }
        let popped = viewControllers[viewControllers.count - 1]
        transition(.pop, involving: [popped], showing: viewControllers[viewControllers.count - 2], animated: animated) {
            self.viewControllers.removeLast()
        }
        return popped
    }

    /// Pops every controller above `viewController`; if it is not in the stack, or already on
    /// top, changes nothing.
    ///
    /// - Returns: The popped controllers (bottom first), or `nil`.
    @discardableResult
    public func popTo(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }),
            index < viewControllers.count - 1, interactiveTransition == nil
        else { return nil }
        let popped = Array(viewControllers[(index + 1)...])
        transition(.popTo, involving: popped, showing: viewController, animated: animated) {
            self.viewControllers.removeSubrange((index + 1)...)
        }
        return popped
    }

    /// Pops every controller but the root; at the root, changes nothing.
    ///
    /// - Returns: The popped controllers (bottom first), or `nil`.
    @discardableResult
    public func popToRoot(animated: Bool) -> [ViewController]? {
        guard viewControllers.count > 1, interactiveTransition == nil else { return nil }
        let popped = Array(viewControllers.dropFirst())
        transition(.popToRoot, involving: popped, showing: viewControllers[0], animated: animated) {
            self.viewControllers.removeSubrange(1...)
        }
        return popped
    }

    /// Replaces the stack; the same stack, or one that lists a controller twice, changes nothing.
    public func setViewControllers(_ newStack: [ViewController], animated: Bool) {
        let identities = newStack.map(ObjectIdentifier.init)
        guard Set(identities).count == identities.count, interactiveTransition == nil,
            identities != viewControllers.map(ObjectIdentifier.init)
        else { return }
        transition(.setViewControllers, involving: newStack, showing: newStack.last, animated: animated) {
            self.viewControllers = newStack
        }
    }

    /// The common shape of every change: will, show preferences, change, did.
    func transition(
        _ action: NavigationEvent.Action, involving controllers: [ViewController], showing shown: ViewController?,
        animated: Bool, change: () -> Void
    ) {
        beginTransition()
        incomingViewController = shown
        defer { incomingViewController = nil }
        emit(NavigationEvent(.will, action, controllers, animated: animated))
        if let shown { delegate?.navigationController(self, willShow: shown, animated: animated) }
        if let shown { applyPreferences(of: shown, animated: animated) }
        change()
        syncChildren()
        emit(NavigationEvent(.did, action, controllers, animated: animated))
        if let shown { delegate?.navigationController(self, didShow: shown, animated: animated) }
        endTransition()
    }

    /// Makes the stack the children, and the top controller's view the one shown.
    func syncChildren() {
        for child in children where !viewControllers.contains(where: { $0 === child }) {
            child.removeFromParent()
        }
        for controller in viewControllers where controller.parent !== self {
            addChild(controller)
        }
        for view in container.subviews { view.removeFromSuperview() }
        if let top = topViewController { container.addSubview(top.view) }
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
