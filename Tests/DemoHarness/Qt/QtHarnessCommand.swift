import ArgumentParser
import DemoMail
import DynamicType
import Foundation
import HeadlessUI
import SystemFonts

#if Qt
import FontScaleQt
#endif

/// fontscale-qt-harness: the scripted runs FontScaleQtTests make through Qt, and the restyle
/// benchmark Benchmarks/qt.sh times, each in a process of its own (a process has one
/// QApplication, on its main thread), printing JSON lines. Not a product: fontscale-qt-demo keeps
/// only what a person runs.
package struct QtHarnessCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "fontscale-qt-harness",
        abstract: "Scripted runs of the Qt demo's mail app for its tests, and the restyle benchmark; JSON lines.",
        discussion: """
            Build it with the Qt trait: swift build --traits Qt. Without a display, \
            QT_QPA_PLATFORM=offscreen draws into memory.
            """)

    @OptionGroup var options: HarnessOptions

    @Flag(
        help:
            "Run the live scenario (push, pop, tabs, edits, overrides, limits, Bold Text, closing) and print the Qt tree beside the headless one after each step."
    )
    var scenario = false

    @Flag(help: "Show every kind of view in a Qt window of its own and print where Qt differs from the tree.")
    var agreement = false

    @Flag(
        help:
            "Run the mail app's scenario, acting through Qt's own widgets (a row, the back button, a tab, the slider, the check box), and print the Qt tree beside the headless one after each step."
    )
    var mailScenario = false

    @Flag(help: "Measure how soon main-actor work posted from another thread runs inside Qt's loop.")
    var measureMainActor = false

    @Flag(help: "Audit the screen at every text size with the testing kit, headless and in the Qt window.")
    var audit = false

    @Flag(help: "Print where Qt put the screen's bars, content, one-line texts and buttons once it painted them.")
    var windowLayout = false

    @Flag(
        help:
            "Run FontScaleQt's catalog example and print its label's size as Qt shows it, before and after the desktop's text size changes."
    )
    var catalogExample = false

    @Option(
        help:
            "Time a text-size change in a window of this many styled labels (FontScale's part, Qt's restyle after it, and the same labels scaled by Qt's application font)."
    )
    var benchmarkLabels: Int?

    @Option(help: "How many changes --benchmark-labels times.")
    var iterations = 20

    @Flag(
        help:
            "Time text-size changes to the painted frame on the inbox and a 200-label settings page: the application's change, dconf's text-scaling-factor and kdeglobals' font written (in a private session: Benchmarks/frame.sh)."
    )
    var benchmarkFrame = false

    @Option(help: "How many changes --benchmark-frame times for each screen and change.")
    var changes = 40

    package init() {}

    package mutating func validate() throws {
        let modes = [
            scenario, agreement, mailScenario, measureMainActor, audit, windowLayout, catalogExample,
            benchmarkLabels != nil, benchmarkFrame,
        ].filter { $0 }
        guard modes.count == 1 else {
            throw ValidationError(
                "name one run: --scenario, --agreement, --mail-scenario, --measure-main-actor, --audit, --window-layout, --catalog-example, --benchmark-labels or --benchmark-frame"
            )
        }
        if !(1...10_000).contains(changes) {
            throw ValidationError("--changes must be between 1 and 10000, got \(changes)")
        }
        if let benchmarkLabels, !(1...100_000).contains(benchmarkLabels) {
            throw ValidationError("--benchmark-labels must be between 1 and 100000, got \(benchmarkLabels)")
        }
        if !(1...10_000).contains(iterations) {
            throw ValidationError("--iterations must be between 1 and 10000, got \(iterations)")
        }
    }

    package func run() throws {
        #if Qt
        try MainActor.assumeIsolated {
            // Qt goes before the process's static destructors, as at the end of a C++ main.
            defer { QtApplication.shutDown() }
            try runInQt()
        }
        #else
        FileHandle.standardError.write(
            Data("fontscale-qt-harness was built without Qt: swift build --traits Qt\n".utf8))
        throw ExitCode(69)
        #endif
    }

    #if Qt
    /// The run named, in the app font, at the category given, on Qt's loop.
    @MainActor
    private func runInQt() throws {
        let fonts = options.loadFonts(harness: "fontscale-qt-harness")
        // The example makes its own bridge, as the catalog shows.
        if catalogExample { return try QtCatalogExample.run(fonts: fonts) }
        let bridge = try QtMainActorBridge()
        if measureMainActor { return QtMainActorLatency.measure(bridge: bridge) }
        if let labels = benchmarkLabels {
            return try QtRestyleBenchmark(labels: labels, iterations: iterations, bridge: bridge, fonts: fonts).run()
        }
        if benchmarkFrame {
            return try FrameBenchmark<QtHost>(
                toolkit: "Qt", changes: changes, options: options, fonts: fonts,
                present: { window, width, height in
                    let host = try QtHost(window: window)
                    try host.presentWindow(title: "FontScale", width: width, height: height)
                    return host
                }, turnLoop: { bridge.run(until: $0) },
                shownPixelSize: { host, label in host.widget(for: label)?.textMeasurement().pixelSize },
                close: { $0.close() }
            ).run()
        }
        let application = options.makeApplication(fonts: fonts)
        if scenario { return try QtLiveScenario(application: application, fonts: fonts).run(bridge: bridge) }
        if agreement {
            // Presented, as a person sees it: an unshown window's widgets are hidden in Qt.
            return try AgreementRun(application: application).run(
                makeHost: { window in
                    let host = try QtHost(window: window)
                    try host.presentWindow(title: "Agreement")
                    return host
                }, close: { $0.close() })
        }
        if audit || windowLayout {
            return try QtScreenCheck(
                screen: options.screen, application: application, fonts: fonts, width: options.windowWidth,
                height: options.windowHeight, layoutOnly: windowLayout
            ).run(bridge: bridge)
        }
        try QtMailScenario(application: application, fonts: fonts).run(bridge: bridge)
    }
    #endif
}
