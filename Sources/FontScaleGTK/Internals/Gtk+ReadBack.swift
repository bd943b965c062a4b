#if GTK
internal import CGtk
internal import CGtkNative
import Foundation

extension Gtk {
    /// Whether Pango lays a label's text out in small capitals: GTK turns CSS
    /// `font-variant-caps: small-caps` into a Pango attribute on the label's layout (a variant, or
    /// the `smcp` feature), which this reads back. `false` for a widget that is not a label.
    ///
    /// The corresponding C functions are `gtk_label_get_layout`, `pango_layout_get_attributes`
    /// and `pango_attr_list_get_attributes`.
    static func drawsSmallCaps(_ label: GtkWidgetHandle) -> Bool {
        let pointer = widget(label)
        guard
            g_type_check_instance_is_a(
                UnsafeMutablePointer<GTypeInstance>(OpaquePointer(pointer)), gtk_label_get_type()) != 0,
            let layout = gtk_label_get_layout(OpaquePointer(label.pointer)),
            let attributes = pango_layout_get_attributes(layout)
        else { return false }
        // A copy of the list, with copies of its attributes: freed below with them.
        guard let list = pango_attr_list_get_attributes(attributes) else { return false }
        defer { g_slist_free_full(list) { pango_attribute_destroy($0?.assumingMemoryBound(to: PangoAttribute.self)) } }
        // Through GLib's functions rather than the list's fields, which Swift sees as members of
        // whichever C module imported GLib's header first.
        for index in 0..<g_slist_length(list) {
            guard let attribute = g_slist_nth_data(list, index)?.assumingMemoryBound(to: PangoAttribute.self) else {
                continue
            }
            switch attribute.pointee.klass.pointee.type {
            case PANGO_ATTR_VARIANT:
                let value = UnsafeMutableRawPointer(attribute).assumingMemoryBound(to: PangoAttrInt.self).pointee.value
                if value == Int32(PANGO_VARIANT_SMALL_CAPS.rawValue) { return true }
            case PANGO_ATTR_FONT_FEATURES:
                let features = UnsafeMutableRawPointer(attribute)
                    .assumingMemoryBound(to: PangoAttrFontFeatures.self).pointee.features
                if let features, String(cString: features).contains("smcp") { return true }
            default:
                break
            }
        }
        return false
    }

    /// A widget's rectangle as GTK allocated it, its margins included, in the coordinates of
    /// the part of its window it is in: the window's title bar for a widget in it, else the
    /// window's content (below the title bar, without the frame and shadow GTK draws around
    /// it); `nil` when it is not mapped (hidden, or in no shown window).
    ///
    /// The corresponding C functions are `gtk_widget_get_mapped`, `gtk_widget_get_root`,
    /// `gtk_window_get_titlebar`, `gtk_window_get_child`, `gtk_widget_is_ancestor`,
    /// `gtk_widget_compute_bounds` and `gtk_widget_get_margin_*`.
    static func allocation(of widget: GtkWidgetHandle) -> CGRect? {
        let pointer = self.widget(widget)
        guard gtk_widget_get_mapped(pointer) != 0, let root = gtk_widget_get_root(pointer) else { return nil }
        let window = UnsafeMutablePointer<GtkWidget>(root)
        let windowPointer = UnsafeMutablePointer<GtkWindow>(OpaquePointer(window))
        // The window's own origin lies in its frame, which differs between X11 and Wayland.
        let area =
            [gtk_window_get_titlebar(windowPointer), gtk_window_get_child(windowPointer)]
            .compactMap { $0 }.first { $0 == pointer || gtk_widget_is_ancestor(pointer, $0) != 0 } ?? window
        var bounds = graphene_rect_t()
        guard gtk_widget_compute_bounds(pointer, area, &bounds) != 0 else { return nil }
        // The widget's margins are part of the place it takes, as a stack's layout margins are
        // part of its frame in the tree.
        let (top, start, bottom, end) = (
            gtk_widget_get_margin_top(pointer), gtk_widget_get_margin_start(pointer),
            gtk_widget_get_margin_bottom(pointer), gtk_widget_get_margin_end(pointer)
        )
        return CGRect(
            x: Double(bounds.origin.x) - Double(start), y: Double(bounds.origin.y) - Double(top),
            width: Double(bounds.size.width) + Double(start + end),
            height: Double(bounds.size.height) + Double(top + bottom))
    }

