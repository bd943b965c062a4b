import Logging

/// Manages a view (loaded lazily), child view controllers and a navigation item.
///
/// Its font update forwards to the view hierarchy of ``viewIfLoaded`` and never loads the view;
/// its recursive update visits child view controllers first, then itself. Bar button items of its
/// ``navigationItem`` have their appearance proxies re-applied, so fonts in them follow the
/// category.
///
/// A controller whose view loads before it joins a window (its ``viewDidLoad()`` updating fonts,
/// as the pattern asks) is sized for where it is at that moment; when its view joins a window
/// whose traits differ, the controller's tree is walked again.
@MainActor
open class ViewController: Responder, AppearanceManagerUpdatable, AppearanceContainer {
    private var loadedView: View?
    private var isLoadingView = false
    /// The controller this one is a child of.
    public private(set) weak var parent: ViewController?
    /// The children, in the order they were added.
    public private(set) var children: [ViewController] = []
    /// An identifier for tests and debugging.
    public var identifier: String?
    /// The title, shown by a navigation bar when the navigation item has none, and by a tab when
    /// the tab bar item has none (a navigation controller's tab, when it is the root).
    public var title: String? {
        didSet {
            guard title != oldValue else { return }
            navigationItem.contentDidChange()
            tabTitleMayHaveChanged()
            parent?.tabTitleMayHaveChanged()
        }
    }

    /// The tab that stands for this controller in a ``TabBarController``; unless set, titled
    /// after ``title``, as UIKit's default item is. A ``NavigationController`` without a title
    /// is titled after its root controller's, as UIKit shows it.
    public var tabBarItem: TabBarItem {
        get { ownTabBarItem ?? TabBarItem(title: defaultTabTitle ?? "") }
        set {
            ownTabBarItem = newValue
            (parent as? TabBarController)?.tabBarItemsDidChange()
        }
    }
    private var ownTabBarItem: TabBarItem?
    /// What ``toolbarItems`` holds.
    var ownToolbarItems: [BarButtonItem]?

    /// The title of the default tab bar item; a navigation controller's falls back to its root's.
    var defaultTabTitle: String? { title }

    /// Tells a tab bar controller parent that the default tab may read differently now.
    func tabTitleMayHaveChanged() {
        if ownTabBarItem == nil { (parent as? TabBarController)?.tabBarItemsDidChange() }
    }
    // unowned(unsafe) for the reason View's links are; the window clears it when it goes or
    // hosts another controller.
    unowned(unsafe) var hostingWindow: Window?

    /// What this controller shows in a navigation bar.
    public private(set) lazy var navigationItem = NavigationItem(owner: self)

    /// Whether the controller's content is being edited; see ``setEditing(_:animated:)``.
    public private(set) var isEditing = false

    /// A bar button item that toggles editing: titled Edit, or Done while editing.
    public private(set) lazy var editButtonItem = BarButtonItem(
        title: "Edit", style: .plain, target: self, action: ViewController.toggleEditing)

    private func toggleEditing() {
        setEditing(!isEditing, animated: true)
    }

    /// Creates a controller whose view is not loaded yet.
    public override init() {}

    // Keeps View's link invariant: the view may outlive its controller.
    isolated deinit {
        loadedView?.owningViewControllerLink = nil
    }

