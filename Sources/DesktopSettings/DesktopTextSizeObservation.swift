import Synchronization

/// A registration of ``DesktopTextSizeMonitor/observeChanges(_:)``: the handler is called until
/// ``cancel()`` or until this object goes.
public final class DesktopTextSizeObservation: Sendable {
    /// Weak: an observation does not keep its monitor running.
    private struct Link {
        weak var monitor: DesktopTextSizeMonitor?
    }

    private let link: Mutex<Link>
    private let id: Int

    init(monitor: DesktopTextSizeMonitor, id: Int) {
        link = Mutex(Link(monitor: monitor))
        self.id = id
    }

    deinit {
        cancel()
    }

    /// Stops calling the handler. A call already under way on the monitor's thread finishes.
    public func cancel() {
        let monitor = link.withLock { link in
            defer { link.monitor = nil }
            return link.monitor
        }
        monitor?.removeHandler(id)
    }
}
