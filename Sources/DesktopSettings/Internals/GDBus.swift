#if SettingsPortal
internal import CGio
import Foundation
import Synchronization

// The GDBus calls the Settings portal source makes, each behind a Swift wrapper: the only file in
// DesktopSettings that touches GIO, so the public files read as plain Swift.

/// A D-Bus error as GDBus reports it: its D-Bus name when it has one, and its message.
struct DBusError: Error, CustomStringConvertible {
    let message: String
    /// The D-Bus error name the peer answered with, such as
    /// `org.freedesktop.portal.Error.NotFound`; `nil` for a local failure (no bus, a deadline).
    let remoteName: String?

    /// An error of FontScale's own, such as a deadline passed.
    init(message: String) {
        self.message = message
        remoteName = nil
    }

    /// Whether the Settings portal answered that it has no such setting, rather than failing to
    /// answer at all.
    var isUnknownSetting: Bool { remoteName == "org.freedesktop.portal.Error.NotFound" }

    /// Takes ownership of a `GError` and frees it.
    ///
    /// The corresponding C functions are `g_dbus_error_get_remote_error` and `g_error_free`.
    init(consuming error: UnsafeMutablePointer<GError>?) {
        guard let error else {
            message = "unknown D-Bus error"
            remoteName = nil
            return
        }
        defer { g_error_free(error) }
        let text = error.pointee.message.map { String(cString: $0) } ?? "no message"
        if let remote = g_dbus_error_get_remote_error(error) {
            defer { g_free(remote) }
            remoteName = String(cString: remote)
            message = "\(String(cString: remote)): \(text)"
        } else {
            message = text
            remoteName = nil
        }
    }

    var description: String { message }
}

/// A D-Bus value: one owned reference to a `GVariant`.
final class DBusVariant {
    private let pointer: OpaquePointer

    /// Takes over a reference the caller owns (a full transfer, not floating).
    init(owning pointer: OpaquePointer) {
        self.pointer = pointer
    }

    /// Takes a reference of its own to a value the caller only borrows.
    ///
    /// The corresponding C function is `g_variant_ref`.
    convenience init(borrowing pointer: OpaquePointer) {
        self.init(owning: g_variant_ref(pointer))
    }

    deinit { g_variant_unref(pointer) }

    /// A string value, as a peer would send one; for tests of what a peer may send.
    ///
    /// The corresponding C functions are `g_variant_new_string` and `g_variant_ref_sink`.
    convenience init(string: String) {
        self.init(owning: g_variant_ref_sink(g_variant_new_string(string)))
    }

    /// A double value, as a peer would send one; for tests of what a peer may send.
    ///
    /// The corresponding C functions are `g_variant_new_double` and `g_variant_ref_sink`.
    convenience init(double: Double) {
        self.init(owning: g_variant_ref_sink(g_variant_new_double(double)))
    }

    /// The D-Bus type signature, such as `d`, `v` or `(ssv)`.
    ///
    /// The corresponding C function is `g_variant_get_type_string`.
    var typeString: String { String(cString: g_variant_get_type_string(pointer)) }

    /// The child at an index of a tuple; `nil` past its end or for a value that is not a container.
    ///
    /// The corresponding C functions are `g_variant_is_container`, `g_variant_n_children` and
    /// `g_variant_get_child_value`.
    func child(at index: Int) -> DBusVariant? {
        guard g_variant_is_container(pointer) != 0, index < g_variant_n_children(pointer) else { return nil }
        return DBusVariant(owning: g_variant_get_child_value(pointer, gsize(index)))
    }

    /// The value inside every layer of variant wrapping: the portal's deprecated `Read` wraps its
    /// answer twice, `ReadOne` and `SettingChanged` once.
    ///
    /// The corresponding C function is `g_variant_get_variant`.
    var unwrapped: DBusVariant {
        var value = self
        while value.typeString == "v" { value = DBusVariant(owning: g_variant_get_variant(value.pointer)) }
        return value
    }

    /// The number, for a `d` (double) value.
    ///
    /// The corresponding C function is `g_variant_get_double`.
    var double: Double? { typeString == "d" ? g_variant_get_double(pointer) : nil }

