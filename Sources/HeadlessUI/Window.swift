import DynamicType
import Foundation
import SystemFonts

/// The root of a view tree and the owner of everything the tree shares: its ``application``
/// (where the preferred category and Bold Text come from), its font environment, its appearance
/// registry, its trait generation and the memo of a font update walk.
///
/// Two windows share nothing but what they are given, so trees in different windows, tests
/// running in parallel among them, never see each other's state.
///
/// ```swift
/// let window = Window(application: application)   // Window() uses Application.shared
/// window.rootViewController = root                 // root's tree now follows application
/// ```
@MainActor
open class Window: View {
    /// The application whose preferred category and Bold Text this window's traits start from.
    public let application: Application
    // Read through `fontEnvironment` and `appearanceRegistry`, which every view in the window has.
    let environment: FontEnvironment
    let registry: AppearanceRegistry

    #if DEBUG
    private var ownTraitGeneration = Window.firstTraitGeneration()
    private var walkDepth = 0
    #else
    // Read at every node of a walk; unchecked for the reason and with the invariant of
    // `Responder.traitCache`, and checked in debug builds likewise.
    @exclusivity(unchecked) private var ownTraitGeneration = Window.firstTraitGeneration()
    @exclusivity(unchecked) private var walkDepth = 0
    #endif
    // `ownTraitGeneration` is advanced by any change to the tree, an override or a limit in this
    // window; `walkDepth` counts the nested font update walks under way, and the memo lives while
    // it is above zero.

    /// A window's first generation: random, so that the generations of two windows practically
    /// never meet and a controller's cache from one window never passes for fresh in another
    /// (a view's is reset when it moves; a controller has no such moment).
    private static func firstTraitGeneration() -> UInt64 { UInt64.random(in: 1...(UInt64.max >> 2)) }
    /// Fonts resolved by walks: styled fonts kept between walks, others during one.
    let fontMemo: FontMemo
    /// The view at the top of the subtree walk under way, if one is: controllers whose views are
    /// inside it and whose parents are not are walked through their views (see
    /// ``View/recursivelyUpdateFontsForContentSize()``).
    var subtreeWalkRoot: View?
    /// Layouts kept by whoever measures this window's texts many times over (the testing kit's
    /// audit, during its run), which the window's labels look theirs up in first; `nil` otherwise.
    package var textMeasurementCache: TextMeasurementCache?
    /// The registration of ``applicationDidChange(_:)`` with the application.
    private var changeHandlerID: Int?

    /// What the status bar shows, as the controllers in this window last decided it.
    public private(set) var statusBarAppearance = StatusBarAppearance() {
        didSet {
            if statusBarAppearance.style != oldValue.style || statusBarAppearance.isHidden != oldValue.isHidden {
                noteChange(.statusBar(statusBarAppearance))
            }
        }
    }

    /// The toolkit adapter drawing this window, held weakly: the adapter owns its widgets and this
    /// window's place among them, not the other way round.
    public internal(set) weak var renderer: (any TreeRenderer)?
    /// Whether a renderer was attached and not detached since: `isRendered` reads the weak
    /// ``renderer`` only then, since every label of a walk asks.
    var hasAttachedRenderer = false
    /// Changes not yet taken by the renderer, in order.
    var pendingChanges: [PendingChange] = []
    /// The views with a content change among ``pendingChanges``, so each is read once per batch.
    var pendingContent: Set<ObjectIdentifier> = []
    /// The views with an insertion among ``pendingChanges``: the renderer builds each from what
    /// it is when the changes are taken, so changes inside them are not recorded.
    var pendingInsertions: Set<ObjectIdentifier> = []
    /// Set while a mutation is half done, so the renderer is asked only once it is complete.
    var isHoldingRenderRequests = false
    /// A request held back by ``isHoldingRenderRequests``.
    var hasHeldRenderRequest = false

    /// What the toolkit showing the window draws around a button's title, which its buttons
    /// measure themselves with; ``ButtonChrome/none`` headless. A toolkit host sets it to its own
    /// when it shows the window, and the window's views lay out again.
    public var buttonChrome: ButtonChrome = .none {
        didSet {
            guard buttonChrome != oldValue else { return }
            var pending: [View] = [self]
            while let view = pending.popLast() {
                if view is Button { view.invalidateIntrinsicContentSize() }
                pending.append(contentsOf: view.subviews)
            }
        }
    }

