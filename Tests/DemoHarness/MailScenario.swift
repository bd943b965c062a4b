import DemoMail
import DynamicType
import FontScaleTesting
import HeadlessUI
import SystemFonts

/// A scripted run of the mail app in which the user acts through the toolkit's own widgets: a row
/// opens a message, the toolkit's back button pops it, its tab button switches tabs, its slider
/// sets the text size, its switch (a check box in Qt) turns on Bold Text, its button gives the
/// size back to the desktop. After each step, once the toolkit has painted it, one JSON line: the
/// toolkit's tree, the tree the headless window says it should show, and the application's state.
@MainActor
struct MailScenario<Host: ScriptableToolkitHost> {
    let application: Application
    let fonts: FontEnvironment

    func run(bridge: Host.MainActorBridge) throws(Host.ToolkitError) {
        var followsDesktop = true
        let app = MailApp(application: application, fonts: fonts) { followsDesktop = $0 }
        let window = Window(application: application)
        window.rootViewController = app.tabs
        let manager = AppearanceManager(rootViewController: app.tabs)
        let host = try Host(window: window)
        try host.presentWindow(title: "Mail", width: 480, height: 900)

        let toolkit = host.toolkitName
        let steps: [(String, @MainActor () -> Void)] = [
            ("open a message", { host.perform(.tap, on: app.mailbox.cells[0]) }),
            ("\(toolkit)'s back button", { host.perform(.back, on: app.navigation.navigationBar) }),
            ("\(toolkit)'s Settings tab", { host.perform(.selectTab(1), on: app.tabs.tabBar) }),
            // The slider's steps are the categories: 9 is AX3.
            ("\(toolkit)'s slider to AX3", { host.perform(.value(9), on: app.settings.slider) }),
            ("\(toolkit)'s Bold Text switch", { host.perform(.toggle(true), on: app.settings.boldText) }),
            ("\(toolkit)'s desktop-size button", { host.perform(.tap, on: app.settings.followDesktop) }),
        ]
        let report: (String) -> Void = { step in
            emitJSONLine(
                MailScenarioLine(
                    step: step, shown: host.readBack(), expected: ToolkitAgreement.expected(for: window),
                    category: application.preferredContentSizeCategory.name, boldText: application.isBoldTextEnabled,
                    followsDesktop: followsDesktop, topTitle: app.navigation.topViewController?.title))
        }
        ScenarioLoop(host: host, bridge: bridge).run(steps, report: report, finish: {})
        host.close()
        withExtendedLifetime((manager, window, app)) {}
    }
}