    /// The number, for a `u` (uint32) value.
    ///
    /// The corresponding C function is `g_variant_get_uint32`.
    var uint32: UInt32? { typeString == "u" ? g_variant_get_uint32(pointer) : nil }

    /// The text, for an `s` (string) value.
    ///
    /// The corresponding C function is `g_variant_get_string`.
    var string: String? { typeString == "s" ? String(cString: g_variant_get_string(pointer, nil)) : nil }
}

/// One owned reference to a `GCancellable`, which may be cancelled from any thread.
private final class Cancellable: @unchecked Sendable {
    // GCancellable is documented as thread-safe; the pointer itself never changes.
    let pointer: UnsafeMutablePointer<GCancellable>

    /// The corresponding C function is `g_cancellable_new`.
    init() { pointer = g_cancellable_new() }

    /// The corresponding C function is `g_object_unref`.
    deinit { g_object_unref(pointer) }

    /// The corresponding C function is `g_cancellable_cancel`.
    func cancel() { g_cancellable_cancel(pointer) }

    /// The corresponding C function is `g_cancellable_is_cancelled`.
    var isCancelled: Bool { g_cancellable_is_cancelled(pointer) != 0 }
}

/// A connection to a message bus, closed when released.
final class DBusConnection: @unchecked Sendable {
    // GDBusConnection is documented as thread-safe; the pointer itself never changes.
    fileprivate let pointer: OpaquePointer

    /// Connects to a bus address, such as `DBUS_SESSION_BUS_ADDRESS`, and registers with it,
    /// giving up after `timeout`: a socket that accepts but never speaks would otherwise hold the
    /// caller forever, as GDBus's own connect has no deadline.
    ///
    /// The corresponding C functions are `g_cancellable_new`, `g_dbus_connection_new_for_address_sync`
    /// and, when the deadline passes first, `g_cancellable_cancel` (from a timer thread; GDBus
    /// checks the cancellable at every blocking step of the connect, the handshake and `Hello`).
    init(address: String, timeout: Duration) throws(DBusError) {
        let cancellable = Cancellable()
        let deadline = DispatchWorkItem { cancellable.cancel() }
        DispatchQueue.global().asyncAfter(
            deadline: .now() + .milliseconds(Int(timeout.milliseconds)), execute: deadline)
        defer { deadline.cancel() }
        var error: UnsafeMutablePointer<GError>?
        let flags = GDBusConnectionFlags(
            rawValue: G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT.rawValue
                | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION.rawValue)
        guard
            let connection = g_dbus_connection_new_for_address_sync(
                address, flags, nil, cancellable.pointer, &error)
        else {
            if cancellable.isCancelled {
                g_clear_error(&error)
                throw DBusError(message: "the bus at \(address) did not answer within \(timeout)")
            }
            throw DBusError(consuming: error)
        }
        pointer = connection
    }

    /// The corresponding C function is `g_object_unref`.
    deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }

    /// Calls a method whose arguments are all strings, waiting at most `timeout`, and returns its
    /// reply tuple.
    ///
    /// The corresponding C functions are `g_variant_new_string`, `g_variant_new_tuple` and
    /// `g_dbus_connection_call_sync`.
    func call(
        destination: String, path: String, interface: String, method: String, arguments: [String],
        timeout: Duration
    ) throws(DBusError) -> DBusVariant {
        // Floating references: the tuple sinks its children and the call sinks the tuple.
        let children: [OpaquePointer?] = arguments.map { g_variant_new_string($0) }
        let parameters = children.withUnsafeBufferPointer { g_variant_new_tuple($0.baseAddress, gsize($0.count)) }
        var error: UnsafeMutablePointer<GError>?
        let milliseconds = Int32(clamping: timeout.milliseconds)
        guard
            let reply = g_dbus_connection_call_sync(
                pointer, destination, path, interface, method, parameters, nil, G_DBUS_CALL_FLAGS_NONE, milliseconds,
                nil, &error)
        else { throw DBusError(consuming: error) }
        return DBusVariant(owning: reply)
    }
}

/// A subscription to one signal, delivered on a thread of its own that runs a GLib main context,
/// so it needs no GLib main loop from the application. Cancelled by ``cancel()`` or on release.
final class DBusSignalWatch: Sendable {
    private let loop: Loop

