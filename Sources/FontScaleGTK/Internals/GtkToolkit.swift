#if GTK
import DynamicType
import Foundation
import HeadlessUI

/// GTK's side of the shared ``WidgetMirror``: which GTK widget shows each kind of content, and
/// how content goes into it. Everything else (the map, batching, layout rules, input routing) is
/// the mirror's.
///
/// A plain view is a vertical `GtkBox` (in a `GtkScrolledWindow` where the tree says its content
/// scrolls; in a `GtkOverlay` its content does not size where the tree gives it a fixed size in a
/// stack, which clips it where the view clips to its bounds), a stack view a `GtkBox` with the
/// stack's direction, spacing and margins, a label (or text view) a `GtkLabel`, a text field a
/// `GtkEntry`, a button a `GtkButton`, a slider a `GtkScale`, a switch a `GtkSwitch`. The rest is
/// drawn as GNOME's apps draw it: a navigation bar is a `GtkHeaderBar` (back button and leading
/// items at its start, the title as its title widget, trailing items at its end), which becomes the
/// window's title bar once the host is in a window (``showBars(in:)``); a tab bar a view switcher
/// bar of flat toggle buttons; a table view a boxed `GtkListBox` whose cells are rows, the title at
/// the start and the accessory at the end (``GtkNativeStyles``). Fonts are CSS classes from
/// ``GtkFontClasses``, loaded once per batch. Button titles, bar titles and tabs are shortened with an
/// ellipsis rather than widening the window; a header bar's buttons keep their whole titles, its
/// title shortened first, as in GNOME's apps. A button, bar button or tab the tree gives large
/// content carries a `GtkPopover` with the title in the tree's font, which a press held on the item
/// shows (``GtkLargeContentPress``).
@MainActor
final class GtkToolkit: WidgetToolkit {
    private var fontClasses: GtkFontClasses?
    private var nativeStyles: GtkNativeStyles?
    /// The box that is the window's title bar once the host is in a window: GTK 4.8 takes a
    /// title bar only before it realizes the window, so bars are swapped inside it.
    private var titlebarSlot: GtkWidgetHandle?
    /// The title bar shown while the tree has no navigation bar: the window's title, as GNOME's
    /// apps always have a header bar.
    private var plainTitlebar: GtkWidgetHandle?
    /// The navigation bar the window's title bar shows, and the hidden widget that keeps its
    /// place among its siblings (so positions the mirror gives stay right).
    private var windowBar: (bar: GtkWidgetHandle, standIn: GtkWidgetHandle)?
    /// The first navigation bar shown in the host's widgets before there was a window, which
    /// ``showBars(in:)`` moves to the title bar.
    private var inlineBar: GtkWidgetHandle?

    /// The widget last inserted into each box in the batch being applied, and its index there:
    /// the mirror builds a screen's views in order, so each finds the sibling before it at once
    /// rather than by a walk over the box's children (quadratic in the screen's size). Emptied by
    /// any removal, which moves indices, and at the end of each batch.
    private var lastInserted: [UnsafeMutableRawPointer: (child: GtkWidgetHandle, index: Int)] = [:]

    /// The distance between the subviews of a plain view's column, in pixels: GTK's choice, as
    /// the tree gives a plain view's subviews no layout.
    private static let columnSpacing: Int32 = 4

    init() throws(GtkError) {
        fontClasses = try GtkFontClasses()
        nativeStyles = try GtkNativeStyles()
    }

    /// The theme's button padding, border and smallest size, measured once.
    private(set) lazy var buttonChrome: ButtonChrome = Gtk.buttonChrome()

    /// Takes the styles off the display for good, and the navigation bar out of the window's
    /// title bar.
    func close() {
        fontClasses?.remove()
        fontClasses = nil
        nativeStyles?.remove()
        nativeStyles = nil
        if let titlebarSlot { Gtk.removeAllChildren(of: titlebarSlot) }
        lastInserted.removeAll()
        titlebarSlot = nil
        plainTitlebar = nil
        windowBar = nil
        inlineBar = nil
    }

    // MARK: - The window's title bar

