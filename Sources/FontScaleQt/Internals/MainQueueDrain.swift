#if Qt
/// Drains the main queue for a ``QtMainActorBridge``'s sources, and not again from inside that
/// work (a job that turns Qt's loop), which would nest the queue's jobs, as CoreFoundation's own
/// flag prevents. Owned by the bridge's notifier or timer.
@MainActor
final class MainQueueDrain {
    private var isDraining = false

    /// Runs the main queue's work unless this drain is already running it.
    func run() {
        guard !isDraining else { return }
        isDraining = true
        defer { isDraining = false }
        Qt.drainMainQueue()
    }
}
#endif
