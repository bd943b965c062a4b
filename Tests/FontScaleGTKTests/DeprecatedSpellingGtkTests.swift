#if GTK
import FontScaleGTK
import Foundation
import HeadlessUI
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
}
#endif
