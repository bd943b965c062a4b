#if GTK
internal import CGtk

/// A Swift closure lent to GLib as a C pointer: the one trampoline behind every callback
/// FontScaleGTK registers (a signal handler, an idle, a timeout, a descriptor watch, a frame tick),
/// as gtk-rs has one `connect` and one destroy notify.
///
/// The box is handed to GLib as `user_data` with a retain of its own (`retained(_:)`); GLib calls
/// the closure through one of the C entry points below, which only borrow the box, and gives the
/// retain back exactly once through `destroyNotify` or `closureNotify`: when the source is removed
/// or returns `G_SOURCE_REMOVE`, when the handler is disconnected or its instance finalized. What
/// the closure captures lives exactly as long as GLib holds the callback.
///
/// Everything unsafe about it is in this file: the rest of FontScaleGTK registers callbacks only
/// through the `Gtk` functions below (`connect`, `addIdle`, `addTimeout`, `addDescriptorWatch`,
/// `addTickCallback`), which pair each box with its notify.
final class GLibClosure {
    /// The work; returns whether GLib should call it again (a source's `G_SOURCE_CONTINUE`; a
    /// signal ignores it).
    private let body: @MainActor () -> Bool
    /// The work of a handler of a signal that carries a point (`drag-begin`, `drag-update`,
    /// `drag-end`); `nil` for the others.
    private let pointBody: (@MainActor (Double, Double) -> Void)?

    private init(_ body: @escaping @MainActor () -> Bool) {
        self.body = body
        pointBody = nil
    }

    private init(point: @escaping @MainActor (Double, Double) -> Void) {
        body = { true }
        pointBody = point
    }

    /// A new box holding a point handler, with one retain handed to the caller, as
    /// ``retained(_:)``.
    fileprivate static func retained(point: @escaping @MainActor (Double, Double) -> Void) -> gpointer {
        // Invariant: balanced by the one `release` in `closureNotify`, as in `retained(_:)`.
        Unmanaged.passRetained(GLibClosure(point: point)).toOpaque()
    }

    /// Calls the point handler in a box GLib holds, borrowed as ``call(_:)`` borrows it.
    private static func call(_ data: gpointer?, x: Double, y: Double) {
        let address = UInt(bitPattern: data)
        MainActor.assumeIsolated {
            // Invariant: as in `call(_:)`.
            guard let data = UnsafeMutableRawPointer(bitPattern: address) else { return }
            let closure = Unmanaged<GLibClosure>.fromOpaque(data).takeUnretainedValue()
            withExtendedLifetime(closure) { closure.pointBody?(x, y) }
        }
    }

    /// A new box holding `body`, with one retain handed to the caller, who hands it to GLib
    /// together with `destroyNotify` or `closureNotify`.
    fileprivate static func retained(_ body: @escaping @MainActor () -> Bool) -> gpointer {
        // Invariant: this retain is balanced by the one `release` in `destroyNotify` or
        // `closureNotify`, which GLib calls once for the registration it is given with; no other
        // code releases the box.
        Unmanaged.passRetained(GLibClosure(body)).toOpaque()
    }

    /// Calls the closure in a box GLib holds: whether to keep the source.
    ///
    /// The box is borrowed, not released: GLib still holds its retain while it calls back. It is
    /// kept alive for the call itself, so a closure that disconnects its own handler or removes its
    /// own source (which can make GLib release the box) finishes first.
    private static func call(_ data: gpointer?) -> Bool {
        // The address crosses into the main actor's isolation as a plain number.
        let address = UInt(bitPattern: data)
        return MainActor.assumeIsolated {
            // Invariant: `data` is a pointer `retained(_:)` returned whose retain GLib has not yet
            // given back; GLib calls back on the main thread, which owns GTK and the main actor.
            guard let data = UnsafeMutableRawPointer(bitPattern: address) else { return false }
            let closure = Unmanaged<GLibClosure>.fromOpaque(data).takeUnretainedValue()
            return withExtendedLifetime(closure) { closure.body() }
        }
    }

    /// Gives back a box's retain; GLib calls it once, when it drops the callback.
    private static func release(_ data: gpointer?) {
        guard let data else { return }
        Unmanaged<GLibClosure>.fromOpaque(data).release()
    }

    // MARK: The C entry points, one per callback signature

    /// A `GDestroyNotify` for sources and tick callbacks.
    fileprivate static let destroyNotify: GDestroyNotify = { data in release(data) }

    /// A `GClosureNotify` for signal handlers.
    fileprivate static let closureNotify: GClosureNotify = { data, _ in release(data) }

    /// A `GSourceFunc`, for idles and timeouts.
    fileprivate static let sourceFunction: GSourceFunc = { data in call(data) ? 1 : 0 }

    /// A `GUnixFDSourceFunc`, for descriptor watches.
    fileprivate static let descriptorFunction: GUnixFDSourceFunc = { _, _, data in call(data) ? 1 : 0 }

