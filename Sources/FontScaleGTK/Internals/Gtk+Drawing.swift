#if GTK
internal import CGtk
internal import CGtkNative

/// What GTK draws, read from the render nodes it keeps for a widget, and the switch that has the
/// boxes of CGtkNative draw everything: for the tests that check how the adapter's windows are drawn.
extension Gtk {
    /// How many borders a widget draws, as shown now, whose four sides are not one colour, which
    /// GTK's cairo renderer fills with a mesh over the whole box; `nil` when it has no size yet.
    ///
    /// The corresponding C function is `fontscale_widget_mixed_colour_borders` (CGtkNative's, over
    /// `gsk_border_node_get_colors`).
    static func mixedColourBorders(in widget: GtkWidgetHandle) -> Int? {
        let count = fontscale_widget_mixed_colour_borders(self.widget(widget))
        return count < 0 ? nil : Int(count)
    }

    /// How many text nodes a widget draws, as shown now (the render node GTK keeps for it);
    /// `nil` when it has no size yet.
    ///
    /// The corresponding C function is `fontscale_widget_text_nodes` (CGtkNative's).
    static func textNodes(in widget: GtkWidgetHandle) -> Int? {
        let count = fontscale_widget_text_nodes(self.widget(widget))
        return count < 0 ? nil : Int(count)
    }

    /// Whether CGtkNative's boxes under a widget draw every child, as GtkBox does, rather than only
    /// what their scrolled window shows: a reference for tests.
    ///
    /// The corresponding C function is `fontscale_boxes_draw_all` (CGtkNative's).
    static func setBoxesDrawAll(_ all: Bool, under widget: GtkWidgetHandle) {
        fontscale_boxes_draw_all(self.widget(widget), all ? 1 : 0)
    }

    /// Scrolls a scrolled window to a fraction of how far it can scroll down (0 the top, 1 the
    /// bottom), as its scroll bar does.
    ///
    /// The corresponding C functions are `gtk_scrolled_window_get_vadjustment`,
    /// `gtk_adjustment_get_lower`, `gtk_adjustment_get_upper`, `gtk_adjustment_get_page_size`
    /// and `gtk_adjustment_set_value`.
    static func scroll(_ scrolled: GtkWidgetHandle, toFraction fraction: Double) {
        guard let adjustment = gtk_scrolled_window_get_vadjustment(OpaquePointer(scrolled.pointer)) else { return }
        let lower = gtk_adjustment_get_lower(adjustment)
        let range = gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment) - lower
        gtk_adjustment_set_value(adjustment, lower + max(0, range) * fraction)
    }
}
#endif