    /// Subscribes to a signal and starts delivering its parameters to `handler`; returns once the
    /// subscription is in place, so no signal sent after it is missed.
    init(
        connection: DBusConnection, sender: String, interface: String, member: String, path: String,
        firstArgument: String?, handler: @escaping @Sendable (DBusVariant) -> Void
    ) {
        let loop = Loop()
        self.loop = loop
        let subscribed = DispatchSemaphore(value: 0)
        let thread = Thread {
            loop.run(
                connection: connection, sender: sender, interface: interface, member: member, path: path,
                firstArgument: firstArgument, handler: handler, subscribed: subscribed)
        }
        thread.name = "FontScale D-Bus signals"
        thread.start()
        subscribed.wait()
    }

    /// Stops delivery without waiting for a handler under way (see `Loop.cancel()`).
    func cancel() { loop.cancel() }

    deinit { loop.cancel() }

    /// The handler GLib calls, boxed so a C callback can reach it.
    private final class Handler {
        let body: @Sendable (DBusVariant) -> Void
        /// Asked before each delivery: one iteration of the context may hold several signals.
        let loop: Loop
        init(_ body: @escaping @Sendable (DBusVariant) -> Void, loop: Loop) {
            self.body = body
            self.loop = loop
        }
    }

    /// The GLib main context the signal is delivered in, and the thread that iterates it.
    private final class Loop: @unchecked Sendable {
        // `context` is created before the thread starts and freed after it has ended; a GLib main
        // context may be woken from any thread. `isCancelled` is the only state the threads share.
        let context: OpaquePointer = g_main_context_new()
        let isCancelled = Atomic(false)

        /// The corresponding C functions are `g_main_context_push_thread_default`,
        /// `g_dbus_connection_signal_subscribe`, `g_main_context_iteration`,
        /// `g_dbus_connection_signal_unsubscribe` and `g_main_context_pop_thread_default`.
        func run(
            connection: DBusConnection, sender: String, interface: String, member: String, path: String,
            firstArgument: String?, handler: @escaping @Sendable (DBusVariant) -> Void, subscribed: DispatchSemaphore
        ) {
            g_main_context_push_thread_default(context)
            // Unmanaged: GLib holds the handler as a raw pointer. Invariant: it is retained once
            // here and released once, by the destroy notify GLib calls when the subscription is
            // removed; the callback only borrows it in between. A test cancels a watch and checks
            // that its handler is freed.
            let userData = Unmanaged.passRetained(Handler(handler, loop: self)).toOpaque()
            let id = g_dbus_connection_signal_subscribe(
                connection.pointer, sender, interface, member, path, firstArgument, G_DBUS_SIGNAL_FLAGS_NONE,
                { _, _, _, _, _, parameters, userData in
                    guard let parameters, let userData else { return }
                    let handler = Unmanaged<Handler>.fromOpaque(userData).takeUnretainedValue()
                    guard !handler.loop.isCancelled.load(ordering: .acquiring) else { return }
                    handler.body(DBusVariant(borrowing: parameters))
                },
                userData,
                { userData in
                    if let userData { Unmanaged<Handler>.fromOpaque(userData).release() }
                })
            subscribed.signal()
            while !isCancelled.load(ordering: .acquiring) {
                g_main_context_iteration(context, 1)
            }
            g_dbus_connection_signal_unsubscribe(connection.pointer, id)
            // The destroy notify is dispatched in this context: let it run.
            while g_main_context_iteration(context, 0) != 0 {}
            g_main_context_pop_thread_default(context)
        }

        /// Stops delivery: a signal not yet handed to the handler is dropped. It does not wait for
        /// a handler under way, so that it can be called from inside one (the thread would wait for
        /// itself) or from a thread a handler waits on (each would wait for the other); the
        /// thread ends, and lets go of the handler, as soon as that handler returns.
        ///
        /// The corresponding C function is `g_main_context_wakeup`.
        func cancel() {
            guard !isCancelled.exchange(true, ordering: .acquiringAndReleasing) else { return }
            g_main_context_wakeup(context)
        }

        /// The corresponding C function is `g_main_context_unref`.
        deinit { g_main_context_unref(context) }
    }
}
extension Duration {
    /// The whole milliseconds in this duration, as GLib's timeouts take them.
    fileprivate var milliseconds: Int64 {
        components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
    }
}
#endif
