#if GTK
internal import CGtk
internal import CGtkNative
import Foundation
import HeadlessUI

// A stack view's rules applied to a GtkBox, and a child's place in it.
extension Gtk {
    /// Gives a box (or the column inside a scrolled window) a stack's direction, spacing, equal
    /// shares and margins. A horizontal stack is a row (``makeHorizontalBox(spacing:homogeneous:)``
    /// says why), a vertical one a GtkBox column.
    ///
    /// The corresponding C functions are `fontscale_arrange_row`, `fontscale_arrange_column` (in
    /// CGtkNative) and `gtk_widget_set_margin_*`.
    static func arrange(_ container: GtkWidgetHandle, as stack: RenderedContent.Container.Stack) {
        let box = contentBox(of: container)
        let (spacing, homogeneous) = (Int32(stack.spacing.rounded()), stack.distribution == .fillEqually ? 1 : 0)
        if stack.axis == .horizontal {
            fontscale_arrange_row(widget(box), spacing, Int32(homogeneous))
        } else {
            fontscale_arrange_column(widget(box), spacing, Int32(homogeneous))
        }
        let widget = self.widget(box)
        gtk_widget_set_margin_top(widget, Int32(stack.margins.top.rounded()))
        gtk_widget_set_margin_start(widget, Int32(stack.margins.left.rounded()))
        gtk_widget_set_margin_bottom(widget, Int32(stack.margins.bottom.rounded()))
        gtk_widget_set_margin_end(widget, Int32(stack.margins.right.rounded()))
    }

    /// A fixed-size container: an overlay, whose size its content does not change (an overlay
    /// is as large as its main child, and it has none: its size request is its size,
    /// ``fixSize(of:to:)``), holding a vertical box as its one overlay child, which
    /// ``contentBox(of:)`` finds. The box is placed at the overlay's origin at the size its
    /// children need, past the overlay's edges when they need more, where the overlay clips them
    /// if the container clips (``setClips(_:of:)``); a box alone would grow to its children.
    ///
    /// The corresponding C functions are `gtk_overlay_new`, `gtk_box_new`,
    /// `gtk_overlay_add_overlay` and `g_signal_connect_data` (`get-child-position`, through
    /// `fontscale_place_overlay_children_as_columns`).
    static func makeFixedColumn(spacing: Int32) throws(GtkError) -> GtkWidgetHandle {
        let overlay = try made(gtk_overlay_new(), "GtkOverlay")
        // The overlay takes its own reference to the box.
        let column = try makeVerticalBox(spacing: spacing)
        gtk_overlay_add_overlay(OpaquePointer(overlay.pointer), widget(column))
        fontscale_place_overlay_children_as_columns(widget(overlay))
        return overlay
    }

    /// Whether a widget is a fixed-size container's overlay (``makeFixedColumn(spacing:)``).
    ///
    /// The corresponding C function is `gtk_overlay_get_type`.
    static func isFixedColumn(_ widget: GtkWidgetHandle) -> Bool {
        g_type_check_instance_is_a(
            UnsafeMutablePointer<GTypeInstance>(OpaquePointer(self.widget(widget))), gtk_overlay_get_type()) != 0
    }

    /// Gives a container's widget the size its view keeps in a stack, or gives it back its own.
    /// A size request is GTK's smallest size: a fixed-size container's overlay
    /// (``makeFixedColumn(spacing:)``) keeps exactly that size, while a box (a list's) whose
    /// children need more still grows to them.
    ///
    /// The corresponding C function is `gtk_widget_set_size_request`.
    static func fixSize(of container: GtkWidgetHandle, to size: CGSize?) {
        gtk_widget_set_size_request(
            widget(container), size.map { Int32(clamping: Int($0.width.rounded())) } ?? -1,
            size.map { Int32(clamping: Int($0.height.rounded())) } ?? -1)
    }

    /// Makes a container draw its children only inside its allocation, or everywhere.
    ///
    /// The corresponding C function is `gtk_widget_set_overflow`.
    static func setClips(_ clips: Bool, of container: GtkWidgetHandle) {
        gtk_widget_set_overflow(widget(container), clips ? GTK_OVERFLOW_HIDDEN : GTK_OVERFLOW_VISIBLE)
    }

    /// Whether a widget draws its children only inside its allocation.
    ///
    /// The corresponding C function is `gtk_widget_get_overflow`.
    static func clips(_ container: GtkWidgetHandle) -> Bool {
        gtk_widget_get_overflow(widget(container)) == GTK_OVERFLOW_HIDDEN
    }

