import Benchmark
import BenchmarkFixtures
import CBenchGtk
import DynamicType
import FontScaleGTK
import Foundation
import HeadlessUI
import SystemFonts

/// A navigation controller shown by the GTK adapter, onto which a screen of labels is pushed.
@MainActor
final class NavigationWindow {
    let environment = makeEnvironment()
    let application: Application
    let window: Window
    let navigation: NavigationController
    let host: GtkHost
    let bridge = GtkMainActorBridge()

    init?() {
        application = Application(notificationCenter: NotificationCenter(), fontEnvironment: environment)
        let root = ViewController()
        root.view.addSubview(Label(text: "Inbox", font: .appFont(for: .body, in: environment)))
        navigation = NavigationController(rootViewController: root)
        window = Window(application: application)
        window.rootViewController = navigation
        // Apple's ramp, whose sizes the GTK-built screen states in pt.
        guard let host = try? GtkHost(window: window),
            let gtkWindow = try? host.presentWindow(title: "Benchmark", width: 800, height: 600)
        else { return nil }
        self.host = host
        _ = nanosecondsToPaint(of: gtkWindow, since: 0, bridge: bridge)
    }

    /// Builds a screen of labels, pushes it and waits for the painted frame: FontScale's part
    /// (making the views, the push, the adapter building the widgets) and the whole, in ns.
    func push(labels: Int) -> (fontScale: Int, total: Int) {
        let start = DispatchTime.now().uptimeNanoseconds
        let screen = ViewController()
        for index in 0..<labels {
            let style = TextStyle.allCases[index % TextStyle.allCases.count]
            screen.view.addSubview(Label(text: "Label \(index)", font: .appFont(for: style, in: environment)))
        }
        navigation.pushViewController(screen, animated: false)
        host.render()  // what the loop's next turn does
        let applied = Int(DispatchTime.now().uptimeNanoseconds - start)
        let total = nanosecondsToPaint(of: host.widget, since: start, bridge: bridge)
        precondition(screen.view.subviews.last.flatMap(host.widget(for:)) != nil, "the push did not reach GTK")
        return (applied, total)
    }

    func pop() {
        navigation.popViewController(animated: false)
        host.render()
        _ = nanosecondsToPaint(of: host.widget, since: 0, bridge: bridge)
    }

    func close() { host.close() }
}

/// The same push written for GTK: the first page hidden, a box of labels appended.
@MainActor
final class NativeNavigationWindow {
    let window: GtkWidgetHandle
    let outer: UnsafeMutablePointer<GtkWidget>
    let first: UnsafeMutablePointer<GtkWidget>
    let provider: UnsafeMutablePointer<GtkCssProvider>
    let bridge = GtkMainActorBridge()
    var pushed: UnsafeMutablePointer<GtkWidget>?

    init?() {
        guard gtk_init_check() != 0 else { return nil }
        makeEnvironment().library.shareAppFontsWithCurrentConfiguration()
        provider = bench_display_provider(NativeWindow.styleSheet)
        var outer: UnsafeMutablePointer<GtkWidget>?
        window = GtkWidgetHandle(unsafeWidget: bench_window(&outer))
        self.outer = outer!
        first = NativeWindow.labelBox(1)
        bench_box_append(outer, first)
        _ = nanosecondsToPaint(of: window, since: 0, bridge: bridge)
    }

    /// Builds the labels, appends them and waits for the painted frame: the building (the labels
    /// made and appended, as FontScale's part is its views made, pushed and built) and the whole,
    /// in ns.
    func push(labels: Int) -> (built: Int, total: Int) {
        let start = DispatchTime.now().uptimeNanoseconds
        let box = NativeWindow.labelBox(labels)
        gtk_widget_set_visible(first, 0)
        bench_box_append(outer, box)
        pushed = box
        let built = Int(DispatchTime.now().uptimeNanoseconds - start)
        return (built, nanosecondsToPaint(of: window, since: start, bridge: bridge))
    }

    func pop() {
        if let pushed { bench_box_remove(outer, pushed) }
        pushed = nil
        gtk_widget_set_visible(first, 1)
        _ = nanosecondsToPaint(of: window, since: 0, bridge: bridge)
    }

    func close() {
        window.closeWindow()
        bench_remove_provider(provider)
    }
}

