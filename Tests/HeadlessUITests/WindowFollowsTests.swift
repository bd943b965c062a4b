import DynamicType
import Foundation
import HeadlessUI
import SystemFonts
import TestSupport
import Testing

/// A view that records the trait changes it hears, as a UIKit view overriding
/// `traitCollectionDidChange(_:)` would.
@MainActor
final class TraitRecordingView: View {
    var changes: [(previous: ContentSizeCategory?, current: ContentSizeCategory)] = []
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes.append(
            (previousTraitCollection?.preferredContentSizeCategory, traitCollection.preferredContentSizeCategory))
    }
}

/// A controller that records the trait changes it hears.
@MainActor
final class TraitRecordingViewController: ViewController {
    var changes: [(previous: ContentSizeCategory?, current: ContentSizeCategory)] = []
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes.append(
            (previousTraitCollection?.preferredContentSizeCategory, traitCollection.preferredContentSizeCategory))
    }
}

/// A window keeps its tree current by itself, as UIKit does: every test here is written the way
/// Apple's documentation writes the UIKit code, with no manager and no environment named.
@MainActor
@Suite("A window follows its application")
struct WindowFollowsTests {
    let application: Application
    let window: Window
    let root = ViewController()

    init() throws {
        let environment = FontEnvironment()
        try environment.loadAppFonts(from: Repository.fontsDirectory, family: "Scale Sans")
        application = Application(fontEnvironment: environment)
        window = Window(application: application)
        window.rootViewController = root
    }

    /// Who changes the category.
    enum Source: String, CaseIterable, CustomTestStringConvertible {
        case code, notification, desktop
        var testDescription: String { rawValue }
    }

    private func setCategory(_ category: ContentSizeCategory, from source: Source) {
        switch source {
        case .code: application.preferredContentSizeCategory = category
        case .notification:
            application.notificationCenter.post(
                name: ContentSizeCategory.didChangeNotification, object: nil,
                userInfo: [ContentSizeCategory.newValueUserInfoKey: category.rawValue])
        case .desktop: application.setPreferredContentSizeCategory(category, source: .desktop("gnome"))
        }
    }

    @Test(
        "a label with a preferred font follows the category with no manager, whoever changes it",
        arguments: Source.allCases)
    func labelFollows(source: Source) {
        let label = Label()
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        root.view.addSubview(label)
        setCategory(.accessibilityMedium, from: source)
        #expect(label.font.pointSize == 28)
    }

    @Test("Bold Text makes a shown label heavier with no manager")
    func boldTextFollows() {
        let label = Label()
        label.font = .preferredFont(forTextStyle: .body)
        root.view.addSubview(label)
        application.isBoldTextEnabled = true
        #expect(label.font.boldText?.bumpedWeight == .semibold)
    }

    @Test("fields, text views and button titles that adjust their fonts follow too")
    func everyTextViewFollows() {
        let field = TextField()
        field.font = .preferredFont(forTextStyle: .callout)
        let textView = TextView()
        textView.font = .preferredFont(forTextStyle: .footnote)
        let button = Button(title: "Send")
        button.titleLabel.font = .preferredFont(forTextStyle: .headline)
        button.titleLabel.adjustsFontForContentSizeCategory = true
        for view in [field, textView, button] as [View] { root.view.addSubview(view) }
        application.preferredContentSizeCategory = .accessibilityLarge
        #expect(field.font?.pointSize == 32)
        #expect(textView.font?.pointSize == 27)
        #expect(button.titleLabel.font.pointSize == 33)
    }

    @Test("a trait override on a shown subtree re-sizes it at once, and only it is walked")
    func overrideWalksItsSubtree() {
        let log = UpdateLog()
        let container = RecordingView("container", log: log)
        let sibling = RecordingView("sibling", log: log)
        let label = Label()
        label.font = .preferredFont(forTextStyle: .body)
        container.addSubview(label)
        root.view.addSubview(container)
        root.view.addSubview(sibling)
        container.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
        #expect(label.font.pointSize == 28)
        #expect(log.entries == ["container"])
    }

    @Test("a controller's trait override re-sizes its tree at once")
    func controllerOverride() {
        let child = ViewController()
        let label = Label()
        label.font = .preferredFont(forTextStyle: .headline)
        child.view.addSubview(label)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        child.traitOverrides.preferredContentSizeCategory = .extraSmall
        #expect(label.font.pointSize == 14)
    }

    @Test(
        "a limit changed on a shown subtree re-sizes it at once",
        arguments: [
            (ContentSizeCategoryLimits(maximum: .large), 17.0),
            (ContentSizeCategoryLimits(minimum: .accessibilityExtraLarge), 40.0),
        ])
    func limitWalksItsSubtree(limits: ContentSizeCategoryLimits, size: Double) {
        let container = View()
        let label = Label()
        label.font = .preferredFont(forTextStyle: .body)
        container.addSubview(label)
        root.view.addSubview(container)
        application.preferredContentSizeCategory = .accessibilityMedium
        container.contentSizeCategoryLimits = limits
        #expect(label.font.pointSize == size)
    }

    @Test("a limit raised on a shown subtree is reported to the renderer")
    func limitIsRendered() {
        let container = View()
        let label = Label(text: "Inbox")
        label.font = .preferredFont(forTextStyle: .body)
        container.addSubview(label)
        container.maximumContentSizeCategory = .large
        root.view.addSubview(container)
        let renderer = MirrorRenderer(window: window)
        renderer.render()
        application.preferredContentSizeCategory = .accessibilityMedium
        renderer.render()
        container.maximumContentSizeCategory = nil
        let changes = renderer.render().map(\.description)
        #expect(changes.contains { $0.hasPrefix("content of Label") && $0.contains("28") })
    }

    @Test("views and controllers hear traitCollectionDidChange with the traits before and after")
    func traitCollectionDidChange() {
        let controller = TraitRecordingViewController()
        let view = TraitRecordingView()
        controller.view.addSubview(view)
        root.addChild(controller)
        root.view.addSubview(controller.view)
        application.preferredContentSizeCategory = .accessibilityMedium
        #expect(view.changes.map(\.previous) == [.large] && view.changes.map(\.current) == [.accessibilityMedium])
        #expect(controller.changes.map(\.previous) == [.large])
        #expect(controller.changes.map(\.current) == [.accessibilityMedium])
    }

    @Test("an override reaches traitCollectionDidChange below it, and a walk that changes no trait calls nothing")
    func traitChangesOnlyWhenTraitsChange() {
        let container = View()
        let view = TraitRecordingView()
        container.addSubview(view)
        root.view.addSubview(container)
        container.traitOverrides.preferredContentSizeCategory = .extraLarge
        application.typeRamp = .desktop(interfaceFontPointSize: 12)
        application.preferredContentSizeCategory = .accessibilityMedium
        #expect(view.changes.map(\.previous) == [.large])
        #expect(view.changes.map(\.current) == [.extraLarge])
    }

    @Test("a view moved to a window whose traits differ hears the change")
    func moveBetweenWindows() {
        let other = Application()
        other.preferredContentSizeCategory = .extraSmall
        let otherWindow = Window(application: other)
        let view = TraitRecordingView()
        root.view.addSubview(view)
        otherWindow.addSubview(view)
        #expect(view.changes.map(\.previous) == [.large] && view.changes.map(\.current) == [.extraSmall])
    }
}
