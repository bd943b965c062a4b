#if GTK
internal import CGtk

/// A weak reference to a GObject (GLib's `GWeakRef`): whether the object is still alive, without
/// keeping it so. What the tests of ownership watch a widget with: a handle's release, a
/// container's, a callback's closure going with its widget.
@MainActor
final class GObjectWeakReference {
    /// GLib keeps the reference's address in the object until it is cleared, so it lives on the
    /// heap, not in a Swift value that may move.
    private let storage: UnsafeMutablePointer<GWeakRef>

    /// A weak reference to a live object.
    ///
    /// The corresponding C function is `g_weak_ref_init`.
    init(to object: UnsafeMutableRawPointer) {
        storage = .allocate(capacity: 1)
        storage.initialize(to: GWeakRef())
        // Invariant: `storage` stays allocated and registered with the object until `deinit`
        // clears it, and GLib clears it itself if the object goes first.
        g_weak_ref_init(storage, gpointer(object))
    }

    /// A weak reference to a handle's widget.
    convenience init(to widget: GtkWidgetHandle) {
        self.init(to: widget.pointer)
    }

    isolated deinit {
        g_weak_ref_clear(storage)
        storage.deinitialize(count: 1)
        storage.deallocate()
    }

    /// Whether the object still has a reference: `false` once its last one is released.
    ///
    /// The corresponding C functions are `g_weak_ref_get` and `g_object_unref`.
    var isAlive: Bool {
        guard let object = g_weak_ref_get(storage) else { return false }
        g_object_unref(object)
        return true
    }
}
#endif
