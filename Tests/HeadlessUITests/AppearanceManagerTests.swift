import DynamicType
import Foundation
import HeadlessUI
import Logging
import SystemFonts
import TestSupport
import Testing

@MainActor
@Suite("AppearanceManager")
struct AppearanceManagerTests {
    @Test("a notification updates every label to the ramp size at the new category")
    func labelsFollowTheRamp() throws {
        let tree = try TreeFixture()
        let manager = tree.manager()
        tree.post(ContentSizeCategory.accessibilityLarge.rawValue)
        #expect(manager.updateCount == 1)
        #expect(tree.titleLabel.font.pointSize == 43)
        #expect(tree.bodyLabel.font.pointSize == 33)
        #expect(tree.captionLabel.font.pointSize == 24)
        #expect(tree.childLabel.font.pointSize == 33 && tree.childLabel.font.weight == .semibold)
        #expect(tree.bodyLabel.font.face?.filePath.hasSuffix("ScaleSans-Regular.ttf") == true)
    }

    @Test("any category spelling in the notification works")
    func spellings() throws {
        let tree = try TreeFixture()
        let manager = tree.manager()
        defer { withExtendedLifetime(manager) {} }
        tree.post("AX1")
        #expect(tree.bodyLabel.font.pointSize == 28)
        tree.post(ContentSizeCategory.extraSmall)
        #expect(tree.bodyLabel.font.pointSize == 14)
    }

    @Test("the tab bar's private labels keep their fonts")
    func tabBarUntouched() throws {
        let tree = try TreeFixture()
        let before = tree.tabBar.itemLabels.map(\.font)
        let manager = tree.manager()
        defer { withExtendedLifetime(manager) {} }
        tree.post("AX5")
        #expect(tree.tabBar.itemLabels.map(\.font) == before)
        #expect(tree.tabBar.itemLabels.allSatisfy { $0.font.pointSize == 10 })
    }

    @Test("the navigation bar title uses the headline font at the new category")
    func navigationBarTitle() throws {
        let tree = try TreeFixture()
        let manager = tree.manager()
        defer { withExtendedLifetime(manager) {} }
        tree.post("xxLarge")
        let font = try #require(tree.navigationBar.titleTextAttributes.font)
        #expect(font.pointSize == 21 && font.textStyle == .headline && font.familyName == "Scale Sans")
    }

    @Test("the button's title becomes the small-caps variant, updated by the button only")
    func buttonSmallCaps() throws {
        let tree = try TreeFixture()
        let manager = tree.manager()
        defer { withExtendedLifetime(manager) {} }
        tree.post("xLarge")
        #expect(tree.button.titleLabel.font.isSmallCaps)
        #expect(tree.button.titleLabel.font.smallCaps?.kind == .native)
        #expect(tree.button.titleLabel.font.pointSize == 17)
    }

    @Test("bar button items keep the 17 pt navigation item font from the proxy")
    func barButtonItems() throws {
        let tree = try TreeFixture()
        let manager = tree.manager()
        defer { withExtendedLifetime(manager) {} }
        tree.post("AX3")
        let font = try #require(tree.barButtonItem.titleTextAttributes(for: .normal)?.font)
        #expect(font.pointSize == 17 && font.familyName == "Scale Sans")
    }

    @Test("an unloaded view controller is not loaded by the update")
    func unloadedStaysUnloaded() throws {
        let tree = try TreeFixture()
        let manager = tree.manager()
        defer { withExtendedLifetime(manager) {} }
        tree.post("AX2")
        #expect(!tree.unloaded.isViewLoaded)
    }

    @Test("limits are honoured: a maximum caps its subtree")
    func limitsHonoured() throws {
        let tree = try TreeFixture()
        let manager = tree.manager()
        defer { withExtendedLifetime(manager) {} }
        tree.post("AX4")
        #expect(tree.limitedLabel.font.pointSize == 23)
        #expect(tree.bodyLabel.font.pointSize == 47)
        #expect(tree.limitedLabel.contentSizeCategoryExplanation.contains("maximum extraExtraExtraLarge"))
    }

    @Test("the table controller reloads its data and its cells get new fonts")
    func tableReloads() throws {
        let tree = try TreeFixture()
        let reloadsBefore = tree.table.tableView.reloadCount
        let manager = tree.manager()
        defer { withExtendedLifetime(manager) {} }
        tree.post("AX1")
        #expect(tree.table.tableView.reloadCount == reloadsBefore + 1)
        let cells = tree.table.tableView.visibleCells.compactMap { $0 as? BadgeCell }
        #expect(cells.count == 3)
        #expect(cells.allSatisfy { $0.textLabel.font.pointSize == 23 })
        #expect(cells.allSatisfy { abs($0.badgeTopConstraint - 23 * 0.7 / 2) < 1e-9 })
    }

    @Test("children update before their parents, each node once")
    func updateOrder() throws {
        let tree = try TreeFixture()
        let probeA = RecordingView("A", log: tree.log)
        let probeB = RecordingView("B", log: tree.log)
        let probeA1 = RecordingView("A1", log: tree.log)
        tree.root.view.addSubview(probeA)
        probeA.addSubview(probeA1)
        tree.root.view.addSubview(probeB)
        tree.grandchild.view.addSubview(RecordingView("G", log: tree.log))
        let manager = tree.manager()
        defer { withExtendedLifetime(manager) {} }
        tree.post("AX1")
        #expect(tree.log.entries == ["G", "grandchild", "child", "A1", "A", "B", "root"])
    }

    @Test("a change to the same category does no work")
    func sameCategoryDoesNothing() throws {
        let tree = try TreeFixture()
        let manager = tree.manager()
        tree.post("AX1")
        tree.post("accessibilityMedium")
        #expect(manager.updateCount == 1)
        #expect(tree.log.entries.filter { $0 == "root" }.count == 1)
    }

