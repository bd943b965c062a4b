import DemoMail
import DesktopSettings
import Dispatch
import DynamicType
import Foundation
import HeadlessUI
import Synchronization
import SystemFonts

/// `--benchmark-frame`: how soon a text-size change is on screen in a realistic window of a
/// toolkit, from the application's change and from the desktop's own setting being written.
///
/// Two screens (the mail app's inbox, and a settings page of 200 labels), each in a window of its
/// own, and three changes for each: the application's preferred category set in code (budget one
/// frame, 16.7 ms), GNOME's `text-scaling-factor` written with `dconf write` and KDE's
/// `kdeglobals` font rewritten (budget 50 ms), the application following the desktop as the
/// README shows (`DesktopTextSizeMonitor().follow(application)`). Each change alternates two
/// sizes; it is timed from just before the change (or the write) to the end of the first painted
/// frame in which the toolkit draws a label of the screen at the size the tree gave it, checked
/// against the size before. Prints one JSON line per screen and change.
@MainActor
struct FrameBenchmark<Host: PaintedToolkitHost> {
    /// What changed the text size.
    enum Change: String, Codable, CaseIterable, Sendable {
        /// The application's preferred category, set in code.
        case application
        /// GNOME's `text-scaling-factor`, written through dconf.
        case dconf
        /// KDE's `[General] font`, rewritten in `kdeglobals`.
        case kdeglobals

        /// The budget from the change to the painted frame, in milliseconds.
        var budget: Double { self == .application ? 1000.0 / 60 : 50 }

        /// The desktop whose setting is written, if it is a desktop's.
        var desktop: DesktopSettingWriter.Desktop? {
            switch self {
            case .application: nil
            case .dconf: .gnome
            case .kdeglobals: .kde
            }
        }
    }

    /// A screen shown.
    enum Screen: String, Codable, CaseIterable, Sendable {
        /// The mail app's inbox, in its tab bar and navigation controllers.
        case inbox
        /// ``SettingsListViewController``'s 200 labels.
        case settings
    }

    /// One screen and change, timed.
    struct Line: Codable {
        var toolkit: String
        var screen: Screen
        var labels: Int
        var change: Change
        var changes: Int
        /// Milliseconds to the painted frame.
        var p50: Double
        var p95: Double
        var budget: Double
        /// Milliseconds from a desktop's write to the application's change (the walk included).
        var toApplicationP50: Double?
        var toApplicationP95: Double?
        /// Milliseconds to the painted frame, in the order measured.
        var samples: [Double]
        /// Milliseconds from each desktop write to the application's change, in the same order: with
        /// `samples`, a slow change says which side it was slow on (the desktop's path or the
        /// toolkit's frame).
        var toApplicationSamples: [Double]?
    }

