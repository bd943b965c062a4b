import Benchmark
import BenchmarkFixtures
import CBenchGtk
import DynamicType
import FontScaleGTK
import Foundation
import SystemFonts

/// The ways a text-size change can restyle a GTK screen, each tried on the same screen of labels
/// built directly in GTK, so that the adapter keeps the fastest that stays correct.
enum RestyleMechanism: String, CaseIterable {
    /// Stable classes per style; the one provider's style sheet is replaced with the new sizes.
    case providerReloaded = "one provider reloaded"
    /// Rules for both categories under an ancestor class; one class changes on the root.
    case classOnRoot = "a class per category on the root"
    /// A class per style and category; every label swaps its class (what the adapter does, with
    /// a class per distinct resolved font).
    case classPerWidget = "a class per widget swapped"
    /// No CSS sizes; every label gets Pango attributes with its size and weight.
    case pangoAttributes = "per-widget Pango attributes"
}

@MainActor
final class MechanismWindow {
    let mechanism: RestyleMechanism
    let window: GtkWidgetHandle
    let outer: UnsafeMutablePointer<GtkWidget>
    let box: UnsafeMutablePointer<GtkWidget>
    let provider: UnsafeMutablePointer<GtkCssProvider>
    let probe: GtkWidgetHandle
    let bridge = GtkMainActorBridge()
    var current = 0
    var probeHeights: [Int: Int32] = [:]

    static let styles = TextStyle.allCases

    /// The rule body of a style at a category: family, size in px, weight.
    static func declarations(_ style: TextStyle, _ category: Int, size: Bool = true) -> String {
        let entry = style.attributes(at: changeCategories[category])
        return "font-family: \"Scale Sans\"; font-weight: \(entry.weight.openTypeWeight);"
            + (size ? " font-size: \(entry.pointSize)px;" : "")
    }

    static func styleSheet(_ mechanism: RestyleMechanism, category: Int) -> String {
        switch mechanism {
        case .providerReloaded:
            styles.map { ".bench-\($0) { \(declarations($0, category)) }" }.joined(separator: "\n")
        case .classOnRoot:
            (0..<2).flatMap { index in
                styles.map { ".cat-\(index) .bench-\($0) { \(declarations($0, index)) }" }
            }.joined(separator: "\n")
        case .classPerWidget:
            (0..<2).flatMap { index in
                styles.map { ".bench-\($0)-\(index) { \(declarations($0, index)) }" }
            }.joined(separator: "\n")
        case .pangoAttributes:
            styles.map { ".bench-\($0) { font-family: \"Scale Sans\"; }" }.joined(separator: "\n")
        }
    }

    static func classes(_ mechanism: RestyleMechanism, category: Int) -> [String] {
        mechanism == .classPerWidget ? styles.map { "bench-\($0)-\(category)" } : styles.map { "bench-\($0)" }
    }

    init?(labels: Int, mechanism: RestyleMechanism) {
        guard gtk_init_check() != 0 else { return nil }
        self.mechanism = mechanism
        makeEnvironment().library.shareAppFontsWithCurrentConfiguration()
        bench_set_xft_dpi(96 * 1024)
        provider = bench_display_provider(Self.styleSheet(mechanism, category: 0))
        var outer: UnsafeMutablePointer<GtkWidget>?
        window = GtkWidgetHandle(unsafeWidget: bench_window(&outer))
        self.outer = outer!
        if mechanism == .classOnRoot { gtk_widget_add_css_class(outer, "cat-0") }
        box = Self.withCStrings(Self.classes(mechanism, category: 0)) {
            bench_label_box(Int32(labels), $0.baseAddress, Int32($0.count))
        }
        probe = GtkWidgetHandle(unsafeWidget: gtk_widget_get_first_child(box))
        if mechanism == .pangoAttributes { setAttributes(category: 0) }
        bench_box_append(outer, box)
        _ = nanosecondsToPaint(of: window, since: 0, bridge: bridge)
    }

    static func withCStrings<Result>(
        _ strings: [String], _ body: (UnsafeBufferPointer<UnsafePointer<CChar>?>) -> Result
    ) -> Result {
        let copies = strings.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        return copies.map { UnsafePointer($0) }.withUnsafeBufferPointer(body)
    }

    func setAttributes(category: Int) {
        let entries = Self.styles.map { $0.attributes(at: changeCategories[category]) }
        let pixels = entries.map(\.pointSize)
        let weights = entries.map { Int32($0.weight.openTypeWeight) }
        bench_set_attributes(box, pixels, weights, Int32(entries.count))
    }

    /// One change by this mechanism, to the painted frame, in nanoseconds.
    func change() -> Int {
        let next = 1 - current
        let start = DispatchTime.now().uptimeNanoseconds
        switch mechanism {
        case .providerReloaded:
            bench_reload_provider(provider, Self.styleSheet(mechanism, category: next))
        case .classOnRoot:
            gtk_widget_remove_css_class(outer, "cat-\(current)")
            gtk_widget_add_css_class(outer, "cat-\(next)")
        case .classPerWidget:
            let from = Self.classes(mechanism, category: current)
            let to = Self.classes(mechanism, category: next)
            Self.withCStrings(from) { from in
                Self.withCStrings(to) { to in
                    bench_swap_classes(box, from.baseAddress, to.baseAddress, Int32(from.count))
                }
            }
        case .pangoAttributes:
            setAttributes(category: next)
        }
        let total = nanosecondsToPaint(of: window, since: start, bridge: bridge)
        current = next
        verify()
        return total
    }

    /// The first label shows its style's size at the category: read from GTK's style for the
    /// CSS mechanisms; for Pango attributes, its height differs between the two categories.
    func verify() {
        let expected = Self.styles[0].attributes(at: changeCategories[current]).pointSize
        if mechanism == .pangoAttributes {
            let height = bench_natural_height(probe.unsafeWidget.assumingMemoryBound(to: GtkWidget.self))
            probeHeights[current] = height
            if let other = probeHeights[1 - current] {
                precondition((height > other) == (current == 1), "the change did not reach GTK")
            }
        } else {
            precondition(probe.textMeasurement().pixelSize == expected, "the change did not reach GTK")
        }
    }

    func close() {
        window.closeWindow()
        bench_remove_provider(provider)
    }
}

func mechanismBenchmarks(total: BenchmarkMetric) {
    for labels in [200, 2_000] {
        for mechanism in RestyleMechanism.allCases {
            // One window for every sample, made in setup (see `Fixture`).
            let window = Fixture<MechanismWindow>()
            Benchmark(
                "GTK restyle mechanism, \(labels.formatted(.number.grouping(.automatic))) labels: \(mechanism.rawValue)",
                configuration: .init(
                    metrics: [.wallClock, total], warmupIterations: 2, maxDuration: .seconds(10), maxIterations: 20),
                closure: { benchmark in
                    guard let whole = await MainActor.run(body: { window.value?.change() }) else { return }
                    benchmark.measurement(total, whole)
                },
                setup: window.setup { MechanismWindow(labels: labels, mechanism: mechanism) },
                teardown: window.teardown { $0.close() })
        }
    }
}
