#if GTK
import CGtk
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
    struct Line: Codable {
        var step: String
        var gtk: ShownWidget
        var expected: ShownWidget
        var category: String
        var boldText: Bool
        var followsDesktop: Bool
        var topTitle: String?
    }

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
        func child(_ index: Int, of view: View) -> UnsafeMutablePointer<GtkWidget>? {
            guard let parent = host.widget(for: view) else { return nil }
            var child = gtk_widget_get_first_child(parent.unsafeWidget.assumingMemoryBound(to: GtkWidget.self))
            for _ in 0..<index { child = child.flatMap(gtk_widget_get_next_sibling) }
            return child
        }
        func widget(_ view: View) -> UnsafeMutablePointer<GtkWidget>? {
            host.widget(for: view)?.unsafeWidget.assumingMemoryBound(to: GtkWidget.self)
        }
        let steps: [(String, () -> Void)] = [
            ("open a message", { app.mailbox.cells[0].sendActions(for: .touchUpInside) }),
            ("GTK's back button", { _ = child(0, of: app.navigation.navigationBar).map { gtk_widget_activate($0) } }),
            ("GTK's Settings tab", { _ = child(1, of: app.tabs.tabBar).map { gtk_widget_activate($0) } }),
            (
                "GTK's slider to AX3",
                {
                    widget(app.settings.slider).map {
                        gtk_range_set_value(UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkRange.self), 9)
                    }
                }
            ),
            (
                "GTK's Bold Text switch",
                { widget(app.settings.boldText).map { gtk_switch_set_active(OpaquePointer($0), 1) } }
            ),
            ("GTK's desktop-size button", { _ = widget(app.settings.followDesktop).map { gtk_widget_activate($0) } }),
        ]

        func report(_ step: String) {
            emitJSONLine(
                Line(
                    step: step, gtk: host.readBack(), expected: ToolkitAgreement.expected(for: window),
                    category: application.preferredContentSizeCategory.name, boldText: application.isBoldTextEnabled,
                    followsDesktop: followsDesktop, topTitle: app.navigation.topViewController?.title))
        }
        runScenarioSteps(steps, host: host, window: gtkWindow, bridge: bridge, report: report, finish: {})
        host.close()
        withExtendedLifetime((manager, window, app)) {}
    }
}
#endif
