import DynamicType
import Foundation
import HeadlessUI
import Logging
import SystemFonts
import TestSupport
import Testing

@MainActor
@Suite("Bold Text in a tree")
struct BoldTextTreeTests {
    func application(_ tree: TreeFixture) -> Application {
        tree.application
    }

    @Test("turning Bold Text on updates every label in one walk")
    func onUpdatesTree() throws {
        let tree = try TreeFixture()
        let manager = tree.manager()
        let application = application(tree)
        application.isBoldTextEnabled = true
        #expect(manager.updateCount == 1)
        #expect(manager.legibilityWeight == .bold)
        #expect(tree.bodyLabel.font.face?.styleName == "Semibold")
        #expect(tree.childLabel.font.face?.styleName == "Bold")  // headline: semibold, clamped to bold
        #expect(tree.childLabel.font.boldText?.outcome == .clamped)
        #expect(tree.titleLabel.font.face?.styleName == "Semibold")
        #expect(tree.bodyLabel.traitCollection.legibilityWeight == .bold)
        let title = try #require(tree.navigationBar.titleTextAttributes.font)
        #expect(title.face?.styleName == "Bold")
    }

    @Test("turning it off again restores the regular faces")
    func offRestores() throws {
        let tree = try TreeFixture()
        let manager = tree.manager()
        let application = application(tree)
        application.isBoldTextEnabled = true
        application.isBoldTextEnabled = false
        #expect(manager.updateCount == 2)
        #expect(tree.bodyLabel.font.face?.styleName == "Regular")
        #expect(tree.bodyLabel.font.boldText == nil)
        #expect(tree.childLabel.font.face?.styleName == "Semibold")
    }

    @Test("setting the same state posts nothing and walks nothing")
    func sameStateIsQuiet() throws {
        let tree = try TreeFixture()
        let manager = tree.manager()
        let application = application(tree)
        let posts = LogCapture()
        let token = tree.notificationCenter.addObserver(
            forName: Application.boldTextStatusDidChangeNotification, object: nil, queue: nil
        ) { _ in posts.logger.info("posted") }
        defer { tree.notificationCenter.removeObserver(token) }
        application.isBoldTextEnabled = false
        #expect(posts.lines.isEmpty && manager.updateCount == 0)
        application.isBoldTextEnabled = true
        application.isBoldTextEnabled = true
        #expect(posts.lines.count == 1 && manager.updateCount == 1)
    }

    @Test("Bold Text and the category combine")
    func combinesWithCategory() throws {
        let tree = try TreeFixture()
        let manager = tree.manager()
        defer { withExtendedLifetime(manager) {} }
        let application = application(tree)
        application.isBoldTextEnabled = true
        application.preferredContentSizeCategory = .accessibilityLarge
        #expect(tree.bodyLabel.font.pointSize == 33)
        #expect(tree.bodyLabel.font.face?.styleName == "Semibold")
        #expect(tree.limitedLabel.font.pointSize == 23)
        #expect(tree.limitedLabel.font.face?.styleName == "Semibold")
    }

    @Test("a subtree's regular override keeps it regular under Bold Text")
    func overrideBelowRoot() throws {
        let tree = try TreeFixture()
        let manager = tree.manager()
        defer { withExtendedLifetime(manager) {} }
        tree.child.traitOverrides.legibilityWeight = .regular
        application(tree).isBoldTextEnabled = true
        #expect(tree.childLabel.font.face?.styleName == "Semibold")  // headline's own weight
        #expect(tree.childLabel.font.boldText == nil)
        #expect(tree.bodyLabel.font.face?.styleName == "Semibold")
    }

    @Test("a subtree can ask for Bold Text on its own")
    func boldSubtree() throws {
        let tree = try TreeFixture()
        tree.limitedContainer.traitOverrides.legibilityWeight = .bold
        tree.root.recursivelyUpdateFontsForContentSize()
        #expect(tree.limitedLabel.font.face?.styleName == "Semibold")
        #expect(tree.bodyLabel.font.face?.styleName == "Regular")
    }

    @Test(
        "a notification with a string or an unusable value",
        arguments: [
            ("on", "Semibold"), ("bold", "Semibold"), ("maybe", "Regular"),
        ])
    func notificationValues(value: String, expected: String) throws {
        let tree = try TreeFixture()
        let manager = tree.manager()
        defer { withExtendedLifetime(manager) {} }
        tree.notificationCenter.post(
            name: Application.boldTextStatusDidChangeNotification, object: nil,
            userInfo: [Application.boldTextEnabledUserInfoKey: value])
        #expect(tree.bodyLabel.font.face?.styleName == expected)
    }

    @Test("the button title stays small caps and gets heavier")
    func buttonUnderBoldText() throws {
        let tree = try TreeFixture()
        let manager = tree.manager()
        defer { withExtendedLifetime(manager) {} }
        application(tree).isBoldTextEnabled = true
        #expect(tree.button.titleLabel.font.isSmallCaps)
        #expect(tree.button.titleLabel.font.face?.styleName == "Semibold")
    }
}

@MainActor
@Suite("ScaledMetric")
struct ScaledMetricTests {
    @Test("a metric follows the application's category outside any view")
    func followsApplication() throws {
        let environment = FontEnvironment()
        let application = Application(notificationCenter: NotificationCenter(), fontEnvironment: environment)
        @ScaledMetric(in: environment) var padding = 17.0
        @ScaledMetric(relativeTo: .largeTitle, in: environment) var banner = 34.0
        #expect(padding == 17 && banner == 34)
        application.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        #expect(padding == 53)
        #expect(banner == 60)
        application.preferredContentSizeCategory = .extraSmall
        #expect(padding == 14)
    }

    @Test("a metric scales any value along its style's curve, in any floating-point type")
    func anyValue() {
        @ScaledMetric(relativeTo: .headline, in: FontEnvironment()) var inset: Float = 8.5
        #expect($inset.value(compatibleWith: .accessibilityMedium) == Float(8.5 * 28 / 17))
        #expect($inset.value(compatibleWith: .unspecified) == 8.5)
    }
}
