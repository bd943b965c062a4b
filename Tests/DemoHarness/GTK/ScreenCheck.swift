#if GTK
import DemoMail
import DynamicType
import FontScaleGTK
import Foundation
import HeadlessUI
import SystemFonts

/// `--audit` and `--measure`: one of the demo's screens in a GTK window, checked once GTK has
/// painted it, the result printed as JSON lines.
@MainActor
final class ScreenCheck {
    /// The screen audited, or `nil` for the measuring screen, whose labels are compared with Pango.
    let screen: DemoScreen?
    let application: Application
    let fonts: FontEnvironment
    let width: Int
    let height: Int
    private var done = false

    init(screen: DemoScreen?, application: Application, fonts: FontEnvironment, width: Int, height: Int) {
        self.screen = screen
        self.application = application
        self.fonts = fonts
        self.width = width
        self.height = height
    }

    /// Shows the screen, checks it, and returns when the check has printed its lines.
    func run(bridge: GtkMainActorBridge) throws {
        let root: ViewController
        var mail: MailApp?
        var measureScreen: MeasureViewController?
        switch screen {
        case nil:
            let measuring = MeasureViewController(fontEnvironment: fonts)
            (root, measureScreen) = (measuring, measuring)
        case .ramp?:
            root = RampViewController(fontEnvironment: fonts)
        case .some:
            let app = MailApp(application: application, fonts: fonts) { _ in }
            (root, mail) = (app.tabs, app)
        }
        let window = Window(application: application)
        window.rootViewController = root
        if let screen, let mailScreen = MailScreen(rawValue: screen.rawValue) { mail?.show(mailScreen) }
        let manager = AppearanceManager(rootViewController: root)
        let host = try GtkHost(window: window)
        let gtkWindow = try host.presentWindow(title: "FontScale", width: width, height: height)
        // The headless tree's own width, for the audit's headless measurement.
        window.frame = CGRect(x: 0, y: 0, width: width, height: height)
        Task { @MainActor in
            await gtkWindow.nextPaint()
            if let measureScreen {
                await MeasureAgreement.run(
                    screen: measureScreen, application: application, host: host, gtkWindow: gtkWindow)
            } else {
                emitJSONLine(await DemoAudit.run(window: window, host: host, gtkWindow: gtkWindow))
            }
            self.done = true
        }
        bridge.run { self.done }
        withExtendedLifetime((manager, window, mail)) {}
    }
}
#endif
