import Benchmark
import BenchmarkFixtures
import CBenchGtk
import CBenchSupport
import DynamicType
import FontScaleTesting
import Foundation
import HeadlessUI
import SystemFonts

// Headless text measurement: FontScale's (HarfBuzz over the resolved face, the face cached)
// against Pango measuring the same text in the same font, in the same run. No display needed.

/// The app font of the README and the demo, Noto Sans, found from this file's location.
let appFontsDirectory = URL(fileURLWithPath: fontsDirectory).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fonts").path

/// Texts of the lengths labels have, varied so that no layer can keep the last answer.
let measuredTexts: [String] = (0..<64).map { index in
    let words = ["Inbox", "Grace Hopper", "the moth", "relay 70", "panel F", "logbook", "first", "bug", "found"]
    return (0...(index % 12)).map { words[($0 + index) % words.count] }.joined(separator: " ")
}

/// An environment with Noto Sans as the app family, and fontconfig's global configuration
/// (Pango's) given the same files.
func makeNotoEnvironment() -> FontEnvironment {
    FcConfigAppFontAddDir(nil, appFontsDirectory)
    let environment = FontEnvironment()
    _ = try? environment.loadAppFonts(from: appFontsDirectory, family: "Noto Sans")
    return environment
}

/// A screen of `count` labels in every style, half of them wrapping, in a column (a vertical
/// stack inside its margins) in a scroll view 360 points wide, as a long Dynamic Type screen is.
@MainActor
func auditedWindow(labels count: Int, environment: FontEnvironment) -> (Window, AppearanceManager) {
    let application = Application(notificationCenter: NotificationCenter(), fontEnvironment: environment)
    let window = Window(application: application)
    window.frame = CGRect(x: 0, y: 0, width: 360, height: 800)
    let screen = ViewController()
    screen.view.frame = window.frame
    let column = StackView()
    column.axis = .vertical
    column.isLayoutMarginsRelativeArrangement = true
    for index in 0..<count {
        let style = TextStyle.allCases[index % TextStyle.allCases.count]
        let label = Label(text: measuredTexts[index % measuredTexts.count], font: .appFont(for: style, in: environment))
        label.numberOfLines = index.isMultiple(of: 2) ? 0 : 1
        column.addArrangedSubview(label)
    }
    let scroll = ScrollView()
    scroll.frame = window.frame
    scroll.addSubview(column)
    screen.view.addSubview(scroll)
    window.rootViewController = screen
    return (window, AppearanceManager(rootViewController: screen, application: application))
}

/// The width the audited screen's wrapping labels wrap at: the scroll view's, inside the
/// column's default margins.
let auditedWrappingWidth: Int32 = 360 - 8 - 8

func measurementBenchmarks() {
    let environment = makeNotoEnvironment()
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .mallocCountTotal], scalingFactor: .kilo, maxDuration: .seconds(3))

    Benchmark("Measure a label: FontScale (HarfBuzz, cached face)", configuration: configuration) { benchmark in
        let font = Font.appFont(for: .body, compatibleWith: .large, in: environment)
        _ = font.measure(measuredTexts[0], width: 320)  // the face opened once
        for index in benchmark.scaledIterations {
            blackHole(font.measure(measuredTexts[index % measuredTexts.count], width: 320).lineCount)
        }
    }
    Benchmark("Measure a label: Pango", configuration: configuration) { benchmark in
        guard let layout = bench_pango_layout() else { return }
        let size = TextStyle.body.attributes(at: .large).pointSize
        var (width, height): (Int32, Int32) = (0, 0)
        _ = bench_pango_measure(layout, measuredTexts[0], "Noto Sans", size, 400, 320, &width, &height)
        for index in benchmark.scaledIterations {
            blackHole(
                bench_pango_measure(
                    layout, measuredTexts[index % measuredTexts.count], "Noto Sans", size, 400, 320, &width, &height))
        }
        g_object_unref(gpointer(layout))
    }

    // Wall-clock time of the audit or of the baseline's measurements alone, without building the screen.
    let elapsed = BenchmarkMetric.custom("audit (ns)", polarity: .prefersSmaller, useScalingFactor: false)
    let audit = Benchmark.Configuration(
        metrics: [.wallClock, elapsed], warmupIterations: 1, maxDuration: .seconds(20), maxIterations: 10)
    // Every category with Bold Text off, then on, as TextSizeAudit's default sweep.
    let sweep = TextSizeSweep.allTextSizes
    Benchmark("Audit 2,000 labels at 24 conditions: FontScale (walks, layout and HarfBuzz)", configuration: audit) {
        benchmark in
        for _ in benchmark.scaledIterations {
            let nanoseconds = await Task { @MainActor in
                let (window, manager) = auditedWindow(labels: 2_000, environment: environment)
                let start = DispatchTime.now().uptimeNanoseconds
                let report = await TextSizeAudit(sweep: sweep).run(on: window)
                let nanoseconds = Int(DispatchTime.now().uptimeNanoseconds - start)
                blackHole(report.failures.count)
                manager.stop()
                return nanoseconds
            }.value
            benchmark.measurement(elapsed, nanoseconds)
        }
    }
    Benchmark("Audit 2,000 labels at 24 conditions: the same measurements through Pango", configuration: audit) {
        benchmark in
        guard let layout = bench_pango_layout() else { return }
        let ramp = TypeRamp.iOS
        for _ in benchmark.scaledIterations {
            let start = DispatchTime.now().uptimeNanoseconds
            var (width, height): (Int32, Int32) = (0, 0)
            for condition in sweep.conditions {
                for index in 0..<2_000 {
                    let style = TextStyle.allCases[index % TextStyle.allCases.count]
                    let entry = style.attributes(at: condition.category, in: ramp)
                    // Bold Text changes the weight, not the size.
                    let weight = condition.isBoldTextEnabled ? entry.weight.withBoldText : entry.weight
                    blackHole(
                        bench_pango_measure(
                            layout, measuredTexts[index % measuredTexts.count], "Noto Sans", entry.pointSize,
                            Int32(weight.openTypeWeight), index.isMultiple(of: 2) ? auditedWrappingWidth : 0,
                            &width, &height))
                }
            }
            benchmark.measurement(elapsed, Int(DispatchTime.now().uptimeNanoseconds - start))
        }
        g_object_unref(gpointer(layout))
    }
}
