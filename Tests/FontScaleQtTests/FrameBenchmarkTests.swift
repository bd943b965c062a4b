#if Qt
import Foundation
import TestSupport
import Testing

@testable import DemoHarness
import FontScaleQt

/// The harness's frame benchmark (Benchmarks/frame.sh runs it with 40 changes), small: each
/// change counts only once Qt painted the probe at the tree's new size, so a run that ends
/// cleanly with every sample saw every change, the desktop's included, reach the screen.
@Suite("The Qt frame benchmark")
struct FrameBenchmarkTests {
    @Test(
        "a small run in a private session times every change of each kind on both screens",
        .requires(.dconf))
    func smallRun() throws {
        let bus = try SessionBus()
        let demo = try QtDemo.start(
            ["--benchmark-frame", "--changes", "2"], on: .offscreen, environment: bus.environment,
            running: .qtHarness)
        #expect(demo.waitForExit() == 0, "\(demo.errorOutput)")
        let lines = demo.decodedLines(as: FrameBenchmark<QtHost>.Line.self)
        #expect(FrameBenchmark<QtHost>.problems(in: lines, changes: 2) == [])
    }
}
#endif
