#if GTK
import Testing

@testable import DemoHarness
import FontScaleGTK

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
