import Benchmark
import DynamicType
import FontScaleGTK
import Foundation
import HeadlessUI
import SystemFonts

/// A window of 2,000 labels, every one styled, in a GTK 4 window on the display.
@MainActor
final class StyledWindow {
    let application: Application
    let styles: GtkTextStyles
    let host: GtkHost
    let screen = ViewController()
    let bridge = GtkMainActorBridge()

    init?(labels: Int) {
        let environment = makeEnvironment()
        application = Application(notificationCenter: NotificationCenter(), fontEnvironment: environment)
        guard let styles = try? GtkTextStyles(application: application) else { return nil }
        self.styles = styles
        for index in 0..<labels {
            let style = TextStyle.allCases[index % TextStyle.allCases.count]
            screen.view.addSubview(Label(text: "Label \(index)", font: .appFont(for: style, in: environment)))
        }
        host = GtkHost(rootViewController: screen, styles: styles)
        _ = host.presentWindow(title: "Benchmark", width: 800, height: 600)
        bridge.runPending()
        _ = host.widget.textMeasurement()
    }

    /// One desktop change: FontScale's part (the application records it, the sheet is computed and
    /// loaded into the provider) and GTK's (restyling and measuring every label), in nanoseconds.
    func change(to category: ContentSizeCategory) -> (fontScale: Int, gtk: Int) {
        let start = DispatchTime.now().uptimeNanoseconds
        application.preferredContentSizeCategory = category
        let loaded = DispatchTime.now().uptimeNanoseconds
        // Measuring the container makes GTK compute every label's new style and size now, rather
        // than on a frame whose timing is the display's.
        _ = host.widget.textMeasurement()
        let restyled = DispatchTime.now().uptimeNanoseconds
        return (Int(loaded - start), Int(restyled - loaded))
    }
}

func gtkBenchmarks() {
    let fontScale = BenchmarkMetric.custom("FontScale (µs)", polarity: .prefersSmaller, useScalingFactor: false)
    let gtk = BenchmarkMetric.custom("GTK restyle (µs)", polarity: .prefersSmaller, useScalingFactor: false)
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
        var categories = [ContentSizeCategory.accessibilityMedium, .large]
        for _ in benchmark.scaledIterations {
            categories.reverse()
            let category = categories[0]
            let (ours, theirs) = await MainActor.run { window.change(to: category) }
            benchmark.measurement(fontScale, ours / 1_000)
            benchmark.measurement(gtk, theirs / 1_000)
            benchmark.measurement(share, ours * 1_000 / max(ours + theirs, 1))
        }
    }
}
