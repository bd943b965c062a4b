import DemoMail
import Foundation
import HeadlessUI

/// `--measure-main-actor`: how soon `@MainActor` work posted from another thread runs while a
/// toolkit's loop owns the main thread, the bridge's wake-up measured in the harness's real loop,
/// the same way for every toolkit: a plain thread posts a main-actor task every 2 ms, and each
/// task notes how long after its posting it ran.
@MainActor
enum MainActorLatency {
    /// The printed line.
    struct Result: Codable {
        var mode: String
        var hops: Int
        var medianMicroseconds: Int
        var p90Microseconds: Int
        var maximumMicroseconds: Int
    }

    /// The latencies so far, in microseconds; main-actor state the poster's tasks append to.
    @MainActor
    final class Samples {
        var values: [Int] = []
    }

    /// Posts `hops` tasks and prints how long they waited, once all ran or 30 seconds passed.
    static func measure(bridge: some MainActorLoopBridge, hops: Int = 200) {
        let samples = Samples()
        // A thread, not a task: nothing of Swift's concurrency runs the posting, so each hop is the
        // main queue's alone.
        let poster = Thread {
            for _ in 0..<hops {
                let posted = DispatchTime.now().uptimeNanoseconds
                Task { @MainActor in
                    samples.values.append(Int(DispatchTime.now().uptimeNanoseconds - posted) / 1_000)
                }
                Thread.sleep(forTimeInterval: 0.002)
            }
        }
        poster.start()
        bridge.run(until: { samples.values.count >= hops }, deadline: ContinuousClock.now + .seconds(30))
        let sorted = samples.values.sorted()
        emitJSONLine(
            Result(
                mode: "\(bridge.mode)", hops: sorted.count,
                medianMicroseconds: sorted.isEmpty ? 0 : sorted[sorted.count / 2],
                p90Microseconds: sorted.isEmpty ? 0 : sorted[sorted.count * 9 / 10],
                maximumMicroseconds: sorted.last ?? 0))
    }
}
