#if Qt
import Foundation
import TestSupport
import Testing

@testable import DemoHarness

/// The harness's restyle benchmark (Benchmarks/qt.sh runs it at 200 and 2,000 labels), small: each of
/// its windows checks that every change reached Qt before it counts a time.
@Suite("The Qt restyle benchmark")
struct RestyleBenchmarkTests {
    @Test("a small run times every change in each window and exits cleanly, Qt shut down before the process")
    func smallRun() throws {
        let demo = try QtDemo.start(
            ["--benchmark-labels", "30", "--iterations", "3"], on: .offscreen, running: .qtHarness)
        #expect(demo.waitForExit() == 0, "\(demo.errorOutput)")
        let result = try #require(demo.decodedLines(as: QtRestyleBenchmark.Result.self).first)
        #expect(result.labels == 30 && result.platform == "offscreen")
        for statistics in [
            result.fontScalePart, result.qtRestyleAfterFontScale, result.fontScaleToPaint,
            result.qtApplicationFontToPaint, result.textStylesPart, result.textStylesToPaint,
            result.textStylesOnQLabelsToPaint,
        ] {
            #expect(statistics.samples.count == 3)
            #expect(statistics.samples.allSatisfy { $0 > 0 && $0 < 10_000 })
        }
    }
}
#endif
