#if GTK
import CGtk
import Foundation

/// Holds GLib's default main context on a thread of its own, as an app whose loop runs on
/// another thread does: while it is held, the test's thread cannot turn GTK's loop.
final class MainContextHolder: Sendable {
    private let acquired = DispatchSemaphore(value: 0)
    private let finish = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)

    /// Acquires the context on a new thread; returns once that thread owns it.
    init() {
        let (acquired, finish, finished) = (acquired, finish, finished)
        Thread {
            _ = g_main_context_acquire(g_main_context_default())
            acquired.signal()
            finish.wait()
            // Only the owning thread may release it.
            g_main_context_release(g_main_context_default())
            finished.signal()
        }.start()
        acquired.wait()
    }

    /// Releases the context; returns once it is free.
    func release() {
        finish.signal()
        finished.wait()
    }
}
#endif
