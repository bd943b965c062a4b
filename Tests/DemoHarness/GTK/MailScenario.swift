#if GTK
import DemoMail
import DynamicType
import FontScaleGTK
import FontScaleTesting
import Foundation
import HeadlessUI
import SystemFonts

/// A scripted run of the mail app in which the user acts through GTK's own widgets: a row opens a
/// message, GTK's back button pops it, a GTK tab button switches tabs, the GTK slider sets the
/// text size, the GTK switch turns on Bold Text, a GTK button gives the size back to the desktop.
/// After each step, once GTK has painted it, one JSON line: the GTK tree, the tree the headless
/// window says GTK should show, and the application's state.
@MainActor
final class MailScenario {
    let application: Application
    let fonts: FontEnvironment

    init(application: Application, fonts: FontEnvironment) {
        self.application = application
        self.fonts = fonts
    }

    func run(bridge: GtkMainActorBridge) throws {
        var followsDesktop = true
        let app = MailApp(application: application, fonts: fonts) { followsDesktop = $0 }
        let window = Window(application: application)
        window.rootViewController = app.tabs
        let manager = AppearanceManager(rootViewController: app.tabs)
        let host = try GtkHost(window: window)
        let gtkWindow = try host.presentWindow(title: "Mail", width: 480, height: 900)

        /// The `index`th GTK child of the widget that shows `view`.
        func child(_ index: Int, of view: View) -> GtkWidgetHandle? {
            host.widget(for: view)?.boxChildren.dropFirst(index).first
        }
        let steps: [(String, () -> Void)] = [
            ("open a message", { host.widget(for: app.mailbox.cells[0])?.click() }),
            ("GTK's back button", { child(0, of: app.navigation.navigationBar)?.click() }),
            ("GTK's Settings tab", { child(1, of: app.tabs.tabBar)?.click() }),
            ("GTK's slider to AX3", { host.widget(for: app.settings.slider)?.moveSlider(to: 9) }),
            ("GTK's Bold Text switch", { host.widget(for: app.settings.boldText)?.setSwitch(on: true) }),
            ("GTK's desktop-size button", { host.widget(for: app.settings.followDesktop)?.click() }),
        ]

        func report(_ step: String) {
            emitJSONLine(
                MailScenarioLine(
                    step: step, shown: host.readBack(), expected: ToolkitAgreement.expected(for: window),
                    category: application.preferredContentSizeCategory.name, boldText: application.isBoldTextEnabled,
                    followsDesktop: followsDesktop, topTitle: app.navigation.topViewController?.title))
        }
        runScenarioSteps(steps, host: host, window: gtkWindow, bridge: bridge, report: report, finish: {})
        host.close()
        withExtendedLifetime((manager, window, app)) {}
    }
}
#endif
