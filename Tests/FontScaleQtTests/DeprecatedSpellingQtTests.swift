#if Qt
import CQtShim
import FontScaleQt
import Foundation
import HeadlessUI
import Testing

/// A client written against the spellings before 0.1.0 builds with deprecation warnings only, and
/// its calls do what they did, in a child process of its own (one QApplication per process) on
/// Qt's offscreen platform. The tests are deprecated themselves, as such a client's code would be,
/// so this target builds without warnings.
@Suite(
    "Qt spellings from before 0.1.0, kept as deprecated forwarders",
    .enabled(if: isQtBuilt, "built without the Qt trait"))
struct DeprecatedSpellingQtTests {
    @available(*, deprecated)
    @Test(
        "QtHost(window:followsDesktopRamp:) and QtTextStyles(application:fontEnvironment:followsDesktopRamp:) turn the desktop ramp on, and dump() reads back"
    )
    func forwarders() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            await MainActor.run {
                setenv("QT_QPA_PLATFORM", "offscreen", 1)
                // The QApplication made on this thread, as the other exit tests make it.
                guard fsqt_application_ensure() else { exit(1) }
                let application = Application(notificationCenter: NotificationCenter())
                let window = Window(application: application)
                let screen = ViewController()
                screen.view.addSubview(Label(text: "Kept"))
                window.rootViewController = screen
                let host: QtHost
                do { host = try QtHost(window: window, followsDesktopRamp: true) } catch {
                    FileHandle.standardError.write(Data("QtHost: \(error)\n".utf8))
                    exit(2)
                }
                let dumped: QtWidgetDump = host.dump()
                guard application.followsDesktopRamp, dumped == host.readBack() else { exit(3) }
                let other = Application(notificationCenter: NotificationCenter())
                guard (try? QtTextStyles(application: other, followsDesktopRamp: true)) != nil else { exit(4) }
                guard other.followsDesktopRamp else { exit(5) }
                let untouched = Application(notificationCenter: NotificationCenter())
                guard (try? QtTextStyles(application: untouched, followsDesktopRamp: false)) != nil,
                    !untouched.followsDesktopRamp
                else { exit(6) }
                host.close()
                exit(0)
            }
        }
        if let result, result.exitStatus != .exitCode(0) {
            Issue.record("the child said: \(String(decoding: result.standardErrorContent, as: UTF8.self))")
        }
    }

    @available(*, deprecated)
    @Test("QtHost.treeNeedsRendering(_:) renders the pending changes on the loop's next turn, once")
    func treeNeedsRenderingForwarder() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            await MainActor.run {
                setenv("QT_QPA_PLATFORM", "offscreen", 1)
                guard fsqt_application_ensure() else { exit(1) }
                let window = Window(application: Application(notificationCenter: NotificationCenter()))
                let screen = ViewController()
                let label = Label(text: "Before")
                screen.view.addSubview(label)
                window.rootViewController = screen
                guard let host = try? QtHost(window: window) else { exit(2) }
                let rendered = host.renderCount
                label.text = "After"
                host.treeNeedsRendering(window)
                host.treeNeedsRendering(window)
                let deadline = Date().addingTimeInterval(5)
                while host.renderCount == rendered, Date() < deadline { fsqt_process_events(false) }
                guard host.renderCount == rendered + 1 else { exit(3) }
                guard host.readBack().description.contains("After") else { exit(4) }
                host.close()
                exit(0)
            }
        }
        if let result, result.exitStatus != .exitCode(0) {
            Issue.record("the child said: \(String(decoding: result.standardErrorContent, as: UTF8.self))")
        }
    }
}
#endif