func pushBenchmarks(total: BenchmarkMetric, fontScale: BenchmarkMetric) {
    let labels = 2_000
    let perNode = BenchmarkMetric.custom(
        "FontScale ns per pushed node", polarity: .prefersSmaller, useScalingFactor: false)
    // Both rows' widgets built, before GTK's frame: FontScale's part beside GTK's own building.
    let built = BenchmarkMetric.custom(
        "built, before the frame (ns)", polarity: .prefersSmaller, useScalingFactor: false)
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, total, .mallocCountTotal], warmupIterations: 2, maxDuration: .seconds(10),
        maxIterations: 20)
    // One window for every sample, made in the benchmark's setup (see `Fixture`): each sample
    // pushes a new screen onto the window's stack and pops it, as an app that is up does. A new
    // window per sample made every FontScale push its window's first, loading a new host's font
    // classes (a restyle of the whole display) inside the timed push, while GTK's style sheet was
    // loaded before its timed push.
    let styled = Fixture<NavigationWindow>()
    let native = Fixture<NativeNavigationWindow>()
    Benchmark(
        "GTK push, 2,000 labels: FontScale",
        configuration: configuration.adding([fontScale, perNode, built]),
        closure: { benchmark in
            guard
                let (ours, whole) = await MainActor.run(body: {
                    styled.value.map { window in
                        defer { window.pop() }
                        return window.push(labels: labels)
                    }
                })
            else { return }
            benchmark.measurement(total, whole)
            benchmark.measurement(fontScale, ours)
            benchmark.measurement(built, ours)
            benchmark.measurement(perNode, ours / labels)
        }, setup: styled.setup { NavigationWindow() }, teardown: styled.teardown { $0.close() })
    Benchmark(
        "GTK push, 2,000 labels: built directly in GTK", configuration: configuration.adding([built]),
        closure: { benchmark in
            guard
                let (building, whole) = await MainActor.run(body: {
                    native.value.map { window in
                        defer { window.pop() }
                        return window.push(labels: labels)
                    }
                })
            else { return }
            benchmark.measurement(total, whole)
            benchmark.measurement(built, building)
        }, setup: native.setup { NativeNavigationWindow() }, teardown: native.teardown { $0.close() })
    pairedPushBenchmark(labels: labels)
}

/// Both pushes in every sample, one after the other, their order swapped each sample, and the
/// ratio of the pair recorded: this VM's speed changes by up to twice from one minute to the
/// next, and two rows run one after the other can fall in different spells, so the rows' own
/// ratio swings from run to run; a pair's two pushes fall in the same one.
private func pairedPushBenchmark(labels: Int) {
    let ratio = BenchmarkMetric.custom(
        "FontScale ÷ GTK, to the painted frame (‰)", polarity: .prefersSmaller, useScalingFactor: false)
    let builtRatio = BenchmarkMetric.custom(
        "FontScale ÷ GTK, built before the frame (‰)", polarity: .prefersSmaller, useScalingFactor: false)
    let windows = Fixture<(styled: NavigationWindow, native: NativeNavigationWindow, turns: Turns)>()
    Benchmark(
        "GTK push, 2,000 labels: FontScale and GTK taking turns",
        configuration: Benchmark.Configuration(
            metrics: [ratio, builtRatio], warmupIterations: 2, maxDuration: .seconds(20), maxIterations: 20),
        closure: { benchmark in
            guard
                let (ours, theirs) = await MainActor.run(body: {
                    windows.value.map { windows in
                        let styledFirst = windows.turns.next()
                        @MainActor func styled() -> (fontScale: Int, total: Int) {
                            defer { windows.styled.pop() }
                            return windows.styled.push(labels: labels)
                        }
                        @MainActor func native() -> (built: Int, total: Int) {
                            defer { windows.native.pop() }
                            return windows.native.push(labels: labels)
                        }
                        if styledFirst {
                            let ours = styled()
                            return (ours, native())
                        }
                        let theirs = native()
                        return (styled(), theirs)
                    }
                })
            else { return }
            benchmark.measurement(ratio, ours.total * 1000 / max(theirs.total, 1))
            benchmark.measurement(builtRatio, ours.fontScale * 1000 / max(theirs.built, 1))
        },
        setup: windows.setup {
            guard let styled = NavigationWindow(), let native = NativeNavigationWindow() else { return nil }
            return (styled, native, Turns())
        },
        teardown: windows.teardown { windows in
            windows.styled.close()
            windows.native.close()
        })
}

/// Whose turn it is to go first: FontScale's, then GTK's, and so on.
@MainActor
final class Turns {
    private var count = 0

    /// Whether FontScale goes first this time.
    func next() -> Bool {
        count += 1
        return count % 2 == 1
    }
}
