/// A GTK widget FontScale styles or made: a plain reference to the C object, which GTK owns.
///
/// Hand in a widget of your own with ``init(unsafeWidget:)`` (a `GtkWidget *`); FontScale never
/// keeps it beyond the call.
public struct GtkWidgetHandle: Hashable, @unchecked Sendable {
    // A C pointer is not Sendable; a handle is only ever used on the main actor, where GTK lives.
    let pointer: UnsafeMutableRawPointer

    /// Wraps a `GtkWidget *`; the caller guarantees it points to a live widget.
    public init(unsafeWidget pointer: UnsafeMutableRawPointer) {
        self.pointer = pointer
    }

    /// The `GtkWidget *`, for calls FontScale does not wrap.
    public var unsafeWidget: UnsafeMutableRawPointer { pointer }
}
