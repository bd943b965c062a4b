#if Qt
import DemoMail
import DynamicType
import FontScaleQt
import FontScaleTesting
import Foundation
import HeadlessUI
import SystemFonts

/// The live scenario GTK's demo runs, shown through Qt: after each step, once Qt has painted the
/// change, one JSON line with the Qt widget tree and the tree the headless window says Qt should
/// show. Then the window is closed and every host method is called.
@MainActor
final class QtLiveScenario {
    let application: Application
    let fonts: FontEnvironment

    init(application: Application, fonts: FontEnvironment) {
        self.application = application
        self.fonts = fonts
    }

    func run(bridge: QtMainActorBridge) throws {
        let script = LiveScript(application: application, fonts: fonts)
        let (window, heading, quoted, mail) = (script.window, script.heading, script.quoted, script.mail)
        let host = try QtHost(window: window)
        let qtWindow = try host.presentWindow(title: "Mail", width: 480, height: 800)

        var detachedWidgetForgotten = false
        func report(_ step: String) {
            if step == "removed subtree" { detachedWidgetForgotten = host.widget(for: quoted) == nil }
            emitJSONLine(ScenarioLine(step: step, host: host))
        }
        func closeAndCheck() {
            let count = host.renderCount
            // Qt deletes a closed window on the loop's next turn, and the host closes with it.
            qtWindow.closeWindow()
            let deadline = Date().addingTimeInterval(10)
            bridge.run { host.isClosed || Date() > deadline }
            mail.pushViewController(ViewController(), animated: false)  // the tree goes on alone
            host.render()
            var presentError = ""
            do { try host.presentWindow(title: "again") } catch { presentError = "\(error)" }
            emitJSONLine(
                ScenarioClosed(
                    isClosed: host.isClosed, renderCountUnchanged: host.renderCount == count,
                    widgetAfterClose: host.widget(for: heading) != nil,
                    detachedWidgetForgotten: detachedWidgetForgotten, presentError: presentError,
                    shownAfterClose: host.readBack().toolkitClass))
            host.close()
        }
        runQtScenarioSteps(script.steps, host: host, window: qtWindow, bridge: bridge, report: report, finish: {})
        closeAndCheck()
        withExtendedLifetime(script) {}
    }
}
#endif
