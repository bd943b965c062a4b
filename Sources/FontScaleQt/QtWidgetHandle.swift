#if Qt
internal import CQtShim

/// A Qt widget FontScale made or was handed: a handle that follows the widget (a `QPointer`), so
/// a call after Qt destroyed it does nothing rather than reach freed memory.
///
/// A handle FontScale made owns its widget while the widget has no parent: releasing the last
/// handle on a widget outside any window deletes it, and a widget inside one belongs to its parent,
/// as Qt has it. A handle on a widget someone else made owns nothing.
///
/// Handles compare and hash by the widget they name, never by its address: every handle on one
/// widget is equal to every other (one FontScale made, one a box gave back, one borrowed with
/// ``init(unsafeWidget:)``), and a handle on a destroyed widget is equal to no handle on any other
/// widget, even one Qt later made at the same address.
@MainActor
public final class QtWidgetHandle: Hashable {
    let handle: OpaquePointer
    /// The widget's identity (a serial number the shim gives each object once and keeps in it), for
    /// comparing and hashing off the main actor; never reused, unlike the widget's address.
    private nonisolated let identity: UInt64

    /// Takes a handle the shim made.
    init(handle: OpaquePointer) {
        self.handle = handle
        identity = Qt.identity(of: handle)
    }

    /// Wraps a live `QWidget *` made elsewhere (an app's own C++), owning nothing: the widget stays
    /// its parent's or its maker's. The handle follows the widget, so a call after Qt destroyed it
    /// does nothing.
    ///
    /// The caller guarantees the pointer names a live `QWidget` (not only a `QObject`) at the time
    /// of the call.
    ///
    /// The corresponding C function is `fsqt_handle_borrow_widget`.
    public convenience init(unsafeWidget pointer: UnsafeMutableRawPointer) {
        // A non-null pointer always gives a handle.
        self.init(handle: fsqt_handle_borrow_widget(pointer)!)
    }

    /// The `QWidget *` for calls FontScale does not wrap, or `nil` after Qt destroyed the widget.
    ///
    /// The corresponding C function is `fsqt_handle_object`.
    public var unsafeWidget: UnsafeMutableRawPointer? { fsqt_handle_object(handle) }

    // Released on the main thread, where Qt's widgets live.
    isolated deinit {
        fsqt_handle_release(handle)
    }

    /// Whether Qt has not destroyed the widget (a closed window's widgets are destroyed).
    public var isAlive: Bool { fsqt_handle_alive(handle) }

    /// The widget's class, such as `QLabel`; empty after Qt destroyed it.
    public var className: String { Qt.take(fsqt_class_name(handle)) ?? "" }

    /// Whether two handles name the same widget (alive or destroyed).
    nonisolated public static func == (lhs: QtWidgetHandle, rhs: QtWidgetHandle) -> Bool {
        lhs.identity == rhs.identity
    }

    /// Hashes the widget's identity.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(identity)
    }
}
#endif
