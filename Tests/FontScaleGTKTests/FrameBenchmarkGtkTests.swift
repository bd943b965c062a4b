#if GTK
import Foundation
import TestSupport
import Testing

@testable import DemoHarness
import FontScaleGTK

/// The harness's frame benchmark in GTK (Benchmarks/frame.sh runs it with 40 changes), small:
/// each change counts only once GTK painted the probe at the tree's new size, so a run that ends
/// cleanly with every sample saw every change, the desktop's included, reach the screen; the
/// windows follow the application with no appearance manager.
@Suite("The GTK frame benchmark", .requires(.testDisplay))
struct FrameBenchmarkGtkTests {
    @Test(
        "a small run in a private session times every change of each kind on both screens",
        .requires(.dconf))
    func smallRun() throws {
        let display = try VirtualDisplay()
        let bus = try SessionBus(display: display)
        var environment = display.demoEnvironment
        environment.merge(bus.environment) { $1 }
        let demo = try DemoProcess(
            ["--benchmark-frame", "--changes", "2"], environment: environment, running: .gtkHarness)
        // Six windows (two screens, three kinds of change), each after its own settings writes: under Address
        // Sanitizer on two busy cores the whole run took 145 s in CI. The harness's own watchdog
        // still ends it after 60 s without progress.
        #expect(demo.waitForExit(within: 300) == 0, "\(demo.errorOutput)")
        let lines = demo.decodedLines(as: FrameBenchmark<GtkHost>.Line.self)
        #expect(FrameBenchmark<GtkHost>.problems(in: lines, changes: 2) == [])
    }
}
#endif
