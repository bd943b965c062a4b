/// Manages a view (loaded lazily), child view controllers and a navigation item.
///
/// Its font update forwards to the view hierarchy of ``viewIfLoaded`` and never loads the view;
/// its recursive update visits child view controllers first, then itself. Bar button items of its
/// ``navigationItem`` have their appearance proxies re-applied, so fonts in them follow the
/// category.
@MainActor
open class ViewController: Responder, AppearanceManagerUpdatable, AppearanceContainer {
    private var loadedView: View?
    /// The controller this one is a child of.
    public private(set) weak var parent: ViewController?
    /// The children, in the order they were added.
    public private(set) var children: [ViewController] = []
    /// An identifier for tests and debugging.
    public var identifier: String?
    weak var hostingWindow: Window?

    /// What this controller shows in a navigation bar.
    public private(set) lazy var navigationItem = NavigationItem(owner: self)

    /// Creates a controller whose view is not loaded yet.
    public override init() {}

    // The view refers to its controller without retaining it; clear that when the controller goes.
    isolated deinit {
        loadedView?.owningViewController = nil
    }

    /// The root view, loaded with ``loadView()`` and ``viewDidLoad()`` on first access.
    public var view: View {
        if let loadedView { return loadedView }
        let view = loadView()
        view.owningViewController = self
        loadedView = view
        TraitCache.invalidate()
        viewDidLoad()
        return view
    }

    /// The root view if it has been loaded, without loading it.
    public var viewIfLoaded: View? { loadedView }

    /// Whether the view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Creates the root view; override to build a custom hierarchy.
    open func loadView() -> View { View() }

    /// Called once after the view loads. The pattern calls
    /// ``recursivelyUpdateFontsForContentSize()`` here so a new screen starts at the current size.
    open func viewDidLoad() {}

    public override var traitParent: Responder? { parent ?? loadedView?.superview ?? hostingWindow }

    open override var debugName: String {
        identifier.map { "\(type(of: self)) \"\($0)\"" } ?? String(describing: type(of: self))
    }

    /// Adds a child controller (removing it from its previous parent).
    public func addChild(_ child: ViewController) {
        guard child !== self else { return }
        child.removeFromParent()
        children.append(child)
        child.parent = self
        TraitCache.invalidate()
    }

    /// Removes this controller from its parent.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        TraitCache.invalidate()
    }

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

    /// Updates child controllers first, then this controller, without recursion.
    open func recursivelyUpdateFontsForContentSize() {
        if ContentSizeWalk.answerProbe(self) { return }
        ContentSizeWalk.walk(from: self) { controller, visit in
            for child in controller.children { visit(child) }
        }
    }

    // MARK: - AppearanceContainer

    /// The parent controller, else the view the root view sits in.
    public var appearanceContainer: (any AppearanceContainer)? { parent ?? loadedView?.superview }
    /// The controller's effective traits.
    public var appearanceTraits: TraitCollection { traitCollection }
    /// The window's registry, or the shared one.
    public var appearanceRegistry: AppearanceRegistry { (loadedView?.window ?? hostingWindow)?.registry ?? .shared }
}