    @Test("a missing or invalid value is ignored with a log line", arguments: [nil, "gigantic", "42"] as [String?])
    func invalidValuesIgnored(value: String?) throws {
        let tree = try TreeFixture()
        let messages = LogCapture()
        let application = Application(
            notificationCenter: tree.notificationCenter, fontEnvironment: tree.environment, logger: messages.logger)
        let window = Window(application: application, appearanceRegistry: tree.registry)
        tree.window.rootViewController = nil
        window.rootViewController = tree.root
        let manager = AppearanceManager(rootViewController: tree.root)
        let before = tree.bodyLabel.font
        tree.post(value)
        #expect(manager.updateCount == 0)
        #expect(tree.bodyLabel.font == before)
        #expect(messages.lines.count == 1)
        #expect(messages.lines.first?.contains("ignored") == true)
    }

    @Test("a notification posted from another thread is handled on the main actor")
    func backgroundPost() async throws {
        let tree = try TreeFixture()
        let manager = tree.manager()
        let center = tree.notificationCenter
        await Task.detached {
            center.post(
                name: ContentSizeCategory.didChangeNotification, object: nil,
                userInfo: [ContentSizeCategory.newValueUserInfoKey: "AX2"])
        }.value
        for _ in 0..<200 where manager.updateCount == 0 { await Task.yield() }
        #expect(manager.updateCount == 1)
        #expect(tree.bodyLabel.font.pointSize == 33)
    }

    @Test("a stopped manager counts no walk, and the window still keeps its tree current")
    func stopRemovesObserver() throws {
        let tree = try TreeFixture()
        let manager = tree.manager()
        manager.stop()
        tree.post("AX5")
        #expect(manager.updateCount == 0 && !manager.isObserving)
        #expect(tree.bodyLabel.font.pointSize == 53)
        #expect(tree.log.entries.filter { $0 == "root" }.count == 1)
    }

    @Test("a deallocated manager removes its observer, and the window still keeps its tree current")
    func deallocationRemovesObserver() throws {
        let tree = try TreeFixture()
        weak var weakManager: AppearanceManager?
        do {
            let manager = tree.manager()
            weakManager = manager
        }
        #expect(weakManager == nil)
        tree.post("AX5")
        #expect(tree.bodyLabel.font.pointSize == 53)
        #expect(tree.log.entries.filter { $0 == "root" }.count == 1)
    }

    @Test("with a manager each change walks the tree once, and the tree's own updates run")
    func managerDoesNotWalkTwice() throws {
        let tree = try TreeFixture()
        let manager = tree.manager()
        tree.application.preferredContentSizeCategory = .accessibilityMedium
        tree.application.isBoldTextEnabled = true
        #expect(manager.updateCount == 2)
        #expect(tree.log.entries.filter { $0 == "root" }.count == 2)
        #expect(tree.log.entries.filter { $0 == "grandchild" }.count == 2)
        #expect(tree.bodyLabel.font.pointSize == 28 && tree.bodyLabel.font.boldText != nil)
    }

    @Test("a manager whose tree is in no window walks it itself")
    func managerWalksATreeInNoWindow() throws {
        let tree = try TreeFixture()
        tree.window.rootViewController = nil
        let manager = AppearanceManager(rootViewController: tree.root, application: tree.application)
        tree.application.preferredContentSizeCategory = .accessibilityMedium
        #expect(manager.updateCount == 1)
        #expect(tree.log.entries.filter { $0 == "root" }.count == 1)
    }

    @Test("a deallocated root is not an error")
    func deallocatedRoot() throws {
        let center = NotificationCenter()
        let environment = FontEnvironment()
        let application = Application(notificationCenter: center, fontEnvironment: environment)
        var root: ViewController? = ViewController()
        let manager = AppearanceManager(rootViewController: root!, application: application)
        root = nil
        center.post(
            name: ContentSizeCategory.didChangeNotification, object: nil,
            userInfo: [ContentSizeCategory.newValueUserInfoKey: "AX1"])
        #expect(manager.rootViewController == nil)
        #expect(manager.contentSizeCategory == .accessibilityMedium)
        #expect(environment.contentSizeCategory == .accessibilityMedium)
    }

    @Test("Application posts the change once and not for the same value, and the manager follows")
    func applicationPosts() throws {
        let tree = try TreeFixture()
        let manager = tree.manager()
        let application = tree.application
        let posts = LogCapture()
        let token = tree.notificationCenter.addObserver(
            forName: ContentSizeCategory.didChangeNotification, object: nil, queue: nil
        ) { _ in
            posts.logger.info("posted")
        }
        defer { tree.notificationCenter.removeObserver(token) }
        application.preferredContentSizeCategory = .extraExtraLarge
        application.preferredContentSizeCategory = .extraExtraLarge
        #expect(posts.lines.count == 1)
        #expect(manager.updateCount == 1)
        #expect(tree.bodyLabel.font.pointSize == 21)
        #expect(tree.environment.contentSizeCategory == .extraExtraLarge)
    }

    @Test("changes are offered as an async sequence")
    func asyncSequence() async throws {
        let center = NotificationCenter()
        let stream = ContentSizeCategory.changes(in: center)
        let post = { (value: String) in
            center.post(
                name: ContentSizeCategory.didChangeNotification, object: nil,
                userInfo: [ContentSizeCategory.newValueUserInfoKey: value])
        }
        post("AX1")
        post("not a size")
        post("small")
        var received: [ContentSizeCategory] = []
        for await category in stream {
            received.append(category)
            if received.count == 2 { break }
        }
        #expect(received == [.accessibilityMedium, .small])
    }
}