    /// What is wrong with a run's lines, for the toolkits' tests: each screen and change timed
    /// once with `changes` samples, each a painted frame (a positive, finite time), the desktop's
    /// changes with their part to the application's change, and the settings screen of its full
    /// size.
    ///
    /// How long a sample took is not checked: that is the benchmark's figure, not a test's (under
    /// Address Sanitizer's slow unwinder, beside the rest of a suite on two cores, one dconf change
    /// took ten seconds to reach the screen, and did). A change that never arrives still fails the
    /// run: the harness's watchdog stops it after 60 s without progress.
    nonisolated static func problems(in lines: [Line], changes: Int) -> [String] {
        var problems: [String] = []
        let kinds = lines.map { "\($0.screen) \($0.change)" }.sorted()
        let expected = Screen.allCases.flatMap { screen in Change.allCases.map { "\(screen) \($0)" } }.sorted()
        if kinds != expected { problems.append("timed \(kinds), not \(expected)") }
        for line in lines {
            let name = "\(line.screen) \(line.change)"
            if line.samples.count != changes || !line.samples.allSatisfy({ $0 > 0 && $0.isFinite }) {
                let desktopPart = line.toApplicationSamples.map { ", of which the desktop's part \($0)" } ?? ""
                problems.append("\(name): samples \(line.samples)\(desktopPart)")
            }
            if (line.toApplicationP50 != nil) != (line.change != .application) {
                problems.append("\(name): the desktop's part \(line.toApplicationP50.map { "\($0)" } ?? "missing")")
            }
        }
        if let settings = lines.first(where: { $0.screen == .settings }),
            settings.labels != SettingsListViewController.labelCount
        {
            problems.append("the settings screen has \(settings.labels) labels")
        }
        return problems
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The toolkit's name, as the lines say it.
    let toolkit: String
    /// How many changes each screen and change times, after two that warm up.
    let changes: Int
    let options: HarnessOptions
    let fonts: FontEnvironment
    /// Makes a host for the window and shows it in a top-level window of the size given.
    let present: (Window, Int, Int) throws -> Host
    /// Turns the toolkit's loop until the condition holds, checking it after every event.
    let turnLoop: (() -> Bool) -> Void
    /// The pixel size the toolkit draws a label's text in now.
    let shownPixelSize: (Host, Label) -> Double?
    let close: (Host) -> Void

    /// The application's categories a change alternates between, and the desktop's text scales.
    static var categories: [ContentSizeCategory] { [.large, .accessibilityMedium] }
    static var textScales: [Double] { [1.0, 1.5] }

    /// Times every screen and change, printing a line for each.
    func run() throws {
        let writer = try DesktopSettingWriter()
        // A minute: under Address Sanitizer, beside a suite's other windows on two cores, making
        // and presenting the first window once took more than half of one.
        let watchdog = Watchdog(seconds: 60)
        for screen in Screen.allCases {
            for change in Change.allCases {
                emitJSONLine(try measure(change, on: screen, writer: writer, watchdog: watchdog))
            }
        }
        watchdog.cancel()
    }

    /// Shows `screen` and times `changes` changes of the kind given.
    private func measure(
        _ change: Change, on screen: Screen, writer: DesktopSettingWriter, watchdog: Watchdog
    ) throws -> Line {
        watchdog.progress(waitingFor: "\(toolkit) \(screen) \(change): the window to be made")
        let application = options.makeApplication(fonts: fonts)
        var following: Task<Void, Never>?
        var monitor: DesktopTextSizeMonitor?
        if let desktop = change.desktop {
            try writer.write(Self.textScales[0], for: desktop).finish()
            var environment = ProcessInfo.processInfo.environment
            environment["XDG_CURRENT_DESKTOP"] = desktop == .gnome ? "GNOME" : "KDE"
            let desktopMonitor = DesktopTextSizeMonitor(environment: environment)
            following = desktopMonitor.follow(application)
            monitor = desktopMonitor
            let first = try ContentSizeCategory(textScale: Self.textScales[0])
            // The monitor settles on a queue of its own, which wakes no loop: waiting for it in a
            // task resumes on the main queue, which does.
            let settled = MainFlag()
            Task { @MainActor in
                _ = await desktopMonitor.settled()
                settled.value = true
            }
            watchdog.progress(waitingFor: "\(toolkit) \(screen) \(change): the monitor to settle at \(first)")
            turnLoop { settled.value && application.preferredContentSizeCategory == first }
        }
        watchdog.progress(waitingFor: "\(toolkit) \(screen) \(change): the window to be presented")
        let window = Window(application: application)
        let (root, probe, keep) = show(screen, in: window)
        // No appearance manager: a window follows its application's changes by itself.
        let host = try present(window, options.windowWidth, options.windowHeight)
        var shown = try paintShowing(probe, in: host, watchdog: watchdog)
        let labels = Self.labelCount(in: root.view)
        var samples: [Double] = []
        var toApplication: [Double] = []
        for index in 0..<changes + 2 {
            let next = (index + 1) % 2
            idle(for: .milliseconds(Self.idleMilliseconds))
            let start = DispatchTime.now().uptimeNanoseconds
            if let desktop = change.desktop {
                let write = try writer.write(Self.textScales[next], for: desktop)
                let category = try ContentSizeCategory(textScale: Self.textScales[next])
                watchdog.progress(
                    waitingFor: "\(toolkit) \(screen) \(change) \(index): the application to change to \(category)")
                turnLoop { application.preferredContentSizeCategory == category }
                if index >= 2 { toApplication.append(Self.milliseconds(since: start)) }
                let previous = shown
                shown = try paintShowing(probe, in: host, watchdog: watchdog, changedFrom: previous)
                if index >= 2 { samples.append(Self.milliseconds(since: start)) }
                try write.finish()
            } else {
                application.preferredContentSizeCategory = Self.categories[next]
                let previous = shown
                shown = try paintShowing(probe, in: host, watchdog: watchdog, changedFrom: previous)
                if index >= 2 { samples.append(Self.milliseconds(since: start)) }
            }
        }
        following?.cancel()
        monitor?.stop()
        close(host)
        withExtendedLifetime((window, keep)) {}
        let statistics = Self.percentiles(samples)
        let toApplicationStatistics = toApplication.isEmpty ? nil : Self.percentiles(toApplication)
        return Line(
            toolkit: toolkit, screen: screen, labels: labels, change: change, changes: changes,
            p50: statistics.p50, p95: statistics.p95, budget: (change.budget * 10).rounded() / 10,
            toApplicationP50: toApplicationStatistics?.p50, toApplicationP95: toApplicationStatistics?.p95,
            samples: samples.map { ($0 * 1000).rounded() / 1000 },
            toApplicationSamples: toApplication.isEmpty ? nil : toApplication.map { ($0 * 1000).rounded() / 1000 })
    }

    /// Shows the screen in `window`; returns its root controller, the label read back, and what
    /// must live as long as the window.
    private func show(_ screen: Screen, in window: Window) -> (ViewController, Label, AnyObject) {
        switch screen {
        case .inbox:
            let mail = MailApp(application: window.application, fonts: fonts) { _ in }
            window.rootViewController = mail.tabs
            mail.show(.mailbox)
            // The large title over the messages.
            let heading = mail.mailbox.view.subviews.compactMap { $0 as? Label }.first ?? Label()
            return (mail.tabs, heading, mail)
        case .settings:
            let settings = SettingsListViewController(fonts: fonts)
            window.rootViewController = settings
            return (settings, settings.probe, settings)
        }
    }

    /// Turns the loop until the toolkit has painted a frame drawing `probe` at the size the tree
    /// gives it, and, with `previous`, not at that size; returns the size drawn.
    private func paintShowing(
        _ probe: Label, in host: Host, watchdog: Watchdog, changedFrom previous: Double? = nil
    ) throws -> Double {
        // A frame may be painted before the host applies the change: then the next one shows it.
        watchdog.progress(waitingFor: "\(toolkit) to paint the probe at \(probe.font.pointSize)")
        for _ in 0..<10 {
            guard host.turnLoopUntilPainted(timeout: .seconds(10)) else {
                throw Failure(description: "\(toolkit) painted no frame within 10 s")
            }
            guard let shown = shownPixelSize(host, probe) else {
                throw Failure(description: "\(toolkit) shows no label for the probe")
            }
            // Qt draws whole pixels: the tree's size, rounded.
            guard abs(shown - probe.font.pointSize) <= 0.5 else { continue }
            if let previous, abs(shown - previous) < 1 {
                throw Failure(description: "the change did not change the probe's size: \(shown) px")
            }
            return shown
        }
        throw Failure(
            description:
                "\(toolkit) drew the probe at \(shownPixelSize(host, probe) ?? 0) px, not the tree's \(probe.font.pointSize), in ten frames"
        )
    }

    /// How long the window stays idle between changes: a person's change comes while the window
    /// is idle, not just after a frame, and what the last change left behind (the writer's
    /// process ending, the settings service's own work) is then done and not timed with the next.
    static var idleMilliseconds: Int { 100 }

    /// Turns the loop for `duration`, running whatever comes meanwhile.
    private func idle(for duration: DispatchTimeInterval) {
        let passed = MainFlag()
        DispatchQueue.main.asyncAfter(deadline: .now() + duration) { passed.value = true }
        turnLoop { passed.value }
    }

    /// The labels under `view`, `view` included.
    private static func labelCount(in view: View) -> Int {
        (view is Label ? 1 : 0) + view.subviews.reduce(0) { $0 + labelCount(in: $1) }
    }

    /// Milliseconds since `start`.
    private static func milliseconds(since start: UInt64) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }

    /// The 50th and 95th percentiles (nearest rank), in milliseconds rounded to hundredths.
    private static func percentiles(_ samples: [Double]) -> (p50: Double, p95: Double) {
        let sorted = samples.sorted()
        func rank(_ fraction: Double) -> Double {
            guard !sorted.isEmpty else { return 0 }
            let index = min(sorted.count - 1, max(0, Int((Double(sorted.count) * fraction).rounded(.up)) - 1))
            return (sorted[index] * 100).rounded() / 100
        }
        return (rank(0.5), rank(0.95))
    }
}

/// Whether something awaited has happened; set and read on the main actor only.
@MainActor
private final class MainFlag {
    var value = false
}