    /// A `GtkTickCallback`, for frame ticks.
    fileprivate static let tickFunction: GtkTickCallback = { _, _, data in call(data) ? 1 : 0 }

    /// A signal handler connected with `G_CONNECT_SWAPPED`, which passes `user_data` first: it
    /// reads its box and none of the signal's own arguments, so one handler serves every signal
    /// whose handlers return nothing, as `g_signal_connect_swapped` with a one-argument function
    /// does in C.
    fileprivate static let swappedHandler: GCallback = unsafeBitCast(
        // Invariant: connected only with G_CONNECT_SWAPPED (in `Gtk.connect`), so the first
        // argument is the box, and only to signals whose handlers return void, so no caller reads
        // a return value; the C calling convention leaves the arguments it does not declare unread.
        { data in _ = call(data) } as @convention(c) (gpointer?) -> Void, to: GCallback.self)

    /// A handler for the signals whose handlers take the instance, two doubles and `user_data`
    /// and return nothing: `GtkGestureDrag`'s `drag-begin`, `drag-update` and `drag-end`.
    fileprivate static let pointHandler: GCallback = unsafeBitCast(
        // Invariant: connected only (in `Gtk.connect(_:_:point:)`) to signals of that signature.
        { _, x, y, data in call(data, x: x, y: y) } as @convention(c) (gpointer?, Double, Double, gpointer?) -> Void,
        to: GCallback.self)
}

extension Gtk {
    /// Calls `body` on each emission of an instance's signal, until the handler is disconnected or
    /// the instance finalized, when the closure is released; returns the handler id.
    ///
    /// Only for signals whose handlers return nothing: the handler returns no value, so a signal
    /// that reads one (`close-request`) would read garbage.
    ///
    /// The corresponding C function is `g_signal_connect_data` (`G_CONNECT_SWAPPED`).
    @discardableResult
    static func connect(_ instance: gpointer, _ signal: String, _ body: @escaping @MainActor () -> Void) -> UInt {
        g_signal_connect_data(
            instance, signal, GLibClosure.swappedHandler,
            GLibClosure.retained {
                body(); return true
            },
            GLibClosure.closureNotify, G_CONNECT_SWAPPED)
    }

    /// Calls `body` with the point of each emission of a signal whose handler takes the instance,
    /// two doubles and `user_data` (`drag-begin`, `drag-update`, `drag-end`), until the handler is
    /// disconnected or the instance finalized, when the closure is released.
    ///
    /// The corresponding C function is `g_signal_connect_data`.
    @discardableResult
    static func connect(
        _ instance: gpointer, _ signal: String, point body: @escaping @MainActor (Double, Double) -> Void
    ) -> UInt {
        g_signal_connect_data(
            instance, signal, GLibClosure.pointHandler, GLibClosure.retained(point: body), GLibClosure.closureNotify,
            GConnectFlags(rawValue: 0))
    }

    /// Adds a GLib source that calls `body` on a turn of the default main context until it returns
    /// `false` or the source is removed, when the closure is released; returns the source id.
    ///
    /// The corresponding C function is `g_idle_add_full`.
    static func addIdle(priority: Int32, _ body: @escaping @MainActor () -> Bool) -> UInt32 {
        g_idle_add_full(priority, GLibClosure.sourceFunction, GLibClosure.retained(body), GLibClosure.destroyNotify)
    }

    /// Calls `body` every `milliseconds` from GLib's default main context, as ``addIdle(priority:_:)``
    /// does; returns the source id.
    ///
    /// The corresponding C function is `g_timeout_add_full`.
    static func addTimeout(_ milliseconds: UInt32, _ body: @escaping @MainActor () -> Bool) -> UInt32 {
        g_timeout_add_full(
            G_PRIORITY_DEFAULT, milliseconds, GLibClosure.sourceFunction, GLibClosure.retained(body),
            GLibClosure.destroyNotify)
    }

    /// Calls `body` whenever `descriptor` is readable, as ``addIdle(priority:_:)`` does; returns the
    /// source id.
    ///
    /// The corresponding C function is `g_unix_fd_add_full`.
    static func addDescriptorWatch(_ descriptor: Int32, _ body: @escaping @MainActor () -> Bool) -> UInt32 {
        g_unix_fd_add_full(
            G_PRIORITY_DEFAULT, descriptor, G_IO_IN, GLibClosure.descriptorFunction, GLibClosure.retained(body),
            GLibClosure.destroyNotify)
    }

    /// Calls `body` at the start of each of the widget's frames until it returns `false` or the
    /// widget is destroyed, when the closure is released.
    ///
    /// The corresponding C function is `gtk_widget_add_tick_callback`.
    static func addTickCallback(of widget: GtkWidgetHandle, _ body: @escaping @MainActor () -> Bool) {
        gtk_widget_add_tick_callback(
            self.widget(widget), GLibClosure.tickFunction, GLibClosure.retained(body), GLibClosure.destroyNotify)
    }
}
#endif
