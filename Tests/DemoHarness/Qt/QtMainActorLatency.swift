#if Qt
import DemoMail
import FontScaleQt
import Foundation

/// How soon main-actor work posted from another thread runs inside Qt's loop: the bridge's job.
struct QtMainActorLatency: Codable {
    var mode: String
    var samples: [Double]
    var worstMilliseconds: Double

    /// Posts main-actor tasks from a detached task while only Qt's loop runs, and prints how long
    /// each waited, as JSON.
    @MainActor
    static func measure(bridge: QtMainActorBridge, count: Int = 20) {
        let record = Record()
        Task.detached {
            for _ in 0..<count {
                let posted = ContinuousClock.now
                await MainActor.run {
                    let waited = ContinuousClock.now - posted
                    record.samples.append(
                        Double(waited.components.attoseconds) / 1e15 + Double(waited.components.seconds) * 1000)
                }
                try? await Task.sleep(for: .milliseconds(5))
            }
            await MainActor.run { record.done = true }
        }
        let deadline = Date().addingTimeInterval(30)
        bridge.run { record.done || Date() > deadline }
        emitJSONLine(
            QtMainActorLatency(
                mode: "\(bridge.mode)", samples: record.samples, worstMilliseconds: record.samples.max() ?? -1))
    }

    /// What the main actor saw, on the main actor.
    @MainActor
    private final class Record {
        var samples: [Double] = []
        var done = false
    }
}
#endif
