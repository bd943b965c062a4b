#if GTK
internal import CGtk
internal import CGtkNative
import SystemFonts

// The widgets that send input back to the tree, and the signals they send it with.
extension Gtk {
    // MARK: Controls

    /// A horizontal slider over `minimum` … `maximum`, moving in `step`s.
    ///
    /// The corresponding C functions are `gtk_scale_new_with_range` and `gtk_scale_set_draw_value`.
    static func makeScale(minimum: Double, maximum: Double, step: Double) throws(GtkError) -> GtkWidgetHandle {
        let scale = try made(
            gtk_scale_new_with_range(GTK_ORIENTATION_HORIZONTAL, minimum, max(maximum, minimum + step), step),
            "GtkScale")
        gtk_scale_set_draw_value(scale.pointer.assumingMemoryBound(to: GtkScale.self), 0)
        return scale
    }

    /// The corresponding C function is `gtk_range_set_range`.
    static func setRange(_ minimum: Double, _ maximum: Double, of scale: GtkWidgetHandle) {
        gtk_range_set_range(scale.pointer.assumingMemoryBound(to: GtkRange.self), minimum, max(maximum, minimum))
    }

    /// The corresponding C function is `gtk_range_get_value`.
    static func value(of scale: GtkWidgetHandle) -> Double {
        gtk_range_get_value(scale.pointer.assumingMemoryBound(to: GtkRange.self))
    }

    /// The corresponding C function is `gtk_range_set_value`.
    static func setValue(_ value: Double, of scale: GtkWidgetHandle) {
        gtk_range_set_value(scale.pointer.assumingMemoryBound(to: GtkRange.self), value)
    }

    /// A switch, aligned to the start so it keeps its natural width.
    ///
    /// The corresponding C functions are `gtk_switch_new` and `gtk_widget_set_halign`.
    static func makeSwitch() throws(GtkError) -> GtkWidgetHandle {
        let toggle = try made(gtk_switch_new(), "GtkSwitch")
        // Its own size in a column and at the end of a list's row, never stretched.
        gtk_widget_set_halign(widget(toggle), GTK_ALIGN_START)
        gtk_widget_set_valign(widget(toggle), GTK_ALIGN_CENTER)
        return toggle
    }

    /// The corresponding C function is `gtk_switch_get_active`.
    static func isOn(_ toggle: GtkWidgetHandle) -> Bool {
        gtk_switch_get_active(OpaquePointer(toggle.pointer)) != 0
    }

    /// The corresponding C function is `gtk_switch_set_active`.
    static func setOn(_ on: Bool, of toggle: GtkWidgetHandle) {
        gtk_switch_set_active(OpaquePointer(toggle.pointer), on ? 1 : 0)
    }

    /// Limits a label to `lines` lines (`0`: wraps freely), wrapping and ending the last as
    /// `lineBreakMode` says. The label is laid out by CGtkNative's label layout, which measures and
    /// draws it as GTK does but lays its text out fewer times per font (see
    /// `fontscale_set_label_lines`).
    ///
    /// The corresponding C functions are `gtk_label_set_wrap`, `gtk_label_set_wrap_mode`,
    /// `gtk_label_set_lines` and `fontscale_set_label_lines` (CGtkNative's).
    static func setLines(_ lines: Int, lineBreakMode: LineBreakMode, of label: GtkWidgetHandle) {
        let pointer = OpaquePointer(label.pointer)
        gtk_label_set_wrap(pointer, lines == 1 ? 0 : 1)
        // UIKit breaks a word wider than the line; Pango's WORD mode lets it overflow.
        gtk_label_set_wrap_mode(pointer, lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        gtk_label_set_lines(pointer, lines == 0 ? -1 : Int32(clamping: lines))
        let ellipsize: PangoEllipsizeMode
        switch lineBreakMode {
        case _ where lines == 0: ellipsize = PANGO_ELLIPSIZE_NONE
        case .byTruncatingHead: ellipsize = PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: ellipsize = PANGO_ELLIPSIZE_MIDDLE
        // GTK limits a label's lines only when it ellipsizes, so the wrapping and clipping
        // modes end their last line with an ellipsis too rather than show every line.
        case .byTruncatingTail, .byWordWrapping, .byCharWrapping, .byClipping: ellipsize = PANGO_ELLIPSIZE_END
        }
        fontscale_set_label_lines(widget(label), ellipsize)
    }

    /// Calls `body` when a primary click on a widget is released, through a click gesture the
    /// widget owns; the closure is released when the widget finalizes the gesture.
    ///
    /// The corresponding C functions are `gtk_gesture_click_new`, `gtk_widget_add_controller` and
    /// `g_signal_connect_data` (`released`).
    static func onClick(of widget: GtkWidgetHandle, _ body: @escaping @MainActor () -> Void) {
        guard let gesture = gtk_gesture_click_new() else { return }
        connect(gpointer(gesture), "released", body)
        gtk_widget_add_controller(self.widget(widget), gesture)
    }

    // MARK: Signals

    /// Calls `body` on each emission of a signal whose handler takes only the instance (`clicked`,
    /// `value-changed`, `toggled`), until the widget is finalized, when the closure is released.
    ///
    /// The corresponding C function is `g_signal_connect_data`.
    static func onSignal(_ name: String, of widget: GtkWidgetHandle, _ body: @escaping @MainActor () -> Void) {
        connect(gpointer(widget.pointer), name, body)
    }

    /// Calls `body` each time a property changes (`notify::PROPERTY`), until the widget is
    /// finalized, when the closure is released.
    ///
    /// The corresponding C function is `g_signal_connect_data`.
    static func onNotify(_ property: String, of widget: GtkWidgetHandle, _ body: @escaping @MainActor () -> Void) {
        connect(gpointer(widget.pointer), "notify::\(property)", body)
    }
}
#endif
