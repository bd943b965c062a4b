#if Qt
import DynamicType
import HeadlessUI
import SystemFonts

/// Shows a HeadlessUI `Window` through Qt widgets, live: the adapter on the tree's rendering seam
/// (`TreeRenderer`), as `GtkHost` is for GTK.
///
/// Every change the tree reports reaches the widgets on the Qt event loop's next turn: views added,
/// removed, moved or hidden, texts, placeholders, the fonts the tree's walk resolved (after
/// overrides, limits and Bold Text), button titles and states, navigation bars and tab bars. The
/// host computes nothing the tree knows: a font is drawn at the pixel size, weight and family the
/// tree reports (`RenderedFont`), in the app's own face, registered with Qt's font database from
/// the file the tree resolved it to.
///
/// Each view becomes one widget: a plain view a widget with a vertical box layout, a label (or
/// text view) a `QLabel` (wrapping when it may take more than one line), a text field a
/// `QLineEdit`, a button a `QPushButton`, a
/// navigation bar a row of back button, items and title, a tab bar a row of checkable buttons, a
/// slider a `QSlider`, a switch a `QCheckBox`.
///
/// The host owns its widgets. When its Qt window is closed it unhooks: it stops following the tree
/// and drops its widgets; every method stays safe to call and does nothing (or throws
/// ``QtError/closed``).
///
/// ```swift
/// let bridge = try QtMainActorBridge()        // main-actor work inside Qt's loop
/// let host = try QtHost(window: window)       // window: a HeadlessUI Window
/// try host.presentWindow(title: "Mail")       // follows the tree from now on
/// bridge.run { host.isClosed }
/// ```
@MainActor
public final class QtHost: TreeRenderer {
    /// The headless window shown.
    public let window: Window
    /// The Qt widget holding the window's tree.
    public let widget: QtWidgetHandle
    /// Whether the host's window was closed (or ``close()`` called): it shows nothing any more.
    public private(set) var isClosed = false
    /// How many batches of changes have been applied.
    public private(set) var renderCount = 0
    /// Called after each batch is applied to the widgets; Qt paints them on its next turn.
    public var onRender: (@MainActor () -> Void)?

    private var mirrors: [ObjectIdentifier: QtWidgetHandle] = [:]
    /// The view each mirrored widget shows: what a removed subtree is forgotten by, since its
    /// views may have changed (or gone) after they left the window, unreported.
    private var viewsByWidget: [QtWidgetHandle: ObjectIdentifier] = [:]
    /// The font each mirrored widget was last given, so an unchanged font is not set again.
    private var fonts: [ObjectIdentifier: RenderedFont] = [:]
    private let fontApplier = QtFontApplier()
    private var isRenderScheduled = false
    /// Set while the host writes the tree's state into widgets, whose signals (a slider's
    /// `valueChanged`, a check box's `toggled`) must then not come back as user input.
    private var isApplying = false
    private var presented: (window: QtWidgetHandle, closeWatch: QtObjectHandle?)?

    /// Makes the process's QApplication if there is none and starts following the window's tree.
    ///
    /// - Parameters:
    ///   - window: The headless window to show.
    /// - Throws: ``QtError/noDisplay`` when no QApplication can be made;
    ///   ``QtError/widgetNotCreated(_:)`` when Qt makes no widget.
    public init(window: Window) throws(QtError) {
        try Qt.ensureApplication()
        self.window = window
        widget = try Qt.makeBox(vertical: true, spacing: 8)
        Qt.setMargins(16, of: widget)
        window.attachRenderer(self)
        render()
    }

    isolated deinit {
        if !isClosed { window.detachRenderer(self) }
    }

    /// Shows the host's widget in a new top-level window that scrolls it vertically; closing that
    /// window closes the host, on the loop's next turn, when Qt deletes the closed window.
    ///
    /// - Returns: The Qt window.
    /// - Throws: ``QtError/closed`` after the host was closed; ``QtError/widgetNotCreated(_:)``.
    @discardableResult
    public func presentWindow(title: String, width: Int = 480, height: Int = 640) throws(QtError) -> QtWidgetHandle {
        guard !isClosed else { throw .closed }
        let qtWindow = try Qt.presentWindow(
            title: title, child: widget, width: Int32(clamping: width), height: Int32(clamping: height))
        let watch = Qt.onDestroyed(qtWindow) { [weak self] in
            // The window is being destroyed (Qt is in its destructor): forget it before closing,
            // so that close() does not destroy it again.
            self?.presented = nil
            self?.close()
        }
        presented = (qtWindow, watch)
        return qtWindow
    }

