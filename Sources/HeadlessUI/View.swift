import DynamicType
import Foundation
import SystemFonts

/// A rectangle in the headless tree: subviews, a superview, traits and content size limits.
///
/// A plain view has no fonts of its own; its font update does nothing and recurses into its
/// subviews. Subclasses such as ``Label`` update their fonts; ``TabBar``, ``NavigationBar`` and
/// ``Button`` limit the recursion.
@MainActor
open class View: Responder, AppearanceManagerUpdatable {
    /// The views inside this one, back to front.
    public var subviews: [View] { subviewList }
    #if DEBUG
    private var subviewList: [View] = []
    #else
    // Read at every view of a walk; unchecked for the reason and with the invariant of
    // `Responder.traitCache` (no access spans a call that could reach it: the array's own
    // methods and closures comparing identities), and checked in debug builds likewise.
    @exclusivity(unchecked) private var subviewList: [View] = []
    #endif
    /// The view this one is inside.
    public var superview: View? { superviewLink }
    /// The window at the root of this view's tree, if it is in one.
    public var window: Window? { windowLink }
    /// The view controller whose root view this is, if any.
    public var owningViewController: ViewController? { owningViewControllerLink }

    // Upward links are unowned(unsafe), not weak. A weak reference gives its target a side
    // table, after which every retain and release of that object takes the slow path; with
    // every view weakly referenced that made the tree-update benchmark over ten times slower
    // (see Benchmarks/README.md). Invariant: a link is nil or names a live object. It holds
    // because each target clears the links to itself before it goes: removal and
    // `moveToWindow` clear them, a view's deinit clears its children's `superviewLink`, a
    // window's deinit clears `windowLink` in its whole subtree, and a controller's deinit clears
    // its view's `owningViewControllerLink`. The "Parent references" tests would read a
    // dangling link if any of these were missed, which the Address Sanitizer run reports.
    //
    // The superview and the window are kept as `Unmanaged`, which is what `unowned(unsafe)` is,
    // so that the walk can also lend them without a retain where nothing can release them (see
    // `walkingWindow` and `invalidateIntrinsicContentSize()`).
    private var superviewStorage: Unmanaged<View>?
    private var windowStorage: Unmanaged<Window>?
    unowned(unsafe) var owningViewControllerLink: ViewController?

    private var superviewLink: View? {
        get { superviewStorage?.takeUnretainedValue() }
        set { superviewStorage = newValue.map { Unmanaged.passUnretained($0) } }
    }

    var windowLink: Window? {
        get { windowStorage?.takeUnretainedValue() }
        set { windowStorage = newValue.map { Unmanaged.passUnretained($0) } }
    }

    /// This view's window while a walk in it is under way, unretained: the walk reads it at every
    /// view and label, where a retain and a release of it were a measurable share. Read only
    /// fields through ``Unmanaged/lend(_:)``; anything that calls out takes it with
    /// `takeUnretainedValue()`, as a read of ``windowLink`` does.
    @inline(__always)
    final var walkingWindow: Unmanaged<Window>? {
        // Invariant: a window whose walk is under way is held strongly, until the walk ends, by
        // the frame that began it, which is below this one on the stack (`beginFontWalk()` is
        // called only by `recursivelyUpdateFontsOutsideWalk()` and a controller's
        // `recursivelyUpdateFontsForContentSize()`, each holding the window in a local until its
        // `endFontWalk()`). A non-nil link names a live window (see above), so asking is safe.
        guard let windowStorage, windowStorage.lend({ $0.isWalking }) else { return nil }
        return windowStorage
    }

