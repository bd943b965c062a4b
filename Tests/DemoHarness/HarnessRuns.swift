import ArgumentParser
import DemoMail
import Foundation
import HeadlessUI
import SystemFonts

/// The runs both harnesses make, each written once over ``HarnessHost``: the live and mail
/// scenarios, the main actor's latency, the screen checks (audit, layout, measurement), the
/// agreement of every kind of view, and the frame benchmark. A harness adds only the runs its
/// toolkit alone has.
struct HarnessRuns: ParsableArguments {
    @Flag(
        help:
            "Run the live scenario (push, pop, tabs, edits, overrides, limits, Bold Text, closing) and print the toolkit's tree beside the headless one after each step."
    )
    var scenario = false

    @Flag(
        help:
            "Run the mail app's scenario, acting through the toolkit's own widgets (a row, the back button, a tab, the slider, the switch), and print its tree beside the headless one after each step."
    )
    var mailScenario = false

    @Flag(help: "Measure how soon main-actor work posted from another thread runs inside the toolkit's loop.")
    var measureMainActor = false

    @Flag(help: "Audit the screen at every text size with the testing kit, headless and in the toolkit's window.")
    var audit = false

    @Flag(
        help:
            "Print FontScale's measurement of every text style, as a line and as a paragraph, beside the toolkit's at large, xxxLarge and AX3."
    )
    var measure = false

    @Flag(
        help: "Print where the toolkit put the screen's bars, content, one-line texts and buttons once it painted them."
    )
    var windowLayout = false

    @Flag(help: "Show every kind of view in a window of its own and print where the toolkit differs from the tree.")
    var agreement = false

    @Flag(
        help:
            "Time text-size changes to the painted frame on the inbox and a 200-label settings page: the application's change, dconf's text-scaling-factor and kdeglobals' font written (in a private session: Benchmarks/frame.sh)."
    )
    var benchmarkFrame = false

    @Option(help: "How many changes --benchmark-frame times for each screen and change.")
    var changes = 40

    init() {}

    func validate() throws {
        if !(1...10_000).contains(changes) {
            throw ValidationError("--changes must be between 1 and 10000, got \(changes)")
        }
    }

    /// Throws unless exactly one run is named, among these and a harness's own (`others`, by flag).
    func requireOne(besides others: [(flag: String, isSet: Bool)]) throws {
        let runs: [(flag: String, isSet: Bool)] =
            [
                ("--scenario", scenario), ("--mail-scenario", mailScenario), ("--measure-main-actor", measureMainActor),
                ("--audit", audit), ("--measure", measure), ("--window-layout", windowLayout),
                ("--agreement", agreement), ("--benchmark-frame", benchmarkFrame),
            ] + others
        guard runs.filter({ $0.isSet }).count == 1 else {
            throw ValidationError("name one run: " + runs.map { $0.flag }.joined(separator: ", "))
        }
    }

    /// Makes the run named through `Host`, on its loop, in `fonts` at the options' category.
    @MainActor
    func run<Host: HarnessHost>(
        _: Host.Type, options: HarnessOptions, fonts: FontEnvironment, bridge: Host.MainActorBridge
    ) throws {
        if measureMainActor { return MainActorLatency.measure(bridge: bridge) }
        if benchmarkFrame {
            return try FrameBenchmark<Host>(
                toolkit: Host.toolkitTitle, changes: changes, options: options, fonts: fonts,
                present: { window, width, height in
                    let host = try Host(window: window)
                    try host.presentWindow(title: "FontScale", width: width, height: height)
                    return host
                }, turnLoop: { bridge.run(until: $0) },
                shownPixelSize: { host, label in host.shownPixelSize(of: label) },
                close: { $0.close() }
            ).run()
        }
        let application = options.makeApplication(fonts: fonts)
        if scenario { return try LiveScenario<Host>(application: application, fonts: fonts).run(bridge: bridge) }
        if mailScenario { return try MailScenario<Host>(application: application, fonts: fonts).run(bridge: bridge) }
        if agreement {
            // Presented, as a person sees it: an unshown window's widgets are hidden in Qt.
            return try AgreementRun(application: application).run(
                makeHost: { window in
                    let host = try Host(window: window)
                    try host.presentWindow(title: "Agreement", width: 480, height: 640)
                    return host
                }, close: { $0.close() })
        }
        try ScreenCheck<Host>(
            screen: measure ? nil : options.screen, application: application, fonts: fonts, width: options.windowWidth,
            height: options.windowHeight, layoutOnly: windowLayout
        ).run(bridge: bridge)
    }
}
