#if GTK
internal import CGtk

/// A GTK widget FontScale made or was handed: an owning reference, taken when the handle is made
/// and released when it goes, as gtk4-rs owns its objects.
///
/// A handle keeps its widget's memory alive, so a call through it after the widget is destroyed
/// (its window closed) reaches a disposed widget, which GTK ignores, never freed memory. Hand in a
/// widget of your own with ``init(unsafeWidget:)``; reach GTK calls FontScale does not wrap with
/// ``unsafeWidget``.
@MainActor
public final class GtkWidgetHandle: Hashable {
    let pointer: UnsafeMutableRawPointer
    /// The widget's address, for comparing and hashing off the main actor.
    private nonisolated let address: UInt

    /// Takes ownership of a new widget: sinks its floating reference (or adds one to a widget that
    /// has none floating, such as a window, which GTK's toplevel list also holds).
    ///
    /// The corresponding C function is `g_object_ref_sink`.
    init(sinking widget: UnsafeMutablePointer<GtkWidget>) {
        pointer = UnsafeMutableRawPointer(widget)
        address = UInt(bitPattern: pointer)
        g_object_ref_sink(gpointer(pointer))
    }

    /// Wraps a live `GtkWidget *`, taking a reference of its own that it releases when it goes.
    ///
    /// The caller guarantees the pointer names a live widget at the time of the call.
    ///
    /// The corresponding C function is `g_object_ref`.
    public init(unsafeWidget pointer: UnsafeMutableRawPointer) {
        self.pointer = pointer
        address = UInt(bitPattern: pointer)
        g_object_ref(gpointer(pointer))
    }

    // The last reference of a widget is released on the main thread, where GTK lives.
    isolated deinit {
        g_object_unref(gpointer(pointer))
    }

    /// The `GtkWidget *`, for calls FontScale does not wrap; valid while this handle lives.
    public var unsafeWidget: UnsafeMutableRawPointer { pointer }

    /// Whether two handles name the same widget.
    nonisolated public static func == (lhs: GtkWidgetHandle, rhs: GtkWidgetHandle) -> Bool {
        lhs.address == rhs.address
    }

    /// Hashes the widget's address.
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(address)
    }
}
#endif
