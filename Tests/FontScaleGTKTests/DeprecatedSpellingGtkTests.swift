#if GTK
import DynamicType
import FontScaleGTK
import FontScaleTesting
import Foundation
import HeadlessUI
import SystemFonts
import TestSupport
import Testing

/// A client written against the spellings before 0.1.0 builds with deprecation warnings only, and
/// its calls do what they did. The tests are deprecated themselves, as such a client's code would
/// be, so this target builds without warnings.
@MainActor
@Suite(
    "GTK spellings from before 0.1.0, kept as deprecated forwarders",
    .enabled(if: isGTKBuilt, "built without the GTK trait"), .requires(.testDisplay))
struct DeprecatedSpellingGtkTests {
    @available(*, deprecated)
    @Test("GtkHost(window:followsDesktopRamp:) turns the application's desktop ramp on, and dump() reads back")
    func hostForwarders() throws {
        try InProcessGTK.start()
        let application = Application(notificationCenter: NotificationCenter())
        let window = Window(application: application)
        let screen = ViewController()
        screen.view.addSubview(Label(text: "Kept"))
        window.rootViewController = screen
        let host = try GtkHost(window: window, followsDesktopRamp: true)
        defer { host.close() }
        #expect(application.followsDesktopRamp)
        let dumped: GtkWidgetDump = host.dump()
        #expect(dumped == host.readBack())
        #expect(dumped.description.contains("Kept"))
    }

    @available(*, deprecated)
    @Test("GtkHost(window:followsDesktopRamp: false) leaves the application's ramp as it was")
    func falseLeavesTheRamp() throws {
        try InProcessGTK.start()
        let application = Application(notificationCenter: NotificationCenter())
        let host = try GtkHost(window: Window(application: application), followsDesktopRamp: false)
        defer { host.close() }
        #expect(!application.followsDesktopRamp && application.typeRamp == .iOS)
    }

    @available(*, deprecated)
    @Test("GtkTextStyles(application:fontEnvironment:followsDesktopRamp:) turns the application's desktop ramp on")
    func textStylesForwarder() throws {
        try InProcessGTK.start()
        let application = Application(notificationCenter: NotificationCenter())
        let styles = try GtkTextStyles(application: application, followsDesktopRamp: true)
        #expect(application.followsDesktopRamp)
        withExtendedLifetime(styles) {}
    }

    @available(*, deprecated)
    @Test("GtkHost.treeNeedsRendering(_:) renders the pending changes on the loop's next turn, once")
    func treeNeedsRenderingForwarder() throws {
        try InProcessGTK.start()
        let window = Window(application: Application(notificationCenter: NotificationCenter()))
        let screen = ViewController()
        let label = Label(text: "Before")
        screen.view.addSubview(label)
        window.rootViewController = screen
        let host = try GtkHost(window: window)
        defer { host.close() }
        let rendered = host.renderCount
        label.text = "After"
        host.treeNeedsRendering(window)
        host.treeNeedsRendering(window)
        #expect(InProcessGTK.turnLoop { host.renderCount > rendered })
        #expect(host.renderCount == rendered + 1)
        #expect(host.readBack().description.contains("After"))
    }

    @available(*, deprecated)
    @Test("TextSizeAudit.gtkChecks(host:gtkWindow:) finds what toolkitChecks(host:) finds")
    func gtkChecksForwarder() async throws {
        try InProcessGTK.start()
        let environment = FontEnvironment.withAppFonts()
        let application = Application(notificationCenter: NotificationCenter(), fontEnvironment: environment)
        let window = Window(application: application)
        window.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
        let screen = ViewController()
        let line = Label(
            text: "Re: the quarterly report, the budget and the offsite",
            font: .appFont(for: .headline, in: environment))
        let stack = StackView(arrangedSubviews: [line])
        stack.axis = .vertical
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
        screen.view.addSubview(stack)
        window.rootViewController = screen
        let host = try GtkHost(window: window)
        defer { host.close() }
        let gtkWindow = try host.presentWindow(title: "Verdict", width: 332, height: 632)
        let audit = TextSizeAudit(checks: [.textClipped], sweep: TextSizeSweep(boldText: [false]))
        let old = await audit.run(
            on: window, additionalChecks: TextSizeAudit.gtkChecks(host: host, gtkWindow: gtkWindow))
        let new = try await audit.run(on: window, additionalChecks: TextSizeAudit.toolkitChecks(host: host))
        #expect(old.failures.contains { $0.foundBy.contains(.toolkit("GTK")) }, "\(old)")
        #expect(old.failures == new.failures)
    }

    /// A client's own code over the seam's old names: a conformance, an extension and an
    /// existential of each, as they were written before the names were the hosts'.
    @available(*, deprecated)
    @Test("ToolkitWindow, PaintedToolkitWindow and TextStyleSheet still name the host protocols and the sheet")
    func renamedTypes() throws {
        try InProcessGTK.start()
        let window = Window(application: Application(notificationCenter: NotificationCenter()))
        let screen = ViewController()
        screen.view.addSubview(Label(text: "Kept"))
        window.rootViewController = screen
        let host = try GtkHost(window: window)
        defer { host.close() }
        let readBack: any ToolkitWindow = host
        let painted: any PaintedToolkitWindow = host
        #expect(readBack.shownDescription.contains("Kept"))
        #expect(painted.toolkitName == "GTK")
        let sheet = TextStyleSheet(environment: FontEnvironment.withAppFonts(), category: .large)
        #expect(sheet == GtkTextStyleSheet(environment: FontEnvironment.withAppFonts(), category: .large))
        #expect(sheet.css.contains(TextStyleSheet.className(for: .body)))
    }
}

@available(*, deprecated)
extension ToolkitWindow {
    /// What a client once added to the protocol under its old name.
    var shownDescription: String { readBack().description }
}
#endif
