import ArgumentParser
import DemoMail
import DynamicType
import Foundation
import HeadlessUI
import SystemFonts

#if GTK
import FontScaleGTK
#endif

/// fontscale-gtk-harness: the scripted runs FontScaleGTKTests make of the GTK demo's screens, each
/// in a process of its own (GTK lives on a process's main thread), printing JSON lines the tests
/// decode. Not a product: fontscale-gtk-demo keeps only what a person runs.
package struct GtkHarnessCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "fontscale-gtk-harness",
        abstract: "Scripted runs of the GTK demo's screens for its tests; each prints JSON lines and exits.",
        discussion: "Build it with the GTK trait: swift build --traits GTK")

    @OptionGroup var options: HarnessOptions

    @Flag(
        help:
            "Run the live scenario (push, pop, tabs, edits, overrides, limits, Bold Text, closing) and print the GTK tree beside the headless one after each step."
    )
    var scenario = false

    @Flag(
        help:
            "Run the mail app's scenario, acting through GTK's own widgets (a row, the back button, a tab, the slider, the switch), and print the GTK tree beside the headless one after each step."
    )
    var mailScenario = false

    @Flag(help: "Measure how soon main-actor work posted from another thread runs inside GTK's loop.")
    var measureMainActor = false

    @Flag(help: "Audit the screen at every text size with the testing kit, headless and in the GTK window.")
    var audit = false

    @Flag(
        help:
            "Print FontScale's measurement of every text style, as a line and as a paragraph, beside Pango's at large, xxxLarge and AX3."
    )
    var measure = false

    @Flag(help: "Print where GTK put the screen's bars, content, one-line texts and buttons once it painted them.")
    var windowLayout = false

    @Option(help: "Print whether a PNG is opaque and how many colours it has.")
    var inspectPng: String?

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
            scenario, mailScenario, measureMainActor, audit, measure, windowLayout, inspectPng != nil, benchmarkFrame,
        ].filter { $0 }
        guard modes.count == 1 else {
            throw ValidationError(
                "name one run: --scenario, --mail-scenario, --measure-main-actor, --audit, --measure, --window-layout, --inspect-png or --benchmark-frame"
            )
        }
        if !(1...10_000).contains(changes) {
            throw ValidationError("--changes must be between 1 and 10000, got \(changes)")
        }
    }

    package func run() throws {
        #if GTK
        if let path = inspectPng {
            // GDK's codec reads the file; GTK itself is not started.
            guard let check = PictureCheck(path: path) else { throw ValidationError("cannot read a PNG at \(path)") }
            return emitJSONLine(check)
        }
        try MainActor.assumeIsolated { try runInGTK() }
        #else
        FileHandle.standardError.write(
            Data("fontscale-gtk-harness was built without GTK: swift build --traits GTK\n".utf8))
        throw ExitCode(69)
        #endif
    }

    #if GTK
    /// The run named, in the app font, at the category given, on GTK's loop.
    @MainActor
    private func runInGTK() throws {
        let fonts = options.loadFonts(harness: "fontscale-gtk-harness")
        let bridge = GtkMainActorBridge()
        if measureMainActor { return try MainActorLatency.measure(bridge: bridge) }
        if benchmarkFrame {
            return try FrameBenchmark<GtkHost>(
                toolkit: "GTK", changes: changes, options: options, fonts: fonts,
                present: { window, width, height in
                    let host = try GtkHost(window: window)
                    try host.presentWindow(title: "FontScale", width: width, height: height)
                    return host
                }, turnLoop: { bridge.run(until: $0) },
                shownPixelSize: { host, label in host.widget(for: label)?.textMeasurement().pixelSize },
                close: { $0.close() }
            ).run()
        }
        let application = options.makeApplication(fonts: fonts)
        if scenario { return try LiveScenario(application: application, fonts: fonts).run(bridge: bridge) }
        if mailScenario { return try MailScenario(application: application, fonts: fonts).run(bridge: bridge) }
        try ScreenCheck(
            screen: measure ? nil : options.screen, application: application, fonts: fonts, width: options.windowWidth,
            height: options.windowHeight, layoutOnly: windowLayout
        ).run(bridge: bridge)
    }
    #endif
}
