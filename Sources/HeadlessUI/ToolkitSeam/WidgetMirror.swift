/// Keeps a toolkit's widgets in step with a ``Window``'s tree: the one mirror every toolkit
/// adapter is built on.
///
/// The mirror is the window's ``TreeRenderer``. On the toolkit loop's next turn after the tree
/// changes it takes the changes and applies them through its ``WidgetToolkit``, in order: it
/// builds a widget per view that enters the window, inserts, moves, hides and removes them, puts
/// each view's ``RenderedContent`` into its widget, and stretches the children the tree says take
/// the length left over. It owns what every adapter needs the same way: the view-to-widget map,
/// forgetting a removed subtree (by its own record of what it built, since views may change after
/// they leave the window, unreported), one render per loop turn, guarding against re-entry, and
/// closing. The user's input comes back through each widget's ``UserInputSink`` to
/// ``View/receive(_:)``.
///
/// ```swift
/// let mirror = WidgetMirror(window: window, toolkit: toolkit, root: RecordedWidget(window.renderedContent))
/// mirror.render()  // the tree as it is now; later changes follow on the loop's turns
/// ```
@MainActor
public final class WidgetMirror<Toolkit: WidgetToolkit>: TreeRenderer {
    /// The window whose tree is shown.
    public let window: Window
    /// The toolkit the widgets are made in.
    public let toolkit: Toolkit
    /// The widget the window's subviews go into; the caller's, never removed by the mirror.
    public let root: Toolkit.Widget
    /// Whether ``close()`` was called: the mirror follows nothing and holds no widget.
    public private(set) var isClosed = false
    /// How many batches of changes have been applied.
    public private(set) var renderCount = 0
    /// Called after each batch is applied; the toolkit paints on its next frame.
    public var onRender: (@MainActor () -> Void)?
    /// Test hook, `package` so that only this package's tests see it: called with each batch of
    /// changes as it is taken from the window, before it is applied, to check the seam beneath
    /// the mirror.
    package var onChangesTaken: (@MainActor ([TreeChange]) -> Void)?

    /// What the mirror built for one view. A class, so that a batch changes a node where it is
    /// kept: as a struct, every lookup copied it (its weak view, its content, its children) and
    /// every change wrote the copy back, a large part of the mirror's own time in a batch
    /// (`Benchmarks/README.md`, "The mirror's own part of a batch").
    private final class Node {
        let widget: Toolkit.Widget
        /// The view, for laying out its children at the end of a batch and for the user's input.
        /// Held strongly: the window holds it too while it is shown, and the mirror forgets the
        /// node when the view's removal is applied (or on ``close()``). A weak reference would
        /// give every shown view a side table, after which each retain and release of it, in
        /// every walk, takes the runtime's slow path (the links in `View.swift` avoid them for
        /// that reason).
        let view: View
        /// What the widget was last given.
        var content: RenderedContent
        /// Where the widget sends the user's input, made once with the widget.
        let input: UserInputSink
        /// Which of the nodes the mirror has made for its view this one is: a sink finds its
        /// view by the view's identifier, which a later view may reuse once this one is gone.
        let serial: Int
        /// The view whose widget holds this one, as the mirror has it.
        var parent: ObjectIdentifier?
        /// The subviews built into this widget, in order (a container's only).
        var children: [ObjectIdentifier] = []

        init(widget: Toolkit.Widget, view: View, content: RenderedContent, input: UserInputSink, serial: Int) {
            self.widget = widget
            self.view = view
            self.content = content
            self.input = input
            self.serial = serial
        }
    }

    private var nodes: [ObjectIdentifier: Node] = [:]
    /// The serial of the last node made (``Node/serial``).
    private var lastSerial = 0
    /// Containers whose children changed in the batch being applied, laid out at its end.
    private var needsLayout: Set<ObjectIdentifier> = []
    private var isRenderScheduled = false
    private var isRendering = false
    private var needsAnotherPass = false
    /// Set while the tree's state is written into widgets, whose signals (a slider's value
    /// changed, a switch flipped) are then the mirror's doing, not the user's.
    private var isApplying = false

    /// Starts following a window's tree into `root`; the tree is built on the first ``render()``
    /// (or the loop's next turn).
    ///
    /// - Parameters:
    ///   - window: The window to show.
    ///   - toolkit: Makes and arranges the widgets.
    ///   - root: The widget the window's subviews go into.
    public init(window: Window, toolkit: Toolkit, root: Toolkit.Widget) {
        self.window = window
        self.toolkit = toolkit
        self.root = root
        // The root's widget is the caller's and sends nothing; its sink is never used.
        nodes[ObjectIdentifier(window)] = Node(
            widget: root, view: window, content: window.renderedContent, input: UserInputSink { _ in },
            serial: lastSerial)
        window.buttonChrome = toolkit.buttonChrome
        window.attachRenderer(self)
    }