    /// The root view, loaded with ``loadView()`` and ``viewDidLoad()`` on first access; UIKit's
    /// `view`.
    ///
    /// Assigned inside ``loadView()``, as UIKit code does (`view = root`), it is the view that
    /// loads. Assigned later, the new view takes the old one's place in its superview; `nil`
    /// unloads the view (it leaves its superview), and the next access loads it again.
    public var view: View! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            if isLoadingView {
                loadedView = newValue
            } else {
                replaceView(with: newValue)
            }
        }
    }

    /// Loads the view, with ``loadView()`` and ``viewDidLoad()``, unless it is loaded.
    public func loadViewIfNeeded() {
        guard loadedView == nil, !isLoadingView else { return }
        isLoadingView = true
        loadView()
        isLoadingView = false
        let view: View
        if let loaded = loadedView {
            view = loaded
        } else {
            // UIKit would call loadView() again forever; an empty view keeps the screen usable.
            Logger(label: "FontScale.ViewController").warning(
                "\(debugName).loadView() did not assign view; an empty view stands in")
            view = View()
        }
        view.owningViewControllerLink = self
        loadedView = view
        // A window's root controller whose view was unloaded fills its window again.
        if let hostingWindow, view.superview == nil { hostingWindow.addSubview(view) }
        enclosingWindow?.invalidateTraits()
        viewDidLoad()
    }

    private func replaceView(with newView: View?) {
        guard newView !== loadedView else { return }
        let oldView = loadedView
        oldView?.owningViewControllerLink = nil
        loadedView = newView
        guard let newView else {
            oldView?.removeFromSuperview()
            return
        }
        newView.owningViewControllerLink = self
        if let oldView, let superview = oldView.superview,
            let index = superview.subviews.firstIndex(where: { $0 === oldView })
        {
            oldView.removeFromSuperview()
            superview.insertSubview(newView, at: index)
        } else if let hostingWindow, newView.superview == nil {
            hostingWindow.addSubview(newView)
        }
        enclosingWindow?.invalidateTraits()
    }

    /// The root view if it has been loaded, without loading it.
    public var viewIfLoaded: View? { loadedView }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Creates the root view and assigns it to ``ViewController/view``, as in UIKit; the default assigns a plain
    /// ``View``. Override to build a custom hierarchy, without calling `super`.
    open func loadView() {
        view = View()
    }

    /// Called once after the view loads. The pattern calls
    /// ``recursivelyUpdateFontsForContentSize()`` here so a new screen starts at the current size.
    open func viewDidLoad() {}

    /// Turns editing on or off; ``editButtonItem`` follows. Override to change the content, and
    /// call `super`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
        editButtonItem.title = editing ? "Done" : "Edit"
        editButtonItem.style = editing ? .done : .plain
    }

    public override var traitParent: Responder? { parent ?? loadedView?.superview ?? hostingWindow }

    // A controller in a window caches its traits like a view, so its view and children find them
    // fresh in a walk instead of recomputing the chain above.
    override var traitGeneration: UInt64? { enclosingWindow?.windowTraitGeneration }

    override var enclosingWindow: Window? {
        var node: ViewController? = self
        while let current = node {
            if let window = current.loadedView?.window ?? current.hostingWindow { return window }
            node = current.parent
        }
        return nil
    }

    // MARK: - Status bar

    /// The status bar style this controller prefers while it decides it; override to choose.
    /// UIKit's `preferredStatusBarStyle`; call ``setNeedsStatusBarAppearanceUpdate()`` after a
    /// change.
    open var preferredStatusBarStyle: StatusBarStyle { .default }

    /// Whether this controller hides the status bar while it decides it; UIKit's
    /// `prefersStatusBarHidden`.
    open var prefersStatusBarHidden: Bool { false }

    /// How the status bar animates when this controller shows or hides it; UIKit's
    /// `preferredStatusBarUpdateAnimation`.
    open var preferredStatusBarUpdateAnimation: StatusBarAnimation { .fade }

    /// The child whose ``preferredStatusBarStyle`` is used instead of this controller's, or `nil`;
    /// UIKit's `childForStatusBarStyle`.
    open var childForStatusBarStyle: ViewController? { nil }

    /// The child whose ``prefersStatusBarHidden`` is used instead of this controller's, or `nil`;
    /// UIKit's `childForStatusBarHidden`.
    open var childForStatusBarHidden: ViewController? { nil }

    /// Asks the window to read the status bar preferences again, as UIKit does; the window
    /// records the result in ``Window/statusBarAppearance``. Outside a window nothing shows a
    /// status bar, and nothing is recorded.
    public func setNeedsStatusBarAppearanceUpdate() {
        enclosingWindow?.updateStatusBarAppearance()
    }

    open override var debugName: String {
        identifier.map { "\(type(of: self)) \"\($0)\"" } ?? String(describing: type(of: self))
    }

    /// Adds a child controller, removing it from its previous parent; the child hears
    /// ``willMove(toParent:)``, as in UIKit, and the caller calls ``didMove(toParent:)`` once
    /// the child's view is placed.
    open func addChild(_ child: ViewController) {
        guard child !== self, child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
        enclosingWindow?.invalidateTraits()
    }

    /// Removes this controller from its parent; the controller hears ``didMove(toParent:)``
    /// with `nil`, and the caller calls ``willMove(toParent:)`` with `nil` first, as in UIKit.
    open func removeFromParent() {
        guard let parent else { return }
        parent.enclosingWindow?.invalidateTraits()
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a parent.
    open func willMove(toParent parent: ViewController?) {}

    /// Called after the controller is added to or removed from a parent.
    open func didMove(toParent parent: ViewController?) {}

    // MARK: - AppearanceManagerUpdatable

    /// Updates the loaded view hierarchy (never loading it) and the navigation item's bar button
    /// items.
    open func updateFontsForContentSizeChange() {
        refreshNavigationItemAppearance()
        loadedView?.recursivelyUpdateFontsForContentSize()
    }

    /// Re-applies appearance proxies to the navigation item's bar button items, so fonts in them
    /// follow the category.
    public func refreshNavigationItemAppearance() {
        for item in navigationItem.allBarButtonItems { item.applyAppearanceProxies() }
    }

    /// Updates child controllers first (each with its own
    /// `recursivelyUpdateFontsForContentSize()`), then this controller.
    open func recursivelyUpdateFontsForContentSize() {
        let window = enclosingWindow
        window?.beginFontWalk()
        defer { window?.endFontWalk() }
        reportTraitChange()
        for child in children { child.recursivelyUpdateFontsForContentSize() }
        updateFontsForContentSizeChange()
    }

    // MARK: - AppearanceContainer

    /// The parent controller, else the view the root view sits in.
    public var appearanceContainer: (any AppearanceContainer)? { parent ?? loadedView?.superview }
    /// The controller's effective traits.
    public var appearanceTraits: TraitCollection { traitCollection }
    /// The window's registry, or `nil` outside a window: proxies apply in a window.
    public var appearanceRegistry: AppearanceRegistry? { enclosingWindow?.registry }
}