    /// Whether the view is hidden; a toolkit adapter hides its widget.
    public var isHidden = false {
        didSet {
            // A hidden view takes no space in a stack.
            if isHidden != oldValue { superview?.setNeedsLayout() }
            guard isHidden != oldValue, let window = windowLink, window.isRendered, !window.willBeBuilt(self)
            else { return }
            if let leaf = drawingLeaf(above: superview) {
                window.noteContentChange(of: leaf)
            } else {
                window.noteChange(.hidden(self, isHidden))
            }
        }
    }
    /// Whether the view asked for layout with ``setNeedsLayout()`` since its last
    /// ``layoutIfNeeded()``.
    public var needsLayout: Bool { layoutNeeded }
    // Private, so that exclusivity is checked statically: a walk sets it at every label and its
    // superview.
    private var layoutNeeded = false

    // Everything a walk never reads and most views never set, in one side object (`nil` until
    // set), so that what a walk reads at every view shares fewer cache lines.
    private var detailsStorage: ViewDetails?

    /// The view's side object, made on the first write.
    private var details: ViewDetails {
        if let detailsStorage { return detailsStorage }
        let made = ViewDetails()
        detailsStorage = made
        return made
    }

    /// An identifier for tests and debugging.
    public var accessibilityIdentifier: String? {
        get { detailsStorage?.accessibilityIdentifier }
        set { details.accessibilityIdentifier = newValue }
    }
    /// The view's background colour, or `nil` for none.
    public var backgroundColor: Color? {
        get { detailsStorage?.backgroundColor }
        set { details.backgroundColor = newValue }
    }

    // The large content viewer's settings (View+LargeContentViewer.swift): `nil` is the kind's
    // default.
    var storedShowsLargeContentViewer: Bool? {
        get { detailsStorage?.showsLargeContentViewer }
        set { details.showsLargeContentViewer = newValue }
    }
    var storedLargeContentTitle: String? {
        get { detailsStorage?.largeContentTitle }
        set { details.largeContentTitle = newValue }
    }
    /// The interactions added to the view, in order; UIKit's `interactions`.
    public internal(set) var interactions: [any Interaction] {
        get { detailsStorage?.interactions ?? [] }
        set { details.interactions = newValue }
    }
    /// The image the large content viewer shows for the view, or `nil`; UIKit's
    /// `largeContentImage`.
    public var largeContentImage: Image? {
        get { detailsStorage?.largeContentImage }
        set {
            let oldValue = largeContentImage
            details.largeContentImage = newValue
            if newValue != oldValue { contentDidChange() }
        }
    }
    /// Whether the viewer scales ``largeContentImage`` up; `false` by default, as in UIKit.
    public var scalesLargeContentImage: Bool {
        get { detailsStorage?.scalesLargeContentImage ?? false }
        set {
            let oldValue = scalesLargeContentImage
            details.scalesLargeContentImage = newValue
            if newValue != oldValue { contentDidChange() }
        }
    }
    /// Insets that centre ``largeContentImage`` in the viewer; `.zero` by default, as in UIKit.
    public var largeContentImageInsets: EdgeInsets {
        get { detailsStorage?.largeContentImageInsets ?? .zero }
        set { details.largeContentImageInsets = newValue }
    }

    /// Creates a view with a frame and no subviews; UIKit's `init(frame:)`, which subclasses
    /// override to build their content.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// Creates a view with no subviews and a zero frame.
    ///
    /// Both initializers are designated, so a subclass's own initializer may call either. (A
    /// convenience `init()`, as UIKit's is, would let a subclass in another module call
    /// `super.init()` and fail only when linked, a compiler fault.) A subclass that overrides
    /// only `init(frame:)` is therefore made with `init(frame:)`, or gets an `init()` of its own.
    public override init() {
        super.init()
    }

    /// The deepest view tree the font update walk is tested at: far beyond the few dozen levels
    /// a real UI reaches, and within a secondary thread's 512 KiB stack.
    ///
    /// The walk recurses, as the pattern does, so that an override's code after `super` runs
    /// after its subtree is updated; releasing and trait lookups are iterative at any depth.
    public static let supportedDepth = 1_000