    /// Shows the tree's navigation bar as `window`'s title bar from now on: the one shown in
    /// the host's widgets now moves there, leaving a stand-in in its place; while the tree has
    /// none, a plain header bar with the window's title.
    func showBars(in window: GtkWidgetHandle) throws(GtkError) {
        let slot = try Gtk.makeVerticalBox(spacing: 0)
        let plain = try Gtk.makeHeaderBarWithWindowTitle()
        Gtk.append(plain, to: slot)
        Gtk.setTitlebar(slot, of: window)
        titlebarSlot = slot
        plainTitlebar = plain
        guard let bar = inlineBar, let box = Gtk.parent(of: bar) else { return }
        inlineBar = nil
        let index = Gtk.children(of: box).firstIndex { $0.pointer == bar.pointer } ?? 0
        Gtk.removeFromBox(bar)
        lastInserted.removeAll()
        if !insertIntoTitlebar(bar, into: box, at: index) { insertInOrder(bar, into: box, at: index) }
    }

    /// The navigation bar shown in the window's title bar in place of `widget`, if `widget` is
    /// its stand-in.
    func bar(standingIn widget: GtkWidgetHandle) -> GtkWidgetHandle? {
        guard let windowBar, windowBar.standIn.pointer == widget.pointer else { return nil }
        return windowBar.bar
    }

    /// Puts a navigation bar into the window's title bar, a stand-in into its box; `false` when
    /// there is no window or its title bar shows another bar already (this one then goes into
    /// the box, a header bar inside the content, as GNOME's split views have).
    private func insertIntoTitlebar(_ bar: GtkWidgetHandle, into box: GtkWidgetHandle, at index: Int) -> Bool {
        guard let titlebarSlot, windowBar == nil, let standIn = try? Gtk.makeStandIn() else { return false }
        insertInOrder(standIn, into: box, at: index)
        Gtk.removeAllChildren(of: titlebarSlot)
        Gtk.append(bar, to: titlebarSlot)
        windowBar = (bar, standIn)
        return true
    }

    func makeWidget(for content: RenderedContent, input: UserInputSink) -> GtkWidgetHandle? {
        let made: GtkWidgetHandle
        do {
            switch content {
            case .container(let container) where container.scrolls:
                made = try Gtk.makeScrollingColumn(spacing: 4)
                // A window's page keeps GNOME's margins; a scroll view's content is the tree's.
                if container.stack == nil { Gtk.addClass(GtkNativeStyles.pageClass, to: made) }
            case .container(let container) where container.role == .list: made = try Gtk.makeBoxedList()
            case .container(let container) where container.role == .row:
                made = try Gtk.makeHorizontalBox(spacing: 12)
                Gtk.addClass(GtkNativeStyles.rowClass, to: made)
            case .container(let container) where container.fixedSize != nil:
                made = try Gtk.makeFixedColumn(spacing: Self.columnSpacing)
            case .container: made = try Gtk.makeVerticalBox(spacing: Self.columnSpacing)
            case .text(let text) where text.kind == .field: made = try Gtk.makeEntry()
            case .text(let text):
                // Made with its text, as an app's own label is: set afterwards, GTK would lay
                // out the empty one first and then the text.
                made = try Gtk.makeLabel(text.text ?? "")
                Gtk.alignLeading(made)
            case .button: made = try Gtk.makeButton("")
            case .navigationBar: made = try Gtk.makeHeaderBar()
            case .tabBar:
                made = try Gtk.makeHorizontalBox(spacing: 6, homogeneous: true)
                Gtk.addClass(GtkNativeStyles.viewSwitcherBarClass, to: made)
            case .slider(let slider):
                made = try Gtk.makeScale(
                    minimum: Double(slider.minimumValue), maximum: Double(slider.maximumValue), step: 1)
            case .toggle: made = try Gtk.makeSwitch()
            }
        } catch {
            return nil
        }
        connectInput(of: made, content: content, to: input)
        return made
    }

    /// Sends what the user does to a widget to its view: a click, a drag, a flip. A bar's
    /// buttons are connected when the bar is filled.
    private func connectInput(of widget: GtkWidgetHandle, content: RenderedContent, to input: UserInputSink) {
        switch content {
        case .button:
            Gtk.onSignal("clicked", of: widget) { input.send(.tap) }
            Gtk.onPressAndHold(of: widget)
        case .slider:
            Gtk.onSignal("value-changed", of: widget) { [weak widget] in
                if let widget { input.send(.value(Float(Gtk.value(of: widget)))) }
            }
        case .toggle:
            Gtk.onNotify("active", of: widget) { [weak widget] in
                if let widget { input.send(.toggle(Gtk.isOn(widget))) }
            }
        case .container(let container) where container.acceptsTaps:
            Gtk.onClick(of: widget) { input.send(.tap) }
        default:
            break
        }
    }

