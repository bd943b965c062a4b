#if Qt
import DemoMail
import DemoReportsQt
import DesktopSettings
import DynamicType
import FontScaleQt
import Foundation
import HeadlessUI
import SystemFonts

/// The running demo: one application, the mail app's screens, their Qt mirror, the desktop
/// monitor.
@MainActor
final class QtDemoApp {
    let options: QtDemoCommand
    let fonts = FontEnvironment()
    let application: Application
    var restyles = 0
    var done = false
    var changedAt: ContinuousClock.Instant?
    private var screenshotSettled = false
    /// How many paints the picture has waited for.
    private var settleRounds = 0
    /// How long, in seconds, the picture waits for a paint before taking the window as settled.
    private static let settleWait = 0.5
    /// The most paints the picture waits for, should the window never stop repainting.
    private static let maximumSettleRounds = 10

    init(options: QtDemoCommand) {
        self.options = options
        application = Application(fontEnvironment: fonts)
    }

    func run() throws {
        do {
            try fonts.loadAppFonts(from: options.fontsDir, family: options.family)
        } catch {
            FileHandle.standardError.write(Data("fontscale-qt-demo: \(error)\n".utf8))
        }
        let bridge = try QtMainActorBridge()
        if let size = options.qtFontSize { QtApplicationFont.pointSize = size }
        // The demo chooses its ramp by its option, the desktop's by default, whether or not it
        // follows the desktop's text size.
        application.followsDesktopRamp = options.ramp == .desktop
        application.isBoldTextEnabled = options.boldText
        var monitor: DesktopTextSizeMonitor?
        var following: Task<Void, Never>?
        if let category = options.category {
            application.preferredContentSizeCategory = category
        } else {
            let desktop = DesktopTextSizeMonitor()
            desktop.start()
            following = desktop.follow(application)
            monitor = desktop
        }
        defer {
            following?.cancel()
            monitor?.stop()
        }
        if options.textStyles {
            return try QtTextStylesWindow(application: application, options: options).run(bridge: bridge)
        }
        // The settings screen takes the size into the app's hands, or gives it back.
        let followDesktop: @MainActor (Bool) -> Void = { [application] follow in
            following?.cancel()
            following = follow ? monitor?.follow(application) : nil
        }
        let mail = MailApp(application: application, fonts: fonts, followDesktop: followDesktop)
        mail.tabs.view.maximumContentSizeCategory = options.maximumCategory
        let window = Window(application: application)
        window.rootViewController = mail.tabs
        mail.show(options.screen.mailScreen)
        let manager = AppearanceManager(rootViewController: mail.tabs)
        let host = try QtHost(window: window)
        let probe = Font.appFont(for: .body, in: fonts)
        if probe.isFallback {
            FileHandle.standardError.write(
                Data("fontscale-qt-demo: \(options.family) is missing; using \(probe.face?.family ?? "?")\n".utf8))
        }
        let qtWindow = try host.presentWindow(title: "FontScale", width: 560, height: 900)
        // Weak: the host holds this closure.
        host.onRender = { [weak self, weak host] in
            guard let self, let host else { return }
            self.changedAt = .now
            qtWindow.onNextPaint { self.paintedAfterRestyle(host: host, window: window, qtWindow: qtWindow) }
        }
        changedAt = .now
        qtWindow.onNextPaint { self.paintedAfterRestyle(host: host, window: window, qtWindow: qtWindow) }
        bridge.run { done || host.isClosed }
        withExtendedLifetime((manager, window, mail)) {}
    }

    /// The first paint after a restyle: report, screenshot, or count towards the exit.
    private func paintedAfterRestyle(host: QtHost, window: Window, qtWindow: QtWidgetHandle) {
        let delay = changedAt.map { ContinuousClock.now - $0 }
        if options.report {
            emitJSONLine(QtDemoReport(host: host, window: window, application: application, fonts: fonts, delay: delay))
        }
        if let path = options.screenshot {
            // A label that elides its last line asks for less height once laid out at its width,
            // and that reaches a list's rows one level of widgets a turn: the picture waits until
            // a wait for a paint ends with none.
            guard screenshotSettled else {
                // The offscreen platform's pointer rests over the window: off it, nothing is hovered.
                if settleRounds == 0 { qtWindow.movePointerAway() }
                settleRounds += 1
                let asked = ContinuousClock.now
                return qtWindow.onNextPaint(timeout: Self.settleWait) {
                    let quiet = ContinuousClock.now - asked >= .seconds(Self.settleWait)
                    if quiet || self.settleRounds >= Self.maximumSettleRounds { self.screenshotSettled = true }
                    self.paintedAfterRestyle(host: host, window: window, qtWindow: qtWindow)
                }
            }
            if let index = options.holdTab {
                return screenshotHeldTab(index, host: host, qtWindow: qtWindow, path: path)
            }
            do {
                // The whole window, its background included, so the picture is opaque.
                try qtWindow.savePNG(to: path)
            } catch {
                FileHandle.standardError.write(Data("fontscale-qt-demo: \(error)\n".utf8))
            }
            done = true
            return
        }
        restyles += 1
        if let limit = options.exitAfterRestyles, restyles > limit { done = true }
    }

    /// Presses and holds a tab of the mail app's tab bar (a `QMouseEvent` press, as the tests send
    /// it), and once the hold has shown its large content viewer saves the window and, beside it,
    /// the viewer's popup, a window of its own.
    private func screenshotHeldTab(_ index: Int, host: QtHost, qtWindow: QtWidgetHandle, path: String) {
        let tabBar = (host.window.rootViewController as? TabBarController)?.tabBar
        guard let tabBar, let row = host.widget(for: tabBar), row.boxChildren.indices.contains(index) else {
            FileHandle.standardError.write(Data("fontscale-qt-demo: no tab \(index)\n".utf8))
            done = true
            return
        }
        let tab = row.boxChildren[index]
        tab.pressForLargeContent()
        DispatchQueue.main.asyncAfter(deadline: .now() + LargeContentViewerInteraction.minimumPressDuration + 0.3) {
            MainActor.assumeIsolated {
                do {
                    try qtWindow.savePNG(to: path)
                    try tab.largeContentPopup?.savePNG(
                        to: String(path.dropLast(path.hasSuffix(".png") ? 4 : 0)) + "-viewer.png")
                } catch {
                    FileHandle.standardError.write(Data("fontscale-qt-demo: \(error)\n".utf8))
                }
                self.done = true
            }
        }
    }
}
#endif
