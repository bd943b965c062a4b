#if GTK
import HeadlessUI

extension GtkHost: ToolkitHost {
    /// The GTK widget tree the host shows, as GTK and Pango have it now: each widget's class,
    /// text, font (family, pixel size and weight from its Pango context; small capitals from its
    /// label's layout) and state. An empty box after closing.
    ///
    /// The navigation bar the window's title bar shows is read where it stands in the tree; a
    /// header bar reads as a row of its start buttons, its title and its end buttons, and a list
    /// as a column of what its rows hold.
    public func readBack() -> ShownWidget {
        guard !isClosed else { return ShownWidget(role: .box, toolkitClass: "closed") }
        return readBack(widget, inRow: false)
    }

    private func readBack(_ widget: GtkWidgetHandle, inRow: Bool) -> ShownWidget {
        let widget = barStandingIn(for: widget) ?? widget
        let kind = Gtk.typeName(of: widget)
        var shown = ShownWidget(
            role: .box, toolkitClass: kind, isHidden: !Gtk.isVisible(widget), isEnabled: Gtk.isSensitive(widget),
            expands: inRow ? Gtk.expandsHorizontally(widget) : Gtk.expandsVertically(widget))
        var textWidget: GtkWidgetHandle?
        switch kind {
        case "GtkLabel":
            shown.role = .label
            shown.text = Gtk.text(ofLabel: widget)
            textWidget = widget
        case "GtkEntry":
            shown.role = .field
            shown.text = Gtk.text(ofEntry: widget)
            shown.placeholder = Gtk.placeholder(of: widget).flatMap { $0.isEmpty ? nil : $0 }
        case "GtkButton", "GtkToggleButton":
            shown.role = .button
            shown.text = Gtk.label(ofButton: widget)
            shown.isSelected = kind == "GtkToggleButton" ? Gtk.isActive(widget) : Gtk.hasState(.checked, widget)
            shown.isPressed = kind == "GtkButton" && Gtk.hasState(.active, widget)
            textWidget = Gtk.child(of: widget)
            shown.largeContent = Gtk.largeContentShown(on: widget)
        case "GtkScale":
            shown.role = .slider
            shown.value = Gtk.value(of: widget)
        case "GtkSwitch":
            shown.role = .toggle
            shown.isOn = Gtk.isOn(widget)
        default:
            break
        }
        if shown.text != nil {
            let font = Gtk.font(of: widget)
            shown.font = ShownWidget.Font(
                family: font.family, pixelSize: font.pixelSize, weight: font.weight,
                isSmallCaps: textWidget.map(Gtk.drawsSmallCaps) ?? false)
        }
        // A button's and an entry's insides are GTK's own; a scrolled window's box is its, as a
        // fixed-size container's overlay's is.
        if kind == "GtkScrolledWindow" || Gtk.isFixedColumn(widget) {
            shown.scrolls = kind == "GtkScrolledWindow"
            shown.children = Gtk.children(of: Gtk.contentBox(of: widget)).map { readBack($0, inRow: false) }
        } else if Gtk.isBox(widget) {
            let row = Gtk.isHorizontalBox(widget)
            shown.children = Gtk.children(of: widget).map { readBack($0, inRow: row) }
        } else if let parts = Gtk.headerBarParts(of: widget) {
            // The header bar centres its title widget in the room its buttons leave: the title
            // takes what is left over, without asking to expand (which would take the buttons'
            // natural widths too).
            var title = readBack(parts.title, inRow: true)
            title.expands = true
            shown.children =
                Gtk.children(of: parts.start).map { readBack($0, inRow: true) }
                + [title]
                + Gtk.children(of: parts.end).map { readBack($0, inRow: true) }
        } else if kind == "GtkListBox" {
            shown.children = Gtk.rowChildren(of: widget).map { readBack($0, inRow: false) }
        }
        return shown
    }
}
#endif
