#if GTK
import DynamicType
import HeadlessUI
import SystemFonts

/// Shows a HeadlessUI `Window` through GTK widgets, live: the adapter on the tree's
/// rendering seam (`TreeRenderer`).
///
/// Every change the tree reports reaches the widgets on the GLib loop's next turn, before GTK lays
/// out and paints: views added, removed, moved or hidden, texts, placeholders, the fonts the
/// tree's walk resolved (after overrides, limits and Bold Text), button titles and states,
/// navigation bars and tab bars. The host computes nothing the tree knows: a font is drawn at the
/// size and weight the tree reports.
///
/// Each view becomes one widget: a plain view a vertical box, a label (or text view) a label, a
/// text field an entry, a button a button, a navigation bar a row of back button, items and
/// title, a tab bar a row of toggle buttons.
///
/// The host owns its widgets (a reference each) and its CSS provider. When its GTK window is
/// destroyed it unhooks: it stops following the tree, drops its widgets and takes its provider
/// off the display; every method stays safe to call and does nothing (or throws
/// ``GtkError/closed``).
///
/// ```swift
/// let host = try GtkHost(window: window)       // window: a HeadlessUI Window
/// try host.presentWindow(title: "Mail")         // follows the tree from now on
/// ```
@MainActor
public final class GtkHost: TreeRenderer {
    /// The headless window shown.
    public let window: Window
    /// The GTK widget holding the window's tree.
    public let widget: GtkWidgetHandle
    /// Whether the host's window was closed (or ``close()`` called): it shows nothing any more.
    public private(set) var isClosed = false
    /// How many batches of changes have been applied.
    public private(set) var renderCount = 0
    /// Called after each batch is applied to the widgets; GTK paints them on its next frame.
    public var onRender: (@MainActor () -> Void)?

    private struct Mirror {
        let widget: GtkWidgetHandle
        var fontClass: String?
    }

    private var mirrors: [ObjectIdentifier: Mirror] = [:]
    /// The view each mirrored widget shows: what a removed subtree is forgotten by, since its
    /// views may have changed (or gone) after they left the window, unreported.
    private var viewsByWidget: [GtkWidgetHandle: ObjectIdentifier] = [:]
    private var fontClasses: FontClasses?
    private var isRenderScheduled = false
    /// Set while the host writes the tree's state into widgets, whose signals (a slider's
    /// `value-changed`, a switch's `notify::active`) must then not come back as user input.
    private var isApplying = false
    private var presented: (window: GtkWidgetHandle, closeHandler: UInt)?

    /// Opens the display if needed, shares the window's app fonts with Pango, and starts
    /// following the window's tree.
    ///
    /// - Parameters:
    ///   - window: The headless window to show.
    /// - Throws: ``GtkError/noDisplay`` when GTK cannot open a display;
    ///   ``GtkError/widgetNotCreated(_:)`` when GTK makes no widget.
    public init(window: Window) throws(GtkError) {
        guard Gtk.initialize() else { throw .noDisplay }
        self.window = window
        widget = try Gtk.makeVerticalBox(spacing: 8)
        Gtk.setMargin(16, of: widget)
        fontClasses = try FontClasses()
        // Pango reads fontconfig's current configuration, not the library's private one.
        if let environment = window.fontEnvironment {
            environment.library.shareAppFontsWithCurrentConfiguration()
            Gtk.fontConfigurationChanged()
        }
        window.attachRenderer(self)
        render()
    }

    isolated deinit {
        if !isClosed { window.detachRenderer(self) }
        if let presented { Gtk.disconnect(presented.closeHandler, from: presented.window) }
    }

    /// Shows the host's widget in a new top-level window; closing that window closes the host.
    ///
    /// - Returns: The GTK window.
    /// - Throws: ``GtkError/closed`` after the host was closed; ``GtkError/widgetNotCreated(_:)``.
    @discardableResult
    public func presentWindow(title: String, width: Int = 480, height: Int = 640) throws(GtkError) -> GtkWidgetHandle {
        guard !isClosed else { throw .closed }
        let gtkWindow = try Gtk.presentWindow(title: title, child: widget, width: Int32(width), height: Int32(height))
        let handler = Gtk.onWindowClosed(gtkWindow) { [weak self] in self?.close() }
        presented = (gtkWindow, handler)
        return gtkWindow
    }