    isolated deinit {
        if !isClosed { window.detachRenderer(self) }
    }

    /// The widget showing a view, while it is shown; `nil` after ``close()``.
    public func widget(for view: View) -> Toolkit.Widget? {
        view === window ? nil : nodes[ObjectIdentifier(view)]?.widget
    }

    /// Stops following the tree and takes every widget out of ``root`` at once, dropping the
    /// mirror's handles to them. Calling it again does nothing.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        window.detachRenderer(self)
        let top = nodes[ObjectIdentifier(window)]?.children ?? []
        for child in top {
            if let widget = nodes[child]?.widget { toolkit.remove(widget, from: root) }
        }
        nodes.removeAll()
        needsLayout.removeAll()
    }

    // MARK: - TreeRenderer

    /// Schedules ``render()`` on the toolkit loop's next turn, once per batch.
    public func treeNeedsRendering(_ window: Window) {
        guard !isRenderScheduled, !isClosed else { return }
        isRenderScheduled = true
        toolkit.scheduleOnNextTurn { [weak self] in
            guard let self else { return }
            self.isRenderScheduled = false
            self.render()
        }
    }

    /// Applies the tree's pending changes to the widgets now; the loop does it by itself on its
    /// next turn. A call made while a batch is being applied (from a toolkit callback) adds a
    /// pass after it rather than nesting.
    public func render() {
        guard !isClosed else { return }
        guard !isRendering else {
            needsAnotherPass = true
            return
        }
        isRendering = true
        defer { isRendering = false }
        // A direct call takes what a scheduled turn would: the next batch schedules afresh.
        isRenderScheduled = false
        var applied = false
        repeat {
            needsAnotherPass = false
            let changes = window.takeChanges()
            guard !changes.isEmpty else { break }
            onChangesTaken?(changes)
            isApplying = true
            for change in changes { apply(change) }
            layOutChangedContainers()
            isApplying = false
            applied = true
        } while needsAnotherPass && !isClosed
        guard applied else { return }
        toolkit.didApplyChanges()
        renderCount += 1
        onRender?()
    }

    // MARK: - Applying changes

    private func apply(_ change: TreeChange) {
        switch change {
        case .inserted(let view, let parent, let index):
            guard nodes[ObjectIdentifier(parent)] != nil, let widget = build(view) else { return }
            attach(view, widget, to: parent, at: index)
        case .removed(let view, _):
            guard let node = nodes[ObjectIdentifier(view)] else { return }
            detach(ObjectIdentifier(view), node)
            forget(ObjectIdentifier(view))
        case .moved(let view, let parent, let index):
            guard let node = nodes[ObjectIdentifier(view)], nodes[ObjectIdentifier(parent)] != nil else { return }
            detach(ObjectIdentifier(view), node)
            attach(view, node.widget, to: parent, at: index)
        case .content(let view, let content):
            show(content, of: view)
        case .hidden(let view, let hidden):
            guard let node = nodes[ObjectIdentifier(view)] else { return }
            toolkit.setHidden(hidden, of: node.widget)
        case .navigation, .statusBar:
            // The views a stack change swaps and its bar's content arrive as their own changes.
            break
        }
    }

    /// Inserts a built widget into its parent's, in the mirror's record too; a hidden view's
    /// widget is hidden after insertion, since some toolkits show a widget they reparent.
    private func attach(_ view: View, _ widget: Toolkit.Widget, to parent: View, at index: Int) {
        let id = ObjectIdentifier(view)
        let parentID = ObjectIdentifier(parent)
        guard let parentNode = nodes[parentID] else { return }
        let position = min(max(index, 0), parentNode.children.count)
        toolkit.insert(widget, into: parentNode.widget, at: position)
        if view.isHidden { toolkit.setHidden(true, of: widget) }
        parentNode.children.insert(id, at: position)
        nodes[id]?.parent = parentID
        needsLayout.insert(parentID)
    }

    /// Takes a widget out of its parent's, in the mirror's record too.
    private func detach(_ id: ObjectIdentifier, _ node: Node) {
        guard let parentID = node.parent, let parentNode = nodes[parentID] else { return }
        toolkit.remove(node.widget, from: parentNode.widget)
        parentNode.children.removeAll { $0 == id }
        node.parent = nil
        needsLayout.insert(parentID)
    }

    /// Makes the widgets for a view and its subtree, as they are now.
    private func build(_ view: View) -> Toolkit.Widget? {
        let content = view.renderedContent
        lastSerial += 1
        let input = inputSink(for: view, serial: lastSerial)
        guard let widget = toolkit.makeWidget(for: content, input: input) else { return nil }
        let id = ObjectIdentifier(view)
        nodes[id] = Node(widget: widget, view: view, content: content, input: input, serial: lastSerial)
        toolkit.show(content, previous: nil, in: widget, input: input)
        if case .container = content {
            for child in view.subviews {
                if let childWidget = build(child) { attach(child, childWidget, to: view, at: Int.max) }
            }
            needsLayout.insert(id)
        }
        return widget
    }

    /// Forgets a removed view's subtree as the mirror built it.
    private func forget(_ id: ObjectIdentifier) {
        var pending = [id]
        while let current = pending.popLast() {
            guard let node = nodes.removeValue(forKey: current) else { continue }
            needsLayout.remove(current)
            pending.append(contentsOf: node.children)
        }
    }

    /// Puts a view's content into its widget, unless it is what the widget has.
    private func show(_ content: RenderedContent, of view: View) {
        let id = ObjectIdentifier(view)
        guard let node = nodes[id], id != ObjectIdentifier(window) else { return }
        // Content another kind of widget shows (a card given a fixed size) gets a new one.
        if node.parent != nil, needsNewWidget(for: content, over: node.content) { return rebuild(view) }
        toolkit.show(content, previous: node.content, in: node.widget, input: node.input)
        // A stack's new rules (a row turned column) place its children anew.
        if case .container = content, content != node.content { needsLayout.insert(id) }
        node.content = content
    }

    /// Tells the toolkit which children of each changed container take the length left over,
    /// as the tree's ``RenderedContent/Container`` says; a container that now scrolls (or no
    /// longer does), or now has a fixed size (or no longer has), gets a widget of the other kind
    /// first.
    private func layOutChangedContainers() {
        while !needsLayout.isEmpty {
            let changed = needsLayout
            needsLayout.removeAll(keepingCapacity: true)
            for id in changed {
                guard let node = nodes[id] else { continue }
                let view = node.view
                let content = view.renderedContent
                guard case .container(let container) = content else { continue }
                if view !== window, needsNewWidget(for: content, over: node.content) {
                    rebuild(view)
                    continue
                }
                // A container's layout follows its subviews, which report no content change of it.
                if content != node.content, view !== window {
                    toolkit.show(content, previous: node.content, in: node.widget, input: node.input)
                    node.content = content
                }
                for (index, subview) in view.subviews.enumerated() {
                    guard let child = nodes[ObjectIdentifier(subview)], child.parent == id else { continue }
                    // Whether a child scrolls follows its place among its siblings.
                    if case .container = child.content,
                        needsNewWidget(for: subview.renderedContent, over: child.content)
                    {
                        rebuild(subview)
                        continue
                    }
                    toolkit.place(child.widget, in: node.widget, as: container.placement(ofSubviewAt: index))
                }
            }
        }
    }

    /// Whether content is shown by another kind of widget than the one made for `old`: a
    /// scrolling container's and a plain one's differ, as do a fixed-size container's and one
    /// its content sizes.
    private func needsNewWidget(for content: RenderedContent, over old: RenderedContent) -> Bool {
        guard case .container(let new) = content, case .container(let was) = old else { return false }
        return new.scrolls != was.scrolls || (new.fixedSize == nil) != (was.fixedSize == nil)
    }

    /// Replaces a view's widget (and its subtree's) with new ones, at the same place.
    private func rebuild(_ view: View) {
        let id = ObjectIdentifier(view)
        guard let node = nodes[id], let parentID = node.parent, let parentView = nodes[parentID]?.view,
            let index = nodes[parentID]?.children.firstIndex(of: id)
        else { return }
        detach(id, node)
        forget(id)
        if let widget = build(view) { attach(view, widget, to: parentView, at: index) }
    }

    // MARK: - Input

    /// The sink a view's widget sends the user's input to: the view acts on it, then its widget
    /// is given the view's state again, changed or not, so that a widget that changed itself on
    /// the click (a checkable button, a pressed tab) shows what the tree decided.
    private func inputSink(for view: View, serial: Int) -> UserInputSink {
        // The view is found through its node, not captured: a weak capture would give it a
        // side table (see `Node.view`). Input for a view the mirror no longer shows, or shows
        // through a newer widget, is dropped.
        let id = ObjectIdentifier(view)
        return UserInputSink { [weak self] input in
            guard let self, !self.isApplying, !self.isClosed, let node = self.nodes[id], node.serial == serial else {
                return
            }
            let view = node.view
            view.receive(input)
            guard view.window === self.window, !self.isClosed else { return }
            self.isApplying = true
            self.show(view.renderedContent, of: view)
            self.isApplying = false
        }
    }
}
