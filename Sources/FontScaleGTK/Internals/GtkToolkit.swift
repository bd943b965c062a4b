#if GTK
import DynamicType
import Foundation
import HeadlessUI

/// GTK's side of the shared ``WidgetMirror``: which GTK widget shows each kind of content, and
/// how content goes into it. Everything else (the map, batching, layout rules, input routing) is
/// the mirror's.
///
/// A plain view is a vertical `GtkBox` (in a `GtkScrolledWindow` where the tree says its content
/// scrolls), a stack view a `GtkBox` with the stack's direction, spacing and margins, a label (or text view) a `GtkLabel`, a text field a
/// `GtkEntry`, a button a `GtkButton`, a navigation bar a row of back button, items and title, a
/// tab bar a row of toggle buttons, a slider a `GtkScale`, a switch a `GtkSwitch`. Fonts are CSS
/// classes from ``FontClasses``, loaded once per batch. Button titles, bar titles and tabs are
/// shortened with an ellipsis rather than widening the window. A button, bar button or tab the
/// tree gives large content carries a `GtkPopover` with the title in the tree's font, which a
/// press held on the item shows (``GtkLargeContentPress``).
@MainActor
final class GtkToolkit: WidgetToolkit {
    private var fontClasses: FontClasses?

    init() throws(GtkError) {
        fontClasses = try FontClasses()
    }

    /// The theme's button padding, border and smallest size, measured once.
    private(set) lazy var buttonChrome: ButtonChrome = Gtk.buttonChrome()

    /// Takes the font classes off the display for good.
    func close() {
        fontClasses?.remove()
        fontClasses = nil
    }

    func makeWidget(for content: RenderedContent, input: UserInputSink) -> GtkWidgetHandle? {
        let made: GtkWidgetHandle
        do {
            switch content {
            case .container(let container) where container.scrolls: made = try Gtk.makeScrollingColumn(spacing: 4)
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
                // Only a new text: setting the same one makes GTK lay the label out again.
                if Gtk.text(ofLabel: widget) != text.text ?? "" { Gtk.setText(text.text ?? "", of: widget) }
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
        Gtk.insert(child, into: Gtk.contentBox(of: parent), at: index)
    }

    func remove(_ child: GtkWidgetHandle, from parent: GtkWidgetHandle) {
        Gtk.removeFromBox(child)
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
        guard let popover = Gtk.ensureLargeContentPopover(on: item), let label = Gtk.largeContentLabel(of: popover)
        else { return }
        if Gtk.text(ofLabel: label) != content.title ?? "" { Gtk.setText(content.title ?? "", of: label) }
        let name = fontClasses.className(for: content.font)
        for old in Gtk.classes(of: label) where FontClasses.isFontClass(old) && old != name {
            Gtk.removeClass(old, from: label)
        }
        Gtk.addClass(name, to: label)
    }

    // MARK: - Bars

    /// A bar is a row of its parts (back button, leading items, title, trailing items), rebuilt
    /// whole when it changes, since it holds a handful of widgets.
    private func showNavigationBar(_ bar: RenderedContent.NavigationBar, in row: GtkWidgetHandle, input: UserInputSink)
    {
        Gtk.removeAllChildren(of: row)
        for part in bar.parts {
            do {
                switch part.kind {
                case .button:
                    let button = try Gtk.makeButton(part.text)
                    if let icon = part.iconName {
                        Gtk.setIconName(icon, of: button)
                    } else if let label = Gtk.child(of: button) {
                        Gtk.setLines(1, lineBreakMode: .byTruncatingMiddle, of: label)
                    }
                    if let click = part.input { Gtk.onSignal("clicked", of: button) { input.send(click) } }
                    Gtk.setSensitive(part.isEnabled, of: button)
                    setFont(part.font, previous: nil, ofButton: button)
                    if part.largeContent != nil {
                        showLargeContent(part.largeContent, on: button)
                        Gtk.onPressAndHold(of: button)
                    }
                    Gtk.append(button, to: row)
                case .title:
                    let title = try Gtk.makeLabel(part.text)
                    Gtk.setLines(1, lineBreakMode: .byTruncatingTail, of: title)
                    Gtk.setExpandsHorizontally(title)
                    setFont(part.font, previous: nil, of: title)
                    Gtk.append(title, to: row)
                }
            } catch {
                // A widget GTK did not make is left out of the bar.
            }
        }
    }

    /// A tab bar is a row of toggle buttons, only the selected one pressed.
    private func showTabBar(
        _ bar: RenderedContent.TabBar, previous: RenderedContent?, in row: GtkWidgetHandle, input: UserInputSink
    ) {
        bar.update(
            Gtk.children(of: row), previous: previous, removeAll: { Gtk.removeAllChildren(of: row) },
            makeTab: { index, title in
                guard let tab = try? Gtk.makeToggleButton(title) else { return nil }
                if let label = Gtk.child(of: tab) { Gtk.setLines(1, lineBreakMode: .byTruncatingTail, of: label) }
                setFont(bar.font, previous: nil, ofButton: tab)
                Gtk.onSignal("clicked", of: tab) { input.send(.selectTab(index)) }
                if let content = bar.largeContent(ofTab: index) {
                    showLargeContent(content, on: tab)
                    Gtk.onPressAndHold(of: tab)
                }
                Gtk.append(tab, to: row)
                return tab
            }, select: { Gtk.setActive($1, of: $0) })
    }
}
#endif
