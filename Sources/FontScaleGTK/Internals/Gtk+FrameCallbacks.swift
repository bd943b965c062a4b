#if GTK
internal import CGtk

extension Gtk {
    /// A signal handler's id, for the handler to disconnect itself: set as `connect` returns,
    /// before the instance can emit (its signals come from the loop, after the call).
    private final class HandlerID {
        var value: UInt = 0
    }

    /// Calls `body` once, at the start of the widget's next frame.
    ///
    /// The corresponding C function is `gtk_widget_add_tick_callback`.
    static func onNextFrame(of widget: GtkWidgetHandle, _ body: @escaping @MainActor () -> Void) {
        addTickCallback(of: widget) {
            body()
            return false  // G_SOURCE_REMOVE: once
        }
    }

    /// Calls `body` once, after the widget's next frame is painted: a restyle is on screen then.
    ///
    /// The corresponding C functions are `gtk_widget_get_frame_clock`, `g_signal_connect_data`
    /// (`after-paint`), `g_signal_handler_is_connected`, `g_signal_handler_disconnect` and
    /// `gtk_widget_queue_draw`.
    static func onNextPaint(of widget: GtkWidgetHandle, _ body: @escaping @MainActor () -> Void) {
        guard let clock = gtk_widget_get_frame_clock(self.widget(widget)) else {
            return onNextFrame(of: widget, body)
        }
        let instance = gpointer(clock)
        let handler = HandlerID()
        handler.value = connect(instance, "after-paint") {
            body()
            // The body may have closed the window, which took the clock's handlers with it.
            if g_signal_handler_is_connected(instance, handler.value) != 0 {
                g_signal_handler_disconnect(instance, handler.value)
            }
        }
        gtk_widget_queue_draw(self.widget(widget))
    }
}
#endif
