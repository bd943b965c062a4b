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
    /// Whether to print the window's layout (``WindowLayout``) instead of auditing it.
    let layoutOnly: Bool
    private var done = false

    init(
        screen: DemoScreen?, application: Application, fonts: FontEnvironment, width: Int, height: Int,
        layoutOnly: Bool = false
    ) {
        self.screen = screen
        self.application = application
        self.fonts = fonts
        self.width = width
        self.height = height
        self.layoutOnly = layoutOnly
    }

    /// Shows the screen, checks it, and returns when the check has printed its lines.
    func run(bridge: GtkMainActorBridge) throws {
        let window = Window(application: application)
        var mail: MailApp?
        var measureScreen: MeasureViewController?
        if let screen {
            mail = screen.show(in: window, fonts: fonts)
        } else {
            let measuring = MeasureViewController(fontEnvironment: fonts)
            window.rootViewController = measuring
            measureScreen = measuring
        }
        guard let root = window.rootViewController else { return }
        let manager = AppearanceManager(rootViewController: root)
        let host = try GtkHost(window: window)
        let gtkWindow = try host.presentWindow(title: "FontScale", width: width, height: height)
        // The content has the size, as the tree's window has: the title bar GTK draws above it
        // and the frame around it come on top, and differ between X11 and Wayland.
        (gtkWindow.child ?? host.widget).requestSize(width: width, height: height)
        // The headless tree's own width, for the audit's headless measurement.
        window.frame = CGRect(x: 0, y: 0, width: width, height: height)
        Task { @MainActor in
            await host.nextPaint()
            if layoutOnly {
                let bar = mail?.navigation.navigationBar
                emitJSONLine(
                    WindowLayout.read(
                        host: host, navigationBar: bar, tabBar: mail?.tabs.tabBar,
                        requested: CGSize(width: width, height: height),
                        barTexts: bar.flatMap { host.widget(for: $0) }.map(Self.barTexts)))
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
            self.done = true
        }
        bridge.run { self.done }
        withExtendedLifetime((manager, window, mail)) {}
    }

    /// A header bar's button titles and title, first to last, as Pango laid them out.
    private static func barTexts(of bar: GtkWidgetHandle) -> [WindowLayout.BarText] {
        bar.boxChildren.compactMap { part in
            // A button's title is its label; the bar's title is a label itself.
            let isButton = part.labelLayout() == nil
            guard let label = isButton ? part.child : part, let layout = label.labelLayout() else { return nil }
            return WindowLayout.BarText(
                text: part.shownText ?? "", isButton: isButton, naturalWidth: layout.naturalWidth,
                width: layout.allocatedWidth, isElided: layout.isEllipsized)
        }
    }
}
#endif