    /// The controller whose view fills the window.
    public var rootViewController: ViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            defer { updateStatusBarAppearance() }
            // The old root's view leaves only if it is still here: a root that was moved into a
            // navigation controller has taken its view there.
            if let oldView = oldValue?.viewIfLoaded, oldView.superview === self { oldView.removeFromSuperview() }
            oldValue?.hostingWindow = nil
            invalidateTraits()
            // Joined before it is marked hosted, so the join sees the traits the view had
            // outside the window and walks it when they differ.
            if let view = rootViewController?.view { addSubview(view) }
            rootViewController?.hostingWindow = self
        }
    }

    /// Creates a window.
    ///
    /// - Parameters:
    ///   - application: Where the preferred category and Bold Text come from.
    ///   - fontEnvironment: The environment fonts in the window resolve in; by default the
    ///     application's.
    ///   - appearanceRegistry: The appearance proxies for the window; by default the
    ///     application's, which `appearance()` sets.
    public init(
        application: Application = .shared, fontEnvironment: FontEnvironment? = nil,
        appearanceRegistry: AppearanceRegistry? = nil
    ) {
        self.application = application
        self.environment = fontEnvironment ?? application.fontEnvironment
        self.registry = appearanceRegistry ?? application.appearanceRegistry
        fontMemo = FontMemo(environment: environment)
        super.init()
        windowLink = self
        followApplication()
    }

    /// Creates a window of ``Application/shared`` with a frame, as UIKit's
    /// `UIWindow(frame:)` makes one of the shared application.
    public override init(frame: CGRect) {
        application = .shared
        environment = application.fontEnvironment
        registry = application.appearanceRegistry
        fontMemo = FontMemo(environment: environment)
        super.init(frame: frame)
        windowLink = self
        followApplication()
    }

    /// Makes the window walk its tree on each change of its application, as every window does
    /// however it was made.
    private func followApplication() {
        // unowned(unsafe), not weak: a weak reference gives the window a side table, after which
        // every retain and release of it, several at each node of a walk, takes the runtime's slow
        // path (see Benchmarks/README.md). Invariant: the handler runs only while the window is
        // whole, because its deinit removes the handler before anything of the window goes. (A
        // window released off the main actor is deinited there later; until then it is whole.)
        changeHandlerID = application.addChangeHandler { [unowned(unsafe) self] change in
            self.applicationDidChange(change)
        }
    }

    // Keeps View's link invariant: no view in the tree may name this window once it is gone.
    isolated deinit {
        if let changeHandlerID { application.removeChangeHandler(changeHandlerID) }
        rootViewController?.hostingWindow = nil
        var stack = subviews
        while let view = stack.popLast() {
            view.windowLink = nil
            stack.append(contentsOf: view.subviews)
        }
    }

    override var rootTraits: TraitCollection { application.rootTraits }

    override var rootTypeRamp: TypeRamp { environment.typeRamp }

    /// Reads the status bar preferences from the root controller down the chains of
    /// `childForStatusBarStyle` and `childForStatusBarHidden`, and records them.
    func updateStatusBarAppearance() {
        var appearance = StatusBarAppearance(updateCount: statusBarAppearance.updateCount + 1)
        if let root = rootViewController {
            appearance.style = Self.decider(from: root, \.childForStatusBarStyle).preferredStatusBarStyle
            let hiding = Self.decider(from: root, \.childForStatusBarHidden)
            appearance.isHidden = hiding.prefersStatusBarHidden
            appearance.animation = hiding.preferredStatusBarUpdateAnimation
        }
        statusBarAppearance = appearance
    }

    /// The controller at the end of a chain of children; a chain that loops stops where it would.
    private static func decider(
        from root: ViewController, _ next: KeyPath<ViewController, ViewController?>
    ) -> ViewController {
        var current = root
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
        while let child = current[keyPath: next], seen.insert(ObjectIdentifier(child)).inserted {
            current = child
        }
        return current
    }

    /// The generation trait caches in this window are valid for: it moves when the tree or the
    /// application changes. Both parts only grow, so their sum never repeats.
    var windowTraitGeneration: UInt64 { ownTraitGeneration &+ application.traitGeneration }

    /// Marks every trait cache in this window stale.
    func invalidateTraits() { ownTraitGeneration &+= 1 }

    /// Starts a font update walk (or a nested one); the outermost one empties the memo's styled
    /// fonts if the environment changed them since (app family, ramp, fonts), so such a change
    /// between walks is always seen.
    func beginFontWalk() {
        walkDepth += 1
        if walkDepth == 1 { fontMemo.walkWillBegin() }
    }

    /// Ends a walk begun with ``beginFontWalk()``; the outermost one empties the memo's fonts
    /// without a text style, so none outlives its walk here.
    func endFontWalk() {
        walkDepth -= 1
        if walkDepth == 0 { fontMemo.walkDidEnd() }
    }

    /// Whether a walk is under way, so the memo may be used.
    var isWalking: Bool { walkDepth > 0 }

    // MARK: - Following the application

    /// Walks the whole tree after any change of the application's values (the category, Bold
    /// Text, the ramp, the desktop's fonts), however it was made, as UIKit updates every view
    /// that adjusts its font: no manager is needed, and an ``AppearanceManager`` on this tree
    /// walks nothing more.
    private func applicationDidChange(_ change: ApplicationChange) {
        walk(subtreeOf: self)
    }

    /// Walks a node's subtree once, as the pattern's recursion does
    /// (``AppearanceManagerUpdatable/recursivelyUpdateFontsForContentSize()``): the window, a
    /// controller, or a view whose traits changed. Controllers whose root views are inside a view's
    /// subtree are walked with it.
    func walk(subtreeOf node: Responder) {
        let outerRoot = subtreeWalkRoot
        defer { subtreeWalkRoot = outerRoot }
        switch node {
        case let controller as ViewController:
            subtreeWalkRoot = controller.viewIfLoaded
            controller.recursivelyUpdateFontsForContentSize()
        case let view as View:
            if let owner = view.owningViewController {
                // A controller's root view: its controller walks it, its children and its items.
                subtreeWalkRoot = view
                owner.recursivelyUpdateFontsForContentSize()
            } else {
                subtreeWalkRoot = view === self ? nil : view
                view.recursivelyUpdateFontsForContentSize()
            }
        default:
            break
        }
    }

    /// The window's views fill it, as a root view fills a UIKit window.
    open override var renderedContent: RenderedContent {
        .container(RenderedContent.Container(expandingSubviews: Array(subviews.indices)))
    }
}