    /// The widget showing a view, while it is shown; `nil` after the host closed.
    public func widget(for view: View) -> QtWidgetHandle? {
        mirrors[ObjectIdentifier(view)]
    }

    /// Stops following the tree and releases the widgets; the Qt window, if the host presented
    /// one, is destroyed. Calling it again does nothing.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        window.detachRenderer(self)
        mirrors.removeAll()
        viewsByWidget.removeAll()
        fonts.removeAll()
        if let presented {
            self.presented = nil
            presented.closeWatch?.destroy()
            Qt.destroy(presented.window)
        }
    }

    // MARK: - TreeRenderer

    /// Schedules ``render()`` on the Qt loop's next turn, once per batch.
    public func treeNeedsRendering(_ window: Window) {
        guard !isRenderScheduled, !isClosed else { return }
        isRenderScheduled = true
        Qt.onNextTurn { [weak self] in
            self?.isRenderScheduled = false
            self?.render()
        }
    }

    /// Applies the tree's pending changes to the widgets now; the loop does it by itself on its
    /// next turn.
    public func render() {
        guard !isClosed else { return }
        let changes = window.takeChanges()
        guard !changes.isEmpty else { return }
        isApplying = true
        for change in changes { apply(change) }
        isApplying = false
        renderCount += 1
        onRender?()
    }

    private func apply(_ change: TreeChange) {
        switch change {
        case .inserted(let view, let parent, let index):
            guard let parentWidget = container(for: parent), let built = build(view) else { return }
            Qt.insert(built, into: parentWidget, at: index, hidden: view.isHidden)
            updateStretch(of: parent)
        case .removed(let view, let parent):
            guard let shown = mirrors[ObjectIdentifier(view)] else { return }
            Qt.removeFromBox(shown)
            forget(view)
            updateStretch(of: parent)
        case .moved(let view, let parent, let index):
            guard let shown = mirrors[ObjectIdentifier(view)], let parentWidget = container(for: parent) else {
                return
            }
            Qt.removeFromBox(shown)
            Qt.insert(shown, into: parentWidget, at: index, hidden: view.isHidden)
            updateStretch(of: parent)
        case .content(let view, let content):
            guard mirrors[ObjectIdentifier(view)] != nil else { return }
            show(content, of: view)
        case .hidden(let view, let hidden):
            guard let shown = mirrors[ObjectIdentifier(view)] else { return }
            Qt.setHidden(hidden, of: shown)
        case .navigation, .statusBar:
            // The views a stack change swaps and its bar's content arrive as their own changes.
            break
        }
    }

    /// The widget children of `view` go into: the host's own for the window.
    private func container(for view: View) -> QtWidgetHandle? {
        view === window ? widget : mirrors[ObjectIdentifier(view)]
    }

    /// The window's views fill it, as a root view fills a UIKit window; a tab bar sits at the
    /// bottom, as UIKit's does: the subview above it takes the height left over (a stretch factor
    /// in its box), and no other does.
    private func updateStretch(of view: View) {
        guard let box = container(for: view) else { return }
        let expanding = Self.expandingSubview(of: view)
        for child in view.subviews {
            guard let shown = mirrors[ObjectIdentifier(child)] else { continue }
            Qt.setStretch(view === window || child === expanding ? 1 : 0, of: shown, in: box)
        }
    }

    /// The subview that takes the height left over: the one above a trailing tab bar.
    static func expandingSubview(of view: View) -> View? {
        guard view.subviews.last is TabBar, view.subviews.count > 1 else { return nil }
        return view.subviews[view.subviews.count - 2]
    }

    /// Makes the widgets for a view and its subtree, as they are now.
    private func build(_ view: View) -> QtWidgetHandle? {
        let content = view.renderedContent
        let made: QtWidgetHandle
        do {
            switch content {
            case .container: made = try Qt.makeBox(vertical: true, spacing: 4)
            case .text(let text) where text.kind == .field: made = try Qt.makeLineEdit()
            case .text: made = try Qt.makeLabel("")
            case .button: made = try Qt.makeButton("")
            case .navigationBar: made = try Qt.makeBox(vertical: false, spacing: 8)
            case .tabBar: made = try Qt.makeBox(vertical: false, spacing: 0)
            case .slider(let slider):
                made = try Qt.makeSlider(
                    minimum: Self.sliderStep(slider.minimumValue), maximum: Self.sliderStep(slider.maximumValue))
            case .toggle: made = try Qt.makeCheckBox()
            }
        } catch {
            // Qt made no widget (out of memory); the view stays unshown rather than crash.
            return nil
        }
        mirrors[ObjectIdentifier(view)] = made
        viewsByWidget[made] = ObjectIdentifier(view)
        connectInput(of: view, content: content, to: made)
        show(content, of: view)
        if content == .container {
            for (index, child) in view.subviews.enumerated() {
                if let childWidget = build(child) {
                    Qt.insert(childWidget, into: made, at: index, hidden: child.isHidden)
                }
            }
            updateStretch(of: view)
        }
        return made
    }

    /// A slider's value as a `QSlider` step: Qt's sliders hold whole numbers.
    static func sliderStep(_ value: Float) -> Int32 {
        guard value.isFinite else { return 0 }
        return Int32(clamping: Int(value.rounded().clamped(to: -1e9...1e9)))
    }

    /// Forgets the widgets of a removed view's subtree, as Qt has it: a view detached from that
    /// subtree after it left the window was never reported, but its widget is still there.
    private func forget(_ view: View) {
        guard let root = mirrors[ObjectIdentifier(view)] else { return }
        var pending = [root]
        while let current = pending.popLast() {
            guard let shown = viewsByWidget.removeValue(forKey: current) else { continue }
            let mirror = mirrors.removeValue(forKey: shown)
            fonts.removeValue(forKey: shown)
            if let mirror { pending.append(contentsOf: Qt.children(of: mirror)) }
        }
    }

    /// Puts a view's content into its widget.
    private func show(_ content: RenderedContent, of view: View) {
        guard let shown = mirrors[ObjectIdentifier(view)] else { return }
        switch content {
        case .container:
            break
        case .text(let text):
            // Only a new text: setting the same one makes Qt lay the widget out again.
            if Qt.text(of: shown) != text.text ?? "" { Qt.setText(text.text ?? "", of: shown) }
            if text.kind == .field {
                Qt.setPlaceholder(text.placeholder, of: shown)
            } else {
                Qt.setLineLimit(text.numberOfLines, lineBreakMode: text.lineBreakMode, of: shown)
            }
            setFont(text.font, of: view)
        case .button(let button):
            Qt.setText(button.title ?? "", of: shown)
            Qt.setEnabled(!button.state.contains(.disabled), of: shown)
            Qt.setChecked(button.state.contains(.selected), of: shown)
            Qt.setDown(button.state.contains(.highlighted), of: shown)
            setFont(button.font, of: view)
        case .navigationBar(let bar):
            showNavigationBar(bar, in: shown, of: view as? NavigationBar)
        case .tabBar(let bar):
            showTabBar(bar, in: shown, of: view as? TabBar)
        case .slider(let slider):
            Qt.setRange(
                Int(Self.sliderStep(slider.minimumValue)), Int(Self.sliderStep(slider.maximumValue)), of: shown)
            let step = Int(Self.sliderStep(slider.value))
            if Qt.value(of: shown) != step { Qt.setValue(step, of: shown) }
        case .toggle(let toggle):
            if Qt.isChecked(shown) != toggle.isOn { Qt.setChecked(toggle.isOn, of: shown) }
        }
    }

    // MARK: - Fonts

    private func setFont(_ font: RenderedFont?, of view: View) {
        let key = ObjectIdentifier(view)
        guard let shown = mirrors[key], fonts[key] != font else { return }
        fonts[key] = font
        if let font { apply(font, to: shown) } else { Qt.unsetFont(of: shown) }
    }

    private func apply(_ font: RenderedFont, to widget: QtWidgetHandle) {
        fontApplier.apply(font, to: widget)
    }

    // MARK: - Input

    /// Sends what the user does to a control's widget back to the control, as its new value and
    /// its actions: a click to a button, a drag to a slider, a toggle to a switch. The tree then
    /// reports its changes like any other.
    private func connectInput(of view: View, content: RenderedContent, to widget: QtWidgetHandle) {
        switch view {
        case let button as Button:
            Qt.onActivated(widget) { [weak button, weak widget] in
                guard let button else { return }
                button.sendActions(for: .touchUpInside)
                // The tree owns the selected state; a click does not toggle it in Qt.
                if let widget { Qt.setChecked(button.state.contains(.selected), of: widget) }
            }
        case let slider as Slider:
            Qt.onActivated(widget) { [weak self, weak slider, weak widget] in
                guard let self, !self.isApplying, let slider, let widget else { return }
                slider.value = Float(Qt.value(of: widget))
                slider.sendActions(for: .valueChanged)
            }
        case let toggle as Switch:
            Qt.onActivated(widget) { [weak self, weak toggle, weak widget] in
                guard let self, !self.isApplying, let toggle, let widget else { return }
                toggle.isOn = Qt.isChecked(widget)
                toggle.sendActions(for: .valueChanged)
            }
        case let control as Control where content == .container:
            // A control drawn as its subviews (a table cell, a card): a click anywhere on it.
            Qt.onClick(widget) { [weak control] in control?.sendActions(for: .touchUpInside) }
        default:
            break
        }
    }

    /// A bar is a row: back button, leading items, title, trailing items; rebuilt whole, since
    /// it holds a handful of widgets.
    private func showNavigationBar(
        _ bar: RenderedContent.NavigationBar, in row: QtWidgetHandle, of view: NavigationBar?
    ) {
        Qt.removeAllChildren(of: row)
        var index = 0
        func append(_ child: QtWidgetHandle) {
            Qt.insert(child, into: row, at: index, hidden: false)
            index += 1
        }
        do {
            if let back = bar.backTitle {
                let button = try Qt.makeButton("‹ " + back)
                Qt.onActivated(button) { [weak view] in view?.sendBackAction() }
                append(button)
            }
            for (position, item) in bar.leftItems.enumerated() {
                append(
                    try barButton(item) { [weak view] in view?.topItem?.leftBarButtonItems.element(at: position) })
            }
            let title = try Qt.makeLabel(bar.title ?? "")
            Qt.centerLabel(title)
            if let font = bar.titleFont { apply(font, to: title) }
            append(title)
            Qt.setStretch(1, of: title, in: row)
            for (position, item) in bar.rightItems.enumerated() {
                append(
                    try barButton(item) { [weak view] in view?.topItem?.rightBarButtonItems.element(at: position) })
            }
        } catch {
            // A widget Qt did not make is left out of the bar.
        }
    }

    /// A bar button item's button; a click sends the action of the item `source` finds then.
    private func barButton(
        _ item: RenderedContent.BarItem, source: @escaping @MainActor () -> BarButtonItem?
    ) throws(QtError) -> QtWidgetHandle {
        let button = try Qt.makeButton(item.title ?? "")
        Qt.onActivated(button) { _ = source()?.sendAction() }
        Qt.setEnabled(item.isEnabled, of: button)
        if let font = item.font { apply(font, to: button) }
        return button
    }

    /// A tab bar is a row of checkable buttons, the selected one checked; rebuilt whole. A click
    /// selects the tab as a tap does, and leaves only the selected one checked.
    private func showTabBar(_ bar: RenderedContent.TabBar, in row: QtWidgetHandle, of view: TabBar?) {
        Qt.removeAllChildren(of: row)
        for (index, title) in bar.titles.enumerated() {
            guard let tab = try? Qt.makeButton(title, checkable: true) else { continue }
            Qt.setChecked(index == bar.selectedIndex, of: tab)
            if let font = bar.font { apply(font, to: tab) }
            // The tab is held by its own handler, which Qt deletes with the tab: no cycle, and the
            // handle outlives this function for the state to be set again after a click.
            Qt.onActivated(tab) { [weak view] in
                view?.select(itemAt: index)
                // Selecting the tab already selected changes nothing in the tree: set it again.
                Qt.setChecked(view?.selectedIndex == index, of: tab)
            }
            Qt.insert(tab, into: row, at: index, hidden: false)
        }
    }
}

extension Array {
    /// The element at `index`, or `nil` outside the array: a bar's items may have changed since
    /// its buttons were made.
    fileprivate func element(at index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}

extension Comparable {
    fileprivate func clamped(to range: ClosedRange<Self>) -> Self {
        Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}
#endif
