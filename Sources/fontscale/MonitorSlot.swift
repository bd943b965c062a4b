import DesktopSettings
import Synchronization

/// The monitor a command's signal handler acts on, filled in after the handler is in place: the
/// signals are caught before the monitor starts its first `gsettings`, so no signal can arrive
/// while that process runs and find no handler (or one being installed, which would drop it).
final class MonitorSlot: Sendable {
    private let stored = Mutex<DesktopTextSizeMonitor?>(nil)

    /// The monitor, once set.
    var monitor: DesktopTextSizeMonitor? {
        get { stored.withLock { $0 } }
        set { stored.withLock { $0 = newValue } }
    }
}