    func show(
        _ content: RenderedContent, previous: RenderedContent?, in widget: GtkWidgetHandle, input: UserInputSink
    ) {
        switch content {
        case .container(let container):
            // A stack's box takes its rules; a plain view's column keeps the one it was made with.
            if let stack = container.stack, content != previous { Gtk.arrange(widget, as: stack) }
            let old: RenderedContent.Container? = if case .container(let old) = previous { old } else { nil }
            if container.fixedSize != old?.fixedSize { Gtk.fixSize(of: widget, to: container.fixedSize) }
            // A scrolled window clips by itself; a box draws past its edges unless told not to.
            if container.clips != old?.clips ?? false, !container.scrolls { Gtk.setClips(container.clips, of: widget) }
        case .text(let text):
            if text.kind == .field {
                // Only a new text: resetting the entry's own would move the user's cursor.
                if Gtk.text(ofEntry: widget) != text.text ?? "" { Gtk.setEntryText(text.text ?? "", of: widget) }
                Gtk.setPlaceholder(text.placeholder, of: widget)
            } else {
                // Only a new text: setting the same one makes GTK lay the label out again. The
                // text the widget was last given is asked of GTK only when the tree's changed,
                // which a font change (every label at once) does not.
                let textChanged = if case .text(let old)? = previous { old.text != text.text } else { true }
                if textChanged, Gtk.text(ofLabel: widget) != text.text ?? "" {
                    Gtk.setText(text.text ?? "", of: widget)
                }
                Gtk.setLines(text.numberOfLines, lineBreakMode: text.lineBreakMode, of: widget)
            }
            setFont(text.font, previous: previous?.font, of: widget)
        case .button(let button):
            Gtk.setButtonLabel(button.title ?? "", of: widget)
            // A title longer than the button's width is shortened, as UIKit's title label is,
            // instead of widening the button and its window.
            if let label = Gtk.child(of: widget) {
                Gtk.setLines(button.numberOfLines, lineBreakMode: button.lineBreakMode, of: label)
            }
            Gtk.setSensitive(!button.state.contains(.disabled), of: widget)
            Gtk.setState(.checked, button.state.contains(.selected), of: widget)
            Gtk.setState(.active, button.state.contains(.highlighted), of: widget)
            setFont(button.font, previous: previous?.font, ofButton: widget)
            showLargeContent(button.largeContent, on: widget)
        case .navigationBar(let bar):
            guard previous != content else { return }
            if case .navigationBar(let old)? = previous, restyle(bar, over: old, in: widget) { return }
            showNavigationBar(bar, in: widget, input: input)
        case .tabBar(let bar):
            showTabBar(bar, previous: previous, in: widget, input: input)
        case .slider(let slider):
            Gtk.setRange(Double(slider.minimumValue), Double(slider.maximumValue), of: widget)
            if Gtk.value(of: widget) != Double(slider.value) { Gtk.setValue(Double(slider.value), of: widget) }
        case .toggle(let toggle):
            if Gtk.isOn(widget) != toggle.isOn { Gtk.setOn(toggle.isOn, of: widget) }
        }
    }

    func insert(_ child: GtkWidgetHandle, into parent: GtkWidgetHandle, at index: Int) {
        let box = Gtk.contentBox(of: parent)
        if Gtk.isHeaderBar(child) {
            if insertIntoTitlebar(child, into: box, at: index) { return }
            if titlebarSlot == nil, inlineBar == nil { inlineBar = child }
        }
        insertInOrder(child, into: box, at: index)
    }

    /// Puts `child` into `box` at `index`: right after the widget last inserted there when that
    /// one is at `index - 1`, else by GTK's links from the first child.
    private func insertInOrder(_ child: GtkWidgetHandle, into box: GtkWidgetHandle, at index: Int) {
        if let last = lastInserted[box.pointer], last.index == index - 1, Gtk.isChild(last.child, of: box) {
            Gtk.insert(child, into: box, after: last.child)
        } else {
            Gtk.insert(child, into: box, at: index)
        }
        lastInserted[box.pointer] = (child, index)
    }

