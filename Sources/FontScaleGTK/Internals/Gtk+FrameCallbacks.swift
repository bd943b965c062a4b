#if GTK
internal import CGtk

extension Gtk {
    /// Calls `body` once, at the start of the widget's next frame.
    ///
    /// The corresponding C function is `gtk_widget_add_tick_callback`.
    static func onNextFrame(of widget: GtkWidgetHandle, _ body: @escaping @MainActor () -> Void) {
        // Unmanaged because GTK carries the box as a C pointer. Invariant: one retain is handed
        // to GTK here and given back in the destroy notify, which GTK calls once, after the
        // last tick; the tick callback only borrows it.
        let box = Unmanaged.passRetained(GLibClosure(body)).toOpaque()
        gtk_widget_add_tick_callback(
            self.widget(widget),
            { _, _, data in
                MainActor.assumeIsolated { Unmanaged<GLibClosure>.fromOpaque(data!).takeUnretainedValue().body() }
                return 0  // G_SOURCE_REMOVE: once
            }, box,
            { data in Unmanaged<GLibClosure>.fromOpaque(data!).release() })
    }
}
/// A closure for one `after-paint` of a frame clock, carried by GTK as a C pointer.
final class PaintCallback {
    let body: @MainActor () -> Void
    let clock: OpaquePointer
    var handlerID: UInt = 0
    init(clock: OpaquePointer, _ body: @escaping @MainActor () -> Void) {
        self.clock = clock
        self.body = body
    }
}

extension Gtk {
    /// Calls `body` once, after the widget's next frame is painted: a restyle is on screen then.
    ///
    /// The corresponding C functions are `gtk_widget_get_frame_clock`, `g_signal_connect_data`
    /// (`after-paint`), `g_signal_handler_disconnect` and `gtk_widget_queue_draw`.
    static func onNextPaint(of widget: GtkWidgetHandle, _ body: @escaping @MainActor () -> Void) {
        guard let clock = gtk_widget_get_frame_clock(self.widget(widget)) else {
            return onNextFrame(of: widget, body)
        }
        let callback = PaintCallback(clock: clock, body)
        // Unmanaged because GTK carries the box as a C pointer. Invariant: one retain is
        // handed to GTK here and given back by the destroy notify when the handler is
        // disconnected, which the handler does after its one call; nothing reads the box after.
        let box = Unmanaged.passRetained(callback).toOpaque()
        let handler: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
            let callback = Unmanaged<PaintCallback>.fromOpaque(data!).takeUnretainedValue()
            MainActor.assumeIsolated { callback.body() }
            // The body may have closed the window, which took the clock's handlers with it.
            if g_signal_handler_is_connected(UnsafeMutableRawPointer(callback.clock), callback.handlerID) != 0 {
                g_signal_handler_disconnect(UnsafeMutableRawPointer(callback.clock), callback.handlerID)
            }
        }
        callback.handlerID = g_signal_connect_data(
            UnsafeMutableRawPointer(clock), "after-paint", unsafeBitCast(handler, to: GCallback.self), box,
            { data, _ in Unmanaged<PaintCallback>.fromOpaque(data!).release() }, GConnectFlags(rawValue: 0))
        gtk_widget_queue_draw(self.widget(widget))
    }
}
#endif
