#if GTK
import DemoMail
import DynamicType
import FontScaleGTK
import FontScaleTesting
import Foundation
import HeadlessUI
import SystemFonts

/// A scripted run of a small mail app shown live through GTK: after each step (a push, a pop, a
/// tab switch, views added and removed, texts, an override, a limit, a category, Bold Text), once
/// GTK has painted the change, one JSON line with the GTK widget tree and the tree the headless
/// window says GTK should show. Then the window is closed and every host method is called.
@MainActor
final class LiveScenario {
    let application: Application
    let fonts: FontEnvironment

    init(application: Application, fonts: FontEnvironment) {
        self.application = application
        self.fonts = fonts
    }

    func run(bridge: GtkMainActorBridge) throws {
        let script = LiveScript(application: application, fonts: fonts)
        let (window, heading, quoted, mail) = (script.window, script.heading, script.quoted, script.mail)
        let host = try GtkHost(window: window)
        let gtkWindow = try host.presentWindow(title: "Mail", width: 480, height: 800)
        let steps = script.steps

        var detachedWidgetForgotten = false
        func report(_ step: String) {
            if step == "removed subtree" { detachedWidgetForgotten = host.widget(for: quoted) == nil }
            emitJSONLine(ScenarioLine(step: step, host: host))
        }
        func closeAndCheck() {
            let count = host.renderCount
            gtkWindow.closeWindow()
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
        runScenarioSteps(
            steps, host: host, window: gtkWindow, bridge: bridge, report: report, finish: closeAndCheck)
        withExtendedLifetime(script) {}
    }

}
#endif
