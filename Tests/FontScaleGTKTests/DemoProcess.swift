import DemoReportsGTK
import FontScaleGTK
import Foundation
import TestSupport

extension BuiltExecutable {
    /// The GTK demo, as a person runs it.
    static let gtkDemo = BuiltExecutable("fontscale-gtk-demo")
    /// The scripted runs of the demo's screens (DemoHarness), which are no part of the demo.
    static let gtkHarness = BuiltExecutable("fontscale-gtk-harness")
}

/// The demo built beside the tests, or its harness, run as a child process under Xvfb: GTK lives
/// on the main thread of a process of its own, as in an app.
final class DemoProcess: Sendable {
    private let process: LineProcess

    /// Starts the demo (or `executable`) with arguments, in the repository's folder (its `Fonts/`);
    /// on the ramp screen, which reports every style, unless the arguments name a screen.
    init(
        _ arguments: [String], environment: [String: String], running executable: BuiltExecutable = .gtkDemo
    )
        throws
    {
        process = try LineProcess(
            executable.require(),
            arguments: arguments.contains("--screen") ? arguments : ["--screen", "ramp"] + arguments,
            environment: environment)
    }

    /// Whether the demo is still running.
    var isRunning: Bool { process.isRunning }

    /// Every line printed so far.
    var lines: [String] { process.lines }

    /// The report lines so far.
    var reports: [GtkDemoReport] { process.decodedLines(as: GtkDemoReport.self) }

    /// The lines so far that decode as `T`.
    func decodedLines<T: Decodable>(as type: T.Type) -> [T] { process.decodedLines(as: type) }

    /// What the demo wrote on standard error so far.
    var errorOutput: String { process.errorOutput }

    /// Waits until there are `count` report lines, at most `seconds`: a guard against a hung
    /// demo, generous because a demo under Address Sanitizer on two busy cores starts slowly.
    func waitForReports(_ count: Int, within seconds: Double = 60) async -> [GtkDemoReport] {
        await process.waitForLines(count, as: GtkDemoReport.self, within: seconds)
    }

    /// Waits for the demo to exit, at most `seconds`, then kills it; its status.
    func waitForExit(within seconds: Double = 120) -> Int32 {
        process.waitForExit(within: seconds)
    }
}

extension VirtualDisplay {
    /// A demo's environment: this process's, pointed at this display and drawn with GTK's cairo
    /// renderer, without the variables that would make the desktop's settings decide (so the
    /// demo starts at the default text size and font).
    var demoEnvironment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        apply(to: &environment)
        environment["GSK_RENDERER"] = "cairo"
        for key in ["XDG_CURRENT_DESKTOP", "FONTSCALE_SYSTEM_FONT", "FONTSCALE_CONTENT_SIZE", "FONTSCALE_TEXT_SCALE"] {
            environment.removeValue(forKey: key)
        }
        return environment
    }
}