    func remove(_ child: GtkWidgetHandle, from parent: GtkWidgetHandle) {
        lastInserted.removeAll()
        if inlineBar?.pointer == child.pointer { inlineBar = nil }
        guard let windowBar, windowBar.bar.pointer == child.pointer else { return Gtk.removeFromBox(child) }
        Gtk.removeFromBox(windowBar.standIn)
        Gtk.removeFromBox(windowBar.bar)
        self.windowBar = nil
        if let titlebarSlot, let plainTitlebar { Gtk.append(plainTitlebar, to: titlebarSlot) }
    }

    func setHidden(_ hidden: Bool, of widget: GtkWidgetHandle) {
        Gtk.setVisible(!hidden, of: widget)
    }

    func place(_ child: GtkWidgetHandle, in parent: GtkWidgetHandle, as placement: RenderedContent.Container.Placement)
    {
        Gtk.place(child, as: placement)
    }

    func scheduleOnNextTurn(_ body: @escaping @MainActor () -> Void) {
        Gtk.onIdle(body)
    }

    /// Loads the rules of fonts first seen in the batch, once.
    func didApplyChanges() {
        lastInserted.removeAll()
        fontClasses?.loadIfNeeded()
    }

    // MARK: - Fonts

    /// Swaps a widget's font class for the new font's; `previous` is the font it was given.
    private func setFont(_ font: RenderedFont?, previous: RenderedFont?, of widget: GtkWidgetHandle) {
        guard let fontClasses else { return }
        let name = font.map(fontClasses.className(for:))
        let old = previous.map(fontClasses.className(for:))
        guard name != old || previous == nil else { return }
        if let old, old != name { Gtk.removeClass(old, from: widget) }
        if let name { Gtk.addClass(name, to: widget) }
    }

    /// A button's font goes on the button, for its own size, and on its label: GTK 4.8 does not
    /// pass `font-variant-caps` from a button to its label, so small caps would be lost.
    private func setFont(_ font: RenderedFont?, previous: RenderedFont?, ofButton button: GtkWidgetHandle) {
        setFont(font, previous: previous, of: button)
        if let label = Gtk.child(of: button) { setFont(font, previous: previous, of: label) }
    }

    // MARK: - Large content viewer

    /// Gives an item the large content viewer's popover with the tree's title in the tree's font,
    /// or takes it away when the tree gives none; the item's press-and-hold gesture shows it.
    private func showLargeContent(_ content: RenderedContent.LargeContent?, on item: GtkWidgetHandle) {
        guard let content, let fontClasses else { return Gtk.removeLargeContentPopover(from: item) }
        let name = fontClasses.className(for: content.font)
        // A hidden popover's label whose font class was swapped kept the old weight (read back
        // while hidden, after Bold Text changed): a popover in another font is made anew, and
        // shown again if the user is holding the item (the press goes on).
        var wasShown = false
        if let popover = Gtk.largeContentPopover(of: item), let label = Gtk.largeContentLabel(of: popover),
            !Gtk.classes(of: label).contains(name)
        {
            wasShown = Gtk.isVisible(popover)
            Gtk.removeLargeContentPopover(from: item)
        }
        guard let popover = Gtk.ensureLargeContentPopover(on: item), let label = Gtk.largeContentLabel(of: popover)
        else { return }
        if Gtk.text(ofLabel: label) != content.title ?? "" { Gtk.setText(content.title ?? "", of: label) }
        Gtk.addClass(name, to: label)
        if wasShown { Gtk.setShown(true, popover: popover) }
    }

    // MARK: - Bars

    /// A navigation bar is a header bar: its back button and leading items at its start, its
    /// title as its title widget, its trailing items at its end (GTK packs the end from the
    /// outside in, so they are packed into a box of their own in order). The buttons are rebuilt
    /// whole when the bar changes in more than its fonts, since it holds a handful.
    private func showNavigationBar(
        _ bar: RenderedContent.NavigationBar, in header: GtkWidgetHandle, input: UserInputSink
    ) {
        guard let parts = Gtk.headerBarParts(of: header) else { return }
        Gtk.removeAllChildren(of: parts.start)
        Gtk.removeAllChildren(of: parts.end)
        for part in bar.parts {
            switch part.slot {
            case .title:
                Gtk.setText(part.text, of: parts.title)
                Gtk.setLines(1, lineBreakMode: .byTruncatingTail, of: parts.title)
                for old in Gtk.classes(of: parts.title) where GtkFontClasses.isFontClass(old) {
                    Gtk.removeClass(old, from: parts.title)
                }
                setFont(part.font, previous: nil, of: parts.title)
            case .start, .end:
                guard let button = try? makeBarButton(part, input: input) else { continue }
                Gtk.append(button, to: part.slot == .start ? parts.start : parts.end)
            }
        }
    }

