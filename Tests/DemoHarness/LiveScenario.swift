import DemoMail
import Foundation
import HeadlessUI
import SystemFonts

/// A scripted run of a small mail app shown live through a toolkit: after each step (a push, a
/// pop, a tab switch, views added and removed, texts, an override, a limit, a category, Bold
/// Text), once the toolkit has painted the change, one JSON line with the toolkit's widget tree
/// and the tree the headless window says it should show. Then the window is closed and every host
/// method is called.
@MainActor
struct LiveScenario<Host: ScriptableToolkitHost> {
    let application: Application
    let fonts: FontEnvironment

    func run(bridge: Host.MainActorBridge) throws(Host.ToolkitError) {
        let script = LiveScript(application: application, fonts: fonts)
        let (heading, quoted, mail) = (script.heading, script.quoted, script.mail)
        let host = try Host(window: script.window)
        try host.presentWindow(title: "Mail", width: 480, height: 800)

        var detachedWidgetForgotten = false
        ScenarioLoop(host: host, bridge: bridge).run(
            script.steps,
            report: { step in
                if step == "removed subtree" { detachedWidgetForgotten = host.widget(for: quoted) == nil }
                emitJSONLine(ScenarioLine(step: step, host: host))
            }, finish: {})

        let count = host.renderCount
        // Closed as its close button does; Qt deletes the window on the loop's next turn, and
        // the host closes with it.
        host.closePresentedWindow()
        bridge.run(until: { host.isClosed }, deadline: ContinuousClock.now + .seconds(10))
        mail.pushViewController(ViewController(), animated: false)  // the tree goes on alone
        host.render()
        var presentError = ""
        do { try host.presentWindow(title: "again", width: 480, height: 640) } catch { presentError = "\(error)" }
        emitJSONLine(
            ScenarioClosed(
                isClosed: host.isClosed, renderCountUnchanged: host.renderCount == count,
                widgetAfterClose: host.widget(for: heading) != nil,
                detachedWidgetForgotten: detachedWidgetForgotten, presentError: presentError,
                shownAfterClose: host.readBack().toolkitClass))
        host.close()
        withExtendedLifetime(script) {}
    }
}
