#if GTK
internal import CGtk
internal import CMainThread
import Foundation

/// GTK on the process's main thread, where CMainThread keeps the main actor.
extension Gtk {
    /// Stops the process with a message naming the thread rule unless the caller is on the main
    /// thread: GTK is not thread-safe, and a call from elsewhere would race the main thread's loop
    /// or silently act on another thread's state.
    ///
    /// The corresponding C function is `fontscale_main_thread_require`.
    nonisolated static func requireMainThread(_ call: String) {
        fontscale_main_thread_require("GTK", call)
    }

    /// Has the main thread wait in GLib's loop while the main actor has nothing to do, so GTK's
    /// windows are drawn and its events handled between main-actor jobs (top-level code that
    /// awaits, an async main, a test).
    ///
    /// The corresponding C function is `fontscale_main_loop_adopt`.
    static func adoptMainLoop() {
        // Parked at another thread's exit, before the display server goes.
        fontscale_main_loop_adopt(waitInMainContext, true)
    }

    /// The main thread's wait: one blocking iteration of GLib's default context, woken as well by
    /// the main queue's descriptor, whose work then runs after GTK's events rather than inside
    /// them. When another thread owns the context (an app that runs GLib's loop elsewhere), it
    /// waits for the main queue alone, a frame's time at most.
    ///
    /// The corresponding C functions are `g_main_context_default`, `g_main_context_acquire`,
    /// `poll`, `g_unix_fd_add_full`, `g_main_context_iteration`, `g_source_remove` and
    /// `g_main_context_release`.
    private static let waitInMainContext: fontscale_main_loop_wait = { descriptor in
        let context = g_main_context_default()
        guard g_main_context_acquire(context) != 0 else {
            var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&watched, 1, 16)
            return
        }
        defer { g_main_context_release(context) }
        // A source that only wakes the iteration, removed after it, fired or not. At low priority:
        // GLib dispatches only the most urgent sources that are ready, and a busy main queue must
        // not keep GTK's redraw (priority 120) from running.
        let wake = g_unix_fd_add_full(G_PRIORITY_LOW, descriptor, G_IO_IN, { _, _, _ in 1 }, nil, nil)
        _ = g_main_context_iteration(context, 1)
        g_source_remove(wake)
    }

    /// Whether the caller runs on the process's main thread, the only one GTK may run on.
    ///
    /// The corresponding C function is `fontscale_main_thread_is_current`.
    nonisolated static var isMainThread: Bool { fontscale_main_thread_is_current() }

    /// Whether FontScale's loop runs the main queue on the main thread (an async program), which
    /// then needs no bridge of its own.
    ///
    /// The corresponding C function is `fontscale_main_loop_is_running`.
    static var mainLoopIsRunning: Bool { fontscale_main_loop_is_running() }
}
#endif
