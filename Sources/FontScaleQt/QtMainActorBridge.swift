#if Qt
import Foundation
import HeadlessUI

/// Runs `@MainActor` work, `NotificationCenter` observers on the main queue and `AsyncSequence`
/// consumers while Qt's event loop owns the main thread.
///
/// Swift's main actor is the main dispatch queue, which Qt's loop does not drain. The bridge
/// watches the descriptor libdispatch signals when that queue has work (the hook CoreFoundation's
/// run loop uses on Linux, which FontScaleGTK's `GtkMainActorBridge` watches from GLib) with a
/// `QSocketNotifier`, and drains the queue when it is readable: work runs on the loop's next turn,
/// woken by the event rather than a timer, whichever event dispatcher Qt runs (GLib's, as Debian
/// builds it, or Qt's own with `QT_NO_GLIB=1`). Where the descriptor is missing it falls back to
/// draining every 16 ms.
///
/// It is for a synchronous `main` that turns the loop itself (``run(until:)``). An async program
/// (top-level code that awaits, an async `@main`, a Swift Testing test) needs no bridge: linking
/// FontScaleQt keeps the main actor on the process's main thread and waits in Qt's loop
/// between its jobs, so there the bridge attaches nothing and says so (``Mode-swift.enum/notNeeded``),
/// as it does where the main actor runs off the main thread (a program that called
/// `dispatchMain()` itself, whose workers drain the queue), where Qt itself may not be called.
///
/// Keep the bridge for as long as the loop runs; ``detach()`` or releasing it stops it.
///
/// ```swift
/// let bridge = try QtMainActorBridge()
/// bridge.run { done() }        // Qt's loop, with main-actor tasks resumed inside it
/// ```
@MainActor
public final class QtMainActorBridge {
    /// How the queue is watched.
    public enum Mode: Hashable, Sendable {
        /// Woken by libdispatch's descriptor.
        case eventDriven
        /// Drained every so many milliseconds.
        case polling(milliseconds: Int)
        /// Not attached: something else drains the main queue. FontScale's own loop on the main
        /// thread in an async program, or, where the main actor runs off the main thread (a
        /// program that called `dispatchMain()` itself), libdispatch's workers.
        case notNeeded
    }

    /// How the queue is watched.
    public let mode: Mode
    private var source: QtObjectHandle?

    /// Makes the process's QApplication if there is none, and attaches the main queue to its loop.
    ///
    /// - Throws: ``QtError/noDisplay`` when no QApplication can be made, ``QtError/applicationShutDown``
    ///   after ``QtApplication/shutDown()``.
    public init() throws(QtError) {
        try Qt.ensureApplication()
        if !Qt.isMainThread || Qt.mainLoopIsRunning {
            mode = .notNeeded
        } else if let descriptor = Qt.mainQueueDescriptor,
            let notifier = Qt.watch(
                descriptor,
                {
                    Qt.drainMainQueue()
                })
        {
            mode = .eventDriven
            source = notifier
        } else {
            mode = .polling(milliseconds: 16)
            source = Qt.every(16) { Qt.drainMainQueue() }
        }
    }

    isolated deinit {
        detach()
    }

    /// Stops draining the main queue from Qt's loop.
    public func detach() {
        source?.destroy()
        source = nil
    }

    /// Runs Qt's event loop until `done` returns `true`, checking it after every event.
    ///
    /// Call it from synchronous code on the main thread (an app's `main`), not from inside a
    /// main-actor task: the main queue's work runs inside the loop, and a job that turned the
    /// loop would have the queue's later jobs run inside it. The bridge does not drain the queue
    /// again from inside a drain (the process's one drain, which `GtkMainActorBridge` shares).
    public func run(until done: () -> Bool) {
        while !done() { Qt.processEvents(wait: true) }
    }

    /// Runs every event that is ready, without waiting.
    public func runPending() {
        Qt.processEvents(wait: false)
    }
}

/// What the package's harness and demo turn either toolkit's loop through.
extension QtMainActorBridge: MainActorLoopBridge {}
#endif
