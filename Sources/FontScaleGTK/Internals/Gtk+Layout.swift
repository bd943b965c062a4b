#if GTK
internal import CGtk
import HeadlessUI

// A stack view's rules applied to a GtkBox, and a child's place in it.
extension Gtk {
    /// Gives a box (or the column inside a scrolled window) a stack's direction, spacing, equal
    /// shares and margins.
    ///
    /// The corresponding C functions are `gtk_orientable_set_orientation`, `gtk_box_set_spacing`,
    /// `gtk_box_set_homogeneous` and `gtk_widget_set_margin_*`.
    static func arrange(_ container: GtkWidgetHandle, as stack: RenderedContent.Container.Stack) {
        let box = contentBox(of: container)
        let pointer = box.pointer.assumingMemoryBound(to: GtkBox.self)
        gtk_orientable_set_orientation(
            OpaquePointer(box.pointer),
            stack.axis == .vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL)
        gtk_box_set_spacing(pointer, Int32(stack.spacing.rounded()))
        gtk_box_set_homogeneous(pointer, stack.distribution == .fillEqually ? 1 : 0)
        let widget = self.widget(box)
        gtk_widget_set_margin_top(widget, Int32(stack.margins.top.rounded()))
        gtk_widget_set_margin_start(widget, Int32(stack.margins.left.rounded()))
        gtk_widget_set_margin_bottom(widget, Int32(stack.margins.bottom.rounded()))
        gtk_widget_set_margin_end(widget, Int32(stack.margins.right.rounded()))
    }

    /// Places a child in its box: whether it takes the length left over along the axis, and
    /// where it sits across it. A switch keeps the alignment it was made with: GTK would stretch
    /// its track to the box's breadth, where a toolkit's switch has a size of its own.
    ///
    /// The corresponding C functions are `gtk_widget_set_vexpand`, `gtk_widget_set_hexpand` (with
    /// their `_set` forms), `gtk_widget_set_halign` and `gtk_widget_set_valign`.
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
        if vertical {
            gtk_widget_set_halign(pointer, across)
            gtk_widget_set_valign(pointer, GTK_ALIGN_FILL)
        } else {
            gtk_widget_set_valign(pointer, across)
            gtk_widget_set_halign(pointer, GTK_ALIGN_FILL)
        }
    }

    /// Makes a widget take the length left over in one direction, or gives it back its computed
    /// expand, which follows its children's as GTK does by default.
    private static func setExpands(_ widget: UnsafeMutablePointer<GtkWidget>, vertically: Bool, _ expands: Bool) {
        switch (vertically, expands) {
        case (true, true): gtk_widget_set_vexpand(widget, 1)
        case (true, false):
            gtk_widget_set_vexpand(widget, 0)
            gtk_widget_set_vexpand_set(widget, 0)
        case (false, true): gtk_widget_set_hexpand(widget, 1)
        case (false, false):
            gtk_widget_set_hexpand(widget, 0)
            gtk_widget_set_hexpand_set(widget, 0)
        }
    }
}
#endif
