import DynamicType

// The monitor is the desktop's provider: HeadlessUI's `follow(_:)` takes any provider, so a view
// tree links none of this module.
extension DesktopTextSizeMonitor: PreferredTextSizeProvider {
    /// ``current``, as every provider reports it.
    public var preferredTextSize: PreferredTextSize { current.preferredTextSize }

    /// ``changes()``, as every provider reports them; the stream ends when the monitor is stopped.
    public func preferredTextSizeChanges() -> AsyncStream<PreferredTextSize> {
        let sizes = changes()
        return AsyncStream { continuation in
            let relay = Task {
                for await size in sizes { continuation.yield(size.preferredTextSize) }
                continuation.finish()
            }
            continuation.onTermination = { _ in relay.cancel() }
        }
    }
}