    // Releasing a deep chain recursively (each deinit releasing the next) would overflow the
    // stack; unlink uniquely owned descendants one by one instead.
    isolated deinit {
        guard !subviewList.isEmpty else { return }
        var pending = subviewList
        subviewList.removeAll()
        for view in pending { view.superviewLink = nil }
        while var view = pending.popLast() {
            if isKnownUniquelyReferenced(&view) {
                let children = view.subviewList
                view.subviewList.removeAll()
                for child in children { child.superviewLink = nil }
                pending.append(contentsOf: children)
            }
        }
    }

    public override var traitParent: Responder? { owningViewControllerLink ?? superviewLink }

    override var traitGeneration: UInt64? { windowLink?.windowTraitGeneration }

    override var enclosingWindow: Window? { windowLink }

    open override var debugName: String {
        accessibilityIdentifier.map { "\(type(of: self)) \"\($0)\"" } ?? String(describing: type(of: self))
    }

    /// The environment fonts in this view's window resolve in, or `nil` outside a window.
    public var fontEnvironment: FontEnvironment? { window?.environment }

    /// Adds a view on top of the others, removing it from its previous superview first.
    ///
    /// When the view joins a window, appearance proxy values apply to it and its subtree. When
    /// it joins or moves inside a window and the traits its fonts depend on change (the
    /// category, Bold Text), its subtree is walked with
    /// ``recursivelyUpdateFontsForContentSize()``, or its controller's when it is a
    /// controller's root view: a screen built before it joined is sized for where it lands.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts a view at an index among the subviews (clamped to the valid range).
    public func insertSubview(_ view: View, at index: Int) {
        // A view without subviews cannot contain self; skipping the upward walk for it keeps
        // building a deep chain linear.
        guard view !== self, view.subviews.isEmpty || !isDescendant(of: view) else { return }
        guard let window = window ?? view.window, window.isRendered else {
            return moveSubview(view, to: index)
        }
        window.holdingRenderRequests { moveSubview(view, to: index) }
    }

    private func moveSubview(_ view: View, to index: Int) {
        let traitsBefore = view.window == nil && window == nil ? nil : view.walkedTraits
        let (oldWindow, oldParent) = (view.window, view.superview)
        // Whether the renderer has this view where it is now, rather than building it later.
        let wasRendered = oldWindow?.isRendered == true && oldWindow?.willBeBuilt(oldParent) == false
        view.detachFromSuperview(leaving: oldParent !== self)
        let index = min(max(index, 0), subviews.count)
        subviewList.insert(view, at: index)
        view.superviewLink = self
        // Recorded before the subtree takes its new window's fonts: what it does on arrival is
        // inside what the renderer builds.
        reportInsertion(of: view, at: index, from: wasRendered ? oldParent : nil, in: oldWindow)
        window?.invalidateTraits()
        view.moveToWindow(window)
        if let traitsBefore, window != nil, view.walkedTraits != traitsBefore {
            view.updateFontsAfterMove()
        }
        if oldParent !== self { didAddSubview(view) }
    }

    /// Called after a view became a subview; UIKit's `didAddSubview(_:)`. Does nothing by default.
    open func didAddSubview(_ subview: View) {}

    /// Called before a subview leaves, removed or moved elsewhere; UIKit's `willRemoveSubview(_:)`.
    /// Does nothing by default.
    open func willRemoveSubview(_ subview: View) {}

