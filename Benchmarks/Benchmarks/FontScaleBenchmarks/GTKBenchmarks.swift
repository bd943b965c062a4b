import Benchmark
import BenchmarkFixtures
import CBenchGtk
import DynamicType
import FontScaleGTK
import Foundation
import HeadlessUI
import SystemFonts

// GTK end to end: the time from a change to the painted frame, FontScale's whole path against
// the same screen built directly in GTK, in the same run. Needs a display (xvfb-run -a).

/// Waits for the next painted frame of a window holding `widget`; the nanoseconds since `start`.
@MainActor
func nanosecondsToPaint(of widget: GtkWidgetHandle, since start: UInt64, bridge: GtkMainActorBridge) -> Int {
    var painted = false
    widget.onNextPaint { painted = true }
    bridge.run { painted }
    return Int(DispatchTime.now().uptimeNanoseconds - start)
}

/// The categories a change alternates between, and GTK's resolution for the same step: body
/// grows from 17 to 28 px, so `gtk-xft-dpi` grows by 28/17.
let changeCategories: [ContentSizeCategory] = [.large, .accessibilityMedium]
let changeResolutions = [96.0, 96.0 * 28 / 17]

/// How long a window stays idle before each change, untimed: longer than a frame at 60 Hz, so
/// that the change's frame is not held back to the refresh interval after the last one's (`bench_idle`).
let changeIdleMilliseconds: UInt32 = 50

/// A screen of FontScale's views shown by the GTK adapter on HeadlessUI's rendering seam, in a
/// window of its own whose application each sample changes.
@MainActor
final class StyledWindow {
    let application: Application
    let window: Window
    let manager: AppearanceManager?
    let host: GtkHost
    let screen = ViewController()
    /// A body label of the screen, read back from GTK after each change.
    let probe: Label
    let bridge = GtkMainActorBridge()

    /// Shows the screen `build` fills (returning its body probe) in a `width` × `height` window;
    /// `withManager` puts it under an `AppearanceManager`, as the label screens always were.
    init?(
        title: String, width: Int, height: Int, withManager: Bool,
        build: (ViewController, FontEnvironment) -> Label
    ) {
        let environment = makeEnvironment()
        application = Application(notificationCenter: NotificationCenter(), fontEnvironment: environment)
        probe = build(screen, environment)
        window = Window(application: application)
        window.rootViewController = screen
        manager = withManager ? AppearanceManager(rootViewController: screen) : nil
        // Apple's ramp, whose sizes the GTK-built screen states in pt.
        guard let host = try? GtkHost(window: window),
            let gtkWindow = try? host.presentWindow(title: title, width: width, height: height)
        else { return nil }
        self.host = host
        _ = nanosecondsToPaint(of: gtkWindow, since: 0, bridge: bridge)
    }

    /// A screen of `labels` labels, every text style in turn, the last the body probe.
    convenience init?(labels: Int) {
        self.init(title: "Benchmark", width: 800, height: 600, withManager: true) { screen, environment in
            for index in 0..<labels - 1 {
                let style = TextStyle.allCases[index % TextStyle.allCases.count]
                screen.view.addSubview(Label(text: "Label \(index)", font: .appFont(for: style, in: environment)))
            }
            let probe = Label(text: "Probe", font: .appFont(for: .body, in: environment))
            screen.view.addSubview(probe)
            return probe
        }
    }

    /// One application change: FontScale's part (the application records it, the tree is walked,
    /// the adapter applies the batch to the widgets) and the whole path to the painted frame, in
    /// nanoseconds.
    func change() -> (fontScale: Int, total: Int) {
        let category = application.preferredContentSizeCategory == .large ? changeCategories[1] : changeCategories[0]
        bench_idle(changeIdleMilliseconds)
        let start = DispatchTime.now().uptimeNanoseconds
        application.preferredContentSizeCategory = category
        host.render()  // what the loop's next turn does
        let applied = Int(DispatchTime.now().uptimeNanoseconds - start)
        let total = nanosecondsToPaint(of: host.widget, since: start, bridge: bridge)
        let shown = host.widget(for: probe)?.textMeasurement().pixelSize
        precondition(shown == TextStyle.body.attributes(at: category).pointSize, "the change did not reach GTK")
        return (applied, total)
    }

    func close() { host.close() }
}

/// The same screen written for GTK: labels with a class per text style, sized in `pt` by one
/// provider, scaled by GTK's own path (`gtk-xft-dpi`, which GNOME's text-scaling-factor sets).
@MainActor
final class NativeWindow {
    let window: GtkWidgetHandle
    let provider: UnsafeMutablePointer<GtkCssProvider>
    let probe: GtkWidgetHandle
    let bridge = GtkMainActorBridge()
    var resolution = changeResolutions[0]

