import DynamicType
import SystemFonts

/// A rectangle in the headless tree: subviews, a superview, traits and content size limits.
///
/// A plain view has no fonts of its own; its font update does nothing and recurses into its
/// subviews. Subclasses such as ``Label`` update their fonts; ``TabBar``, ``NavigationBar`` and
/// ``Button`` limit the recursion.
@MainActor
open class View: Responder, AppearanceManagerUpdatable {
    /// The views inside this one, back to front.
    @exclusivity(unchecked) public private(set) var subviews: [View] = []
    /// The view this one is inside.
    public private(set) var superview: View? {
        get { superviewLink?.takeUnretainedValue() }
        set { superviewLink = newValue.map(Unmanaged.passUnretained) }
    }
    /// The window at the root of this view's tree, if it is in one.
    public internal(set) weak var window: Window?
    /// The view controller whose root view this is, if any.
    public internal(set) var owningViewController: ViewController? {
        get { owningViewControllerLink?.takeUnretainedValue() }
        set { owningViewControllerLink = newValue.map(Unmanaged.passUnretained) }
    }

    // Upward links are unretained rather than weak: they are read at every node of a walk, where
    // a weak load, or even the retain of an `unowned(unsafe)` load, is a measurable share of the
    // cost. They are kept valid by hand: removal clears `superviewLink`, a superview that is
    // deallocated clears it in its children first, and a controller clears its view's link.
    @exclusivity(unchecked) private var superviewLink: Unmanaged<View>?
    @exclusivity(unchecked) private var owningViewControllerLink: Unmanaged<ViewController>?

    /// Whether `view` is this view's superview, compared without retaining either.
    func isSubview(of view: View) -> Bool {
        superviewLink?.toOpaque() == Unmanaged.passUnretained(view).toOpaque()
    }

    /// Whether this view is a view controller's root view, checked without retaining the controller.
    var isRootViewOfController: Bool { owningViewControllerLink != nil }

    /// An identifier for tests and debugging.
    public var accessibilityIdentifier: String?
    /// The view's background colour, or `nil` for none.
    public var backgroundColor: Color?

    /// Creates a view with no subviews.
    public override init() {}

    // Releasing a deep chain recursively (each deinit releasing the next) would overflow the
    // stack at 100,000 levels; unlink uniquely owned descendants one by one instead.
    // Children whose superview is going away have it cleared, which keeps the unowned
    // `superview` references valid.
    isolated deinit {
        guard !subviews.isEmpty else { return }
        var pending = subviews
        subviews.removeAll()
        for view in pending { view.superview = nil }
        while var view = pending.popLast() {
            if isKnownUniquelyReferenced(&view) {
                let children = view.subviews
                view.subviews.removeAll()
                for child in children { child.superview = nil }
                pending.append(contentsOf: children)
            }
        }
    }

    public override var traitParent: Responder? { owningViewController ?? superview }

    open override var debugName: String {
        accessibilityIdentifier.map { "\(type(of: self)) \"\($0)\"" } ?? String(describing: type(of: self))
    }

    /// The environment fonts are resolved in: the window's, or the shared one.
    public var fontEnvironment: FontEnvironment { window?.environment ?? .shared }

    /// Adds a view on top of the others, removing it from its previous superview first.
    ///
    /// When the view joins a window, appearance proxy values apply to it and its subtree.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts a view at an index among the subviews (clamped to the valid range).
    public func insertSubview(_ view: View, at index: Int) {
        // A view without subviews cannot contain self; skipping the upward walk for it keeps
        // building a deep chain linear.
        guard view !== self, view.subviews.isEmpty || !isDescendant(of: view) else { return }
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        TraitCache.invalidate()
        view.moveToWindow(window)
    }

    /// Removes this view from its superview and its window.
    public func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        TraitCache.invalidate()
        moveToWindow(nil)
    }

    /// Whether this view is `view` or inside it.
    public func isDescendant(of view: View) -> Bool {
        var node: View? = self
        while let current = node {
            if current === view { return true }
            node = current.superview
        }
        return false
    }

    /// Sets the window of this subtree, iteratively, and applies appearance where it joins one.
    func moveToWindow(_ newWindow: Window?) {
        guard window !== newWindow else { return }
        var stack: [View] = [self]
        while let view = stack.popLast() {
            view.window = newWindow
            stack.append(contentsOf: view.subviews)
            if let newWindow { view.applyAppearance(from: newWindow.registry) }
        }
    }

    /// Applies appearance proxy values; a no-op for views without appearance-capable properties.
    open func applyAppearance(from registry: AppearanceRegistry) {}

    // MARK: - AppearanceManagerUpdatable

    /// Updates this view's own fonts; a plain view has none.
    open func updateFontsForContentSizeChange() {}

    /// Updates every subview (children first), then this view, without recursion; see
    /// ``AppearanceManagerUpdatable``.
    open func recursivelyUpdateFontsForContentSize() {
        if ContentSizeWalk.answerProbe(self) { return }
        ContentSizeWalk.walkViews(from: self)
    }
}
