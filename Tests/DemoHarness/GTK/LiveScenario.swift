#if GTK
import DemoMail
import DynamicType
import FontScaleGTK
import Foundation
import HeadlessUI
import SystemFonts

/// A scripted run of a small mail app shown live through GTK: after each step (a push, a pop, a
/// tab switch, views added and removed, texts, an override, a limit, a category, Bold Text), once
/// GTK has painted the change, one JSON line with the GTK widget tree and the tree the headless
/// window says GTK should show. Then the window is closed and every host method is called.
@MainActor
final class LiveScenario {
    struct Line: Codable {
        var step: String
        var gtk: GtkWidgetDump
        var expected: GtkWidgetDump
    }

    struct Closed: Codable {
        var step = "closed"
        var isClosed: Bool
        var renderCountUnchanged: Bool
        var widgetAfterClose: Bool
        /// Whether the widget of a view detached from a removed subtree was forgotten with it.
        var detachedWidgetForgotten: Bool
        var presentError: String
        var dumpKind: String
    }

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
            emitJSONLine(Line(step: step, gtk: host.dump(), expected: Self.expected(window)))
        }
        func closeAndCheck() {
            let count = host.renderCount
            gtkWindow.closeWindow()
            mail.pushViewController(ViewController(), animated: false)  // the tree goes on alone
            host.render()
            host.treeNeedsRendering(window)
            var presentError = ""
            do { try host.presentWindow(title: "again") } catch { presentError = "\(error)" }
            emitJSONLine(
                Closed(
                    isClosed: host.isClosed, renderCountUnchanged: host.renderCount == count,
                    widgetAfterClose: host.widget(for: heading) != nil,
                    detachedWidgetForgotten: detachedWidgetForgotten, presentError: presentError,
                    dumpKind: host.dump().kind))
            host.close()
        }
        runScenarioSteps(
            steps, host: host, window: gtkWindow, bridge: bridge, report: report, finish: closeAndCheck)
        withExtendedLifetime(script) {}
    }

    /// What GTK should show for the window: the host's mapping of each view's rendered content,
    /// written out as the test's oracle.
    static func expected(_ window: Window) -> GtkWidgetDump {
        var root = GtkWidgetDump(kind: "GtkBox")
        root.children = window.subviews.map(expected)
        return root
    }

    private static func expected(_ view: View) -> GtkWidgetDump {
        var dump: GtkWidgetDump
        switch view.renderedContent {
        case .container:
            dump = GtkWidgetDump(kind: "GtkBox", children: view.subviews.map(expected))
            // What sits above a tab bar takes the height left over, as in UIKit.
            if view.subviews.last is TabBar, dump.children.count > 1 {
                dump.children[dump.children.count - 2].expandsVertically = true
            }
        case .text(let text):
            dump = GtkWidgetDump(
                kind: text.kind == .field ? "GtkEntry" : "GtkLabel", text: text.text ?? "",
                placeholder: text.kind == .field ? text.placeholder : nil, pixelSize: text.font.pointSize,
                weight: text.font.weight.openTypeWeight)
        case .button(let button):
            dump = GtkWidgetDump(
                kind: "GtkButton", text: button.title ?? "", pixelSize: button.font.pointSize,
                weight: button.font.weight.openTypeWeight, isSensitive: !button.state.contains(.disabled),
                isSelected: button.state.contains(.selected), isHighlighted: button.state.contains(.highlighted))
        case .navigationBar(let bar):
            var children: [GtkWidgetDump] = []
            if let back = bar.backTitle { children.append(GtkWidgetDump(kind: "GtkButton", text: "‹ " + back)) }
            let items = { (items: [RenderedContent.BarItem]) in
                items.map { item in
                    GtkWidgetDump(
                        kind: "GtkButton", text: item.title ?? "", pixelSize: item.font?.pointSize ?? 0,
                        weight: item.font?.weight.openTypeWeight ?? 0, isSensitive: item.isEnabled)
                }
            }
            children += items(bar.leftItems)
            children.append(
                GtkWidgetDump(
                    kind: "GtkLabel", text: bar.title ?? "", pixelSize: bar.titleFont?.pointSize ?? 0,
                    weight: bar.titleFont?.weight.openTypeWeight ?? 0))
            children += items(bar.rightItems)
            dump = GtkWidgetDump(kind: "GtkBox", children: children)
        case .slider(let slider):
            dump = GtkWidgetDump(kind: "GtkScale", value: Double(slider.value))
        case .toggle(let toggle):
            dump = GtkWidgetDump(kind: "GtkSwitch", isActive: toggle.isOn)
        case .tabBar(let bar):
            dump = GtkWidgetDump(
                kind: "GtkBox",
                children: bar.titles.enumerated().map { index, title in
                    GtkWidgetDump(
                        kind: "GtkToggleButton", text: title, pixelSize: bar.font?.pointSize ?? 0,
                        weight: bar.font?.weight.openTypeWeight ?? 0, isActive: index == bar.selectedIndex)
                })
        }
        dump.isVisible = !view.isHidden
        return dump
    }
}
#endif
