#if GTK
import DynamicType
import FontScaleTesting
import Foundation
import HeadlessUI
import SystemFonts
import TestSupport
import Testing

@testable import FontScaleGTK

/// The large content viewer in a real GTK window: a press held on a tab shows the tab's title
/// large in a popover, and the release decides, as in UIKit.
///
/// GTK 4 has no public way to synthesize pointer events, so each press is the item's drag
/// gesture's own signals, emitted by the package's test hooks (`pressForLargeContent()`,
/// `movePress(byX:y:)`, `releasePress()`): the handlers a real press reaches, with GTK's own
/// timer timing the hold.
@MainActor
@Suite(
    "GTK shows the large content viewer on a held press", .enabled(if: isGTKBuilt, "built without the GTK trait"),
    .requires(.testDisplay), .serialized)
struct LargeContentViewerGtkTests {
    let application: Application
    let window: Window
    let tabs = TabBar(items: [TabBarItem(title: "Inbox"), TabBarItem(title: "Settings")])

    init() throws {
        try InProcessGTK.start()
        let environment = FontEnvironment()
        try environment.loadAppFonts(from: Repository.fontsDirectory, family: "Scale Sans")
        application = Application(notificationCenter: NotificationCenter(), fontEnvironment: environment)
        application.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        window = Window(application: application)
        let screen = ViewController()
        screen.view.addSubview(tabs)
        tabs.selectedIndex = 0
        window.rootViewController = screen
    }

    /// The window shown, and its second tab's button.
    private func showSettingsTab() throws -> (GtkHost, GtkWidgetHandle) {
        let host = try GtkHost(window: window)
        try host.presentWindow(title: "Large content", width: 480, height: 320)
        let row = try #require(host.widget(for: tabs))
        #expect(InProcessGTK.turnLoop { Gtk.allocatedSize(of: row).width > 0 })
        let tab = try #require(row.boxChildren.last)
        return (host, tab)
    }

    @Test("holding a tab shows its title in body's AX5 size in a popover, and releasing over it selects the tab")
    func holdAndRelease() throws {
        let (host, tab) = try showSettingsTab()
        defer { host.close() }
        #expect(tab.pressForLargeContent())
        #expect(InProcessGTK.turnLoop(within: 3) { tab.largeContentShown?.isShown == true })
        let shown = try #require(tab.largeContentShown)
        #expect(shown.text == "Settings")
        #expect(shown.font?.pixelSize == 53, "\(shown)")
        #expect(tabs.selectedIndex == 0)
        tab.releasePress()
        #expect(tab.largeContentShown?.isShown == false)
        // The tab is activated as a click activates it: GTK emits `clicked` after its press effect.
        #expect(InProcessGTK.turnLoop { tabs.selectedIndex == 1 })
    }

    @Test(
        "a held tab's popover stays up in the new weight when Bold Text changes, and the release still selects the tab")
    func boldTextWhileHeld() throws {
        let (host, tab) = try showSettingsTab()
        defer { host.close() }
        #expect(tab.pressForLargeContent())
        #expect(InProcessGTK.turnLoop(within: 3) { tab.largeContentShown?.isShown == true })
        let regular = try #require(tab.largeContentShown?.font?.weight)
        application.isBoldTextEnabled = true
        host.render()
        guard case .tabBar(let bar) = tabs.renderedContent, let content = bar.largeContent(ofTab: 1) else {
            Issue.record("the tab has no large content")
            return
        }
        let bold = content.font.weight.openTypeWeight
        #expect(bold > regular)
        #expect(
            InProcessGTK.turnLoop {
                tab.largeContentShown?.font?.weight == bold && tab.largeContentShown?.font?.pixelSize == 53
            })
        let shown = try #require(tab.largeContentShown)
        #expect(shown.isShown, "\(shown)")
        #expect(shown.font?.pixelSize == 53, "\(shown)")
        tab.releasePress()
        #expect(tab.largeContentShown?.isShown == false)
        #expect(InProcessGTK.turnLoop { tabs.selectedIndex == 1 })
    }

    @Test("moving off a held tab hides the popover, and the release then selects nothing")
    func moveOffCancels() throws {
        let (host, tab) = try showSettingsTab()
        defer { host.close() }
        tab.pressForLargeContent()
        #expect(InProcessGTK.turnLoop(within: 3) { tab.largeContentShown?.isShown == true })
        tab.movePress(byX: 0, y: -1_000)
        #expect(tab.largeContentShown?.isShown == false)
        tab.releasePress(byX: 0, y: -1_000)
        _ = InProcessGTK.turnLoop(within: 0.5) { false }
        #expect(tabs.selectedIndex == 0)
    }

    @Test("an opted-out button's popover goes when the text size leaves the accessibility sizes, and comes back")
    func popoverFollowsCategory() throws {
        let archive = Button(title: "Archive")
        archive.titleLabel.adjustsFontForContentSizeCategory = false
        window.rootViewController?.view.addSubview(archive)
        let host = try GtkHost(window: window)
        defer { host.close() }
        let button = try #require(host.widget(for: archive))
        #expect(button.largeContentShown?.text == "Archive")
        application.preferredContentSizeCategory = .large
        host.render()
        #expect(button.largeContentShown == nil)
        application.preferredContentSizeCategory = .accessibilityMedium
        host.render()
        #expect(button.largeContentShown?.font?.pixelSize == 28)
        #expect(ToolkitAgreement.differences(in: host).isEmpty)
    }
}
#endif
