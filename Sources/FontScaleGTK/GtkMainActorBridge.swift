#if GTK
import Foundation
import HeadlessUI
/// Runs `@MainActor` work, `NotificationCenter` observers on the main queue and `AsyncSequence`
/// consumers while GLib's main loop owns the main thread.
///
/// Swift's main actor is the main dispatch queue, which GLib's loop does not drain. The bridge
/// watches the descriptor libdispatch signals when that queue has work (the hook
/// CoreFoundation's run loop uses on Linux) from GLib's default context, and drains the queue
/// when it is readable: work runs on the loop's next turn, woken by the event rather than a
/// timer. Where the descriptor is missing it falls back to draining every 16 ms.
///
/// It is for a synchronous `main` that turns the loop itself (``run(until:)``). An async program
/// (top-level code that awaits, an async `@main`, a Swift Testing test) needs no bridge: linking
/// FontScaleGTK keeps the main actor on the process's main thread and waits in GLib's loop
/// between its jobs, so there the bridge attaches nothing and says so (``Mode-swift.enum/notNeeded``),
/// as it does where the main actor runs off the main thread (a program that called
/// `dispatchMain()` itself, whose workers drain the queue), where GTK itself may not be called.
///
/// Keep the bridge for as long as the loop runs; ``detach()`` or releasing it stops it.
@MainActor
public final class GtkMainActorBridge {
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
    private var sourceID: UInt32?

    /// Attaches the main queue to GLib's default main context.
    public init() {
        if !Gtk.isMainThread || Gtk.mainLoopIsRunning {
            mode = .notNeeded
        } else if let descriptor = Gtk.mainQueueDescriptor {
            mode = .eventDriven
            sourceID = Gtk.watch(descriptor) {
                Gtk.drainMainQueue()
            }
        } else {
            mode = .polling(milliseconds: 16)
            sourceID = Gtk.every(16) { Gtk.drainMainQueue() }
        }
    }

    isolated deinit {
        detach()
    }

    /// Stops draining the main queue from GLib's loop.
    public func detach() {
        if let sourceID { Gtk.removeSource(sourceID) }
        sourceID = nil
    }

    /// Runs GLib's main loop until `done` returns `true`, checking it after every event.
    ///
    /// Call it from synchronous code on the main thread (an app's `main`), not from inside a
    /// main-actor task: the main queue's work runs inside the loop, and a job that turned the
    /// loop would have the queue's later jobs run inside it. The bridge does not drain the queue
    /// again from inside a drain (the process's one drain, which `QtMainActorBridge` shares).
    public func run(until done: () -> Bool) {
        while !done() { Gtk.iterate(blocking: true) }
    }

    /// Runs every event that is ready, without waiting.
    public func runPending() {
        while Gtk.iterate(blocking: false) {}
    }
}

/// What the package's harness and demo turn either toolkit's loop through.
extension GtkMainActorBridge: MainActorLoopBridge {}
#endif