    /// The size of the content of the window a widget is in (below its title bar, without the
    /// frame GTK draws around it), as GTK allocated it; `nil` when it is in no mapped window.
    ///
    /// The corresponding C functions are `gtk_widget_get_root`, `gtk_widget_get_mapped`,
    /// `gtk_window_get_child`, `gtk_widget_get_width` and `gtk_widget_get_height`.
    static func windowContentSize(of widget: GtkWidgetHandle) -> CGSize? {
        guard let root = gtk_widget_get_root(self.widget(widget)) else { return nil }
        let window = UnsafeMutablePointer<GtkWidget>(root)
        guard gtk_widget_get_mapped(window) != 0 else { return nil }
        let content = gtk_window_get_child(UnsafeMutablePointer<GtkWindow>(OpaquePointer(window))) ?? window
        return CGSize(width: Double(gtk_widget_get_width(content)), height: Double(gtk_widget_get_height(content)))
    }

    /// Whether a widget is in its window's title bar.
    ///
    /// The corresponding C functions are `gtk_widget_get_root`, `gtk_window_get_titlebar` and
    /// `gtk_widget_is_ancestor`.
    static func isInTitlebar(_ widget: GtkWidgetHandle) -> Bool {
        let pointer = self.widget(widget)
        guard let root = gtk_widget_get_root(pointer),
            let titlebar = gtk_window_get_titlebar(UnsafeMutablePointer<GtkWindow>(root))
        else { return false }
        return titlebar == pointer || gtk_widget_is_ancestor(pointer, titlebar) != 0
    }

    /// Whether a widget is a horizontal box (a bar's row), whose children expand sideways.
    ///
    /// The corresponding C functions are `fontscale_is_row` and `fontscale_is_column` (in
    /// CGtkNative), `gtk_box_get_type` and `gtk_orientable_get_orientation` (a row's or column's
    /// GtkBox cannot say its own orientation: GtkBox keeps it in the box layout they do not have).
    static func isHorizontalBox(_ widget: GtkWidgetHandle) -> Bool {
        let pointer = self.widget(widget)
        if fontscale_is_row(pointer) != 0 { return true }
        if fontscale_is_column(pointer) != 0 { return false }
        guard isBox(widget) else { return false }
        return gtk_orientable_get_orientation(OpaquePointer(pointer)) == GTK_ORIENTATION_HORIZONTAL
    }

    /// Whether a widget is a GtkBox: GTK's own, or CGtkNative's (`fontscale_box_new`).
    ///
    /// The corresponding C function is `gtk_box_get_type`.
    static func isBox(_ widget: GtkWidgetHandle) -> Bool {
        g_type_check_instance_is_a(
            UnsafeMutablePointer<GTypeInstance>(OpaquePointer(self.widget(widget))), gtk_box_get_type()) != 0
    }

    /// Whether a widget takes the width left over in a horizontal box.
    ///
    /// The corresponding C function is `gtk_widget_get_hexpand`.
    static func expandsHorizontally(_ widget: GtkWidgetHandle) -> Bool {
        gtk_widget_get_hexpand(self.widget(widget)) != 0
    }
}
#endif

#if GTK
extension Gtk {
    /// Clicks a widget as the user does: a button is activated (GTK emits `clicked`), another
    /// widget with a click gesture gets the gesture's `released`; whether anything took the click.
    ///
    /// The corresponding C functions are `gtk_widget_activate` and `g_signal_emit_by_name`
    /// (through `fontscale_emit_click`).
    static func click(_ widget: GtkWidgetHandle) -> Bool {
        // A button's own click gesture wants a press first: a button is activated instead.
        gtk_widget_activate(self.widget(widget)) != 0 || fontscale_emit_click(self.widget(widget)) != 0
    }
}
#endif