    /// The widget showing a view, while it is shown; `nil` after the host closed.
    public func widget(for view: View) -> GtkWidgetHandle? {
        mirrors[ObjectIdentifier(view)]?.widget
    }

    /// Stops following the tree, releases the widgets and takes the styles off the display; the
    /// GTK window, if the host presented one, is destroyed. Calling it again does nothing.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        window.detachRenderer(self)
        mirrors.removeAll()
        viewsByWidget.removeAll()
        fontClasses?.remove()
        fontClasses = nil
        if let presented {
            Gtk.disconnect(presented.closeHandler, from: presented.window)
            self.presented = nil
            Gtk.destroyWindow(presented.window)
        }
    }

    // MARK: - TreeRenderer

    /// Schedules ``render()`` on the GLib loop's next turn, once per batch.
    public func treeNeedsRendering(_ window: Window) {
        guard !isRenderScheduled, !isClosed else { return }
        isRenderScheduled = true
        Gtk.onIdle { [weak self] in
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
        fontClasses?.loadIfNeeded()
        renderCount += 1
        onRender?()
    }

    private func apply(_ change: TreeChange) {
        switch change {
        case .inserted(let view, let parent, let index):
            guard let parentWidget = container(for: parent), let built = build(view) else { return }
            Gtk.insert(built, into: parentWidget, at: index)
        case .removed(let view, _):
            guard let mirror = mirrors[ObjectIdentifier(view)] else { return }
            Gtk.removeFromBox(mirror.widget)
            forget(view)
        case .moved(let view, let parent, let index):
            guard let mirror = mirrors[ObjectIdentifier(view)], let parentWidget = container(for: parent) else {
                return
            }
            Gtk.removeFromBox(mirror.widget)
            Gtk.insert(mirror.widget, into: parentWidget, at: index)
        case .content(let view, let content):
            guard mirrors[ObjectIdentifier(view)] != nil else { return }
            show(content, of: view)
        case .hidden(let view, let hidden):
            guard let mirror = mirrors[ObjectIdentifier(view)] else { return }
            Gtk.setVisible(!hidden, of: mirror.widget)
        case .navigation, .statusBar:
            // The views a stack change swaps and its bar's content arrive as their own changes.
            break
        }
    }

    /// The widget children of `view` go into: the host's own for the window.
    private func container(for view: View) -> GtkWidgetHandle? {
        view === window ? widget : mirrors[ObjectIdentifier(view)]?.widget
    }

    /// Makes the widgets for a view and its subtree, as they are now.
    private func build(_ view: View) -> GtkWidgetHandle? {
        let content = view.renderedContent
        let made: GtkWidgetHandle
        do {
            switch content {
            case .container: made = try Gtk.makeVerticalBox(spacing: 4)
            case .text(let text) where text.kind == .field: made = try Gtk.makeEntry()
            case .text:
                made = try Gtk.makeLabel("")
                Gtk.alignLeading(made)
            case .button: made = try Gtk.makeButton("")
            case .navigationBar: made = try Gtk.makeHorizontalBox(spacing: 8)
            case .tabBar: made = try Gtk.makeHorizontalBox(spacing: 0, homogeneous: true)
            case .slider(let slider):
                made = try Gtk.makeScale(
                    minimum: Double(slider.minimumValue), maximum: Double(slider.maximumValue), step: 1)
            case .toggle: made = try Gtk.makeSwitch()
            }
        } catch {
            // GTK made no widget (out of memory); the view stays unshown rather than crash.
            return nil
        }
        mirrors[ObjectIdentifier(view)] = Mirror(widget: made)
        viewsByWidget[made] = ObjectIdentifier(view)
        connectInput(of: view, content: content, to: made)
        show(content, of: view)
        if view.isHidden { Gtk.setVisible(false, of: made) }
        if content == .container {
            for child in view.subviews {
                if let childWidget = build(child) { Gtk.append(childWidget, to: made) }
            }
            // A tab bar sits at the bottom, as UIKit's does: the content above it takes the
            // height left over.
            if view.subviews.last is TabBar, view.subviews.count > 1,
                let content = mirrors[ObjectIdentifier(view.subviews[view.subviews.count - 2])]?.widget
            {
                Gtk.setExpandsVertically(content)
            }
        }
        return made
    }

    /// Forgets the widgets of a removed view's subtree, as GTK has it: a view detached from
    /// that subtree after it left the window was never reported, but its widget is still there.
    private func forget(_ view: View) {
        guard let root = mirrors[ObjectIdentifier(view)]?.widget else { return }
        var pending = [root]
        while let current = pending.popLast() {
            guard let shown = viewsByWidget.removeValue(forKey: current) else { continue }
            mirrors.removeValue(forKey: shown)
            pending.append(contentsOf: Gtk.children(of: current))
        }
    }

    /// Puts a view's content into its widget.
    private func show(_ content: RenderedContent, of view: View) {
        guard let widget = mirrors[ObjectIdentifier(view)]?.widget else { return }
        switch content {
        case .container:
            break
        case .text(let text):
            if text.kind == .field {
                if Gtk.text(ofEntry: widget) != text.text ?? "" { Gtk.setEntryText(text.text ?? "", of: widget) }
                Gtk.setPlaceholder(text.placeholder, of: widget)
            } else {
                if Gtk.text(ofLabel: widget) != text.text ?? "" {
                    // Only a new text: setting the same one makes GTK lay the label out again.
                    Gtk.setText(text.text ?? "", of: widget)
                }
                Gtk.setLines(text.numberOfLines, lineBreakMode: text.lineBreakMode, of: widget)
            }
            setFont(text.font, of: view)
        case .button(let button):
            Gtk.setButtonLabel(button.title ?? "", of: widget)
            Gtk.setSensitive(!button.state.contains(.disabled), of: widget)
            Gtk.setState(.checked, button.state.contains(.selected), of: widget)
            Gtk.setState(.active, button.state.contains(.highlighted), of: widget)
            setFont(button.font, of: view)
        case .navigationBar(let bar):
            showNavigationBar(bar, in: widget, of: view as? NavigationBar)
        case .tabBar(let bar):
            showTabBar(bar, in: widget, of: view as? TabBar)
            setFont(bar.font, of: view)
        case .slider(let slider):
            Gtk.setRange(Double(slider.minimumValue), Double(slider.maximumValue), of: widget)
            if Gtk.value(of: widget) != Double(slider.value) { Gtk.setValue(Double(slider.value), of: widget) }
        case .toggle(let toggle):
            if Gtk.isOn(widget) != toggle.isOn { Gtk.setOn(toggle.isOn, of: widget) }
        }
    }

    // MARK: - Input

    /// Sends what the user does to a control's widget back to the control, as its new value and
    /// its actions: a click to a button, a drag to a slider, a flip to a switch. The tree then
    /// reports its changes like any other.
    private func connectInput(of view: View, content: RenderedContent, to widget: GtkWidgetHandle) {
        switch view {
        case let button as Button:
            Gtk.onSignal("clicked", of: widget) { [weak button] in button?.sendActions(for: .touchUpInside) }
        case let slider as Slider:
            Gtk.onSignal("value-changed", of: widget) { [weak self, weak slider, weak widget] in
                guard let self, !self.isApplying, let slider, let widget else { return }
                slider.value = Float(Gtk.value(of: widget))
                slider.sendActions(for: .valueChanged)
            }
        case let toggle as Switch:
            Gtk.onNotify("active", of: widget) { [weak self, weak toggle, weak widget] in
                guard let self, !self.isApplying, let toggle, let widget else { return }
                toggle.isOn = Gtk.isOn(widget)
                toggle.sendActions(for: .valueChanged)
            }
        case let control as Control where content == .container:
            // A control drawn as its subviews (a table cell, a card): a click anywhere on it.
            Gtk.onClick(of: widget) { [weak control] in control?.sendActions(for: .touchUpInside) }
        default:
            break
        }
    }

    private func setFont(_ font: RenderedFont?, of view: View) {
        guard let fontClasses, var mirror = mirrors[ObjectIdentifier(view)] else { return }
        let name = font.map(fontClasses.className(for:))
        guard name != mirror.fontClass else { return }
        if let old = mirror.fontClass { Gtk.removeClass(old, from: mirror.widget) }
        if let name { Gtk.addClass(name, to: mirror.widget) }
        mirror.fontClass = name
        mirrors[ObjectIdentifier(view)] = mirror
    }

    /// A bar is a row: back button, leading items, title, trailing items; rebuilt whole, since
    /// it holds a handful of widgets.
    private func showNavigationBar(
        _ bar: RenderedContent.NavigationBar, in row: GtkWidgetHandle, of view: NavigationBar?
    ) {
        Gtk.removeAllChildren(of: row)
        do {
            if let back = bar.backTitle {
                let button = try Gtk.makeButton("‹ " + back)
                Gtk.onSignal("clicked", of: button) { [weak view] in view?.sendBackAction() }
                Gtk.append(button, to: row)
            }
            for (index, item) in bar.leftItems.enumerated() {
                Gtk.append(
                    try barButton(item) { [weak view] in view?.topItem?.leftBarButtonItems.element(at: index) }, to: row
                )
            }
            let title = try Gtk.makeLabel(bar.title ?? "")
            Gtk.setExpandsHorizontally(title)
            if let font = bar.titleFont, let fontClasses { Gtk.addClass(fontClasses.className(for: font), to: title) }
            Gtk.append(title, to: row)
            for (index, item) in bar.rightItems.enumerated() {
                Gtk.append(
                    try barButton(item) { [weak view] in view?.topItem?.rightBarButtonItems.element(at: index) },
                    to: row)
            }
        } catch {
            // A widget GTK did not make is left out of the bar.
        }
    }

    /// A bar button item's button; a click sends the action of the item `source` finds then.
    private func barButton(
        _ item: RenderedContent.BarItem, source: @escaping @MainActor () -> BarButtonItem?
    ) throws(GtkError) -> GtkWidgetHandle {
        let button = try Gtk.makeButton(item.title ?? "")
        Gtk.onSignal("clicked", of: button) { _ = source()?.sendAction() }
        Gtk.setSensitive(item.isEnabled, of: button)
        if let font = item.font, let fontClasses { Gtk.addClass(fontClasses.className(for: font), to: button) }
        return button
    }

    /// A tab bar is a row of toggle buttons, the selected one pressed; rebuilt whole. A click
    /// selects the tab as a tap does, and leaves only the selected one pressed.
    private func showTabBar(_ bar: RenderedContent.TabBar, in row: GtkWidgetHandle, of view: TabBar?) {
        Gtk.removeAllChildren(of: row)
        for (index, title) in bar.titles.enumerated() {
            guard let tab = try? Gtk.makeToggleButton(title) else { continue }
            Gtk.setActive(index == bar.selectedIndex, of: tab)
            Gtk.onSignal("clicked", of: tab) { [weak view, weak tab] in
                view?.select(itemAt: index)
                if let tab { Gtk.setActive(view?.selectedIndex == index, of: tab) }
            }
            Gtk.append(tab, to: row)
        }
    }

    // MARK: - Reading back

    /// The GTK widget tree the host shows, as GTK and Pango have it now; empty after closing.
    public func dump() -> GtkWidgetDump {
        guard !isClosed else { return GtkWidgetDump(kind: "closed") }
        return Self.dump(widget)
    }

    private static func dump(_ widget: GtkWidgetHandle) -> GtkWidgetDump {
        let kind = Gtk.typeName(of: widget)
        var dump = GtkWidgetDump(
            kind: kind, isVisible: Gtk.isVisible(widget), isSensitive: Gtk.isSensitive(widget),
            expandsVertically: Gtk.expandsVertically(widget))
        switch kind {
        case "GtkLabel": dump.text = Gtk.text(ofLabel: widget)
        case "GtkEntry":
            dump.text = Gtk.text(ofEntry: widget)
            dump.placeholder = Gtk.placeholder(of: widget)
        case "GtkButton":
            dump.text = Gtk.label(ofButton: widget)
            dump.isSelected = Gtk.hasState(.checked, widget)
            dump.isHighlighted = Gtk.hasState(.active, widget)
        case "GtkToggleButton":
            dump.text = Gtk.label(ofButton: widget)
            dump.isActive = Gtk.isActive(widget)
        case "GtkScale": dump.value = Gtk.value(of: widget)
        case "GtkSwitch": dump.isActive = Gtk.isOn(widget)
        default: break
        }
        if dump.text != nil {
            let font = Gtk.font(of: widget)
            dump.pixelSize = (font.pixelSize * 100).rounded() / 100
            dump.weight = font.weight
        }
        // A button's and an entry's insides are GTK's own.
        if kind == "GtkBox" { dump.children = Gtk.children(of: widget).map { Self.dump($0) } }
        return dump
    }
}

extension Array {
    /// The element at `index`, or `nil` outside the array: a bar's items may have changed since
    /// its buttons were made.
    fileprivate func element(at index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
#endif