    /// Removes this view from its superview and its window.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        detachFromSuperview()
        moveToWindow(nil)
        if let oldWindow, oldWindow.isRendered, !oldWindow.willBeBuilt(parent) {
            parent.reportStructureChange(in: oldWindow, .removed(self, parent: parent))
        }
    }

    // MARK: - Rendering

    /// What this view shows, for a toolkit adapter: a plain view is a container of its subviews.
    /// Text views, buttons and bars return their content, read from the tree as it is now.
    open var renderedContent: RenderedContent { .container(containerLayout(acceptsTaps: false)) }

    /// A container's layout. In a view that holds bars (a navigation controller's: its bar, the
    /// content, its toolbar; a tab bar controller's: the content, its tab bar) the view between
    /// the bars takes the height left over, so the bars stay at the top and the bottom as UIKit
    /// pins them. That content scrolls, as does a window's root view when it holds no bars,
    /// unless it holds a ``ScrollView``, which takes the height left over and scrolls instead.
    func containerLayout(acceptsTaps: Bool) -> RenderedContent.Container {
        // A view holding only a view with bars (a tab bar controller's content holding a
        // navigation controller's view) gives it all its height, so its bars reach the edges.
        let content = contentBetweenBars ?? (subviews.count == 1 && subviews[0].holdsBars ? subviews[0] : nil)
        // A scroll view takes the height it is given, as one pinned to its superview's edges.
        let expanding = subviews.indices.filter { subviews[$0] === content || subviews[$0] is ScrollView }
        let fixedSize = keepsFrameSizeInStack ? frame.size : nil
        return RenderedContent.Container(
            expandingSubviews: expanding, acceptsTaps: acceptsTaps, scrolls: scrollsBetweenBars, fixedSize: fixedSize,
            clips: clipsToBounds)
    }

    /// Whether this is a plain view arranged in a stack, which keeps its frame's size there (its
    /// sizeThatFits) and is shown at it (its container's `fixedSize`). Decided from the view's
    /// kind, not its rendered content, since a layout pass asks on every frame it sets.
    var keepsFrameSizeInStack: Bool {
        superview is StackView && !drawsOwnSubviews && !(self is StackView) && !(self is ScrollView)
    }

    /// Whether this is a bar UIKit pins to an edge: a navigation bar, a tab bar or a toolbar.
    var isBar: Bool { self is NavigationBar || self is TabBar || self is Toolbar }

    /// The one subview that is not a bar, when bars are among the subviews: a controller's
    /// content between its bars.
    private var contentBetweenBars: View? {
        guard subviews.contains(where: \.isBar) else { return nil }
        var content: View?
        for subview in subviews where !subview.isBar {
            guard content == nil else { return nil }
            content = subview
        }
        return content
    }

    /// Whether bars are among the subviews, or inside the one subview (a navigation controller's
    /// content holding a tab bar controller's view).
    var holdsBars: Bool {
        var view = self
        while true {
            if view.subviews.contains(where: \.isBar) { return true }
            guard view.subviews.count == 1 else { return false }
            view = view.subviews[0]
        }
    }

    /// Whether this view is a window's root view or the content between bars, and holds no
    /// bars nor a scroll view of its own (which scrolls instead): the view whose subviews scroll.
    private var scrollsBetweenBars: Bool {
        guard let superview, !isBar else { return false }
        guard superview is Window || superview.contentBetweenBars === self else { return false }
        return !holdsBars && !subviews.contains { $0 is ScrollView }
    }

    // MARK: - Input

    /// Acts on what the user did to the widget a toolkit draws this view with; a toolkit adapter
    /// calls it through its ``UserInputSink``. A plain view ignores input; controls and bars act
    /// as UIKit's do (a button sends its actions, a slider takes the value and sends
    /// `.valueChanged`, a tab bar selects the tab). Override it to take input of your own views.
    open func receive(_ input: UserInput) {}

    /// Whether a toolkit draws this view whole, its subviews included (text views, buttons,
    /// bars), so changes inside it are reported as a content change of this view.
    var drawsOwnSubviews: Bool { false }

    // MARK: Large content viewer defaults (View+LargeContentViewer.swift)

    /// Whether the view shows the large content viewer unless told otherwise.
    var showsLargeContentViewerByDefault: Bool { false }
    /// The title the viewer shows unless one is set.
    var largeContentTitleByDefault: String? { nil }
    /// Whether the view has a large content viewer interaction of its own, as UIKit's bars do.
    var hasBuiltInLargeContentViewerInteraction: Bool { false }
    /// The text style whose size the viewer's title takes, or `nil` for body.
    var largeContentTextStyle: TextStyle? { nil }

    /// A drawn view that shows the viewer reports its content again after a walk that changed its
    /// traits: the viewer's content depends on the category.
    override func reportedTraitsDidChange() {
        // The viewer first: off for most views, it spares the second question.
        if showsLargeContentViewer, drawsOwnSubviews { contentDidChange() }
    }

    /// The outermost view from `start` up that is drawn whole, if any: the one a change at or
    /// below `start` shows up in.
    func drawingLeaf(above start: View?) -> View? {
        var leaf: View?
        var node = start
        while let current = node {
            if current.drawsOwnSubviews { leaf = current }
            node = current.superview
        }
        return leaf
    }

    /// Reports that what this view shows changed; called by the setters of text, fonts, titles.
    func contentDidChange() {
        contentDidChange(in: windowLink)
    }

    /// ``contentDidChange()`` in the window the caller read from ``windowLink``.
    func contentDidChange(in window: Window?) {
        guard let window, window.isRendered else { return }
        window.noteContentChange(of: drawingLeaf(above: self) ?? self)
    }

    /// Reports a structural change under this view, or a content change of the leaf it is in.
    private func reportStructureChange(in window: Window, _ change: TreeChange) {
        if let leaf = drawingLeaf(above: self) {
            window.noteContentChange(of: leaf)
        } else {
            window.noteChange(change)
        }
    }

    /// Reports a subview's arrival. `oldParent` is where the renderer has it, or `nil` when the
    /// renderer does not have it: moved within its window, else inserted here and removed there;
    /// arriving inside a view the renderer will build, it only leaves its old place.
    private func reportInsertion(of view: View, at index: Int, from oldParent: View?, in oldWindow: Window?) {
        let arrivesRendered = window?.isRendered == true && window?.willBeBuilt(self) == false
        if let window, arrivesRendered {
            let change: TreeChange =
                oldWindow === window && oldParent != nil
                ? .moved(view, parent: self, index: index) : .inserted(view, parent: self, index: index)
            reportStructureChange(in: window, change)
        }
        let movedInWindow = oldWindow === window && arrivesRendered
        if let oldWindow, let oldParent, !movedInWindow, oldWindow.isRendered {
            oldParent.reportStructureChange(in: oldWindow, .removed(view, parent: oldParent))
        }
    }

    /// Takes the view out of its superview's subviews; `leaving`: it leaves that superview (not
    /// only moves among its subviews), which the superview hears first.
    private func detachFromSuperview(leaving: Bool = true) {
        guard let superview else { return }
        if leaving { superview.willRemoveSubview(self) }
        superview.subviewList.removeAll { $0 === self }
        superviewLink = nil
        window?.invalidateTraits()
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
        window?.invalidateTraits()
        var stack: [View] = [self]
        while let view = stack.popLast() {
            view.windowLink = newWindow
            // Generations of different windows are unrelated; a moved cache must not match.
            view.traitCache.generation = 0
            stack.append(contentsOf: view.subviews)
            if let newWindow {
                view.applyAppearance(from: newWindow.registry)
                view.didMoveToWindow(newWindow)
                // Parents come off the stack before their children, so each finds its parent's
                // traits fresh.
                view.recordTraitsIfNeeded()
                view.owningViewControllerLink?.recordTraitsIfNeeded()
            }
        }
    }

    /// What a walk on arrival compares: the traits and the category after limits.
    private var walkedTraits: ReportedTraits {
        let entry = traitEntry()
        return ReportedTraits(traits: entry.traits, effectiveCategory: entry.effectiveCategory)
    }

    /// Called for each view of a subtree that joined a window; a label with its default font
    /// moves it to the window's environment.
    func didMoveToWindow(_ window: Window) {}

    /// Walks what moved: the controller whose root view this is, else this view.
    private func updateFontsAfterMove() {
        if let owningViewController {
            owningViewController.recursivelyUpdateFontsForContentSize()
        } else {
            recursivelyUpdateFontsForContentSize()
        }
    }

    /// Applies appearance proxy values; a no-op for views without appearance-capable properties.
    open func applyAppearance(from registry: AppearanceRegistry) {}

    // MARK: - Geometry

    /// The view's rectangle in its superview's coordinates, in points; `.zero` until something
    /// lays the view out (an app's ``layoutSubviews()``, a test). A toolkit adapter lets its
    /// toolkit lay widgets out instead: this is the headless tree's own geometry, which
    /// ``sizeThatFits(_:)`` and the testing kit's audits read.
    ///
    /// Changing the size asks for layout (``setNeedsLayout()``), as in UIKit.
    public var frame: CGRect = .zero {
        didSet {
            guard frame.size != oldValue.size else { return }
            setNeedsLayout()
            if keepsFrameSizeInStack { contentDidChange() }
        }
    }

    /// The view's rectangle in its own coordinates: the frame's size, at an origin of its own (zero unless set).
    public var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: frame.size) }
        set {
            boundsOrigin = newValue.origin
            frame.size = newValue.size
        }
    }
    private var boundsOrigin: CGPoint = .zero

    /// Whether the view's content and subviews are drawn only inside its ``bounds``, so that a
    /// subview growing past them is cut off; UIKit's `clipsToBounds`, `false` by default.
    ///
    /// Set it on a container of a fixed size (a card, a cell) whose content must not spill out:
    /// FontScaleTesting's text-size audit then reports text that grows past it as clipped, naming
    /// the container. Without it, text past a container's edge is drawn over its neighbours, as in
    /// UIKit, and is not a clipping finding.
    public var clipsToBounds = false {
        didSet { if clipsToBounds != oldValue { contentDidChange() } }
    }

    /// The value of an ``intrinsicContentSize`` dimension the view has no size of its own in.
    public static let noIntrinsicMetric: CGFloat = -1

    /// The size the view's content needs, or ``noIntrinsicMetric`` in a dimension it does not
    /// decide; a plain view decides neither. A ``Label`` returns its text's measured size.
    open var intrinsicContentSize: CGSize {
        CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
    }

    /// The size that best fits `size`; a plain view keeps its own size, as in UIKit.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        frame.size
    }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its origin.
    public func sizeToFit() {
        frame.size = sizeThatFits(frame.size)
    }

    /// Marks the view as needing layout, as a font change does; ``layoutIfNeeded()`` lays it out.
    public func setNeedsLayout() {
        layoutNeeded = true
    }

    /// Says that ``intrinsicContentSize`` changed (a label's text or font did): the view and its
    /// superview, which laid it out from that size (a ``StackView``), lay out again; UIKit's.
    public func invalidateIntrinsicContentSize() {
        setNeedsLayout()
        // Lent without a retain: a label's font update calls this at every label of a walk.
        // Invariant: nothing below can release the superview, which its link names alive: every
        // `drawsOwnSubviews` returns a constant, and this method and `setNeedsLayout()` cannot be
        // overridden and only set flags.
        superviewStorage?.lend { superview in
            // A view its superview draws (a button's title) sizes that superview.
            if superview.drawsOwnSubviews {
                superview.invalidateIntrinsicContentSize()
            } else {
                superview.setNeedsLayout()
            }
        }
    }

    /// Calls ``layoutSubviews()`` if the view needs layout.
    public func layoutIfNeeded() {
        guard layoutNeeded else { return }
        layoutNeeded = false
        layoutSubviews()
    }

    /// Lays out the subviews; override to position them. The default does nothing.
    open func layoutSubviews() {}

    /// The insets from the view's edges that its content keeps to; UIKit's `layoutMargins`, 8
    /// points on each side by default. A ``StackView`` keeps its arranged subviews inside them when
    /// its ``StackView/isLayoutMarginsRelativeArrangement`` is set.
    public var layoutMargins: EdgeInsets {
        get { detailsStorage?.layoutMargins ?? Self.defaultLayoutMargins }
        set {
            let oldValue = layoutMargins
            details.layoutMargins = newValue
            if newValue != oldValue { layoutMarginsDidChange() }
        }
    }

    /// UIKit's default ``layoutMargins``.
    nonisolated static let defaultLayoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// Called after ``View/layoutMargins`` changed; UIKit's `layoutMarginsDidChange()`. Asks for layout.
    open func layoutMarginsDidChange() {
        setNeedsLayout()
    }

    // MARK: - AppearanceManagerUpdatable

    /// Updates this view's own fonts; a plain view has none.
    open func updateFontsForContentSizeChange() {}

    /// Updates every subview (each with its own `recursivelyUpdateFontsForContentSize()`), then
    /// this view, as the pattern's recursion does; see ``AppearanceManagerUpdatable``.
    ///
    /// A subview that is another controller's root view is left to that controller, which
    /// updates it in its own turn, so each view is updated once per walk.
    open func recursivelyUpdateFontsForContentSize() {
        guard let window = walkingWindow else { return recursivelyUpdateFontsOutsideWalk() }
        walkFonts(in: window)
    }

    /// The walk's start, or an update outside any window.
    @inline(never)
    private final func recursivelyUpdateFontsOutsideWalk() {
        guard let window = windowLink else {
            reportTraitChange()
            for subview in subviewList {
                if let owner = subview.owningViewControllerLink {
                    if Self.isWalkedThroughView(owner, in: nil) { owner.recursivelyUpdateFontsForContentSize() }
                } else {
                    subview.recursivelyUpdateFontsForContentSize()
                }
            }
            return updateFontsForContentSizeChange()
        }
        // `window` holds the window until the walk has ended (see `walkingWindow`).
        window.beginFontWalk()
        walkFonts(in: Unmanaged.passUnretained(window))
        window.endFontWalk()
    }

    /// ``recursivelyUpdateFontsForContentSize()`` in a walk under way in `window`.
    private final func walkFonts(in window: Unmanaged<Window>) {
        // Traits are brought up to date top-down (the report computes them), so each subview
        // finds its parent's fresh, and parents hear of a change before their children.
        reportTraitChange(entry: traitEntry(generation: window.lend { $0.windowTraitGeneration }))
        if !subviewList.isEmpty { walkSubviews(in: window) }
        updateFontsForContentSizeChange()
    }

    /// The subviews' part of ``walkFonts(in:)``.
    @inline(__always)
    private final func walkSubviews(in window: Unmanaged<Window>) {
        // The copy keeps every subview alive until the loop ends, whatever the walk does to
        // `subviewList`, so each is lent to its update without a retain of its own.
        let subviews = subviewList
        for index in subviews.indices {
            Unmanaged.passUnretained(subviews[index]).lend { subview in
                if let owner = subview.owningViewControllerLink {
                    if Self.isWalkedThroughView(owner, in: window.takeUnretainedValue()) {
                        owner.recursivelyUpdateFontsForContentSize()
                    }
                } else {
                    subview.inheritTraits(from: self, generation: window.lend { $0.windowTraitGeneration })
                    subview.recursivelyUpdateFontsForContentSize()
                }
            }
        }
        // Not before: the copy must outlive the last subview's update.
        extendLifetime(subviews)
    }

    /// Gives this view its entry below its superview's fresh one, as ``traitEntry()`` would
    /// compute it on its first read, without reading the superview back through its link.
    @inline(__always)
    private final func inheritTraits(from parent: View, generation: UInt64) {
        guard parent.traitCache.generation == generation, traitCache.generation != generation else { return }
        var entry = TraitEntry.below(parent.traitCache, for: self)
        entry.generation = generation
        traitCache = entry
    }

    /// Whether a controller whose root view a walk reached is walked there: when it has no
    /// parent (a window's root controller, or a view placed without `addChild(_:)`), or when a
    /// subtree walk does not reach its parent. Otherwise its parent walks it, in its turn.
    private static func isWalkedThroughView(_ controller: ViewController, in window: Window?) -> Bool {
        guard let parent = controller.parent else { return true }
        guard let root = window?.subtreeWalkRoot else { return false }
        return parent.viewIfLoaded.map { !$0.isDescendant(of: root) } ?? true
    }
}
