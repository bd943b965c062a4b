import HeadlessUI
import Testing

/// Every suite that uses the process-wide `Application.shared` and `FontEnvironment.shared`, as a
/// newcomer's app and the ported patterns do: nested here, they run one test at a time.
@Suite("Uses the shared application", .serialized)
struct SharedApplication {}

/// The process-wide state the examples touch, put back before each one.
@MainActor
enum SharedState {
    static func reset() {
        Application.shared.preferredContentSizeCategory = .large
        Application.shared.isBoldTextEnabled = false
        Application.shared.appearanceRegistry.removeAll()
        FontEnvironment.shared.legibilityWeight = .unspecified
    }
}
