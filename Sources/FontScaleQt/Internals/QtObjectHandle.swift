#if Qt
internal import CQtShim

/// A Qt object FontScale made for its own ends (a notifier, a timer, a signal connection, an
/// event filter): destroyed, and its callback released, when the handle goes.
@MainActor
final class QtObjectHandle {
    private let handle: OpaquePointer

    init(_ handle: OpaquePointer) {
        self.handle = handle
    }

    isolated deinit {
        fsqt_handle_destroy(handle)
        fsqt_handle_release(handle)
    }

    /// Destroys the object now; the handle stays safe to keep and release.
    ///
    /// The corresponding C function is `fsqt_handle_destroy` (`QObject::deleteLater`).
    func destroy() {
        fsqt_handle_destroy(handle)
    }
}
#endif
