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
        // still ends it after 30 s without progress.
        #expect(demo.waitForExit(within: 300) == 0, "\(demo.errorOutput)")
        let lines = demo.decodedLines(as: FrameBenchmark<GtkHost>.Line.self)
        #expect(FrameBenchmark<GtkHost>.problems(in: lines, changes: 2) == [])
    }
}
/// What the frame benchmark's tests count as a failed run, checked on lines made here: no display.
@Suite("The frame benchmark's checks")
struct FrameBenchmarkProblemsTests {
    typealias Benchmark = FrameBenchmark<GtkHost>

    /// A whole run's lines, each sample taking `sample` milliseconds.
    static func lines(sample: Double, samples: Int = 2) -> [Benchmark.Line] {
        Benchmark.Screen.allCases.flatMap { screen in
            Benchmark.Change.allCases.map { change in
                let desktop: [Double]? = change == .application ? nil : Array(repeating: 5, count: samples)
                return Benchmark.Line(
                    toolkit: "GTK", screen: screen,
                    labels: screen == .settings ? SettingsListViewController.labelCount : 23, change: change,
                    changes: samples, p50: sample, p95: sample, budget: change.budget,
                    toApplicationP50: desktop?.first, toApplicationP95: desktop?.first,
                    samples: Array(repeating: sample, count: samples), toApplicationSamples: desktop)
            }
        }
    }

    @Test("a slow change that reached the screen is no problem", arguments: [30.0, 12_000])
    func slowChangeIsNoProblem(milliseconds: Double) {
        #expect(Benchmark.problems(in: Self.lines(sample: milliseconds), changes: 2) == [])
    }

    @Test("a sample missing or not timed is a problem", arguments: [(0.0, 2), (.infinity, 2), (30, 1)])
    func missingSampleIsAProblem(milliseconds: Double, samples: Int) {
        #expect(Benchmark.problems(in: Self.lines(sample: milliseconds, samples: samples), changes: 2).count == 6)
    }
}
#endif