    /// What GTK's theme draws around a button's title: its padding and border, and the size of a
    /// titled button with an empty title (the theme's `min-width` and `min-height` with them).
    ///
    /// The padding is measured around a title larger than any smallest size the theme gives a
    /// button's content: around a smaller one (a letter in the desktop's font), the room the
    /// button keeps for its content would be counted as padding, and the tree's buttons would be
    /// wider and taller than GTK's.
    ///
    /// The corresponding C functions are `gtk_button_new_with_label`, `gtk_button_new`,
    /// `gtk_button_get_child`, `gtk_widget_set_size_request`, `gtk_widget_add_css_class`,
    /// `gtk_widget_measure`, `g_object_ref_sink` and `g_object_unref`.
    static func buttonChrome() -> ButtonChrome {
        requireMainThread("the button chrome measured")
        func natural(_ widget: UnsafeMutablePointer<GtkWidget>) -> CGSize {
            var minimum: Int32 = 0
            var width: Int32 = 0
            var height: Int32 = 0
            gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &width, nil, nil)
            gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, width, &minimum, &height, nil, nil)
            return CGSize(width: Double(width), height: Double(height))
        }
        // Owned here: each floating widget is sunk and released before returning.
        guard let titled = gtk_button_new_with_label("M"), let empty = gtk_button_new() else { return .none }
        g_object_ref_sink(gpointer(titled))
        g_object_ref_sink(gpointer(empty))
        defer {
            g_object_unref(gpointer(titled))
            g_object_unref(gpointer(empty))
        }
        guard let label = gtk_button_get_child(UnsafeMutablePointer<GtkButton>(OpaquePointer(titled))) else {
            return .none
        }
        gtk_widget_set_size_request(label, largerThanAnyContentMinimum, largerThanAnyContentMinimum)
        // A titled button's style (GTK gives a button with a label `text-button`), with no content.
        gtk_widget_add_css_class(empty, "text-button")
        let (button, title) = (natural(titled), natural(label))
        let (width, height) = (button.width - title.width, button.height - title.height)
        return ButtonChrome(
            insets: EdgeInsets(top: height / 2, left: width / 2, bottom: height / 2, right: width / 2),
            minimumSize: natural(empty))
    }

    /// A size, in pixels, past any `min-width` or `min-height` a theme gives a button's content.
    private static let largerThanAnyContentMinimum: Int32 = 1_000

    /// Places a child in its box: whether it takes the length left over along the axis, and
    /// where it sits across it. A switch keeps the alignment it was made with: GTK would stretch
    /// its track to the box's breadth, where a toolkit's switch has a size of its own.
    ///
    /// The corresponding C functions are `gtk_widget_set_vexpand`, `gtk_widget_set_hexpand` (with
    /// their `_set` forms) and `fontscale_place_across` (CGtkNative's, which sets
    /// `gtk_widget_set_halign` and `gtk_widget_set_valign`).
    static func place(_ child: GtkWidgetHandle, as placement: RenderedContent.Container.Placement) {
        let pointer = widget(child)
        let vertical = placement.axis == .vertical
        setExpands(pointer, vertically: true, vertical && placement.expands)
        setExpands(pointer, vertically: false, !vertical && placement.expands)
        guard
            g_type_check_instance_is_a(
                UnsafeMutablePointer<GTypeInstance>(OpaquePointer(pointer)), gtk_switch_get_type()) == 0
        else { return }
        let across: GtkAlign =
            switch placement.alignment {
            case .fill: GTK_ALIGN_FILL
            case .leading: GTK_ALIGN_START
            case .center: GTK_ALIGN_CENTER
            case .trailing: GTK_ALIGN_END
            }
        // A row or a column places its child across itself (`fontscale_cross_alignment` says why).
        fontscale_place_across(pointer, vertical ? 1 : 0, across)
    }

    /// Makes a widget take the length left over in one direction, or gives it back its computed
    /// expand, which follows its children's as GTK does by default.
    private static func setExpands(_ widget: UnsafeMutablePointer<GtkWidget>, vertically: Bool, _ expands: Bool) {
        switch (vertically, expands) {
        case (true, true): gtk_widget_set_vexpand(widget, 1)
        // Cleared only when set: setting it to no and then unsetting it notifies twice and
        // queues two expand computations per child, for a child that never expanded.
        case (true, false):
            if gtk_widget_get_vexpand(widget) != 0 { gtk_widget_set_vexpand(widget, 0) }
            gtk_widget_set_vexpand_set(widget, 0)
        case (false, true): gtk_widget_set_hexpand(widget, 1)
        case (false, false):
            if gtk_widget_get_hexpand(widget) != 0 { gtk_widget_set_hexpand(widget, 0) }
            gtk_widget_set_hexpand_set(widget, 0)
        }
    }
}
#endif
