import Benchmark
import DynamicType
import FontScaleGTK
import Foundation
import HeadlessUI
import SystemFonts

/// A window of 2,000 labels, every one styled, in a GTK 4 window on the display, shown by the
/// GTK adapter on HeadlessUI's rendering seam.
@MainActor
final class StyledWindow {
    let application: Application
    let window: Window
    let manager: AppearanceManager
    let host: GtkHost
    let screen = ViewController()
    let probe: Label
    let bridge = GtkMainActorBridge()

    init?(labels: Int) {
        let environment = makeEnvironment()
        application = Application(notificationCenter: NotificationCenter(), fontEnvironment: environment)
        for index in 0..<labels {
            let style = TextStyle.allCases[index % TextStyle.allCases.count]
            screen.view.addSubview(Label(text: "Label \(index)", font: .appFont(for: style, in: environment)))
        }
        probe = Label(text: "Probe", font: .appFont(for: .body, in: environment))
        screen.view.addSubview(probe)
        window = Window(application: application)
        window.rootViewController = screen
        manager = AppearanceManager(rootViewController: screen)
        guard let host = try? GtkHost(window: window),
            (try? host.presentWindow(title: "Benchmark", width: 800, height: 600)) != nil
        else { return nil }
        self.host = host
        bridge.runPending()
        _ = host.widget.textMeasurement()
    }

    /// One desktop change: FontScale's part (the application records it, the tree is walked, the
    /// adapter applies the batch to the widgets) and GTK's (restyling, laying out and painting
    /// every label, until the frame's `after-paint`), in nanoseconds.
    func change() -> (fontScale: Int, gtk: Int) {
        let category: ContentSizeCategory =
            application.preferredContentSizeCategory == .large ? .accessibilityMedium : .large
        let start = DispatchTime.now().uptimeNanoseconds
        application.preferredContentSizeCategory = category
        host.render()  // what the loop's next turn does
        let applied = DispatchTime.now().uptimeNanoseconds
        var painted = false
        host.widget.onNextPaint { painted = true }
        bridge.run { painted }
        let restyled = DispatchTime.now().uptimeNanoseconds
        let shown = host.widget(for: probe)?.textMeasurement().pixelSize
        precondition(shown == TextStyle.body.attributes(at: category).pointSize, "the change did not reach GTK")
        return (Int(applied - start), Int(restyled - applied))
    }
}

func gtkBenchmarks() {
    let fontScale = BenchmarkMetric.custom("FontScale (ns)", polarity: .prefersSmaller, useScalingFactor: false)
    let gtk = BenchmarkMetric.custom("GTK restyle (ns)", polarity: .prefersSmaller, useScalingFactor: false)
    let share = BenchmarkMetric.custom("FontScale share (‰)", polarity: .prefersSmaller, useScalingFactor: false)
    Benchmark(
        "GTK restyle: 2,000 styled labels after a desktop change",
        configuration: .init(
            metrics: [.wallClock, fontScale, gtk, share], warmupIterations: 2, maxDuration: .seconds(10),
            maxIterations: 30)
    ) { benchmark in
        guard let window = await MainActor.run(body: { StyledWindow(labels: 2_000) }) else {
            // No display (run under xvfb-run): nothing to measure.
            return
        }
        for _ in benchmark.scaledIterations {
            let (ours, theirs) = await MainActor.run { window.change() }
            benchmark.measurement(fontScale, ours)
            benchmark.measurement(gtk, theirs)
            benchmark.measurement(share, ours * 1_000 / max(ours + theirs, 1))
        }
    }
}
