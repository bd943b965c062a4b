/// The one drain of the main dispatch queue that a toolkit's main loop runs when libdispatch says
/// the queue has work (FontScaleGTK's `GtkMainActorBridge` from GLib's loop, FontScaleQt's
/// `QtMainActorBridge` from Qt's), with the guard both need: the queue is not drained again from
/// inside its own drain.
///
/// A job on the main queue may turn the toolkit's loop (a modal wait, a test that waits for a
/// paint), and the loop would drain the queue again while it is still being drained: the queue's
/// later jobs would then run nested inside an earlier one, which CoreFoundation's run loop
/// prevents with a flag of its own. Here a nested drain returns at once, and the outer drain runs
/// those jobs after the current one, in order. The flag is the process's, as the main queue is:
/// two bridges (a GTK and a Qt loop over the same GLib context) share it.
///
/// The drain itself is the toolkit layer's call (libdispatch's `_dispatch_main_queue_callback_4CF`,
/// declared by each adapter's C module), so this type makes no C call.
@MainActor
package enum MainQueuePump {
    /// Whether a drain is running now.
    package private(set) static var isDraining = false

    /// Runs `drain` (the main queue's work) unless a drain is already running, when it returns at
    /// once without calling it.
    package static func run(_ drain: () -> Void) {
        guard !isDraining else { return }
        isDraining = true
        defer { isDraining = false }
        drain()
    }
}
