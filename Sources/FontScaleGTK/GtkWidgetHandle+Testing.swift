#if GTK
/// Test hooks, `package` so that only this package's tests and scripted demos see them: acting on
/// a widget as the user does, through GTK.
extension GtkWidgetHandle {
    /// Clicks a button, or a control drawn as its subviews, as the user does; whether GTK took it.
    @discardableResult
    package func click() -> Bool {
        Gtk.click(self)
    }

    /// Moves a slider as the user does: GTK emits `value-changed`.
    package func moveSlider(to value: Double) {
        Gtk.setValue(value, of: self)
    }

    /// Flips a switch as the user does: GTK notifies `active`.
    package func setSwitch(on: Bool) {
        Gtk.setOn(on, of: self)
    }

    /// The widgets of a box (a plain view or a bar the host made), first to last: a header
    /// bar's start buttons, title and end buttons; what a list's rows hold.
    package var boxChildren: [GtkWidgetHandle] {
        if let parts = Gtk.headerBarParts(of: self) {
            return Gtk.children(of: parts.start) + [parts.title] + Gtk.children(of: parts.end)
        }
        return Gtk.isListBox(self) ? Gtk.rowChildren(of: self) : Gtk.children(of: self)
    }

    /// The text a label shows, or a button's title; `nil` for other widgets.
    package var shownText: String? {
        switch Gtk.typeName(of: self) {
        case "GtkLabel": Gtk.text(ofLabel: self)
        case "GtkButton", "GtkToggleButton": Gtk.label(ofButton: self)
        default: nil
        }
    }

    /// The window's title bar, for a window; `nil` for another widget or a window without one.
    package var titlebar: GtkWidgetHandle? { Gtk.titlebar(of: self) }
}
#endif

#if GTK
import HeadlessUI

extension GtkWidgetHandle {
    /// Presses an item (a button, a tab, a bar's button) at its centre and holds it, for the large
    /// content viewer: its drag gesture gets `drag-begin` as from a pointer's press, and GTK's own
    /// timer then runs for the hold while the caller turns the main loop. GTK 4 has no public way
    /// to synthesize a pointer's events, so the gesture's signal is emitted instead, reaching the
    /// same handlers a real press does; whether the item has the gesture.
    @discardableResult
    package func pressForLargeContent() -> Bool {
        let width = Double(Gtk.allocatedSize(of: self).width)
        let height = Double(Gtk.allocatedSize(of: self).height)
        return Gtk.emitDrag("drag-begin", on: self, x: width / 2, y: height / 2)
    }

    /// Moves the press by an offset from where it began (`drag-update`).
    @discardableResult
    package func movePress(byX x: Double, y: Double) -> Bool {
        Gtk.emitDrag("drag-update", on: self, x: x, y: y)
    }

    /// Releases the press at an offset from where it began (`drag-end`).
    @discardableResult
    package func releasePress(byX x: Double = 0, y: Double = 0) -> Bool {
        Gtk.emitDrag("drag-end", on: self, x: x, y: y)
    }

    /// How many press-and-hold watches (drag gestures) the item carries: one from its first large
    /// content on, however often that goes and comes back.
    package var pressWatchCount: Int { Gtk.dragGestureCount(of: self) }

    /// The large content viewer's popover the item carries, for pictures of it; `nil` when it has
    /// none.
    package var largeContentPopover: GtkWidgetHandle? { Gtk.largeContentPopover(of: self) }

    /// The large content viewer's popover the item carries, read back: its text, font and whether
    /// it is shown; `nil` when it has none.
    package var largeContentShown: ShownWidget.LargeContent? { Gtk.largeContentShown(on: self) }
}
#endif