    /// Gives a header bar's title and buttons the fonts and large content of `bar` where only
    /// those changed since `old` (see `RenderedContent.NavigationBar.restyledParts(over:)`).
    /// Whether it could.
    private func restyle(
        _ bar: RenderedContent.NavigationBar, over old: RenderedContent.NavigationBar, in header: GtkWidgetHandle
    ) -> Bool {
        guard let pairs = bar.restyledParts(over: old), let parts = Gtk.headerBarParts(of: header) else {
            return false
        }
        var start = Gtk.children(of: parts.start)[...]
        var end = Gtk.children(of: parts.end)[...]
        guard start.count == pairs.count(where: { $0.part.slot == .start }),
            end.count == pairs.count(where: { $0.part.slot == .end })
        else { return false }
        for (part, oldPart) in pairs {
            let button: GtkWidgetHandle
            switch part.slot {
            case .title:
                setFont(part.font, previous: oldPart.font, of: parts.title)
                continue
            case .start: button = start.removeFirst()
            case .end: button = end.removeFirst()
            }
            restyleItem(
                button, font: part.font, was: oldPart.font, largeContent: part.largeContent,
                was: oldPart.largeContent)
        }
        return true
    }

    /// Gives a bar's button a new font and large content in place.
    private func restyleItem(
        _ item: GtkWidgetHandle, font: RenderedFont?, was oldFont: RenderedFont?,
        largeContent: RenderedContent.LargeContent?, was oldContent: RenderedContent.LargeContent?
    ) {
        setFont(font, previous: oldFont, ofButton: item)
        guard largeContent != oldContent else { return }
        showLargeContent(largeContent, on: item)
        // The press that shows it is watched from the first large content on (once: a second
        // watch does nothing).
        if largeContent != nil { Gtk.onPressAndHold(of: item) }
    }

    /// A header bar's button for a part: its whole title, or a system item's icon; a done item
    /// drawn as GNOME's suggested action.
    ///
    /// As in GNOME's apps, a window too narrow for the bar at a large text size shortens the
    /// bar's title, never its buttons' titles: GTK's header bar gives its title what its start
    /// and end leave at their smallest widths, and a button that could be shortened would be
    /// squeezed to an ellipsis first.
    private func makeBarButton(
        _ part: RenderedContent.NavigationBar.Part, input: UserInputSink
    ) throws(GtkError)
        -> GtkWidgetHandle
    {
        let button = try Gtk.makeButton(part.text)
        if let icon = part.iconName { Gtk.setIconName(icon, of: button) }
        if part.isDone { Gtk.addClass("suggested-action", to: button) }
        if let click = part.input { Gtk.onSignal("clicked", of: button) { input.send(click) } }
        Gtk.setSensitive(part.isEnabled, of: button)
        setFont(part.font, previous: nil, ofButton: button)
        if part.largeContent != nil {
            showLargeContent(part.largeContent, on: button)
            Gtk.onPressAndHold(of: button)
        }
        return button
    }

    /// A tab bar is a view switcher bar: a row of flat toggle buttons, only the selected one
    /// pressed.
    private func showTabBar(
        _ bar: RenderedContent.TabBar, previous: RenderedContent?, in row: GtkWidgetHandle, input: UserInputSink
    ) {
        bar.update(
            Gtk.children(of: row), previous: previous, removeAll: { Gtk.removeAllChildren(of: row) },
            makeTab: { index, title in
                guard let tab = try? Gtk.makeToggleButton(title) else { return nil }
                Gtk.addClass("flat", to: tab)
                if let label = Gtk.child(of: tab) { Gtk.setLines(1, lineBreakMode: .byTruncatingTail, of: label) }
                setFont(bar.font, previous: nil, ofButton: tab)
                Gtk.onSignal("clicked", of: tab) { input.send(.selectTab(index)) }
                if let content = bar.largeContent(ofTab: index) {
                    showLargeContent(content, on: tab)
                    Gtk.onPressAndHold(of: tab)
                }
                Gtk.append(tab, to: row)
                return tab
            },
            restyle: { tab, index, old in
                restyleItem(
                    tab, font: bar.font, was: old.font, largeContent: bar.largeContent(ofTab: index),
                    was: old.largeContent(ofTab: index))
            }, select: { Gtk.setActive($1, of: $0) })
    }
}
#endif
