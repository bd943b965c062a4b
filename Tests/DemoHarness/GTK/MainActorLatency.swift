#if GTK
import FontScaleGTK
import Foundation

/// How soon `@MainActor` work posted from another thread runs while GLib's loop owns the main
/// thread: the latency of ``GtkMainActorBridge``'s wake-up, measured in the demo's real loop.
@MainActor
enum MainActorLatency {
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

    static func measure(bridge: GtkMainActorBridge, hops: Int = 200) throws {
        let samples = Samples()
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
        bridge.run { samples.values.count >= hops }
        let sorted = samples.values.sorted()
        let result = Result(
            mode: "\(bridge.mode)", hops: sorted.count, medianMicroseconds: sorted[sorted.count / 2],
            p90Microseconds: sorted[sorted.count * 9 / 10], maximumMicroseconds: sorted.last ?? 0)
        let data = try JSONEncoder().encode(result)
        FileHandle.standardOutput.write(data + Data("\n".utf8))
    }
}
#endif
