#if Qt
import CQtShim
import Foundation
import TestSupport
import Testing

@testable import FontScaleQt

/// The QApplication's life: made only where its platform can connect (Qt's platform plugins abort
/// the process otherwise), never again after it was shut down.
///
/// What would abort runs in a child process: the demo, or an exit test, so the test runner lives.
@Suite("Qt's application, made and ended safely", .enabled(if: isQtBuilt, "built without the Qt trait"))
struct QtApplicationLifeTests {
    /// An X display that no server has: neither its socket nor its lock file exists.
    static var deadX11Display: String {
        let number = (900..<1000).first { number in
            !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
                && !FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock")
        }
        return ":\(number ?? 999)"
    }

    /// The demo's text-styles window on an environment given whole; its exit status and errors.
    static func runDemo(_ environment: [String: String]) throws -> (status: Int32, errors: String) {
        let demo = try QtDemo.start(
            ["--text-styles", "--report", "--exit-after-restyles", "0"], on: .offscreen, environment: environment)
        return (demo.waitForExit(), demo.errorOutput)
    }

    @Test(
        "a DISPLAY naming no running X server, with QT_QPA_PLATFORM=xcb, is the QtError the demo reports, not an abort")
    func deadX11DisplayIsAnError() throws {
        let run = try Self.runDemo(["QT_QPA_PLATFORM": "xcb", "DISPLAY": Self.deadX11Display])
        // 134 would be SIGABRT: Qt's qFatal when its xcb plugin cannot connect.
        #expect(run.status == 1, "exit \(run.status): \(run.errors)")
        #expect(run.errors.contains(QtError.noDisplay.description), "\(run.errors)")
    }

    @Test(
        "a WAYLAND_DISPLAY naming no compositor, with QT_QPA_PLATFORM=wayland, is the QtError the demo reports, not an abort",
        .requires(.qtWayland))
    func deadWaylandDisplayIsAnError() throws {
        let socket = FileManager.default.temporaryDirectory.appendingPathComponent("no-compositor-\(UUID())").path
        let run = try Self.runDemo(["QT_QPA_PLATFORM": "wayland", "WAYLAND_DISPLAY": socket])
        #expect(run.status == 1, "exit \(run.status): \(run.errors)")
        #expect(run.errors.contains(QtError.noDisplay.description), "\(run.errors)")
    }

    @Test(
        "the check connects as Qt's xcb plugin would: a running Xvfb answers, a display with no server does not",
        .requires(.xvfb))
    func x11CheckConnects() throws {
        let display = try VirtualDisplay(kind: .x11)
        #expect(Qt.displayAnswers("xcb", display.name))
        #expect(!Qt.displayAnswers("xcb", Self.deadX11Display))
    }

    @Test(
        "the check connects as Qt's Wayland plugin would: a running weston answers, a socket with no compositor does not",
        .requires(.weston))
    func waylandCheckConnects() throws {
        let display = try VirtualDisplay(kind: .wayland)
        #expect(Qt.displayAnswers("wayland", display.name))
        #expect(!Qt.displayAnswers("wayland", display.name + "-none"))
    }

    @Test("after QtApplication.shutDown() a new label is a QtError, and no second QApplication is made")
    func noApplicationAfterShutDown() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                QtWidgetHandleTests.startQt()
                QtApplication.shutDown()
                let label = Result { () throws(QtError) in try QtWidgetHandle.label("after the end") }
                guard case .failure(.applicationShutDown) = label else { exit(1) }
                guard !QtApplication.exists, QtApplication.isShutDown, !fsqt_application_ensure() else { exit(3) }
            }
        }
    }
}
#endif
