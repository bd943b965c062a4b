#if Qt
import Foundation
import TestSupport

/// Where a test's Qt window is drawn: Qt's offscreen platform (into memory, no server), or a
/// display server the test starts, of the kind this run asks for (`VirtualDisplay.requestedKind`):
/// Qt's X11 platform (xcb) on Xvfb, or, with `FONTSCALE_TEST_DISPLAY=wayland`, Qt's Wayland
/// platform on weston's headless backend.
enum QtPlatform: String, CaseIterable, Sendable, CustomStringConvertible {
    case offscreen
    case displayServer

    /// Qt's name for the platform: `offscreen`, `xcb` or `wayland`.
    var qtName: String {
        switch self {
        case .offscreen: "offscreen"
        case .displayServer: VirtualDisplay.requestedKind == .wayland ? "wayland" : "xcb"
        }
    }

    var description: String {
        switch self {
        case .offscreen: "offscreen"
        case .displayServer: VirtualDisplay.requestedKind == .wayland ? "wayland on weston" : "xcb on Xvfb"
        }
    }
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

    /// Starts the demo (or `executable`) on a platform; `display` is the server for
    /// ``QtPlatform/displayServer``.
    static func start(
        _ arguments: [String], on platform: QtPlatform, display: VirtualDisplay? = nil,
        environment extra: [String: String] = [:], running executable: BuiltExecutable = .qtDemo
    ) throws -> LineProcess {
        var environment = baseEnvironment
        environment["QT_QPA_PLATFORM"] = platform.qtName
        if platform == .displayServer { display?.apply(to: &environment) }
        environment.merge(extra) { $1 }
        return try LineProcess(executable.require(), arguments: arguments, environment: environment)
    }
}
#endif

#if Qt
import Testing

extension QtPlatform {
    /// What a display server of this run's kind needs: Xvfb, or weston and Qt's Wayland plugin.
    static var serverPrograms: [OptionalProgram] {
        VirtualDisplay.requestedKind == .wayland ? [.weston, .qtWayland] : [.xvfb]
    }

    /// The display the platform draws on: none for offscreen, a new server of this run's kind for
    /// ``displayServer``. A test case on a server whose Debian packages are missing is cancelled,
    /// naming them, or fails where every test must run (``OptionalProgram/requireAllVariable``, as
    /// in CI).
    func startDisplay() throws -> VirtualDisplay? {
        guard self == .displayServer else { return nil }
        let missing = Self.serverPrograms.filter { !$0.isInstalled }
        guard missing.isEmpty else {
            if OptionalProgram.allRequired { throw MissingRequiredProgram(programs: missing) }
            let packages = missing.map(\.package).joined(separator: ", ")
            try Test.cancel("needs Debian's \(packages), which a new machine lacks; .ci/run installs it")
        }
        return try VirtualDisplay()
    }
}
#endif
