import Foundation
import Logging

/// Collects log lines so tests can assert that something was logged.
public final class LogCapture: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []

    /// Creates an empty capture.
    public init() {}

    /// Every line logged so far, as "level: message".
    public var lines: [String] { lock.withLock { stored } }

    /// A logger that writes into this capture at every level.
    public var logger: Logger {
        Logger(label: "test") { _ in Handler(capture: self) }
    }

    struct Handler: LogHandler {
        let capture: LogCapture
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace
        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }
        func log(event: LogEvent) {
            capture.lock.withLock { capture.stored.append("\(event.level): \(event.message)") }
        }
    }
}
