#if Qt
import DemoMail
import DynamicType
import FontScaleQt
import FontScaleTesting
import Foundation
import HeadlessUI
import SystemFonts

/// A scripted run of the mail app in which the user acts through Qt's own widgets: a click on a
/// row opens a message, Qt's back button pops it, a Qt tab button switches tabs, the Qt slider sets the text
/// size, the Qt check box turns on Bold Text, a Qt button gives the size back to the desktop.
/// After each step, once Qt has painted it, one JSON line: the Qt tree, the tree the headless
/// window says Qt should show, and the application's state.
@MainActor
final class QtMailScenario {
    let application: Application
    let fonts: FontEnvironment

    init(application: Application, fonts: FontEnvironment) {
        self.application = application
        self.fonts = fonts
    }

    func run(bridge: QtMainActorBridge) throws {
        var followsDesktop = true
        let app = MailApp(application: application, fonts: fonts) { followsDesktop = $0 }
        let window = Window(application: application)
        window.rootViewController = app.tabs
        let manager = AppearanceManager(rootViewController: app.tabs)
        let host = try QtHost(window: window)
        let qtWindow = try host.presentWindow(title: "Mail", width: 480, height: 900)

        /// The `index`th Qt child of the widget that shows `view`.
        func child(_ index: Int, of view: View) -> QtWidgetHandle? {
            let children = host.widget(for: view)?.boxChildren ?? []
            return children.indices.contains(index) ? children[index] : nil
        }
        let steps: [(name: String, change: () -> Void)] = [
            ("open a message", { host.widget(for: app.mailbox.cells[0])?.click() }),
            ("Qt's back button", { child(0, of: app.navigation.navigationBar)?.click() }),
            ("Qt's Settings tab", { child(1, of: app.tabs.tabBar)?.click() }),
            ("Qt's slider to AX3", { host.widget(for: app.settings.slider)?.moveSlider(to: 9) }),
            ("Qt's Bold Text check box", { host.widget(for: app.settings.boldText)?.click() }),
            ("Qt's desktop-size button", { host.widget(for: app.settings.followDesktop)?.click() }),
        ]

        func report(_ step: String) {
            emitJSONLine(
                MailScenarioLine(
                    step: step, shown: host.readBack(), expected: ToolkitAgreement.expected(for: window),
                    category: application.preferredContentSizeCategory.name, boldText: application.isBoldTextEnabled,
                    followsDesktop: followsDesktop, topTitle: app.navigation.topViewController?.title))
        }
        runQtScenarioSteps(steps, host: host, window: qtWindow, bridge: bridge, report: report, finish: {})
        host.close()
        withExtendedLifetime((manager, window, app)) {}
    }
}
#endif
