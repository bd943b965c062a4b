#if GTK
/// A GTK widget FontScale made or was handed: an owning reference, taken when the handle is made
/// and released when it goes, as gtk4-rs owns its objects.
///
/// A handle keeps its widget's memory alive, so a call through it after the widget is destroyed
/// (its window closed) reaches a disposed widget, which GTK ignores, never freed memory. Hand in a
/// widget of your own with ``init(unsafeWidget:)``; reach GTK calls FontScale does not wrap with
/// ``unsafeWidget``.
///
/// Handles compare and hash by the widget they name (GObject identity): two handles are equal when
/// they hold the same widget. The widget's address stands for it, and cannot be another widget's
/// while a handle holds its reference, so equal handles never name two widgets.
@MainActor
public final class GtkWidgetHandle: Hashable {
    let pointer: UnsafeMutableRawPointer
    /// The widget's address, for comparing and hashing off the main actor: the widget's identity,
    /// since the reference this handle holds keeps any other object from being made at it.
    private nonisolated let address: UInt

    /// Wraps a live `GtkWidget *` with a reference of its own, which it releases when it goes.
    ///
    /// A new widget (`gtk_label_new` and the like) comes with a floating reference, which nobody
    /// owns yet: the handle sinks it and owns it, as gtk-rs's `from_glib_none` does. Releasing the
    /// last handle on a widget nothing else took then finalizes it; a container that takes the
    /// widget later adds a reference of its own, and the widget lives while either holds it. A widget
    /// without a floating reference (one already in a parent, a window, which GTK's list of
    /// toplevels holds) gets one added, and its other owners keep theirs. Either way, do not
    /// release a reference of yours on the handle's behalf.
    ///
    /// The caller guarantees the pointer names a live widget at the time of the call.
    ///
    /// The corresponding C function is `g_object_ref_sink`.
    public init(unsafeWidget pointer: UnsafeMutableRawPointer) {
        self.pointer = pointer
        address = UInt(bitPattern: pointer)
        Gtk.takeReference(pointer)
    }

    // The last reference of a widget is released on the main thread, where GTK lives.
    isolated deinit {
        Gtk.releaseReference(pointer)
    }

    /// The `GtkWidget *`, for calls FontScale does not wrap; valid while this handle lives.
    public var unsafeWidget: UnsafeMutableRawPointer { pointer }

    /// Whether two handles name the same widget.
    nonisolated public static func == (lhs: GtkWidgetHandle, rhs: GtkWidgetHandle) -> Bool {
        lhs.address == rhs.address
    }

    /// Hashes the widget's identity (its address, reserved to it while this handle lives).
    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(address)
    }
}
#endif
