#if Qt
import DemoMail
import FontScaleQt
import Foundation
import HeadlessUI
import SystemFonts

/// `--audit`: one of the demo's screens in a Qt window, audited at every text size once Qt has
/// painted it, the report printed as one JSON line (``DemoAudit``), as GTK's harness does.
@MainActor
final class QtScreenCheck {
    let screen: DemoScreen
    let application: Application
    let fonts: FontEnvironment
    let width: Int
    let height: Int
    /// Whether to print the window's layout (``WindowLayout``) instead of auditing it.
    let layoutOnly: Bool

    init(
        screen: DemoScreen, application: Application, fonts: FontEnvironment, width: Int, height: Int,
        layoutOnly: Bool = false
    ) {
        self.screen = screen
        self.application = application
        self.fonts = fonts
        self.width = width
        self.height = height
        self.layoutOnly = layoutOnly
    }

    /// Shows the screen, audits it, and returns when the report is printed.
    ///
    /// - Throws: ``QtScreenCheck/TimedOut`` when the audit has not finished within `timeout`.
    func run(bridge: QtMainActorBridge, timeout: Duration = .seconds(100)) throws {
        let window = Window(application: application)
        let mail = screen.show(in: window, fonts: fonts)
        guard let root = window.rootViewController else { return }
        let manager = AppearanceManager(rootViewController: root)
        let host = try QtHost(window: window)
        try host.presentWindow(title: "FontScale", width: width, height: height)
        // The headless tree's own width, for the audit's headless measurement.
        window.frame = CGRect(x: 0, y: 0, width: width, height: height)
        var done = false
        let audit = Task { @MainActor in
            await host.nextPaint()
            if layoutOnly {
                emitJSONLine(
                    WindowLayout.read(
                        host: host, navigationBar: mail?.navigation.navigationBar, tabBar: mail?.tabs.tabBar,
                        requested: CGSize(width: width, height: height)))
            } else {
                do {
                    emitJSONLine(try await DemoAudit.run(host: host))
                } catch {
                    // A run without its report fails, so the test that started it says why.
                    FileHandle.standardError.write(Data("audit: \(error)\n".utf8))
                    exit(EXIT_FAILURE)
                }
            }
            done = true
        }
        // Wakes the loop every 100 ms, so the deadline is checked when nothing else happens.
        let watchdog = Task { @MainActor in
            while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(100)) }
        }
        let deadline = ContinuousClock.now + timeout
        bridge.run { done || ContinuousClock.now > deadline }
        watchdog.cancel()
        audit.cancel()
        host.close()
        withExtendedLifetime((manager, window, mail)) {}
        guard done else { throw TimedOut() }
    }

    /// The audit did not finish in time.
    struct TimedOut: Error, CustomStringConvertible {
        var description: String { "the Qt audit did not finish in time" }
    }
}
#endif
