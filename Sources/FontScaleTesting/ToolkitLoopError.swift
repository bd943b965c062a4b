import Foundation

/// A toolkit's check could not see the window: the toolkit painted no frame in time.
///
/// ``TextSizeAudit/toolkitChecks(host:timeout:)`` turns the toolkit's loop itself at each text
/// size, so a test needs no loop of its own; when no frame comes before the deadline, the audit
/// stops with this error rather than waiting forever.
public enum ToolkitLoopError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The toolkit painted no frame of the window within `timeout` at `condition`: its loop did
    /// not turn on the thread running the audit (another thread runs it), or the window is not
    /// shown.
    case noFramePainted(toolkit: String, condition: TextSizeCondition, timeout: Duration)

    /// What did not happen, and where to look.
    public var description: String {
        switch self {
        case .noFramePainted(let toolkit, let condition, let timeout):
            "\(toolkit) painted no frame of the window within \(timeout) at \(condition): its event loop did "
                + "not turn on the thread running the audit (is another thread running it?), or the window is "
                + "not shown (call presentWindow first)"
        }
    }
}
