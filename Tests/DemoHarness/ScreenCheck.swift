import DemoMail
import Foundation
import HeadlessUI
import SystemFonts

/// `--audit`, `--window-layout` and `--measure`: one of the demo's screens in a toolkit's window,
/// checked once the toolkit has painted it, the result printed as JSON lines (``DemoAudit``,
/// ``WindowLayout``, ``MeasureAgreement``).
@MainActor
struct ScreenCheck<Host: HarnessHost> {
    /// The screen checked, or `nil` for the measuring screen, whose labels are compared with the
    /// toolkit's layout of them.
    let screen: DemoScreen?
    let application: Application
    let fonts: FontEnvironment
    let width: Int
    let height: Int
    /// Whether to print the window's layout (``WindowLayout``) instead of auditing it.
    let layoutOnly: Bool

    /// Shows the screen, checks it, and returns when the check has printed its lines.
    ///
    /// - Throws: The toolkit's error when the host cannot be made or shown; ``TimedOut`` when the
    ///   check has not finished within `timeout`.
    func run(bridge: Host.MainActorBridge, timeout: Duration = .seconds(100)) throws {
        let window = Window(application: application)
        let mail = screen.flatMap { $0.show(in: window, fonts: fonts) }
        let measureScreen = screen == nil ? MeasureViewController(fontEnvironment: fonts) : nil
        if let measureScreen { window.rootViewController = measureScreen }
        guard let root = window.rootViewController else { return }
        let manager = AppearanceManager(rootViewController: root)
        let host = try Host(window: window)
        let shown = try host.presentWindow(title: "FontScale", width: width, height: height)
        host.fitContent(of: shown, width: width, height: height)
        // The headless tree's own width, for the audit's headless measurement.
        window.frame = CGRect(x: 0, y: 0, width: width, height: height)
        let requested = CGSize(width: width, height: height)
        var done = false
        let check = Task { @MainActor in
            await host.nextPaint()
            if layoutOnly {
                let bar = mail?.navigation.navigationBar
                emitJSONLine(
                    WindowLayout.read(
                        host: host, navigationBar: bar, tabBar: mail?.tabs.tabBar, requested: requested,
                        barTexts: bar.flatMap { host.barTexts(of: $0) }))
            } else if let measureScreen {
                await MeasureAgreement.run(screen: measureScreen, application: application, host: host)
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
        bridge.run(until: { done }, deadline: ContinuousClock.now + timeout)
        check.cancel()
        host.close()
        withExtendedLifetime((manager, window, mail)) {}
        guard done else { throw TimedOut(toolkit: host.toolkitName) }
    }

    /// The check did not finish in time.
    struct TimedOut: Error, CustomStringConvertible {
        var toolkit: String
        var description: String { "the \(toolkit) check did not finish in time" }
    }
}