    static let classes = TextStyle.allCases.map { "bench-\($0)" }
    /// Each style at Large in `pt` (a pixel is 0.75 pt at 96 dpi), the weights Apple's ramp gives.
    static let styleSheet = TextStyle.allCases.map { style in
        let entry = style.attributes(at: .large)
        return ".bench-\(style) { font-family: \"Scale Sans\"; font-size: \(entry.pointSize * 0.75)pt; "
            + "font-weight: \(entry.weight.openTypeWeight); }"
    }.joined(separator: "\n")

    /// Shows the window `make` presents (returning it and a label of the body class) with
    /// `styleSheet` on the display, at 96 dpi.
    init?(
        styleSheet: String = NativeWindow.styleSheet,
        make: () -> (window: UnsafeMutablePointer<GtkWidget>, probe: UnsafeMutablePointer<GtkWidget>)?
    ) {
        guard gtk_init_check() != 0 else { return nil }
        makeEnvironment().library.shareAppFontsWithCurrentConfiguration()
        bench_set_xft_dpi(Int32(resolution * 1024))
        provider = bench_display_provider(styleSheet)
        guard let made = make() else {
            bench_remove_provider(provider)
            return nil
        }
        window = GtkWidgetHandle(unsafeWidget: made.window)
        probe = GtkWidgetHandle(unsafeWidget: made.probe)
        _ = nanosecondsToPaint(of: window, since: 0, bridge: bridge)
    }

    /// A column of `labels` labels, every text style in turn, the last the body probe.
    convenience init?(labels: Int) {
        self.init {
            var outer: UnsafeMutablePointer<GtkWidget>?
            let window = bench_window(&outer)!
            let box = Self.labelBox(labels - 1)
            let probe = gtk_label_new("Probe")!
            gtk_widget_add_css_class(probe, "bench-body")
            bench_box_append(box, probe)
            bench_box_append(outer, box)
            return (window, probe)
        }
    }

    static func labelBox(_ count: Int) -> UnsafeMutablePointer<GtkWidget> {
        let names = classes.map { strdup($0) }
        defer { names.forEach { free($0) } }
        return names.map { UnsafePointer($0) }.withUnsafeBufferPointer {
            bench_label_box(Int32(count), $0.baseAddress, Int32($0.count))
        }
    }

    /// One text-size change through `gtk-xft-dpi`, to the painted frame, in nanoseconds.
    func change() -> Int {
        resolution = resolution == changeResolutions[0] ? changeResolutions[1] : changeResolutions[0]
        bench_idle(changeIdleMilliseconds)
        let start = DispatchTime.now().uptimeNanoseconds
        bench_set_xft_dpi(Int32(resolution * 1024))
        let total = nanosecondsToPaint(of: window, since: start, bridge: bridge)
        let expected = 17 * resolution / 96
        precondition(abs(probe.textMeasurement().pixelSize - expected) < 0.5, "the change did not reach GTK")
        return total
    }

    func close() {
        window.closeWindow()
        bench_remove_provider(provider)
        bench_set_xft_dpi(96 * 1024)
    }
}

func gtkBenchmarks() {
    let total = BenchmarkMetric.custom("to painted frame (ns)", polarity: .prefersSmaller, useScalingFactor: false)
    let fontScale = BenchmarkMetric.custom("FontScale part (ns)", polarity: .prefersSmaller, useScalingFactor: false)
    let perNode = BenchmarkMetric.custom(
        "FontScale ns per changed node", polarity: .prefersSmaller, useScalingFactor: false)
    for labels in [200, 2_000, 10_000] {
        let configuration = Benchmark.Configuration(
            metrics: [.wallClock], warmupIterations: 2, maxDuration: .seconds(labels > 2_000 ? 30 : 10),
            maxIterations: labels > 2_000 ? 6 : 20)
        let count = labels.formatted(.number.grouping(.automatic))
        // One window for every sample of a benchmark, made in its setup (see `Fixture`): each
        // sample is one more change of the same window, alternating between the two sizes.
        let styled = Fixture<StyledWindow>()
        let native = Fixture<NativeWindow>()
        Benchmark(
            "GTK text-size change, \(count) labels: FontScale",
            configuration: configuration.adding([total, fontScale, perNode]),
            closure: { benchmark in
                guard let (ours, whole) = await MainActor.run(body: { styled.value?.change() }) else { return }
                benchmark.measurement(total, whole)
                benchmark.measurement(fontScale, ours)
                benchmark.measurement(perNode, ours / labels)
            }, setup: styled.setup { StyledWindow(labels: labels) }, teardown: styled.teardown { $0.close() })
        Benchmark(
            "GTK text-size change, \(count) labels: GTK's own pt scaling (gtk-xft-dpi)",
            configuration: configuration.adding([total]),
            closure: { benchmark in
                guard let whole = await MainActor.run(body: { native.value?.change() }) else { return }
                benchmark.measurement(total, whole)
            }, setup: native.setup { NativeWindow(labels: labels) }, teardown: native.teardown { $0.close() })
    }
    pushBenchmarks(total: total, fontScale: fontScale)
    settingsPageBenchmarks(total: total, fontScale: fontScale)
    mechanismBenchmarks(total: total)
}
