#if Qt
import CQtShim
import ExampleInbox
import FontScaleTesting
import Foundation
import HeadlessUI
import TestSupport
import Testing

@testable import FontScaleQt

/// Every way to write an async Swift program drives Qt on the thread that made its QApplication
/// (the process's main thread) with the defaults, and a call from another thread is refused or
/// stops with the thread rule before it reaches Qt.
@Suite("Async programs that drive Qt", .enabled(if: isQtBuilt, "built without the Qt trait"))
struct AsyncProgramQtTests {
    static let cases = AsyncProgramShape.allCases.flatMap { shape in QtPlatform.allCases.map { (shape, $0) } }

    @Test(
        "each program shape runs the toolkit audit in a Qt window, Qt confirming the headless finding",
        arguments: cases)
    func shapeRunsTheAudit(shape: AsyncProgramShape, platform: QtPlatform) throws {
        let display = try platform.startDisplay()
        let run = try QtDemo.start([], on: platform, display: display, running: shape.executable)
        #expect(run.waitForExit() == 0, "\(run.errorOutput)")
        let problems = shape.problems(inOutput: run.lines, toolkit: "Qt")
        #expect(problems.isEmpty, "\(problems): \(run.lines) \(run.errorOutput)")
    }

    @Test("a widget made off the main thread once Qt runs stops the process naming the thread rule")
    func widgetOffTheMainThreadStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            setenv("QT_QPA_PLATFORM", "offscreen", 1)
            await MainActor.run { _ = try? QtMainActorBridge() }  // Qt's application, on the main thread
            callAsIfOnMainActor {
                _ = try? QtWidgetHandle.label("off the main thread")
                exit(0)  // not reached
            }
        }
        let errors = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(errors.contains("Qt was called (fsqt_make_label) on a thread that is not the process's main thread"))
    }

    @Test("QtApplication.shutDown off the main thread stops the process naming the thread rule, without a hang")
    func shutDownOffTheMainThreadStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            setenv("QT_QPA_PLATFORM", "offscreen", 1)
            await MainActor.run { _ = try? QtMainActorBridge() }
            callAsIfOnMainActor {
                QtApplication.shutDown()
                exit(0)  // not reached
            }
        }
        let errors = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(errors.contains("Qt was called (QtApplication.shutDown) on a thread"))
    }
}

extension AsyncProgramQtTests {
    /// Shows a window in a child's QApplication, then calls `QtApplication.shutDown()` from a
    /// callback Qt runs inside its event handling, as a click's action is, and turns the loop
    /// until that turn is over; whether the QApplication object was still there inside the call.
    @MainActor
    static func shutDownInsideAnEvent() -> Bool {
        setenv("QT_QPA_PLATFORM", "offscreen", 1)
        guard let host = try? QtHost(window: inboxWindow()),
            (try? host.presentWindow(title: "Inbox", width: 332, height: 632)) != nil
        else { exit(1) }
        var aliveInside: Bool?
        Qt.onNextTurn {
            QtApplication.shutDown()
            aliveInside = fsqt_application_instance_exists_for_testing()
        }
        for _ in 0..<100 where aliveInside == nil { Qt.processEvents(wait: false) }
        return aliveInside ?? false
    }

    @Test(
        "QtApplication.shutDown inside Qt's event handling deletes Qt once that turn of the loop returns, not under it")
    func shutDownInsideAnEventIsDeferred() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let aliveInside = AsyncProgramQtTests.shutDownInsideAnEvent()
                guard aliveInside, !fsqt_application_instance_exists_for_testing() else { exit(2) }
                exit(0)
            }
        }
    }

    @Test("after QtApplication.shutDown inside Qt's event handling, Qt is ended for every caller at once")
    func shutDownInsideAnEventEndsAtOnce() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                _ = AsyncProgramQtTests.shutDownInsideAnEvent()
                guard QtApplication.isShutDown, !QtApplication.exists,
                    case .failure(.applicationShutDown) = Result(catching: { () throws(QtError) in
                        try QtWidgetHandle.label("after the end")
                    })
                else { exit(2) }
                exit(0)
            }
        }
    }
}

/// The toolkit audit in a Qt window from a `@MainActor` Swift Testing test, in this test process:
/// the runner's main actor is the main thread, where the QApplication is made and stays.
@MainActor
@Suite("The Qt audit in a main-actor test", .enabled(if: isQtBuilt, "built without the Qt trait"), .serialized)
struct QtAuditInMainActorTests {
    @Test("a main-actor test presents a QtHost, awaits the audit and ends Qt, all on the main thread")
    func auditInTest() async throws {
        // Qt's offscreen platform for this process's QApplication, named in Qt's arguments rather
        // than the environment, which other suites' threads read as they start their children.
        try #require(fsqt_application_ensure_on_platform_for_testing("offscreen"))
        let window = inboxWindow(application: Application(notificationCenter: NotificationCenter()))
        // example begin
        let host = try QtHost(window: window)
        try host.presentWindow(title: "Inbox", width: 332, height: 632)
        let report = try await TextSizeAudit().run(
            on: window, additionalChecks: TextSizeAudit.toolkitChecks(host: host))
        #expect(report.failures.allSatisfy { $0.foundBy.contains(.toolkit("Qt")) }, "\(report)")
        host.close()
        QtApplication.shutDown()  // once, when the last Qt test is done
        // example end
        #expect(report.failures.count == 1)
        #expect(Thread.isMainThread)
        #expect(QtApplication.isShutDown)
    }
}
#endif
