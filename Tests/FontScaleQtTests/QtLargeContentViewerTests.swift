#if Qt
import CQtShim
import DynamicType
import Foundation
import HeadlessUI
import Testing

@testable import FontScaleQt

/// The large content viewer in a real Qt window on the offscreen platform: a press held on a tab
/// (`QMouseEvent`s sent through `QCoreApplication::sendEvent`, timed by the item's own `QTimer`)
/// shows the tab's title large in a `QLabel` popup, and the release decides, as in UIKit.
///
/// Each test runs in a child process of its own (an exit test): a process has one QApplication.
@Suite("Qt shows the large content viewer on a held press", .enabled(if: isQtBuilt, "built without the Qt trait"))
struct QtLargeContentViewerTests {
    /// A window at AX5 with two tabs, shown; the second tab's button and the bar, in the child.
    @MainActor
    static func showSettingsTab() -> (QtHost, TabBar, QtWidgetHandle) {
        setenv("QT_QPA_PLATFORM", "offscreen", 1)
        // The child makes the QApplication first, so that a platform that cannot start is its exit
        // status 1.
        guard fsqt_application_ensure() else { exit(1) }
        let application = Application(notificationCenter: NotificationCenter())
        application.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        let window = Window(application: application)
        let tabs = TabBar(items: [TabBarItem(title: "Inbox"), TabBarItem(title: "Settings")])
        tabs.selectedIndex = 0
        let screen = ViewController()
        screen.view.addSubview(tabs)
        window.rootViewController = screen
        guard let host = try? QtHost(window: window), (try? host.presentWindow(title: "Large content")) != nil,
            let row = host.widget(for: tabs)
        else { exit(2) }
        QtLoop.turn(until: { Qt.allocation(of: row).map { $0.width > 0 } ?? false })
        guard let tab = Qt.children(of: row).last else { exit(3) }
        return (host, tabs, tab)
    }

    /// The mail app's Settings tab, pressed and held until its viewer's popup shows; the child
    /// process exits with status 10 when it never does.
    @MainActor
    static func holdSettingsTab() -> (QtHost, TabBar, QtWidgetHandle) {
        let (host, tabs, tab) = showSettingsTab()
        tab.pressForLargeContent()
        guard QtLoop.turn(until: { tab.largeContentShown?.isShown == true }) else { exit(10) }
        return (host, tabs, tab)
    }

    @Test("holding a tab shows its title in body's AX5 size in a popup, and releasing over it selects the tab")
    func holdAndRelease() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let (host, tabs, tab) = QtLargeContentViewerTests.holdSettingsTab()
                guard let shown = tab.largeContentShown, shown.text == "Settings", shown.font?.pixelSize == 53 else {
                    exit(11)
                }
                guard tabs.selectedIndex == 0 else { exit(12) }
                tab.releasePress()
                guard tab.largeContentShown?.isShown == false else { exit(13) }
                guard QtLoop.turn(until: { tabs.selectedIndex == 1 }) else { exit(14) }
                host.close()
                // Ends here, on the main thread, with Qt's application alive: an exit from the
                // runner's thread would run Qt's teardown while Qt waits on the main thread.
                exit(0)
            }
        }
    }

    @Test("moving off a held tab hides the popup, and the release then selects nothing")
    func moveOffCancels() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let (host, tabs, tab) = QtLargeContentViewerTests.holdSettingsTab()
                tab.movePress(byX: 0, y: -1_000)
                guard tab.largeContentShown?.isShown == false else { exit(11) }
                tab.releasePress(byX: 0, y: -1_000)
                QtLoop.turn(within: 0.5) { false }
                guard tabs.selectedIndex == 0 else { exit(12) }
                host.close()
                // Ends here, on the main thread, with Qt's application alive: an exit from the
                // runner's thread would run Qt's teardown while Qt waits on the main thread.
                exit(0)
            }
        }
    }
}
#endif
