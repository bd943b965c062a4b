#if Qt
import Foundation
import TestSupport

/// Where a test's Qt window is drawn: Qt's offscreen platform (into memory, no server), or Qt's
/// X11 platform on an Xvfb server the test starts.
enum QtPlatform: String, CaseIterable, Sendable, CustomStringConvertible {
    case offscreen
    case xvfb

    var description: String { rawValue }
}

extension BuiltExecutable {
    /// The Qt demo, as a person runs it.
    static let qtDemo = BuiltExecutable("fontscale-qt-demo")
    /// The scripted runs of the demo's mail app and the restyle benchmark (DemoHarness), which are
    /// no part of the demo.
    static let qtHarness = BuiltExecutable("fontscale-qt-harness")
}

/// fontscale-qt-demo or its harness, built beside the tests, run as a child process: Qt lives on
/// the main thread of a process of its own, as in an app, and a process has one QApplication.
struct QtDemo {

    /// The test process's environment without any display, so only what a test sets is used.
    static var baseEnvironment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "FONTSCALE_CONTENT_SIZE", "FONTSCALE_TEXT_SCALE"]
        {
            environment[name] = nil
        }
        return environment
    }

    /// Starts the demo (or `executable`) on a platform; `display` is the Xvfb server for
    /// ``QtPlatform/xvfb``.
    static func start(
        _ arguments: [String], on platform: QtPlatform, display: VirtualDisplay? = nil,
        environment extra: [String: String] = [:], running executable: BuiltExecutable = .qtDemo
    ) throws -> LineProcess {
        var environment = baseEnvironment
        switch platform {
        case .offscreen:
            environment["QT_QPA_PLATFORM"] = "offscreen"
        case .xvfb:
            environment["QT_QPA_PLATFORM"] = "xcb"
            display?.apply(to: &environment)
        }
        environment.merge(extra) { $1 }
        return try LineProcess(executable.require(), arguments: arguments, environment: environment)
    }
}
#endif

#if Qt
import Testing

extension QtPlatform {
    /// The display the platform draws on: none for offscreen, a new Xvfb server for ``xvfb``. A
    /// test case on Xvfb where Debian's xvfb is missing is cancelled, naming the package, or fails
    /// where every test must run (``OptionalProgram/requireAllVariable``, as in CI).
    func startDisplay() throws -> VirtualDisplay? {
        guard self == .xvfb else { return nil }
        guard OptionalProgram.xvfb.isInstalled else {
            if OptionalProgram.allRequired { throw MissingRequiredProgram(programs: [.xvfb]) }
            try Test.cancel("needs Debian's xvfb, which a new machine lacks; .ci/run installs it")
        }
        return try VirtualDisplay(kind: .x11)
    }
}
#endif
