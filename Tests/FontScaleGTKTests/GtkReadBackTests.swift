#if GTK
import DynamicType
import FontScaleTesting
import Foundation
import HeadlessUI
import SystemFonts
import TestSupport
import Testing

@testable import DemoHarness

@testable import FontScaleGTK

/// What GTK draws for each kind of view, read back from GTK and Pango in this process and compared
/// with the tree by the one oracle every toolkit shares.
@MainActor
@Suite(
    "GTK draws what the tree resolved, for every kind of view", .enabled(if: isGTKBuilt, "built without the GTK trait"),
    .requires(.testDisplay), .serialized)
struct GtkReadBackTests {
    let application: Application
    let window: Window
    let screen = ViewController()

    init() throws {
        try InProcessGTK.start()
        let environment = FontEnvironment()
        try environment.loadAppFonts(from: Repository.fontsDirectory, family: "Scale Sans")
        application = Application(notificationCenter: NotificationCenter(), fontEnvironment: environment)
        application.preferredContentSizeCategory = .accessibilityMedium
        window = Window(application: application)
    }

    @Test("GTK's widgets agree with the tree", arguments: ShownKind.allCases)
    func agrees(kind: ShownKind) throws {
        kind.install(in: screen, window: window)
        // example begin
        let host = try GtkHost(window: window)  // or a QtHost: any ToolkitHost
        #expect(ToolkitAgreement.differences(in: host).isEmpty)
        // example end
        let found = ToolkitAgreement.differences(in: host)
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))\nGTK:\n\(host.readBack())")
        host.close()
    }

    @Test("a button's title is drawn in the small capitals the tree resolved")
    func buttonKeepsSmallCaps() throws {
        let button = Button(title: "Send")
        screen.view.addSubview(button)
        window.rootViewController = screen
        let host = try GtkHost(window: window)
        defer { host.close() }
        guard case .button(let content) = button.renderedContent else {
            Issue.record("not a button")
            return
        }
        #expect(content.font.isSmallCaps)
        let shown = try #require(host.readBack().children.first?.children.first)
        #expect(shown.font?.isSmallCaps == true, "\(shown)")
    }

    @Test("closing takes every widget out of the host's box at once")
    func closeReleasesWidgets() throws {
        ShownKind.navigationBar.install(in: screen, window: window)
        let host = try GtkHost(window: window)
        #expect(!Gtk.children(of: host.widget).isEmpty)
        host.close()
        #expect(Gtk.children(of: host.widget).isEmpty)
        #expect(host.widget(for: screen.view) == nil)
    }
}

#endif
