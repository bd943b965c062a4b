import DynamicType
import Foundation
import HeadlessUI
import SystemFonts
import Testing

/// A window of its own application, at a category, holding `views` under a root controller.
@MainActor
private func window(at category: ContentSizeCategory, _ views: [View]) -> (Window, Application) {
    let application = Application(notificationCenter: NotificationCenter())
    application.preferredContentSizeCategory = category
    let window = Window(application: application)
    let root = ViewController()
    for view in views { root.view.addSubview(view) }
    window.rootViewController = root
    return (window, application)
}

@MainActor
@Suite("Large Content Viewer")
struct LargeContentViewerTests {
    @Test("a tab bar gives every tab its title as large content at accessibility sizes, in body's size there")
    func tabsAtAccessibilitySizes() throws {
        let tabs = TabBar(items: [TabBarItem(title: "Inbox"), TabBarItem(title: "Settings")])
        let (window, _) = window(at: .accessibilityExtraExtraExtraLarge, [tabs])
        guard case .tabBar(let bar) = tabs.renderedContent else { throw UnexpectedContent() }
        #expect(bar.largeContent.map(\.title) == ["Inbox", "Settings"])
        #expect(bar.largeContent.allSatisfy { $0.font.pointSize == 53 && $0.font.textStyle == .body })
        _ = window
    }

    @Test("a tab bar has no large content below the accessibility sizes")
    func noTabContentBelowAccessibilitySizes() throws {
        let tabs = TabBar(items: [TabBarItem(title: "Inbox")])
        let (window, _) = window(at: .extraExtraExtraLarge, [tabs])
        guard case .tabBar(let bar) = tabs.renderedContent else { throw UnexpectedContent() }
        #expect(bar.largeContent.isEmpty)
        _ = window
    }

    @Test("a tab bar whose viewer is turned off has no large content")
    func tabBarTurnedOff() throws {
        let tabs = TabBar(items: [TabBarItem(title: "Inbox")])
        let (window, _) = window(at: .accessibilityMedium, [tabs])
        tabs.showsLargeContentViewer = false
        guard case .tabBar(let bar) = tabs.renderedContent else { throw UnexpectedContent() }
        #expect(bar.largeContent.isEmpty)
        _ = window
    }

    @Test("a button that opts out of Dynamic Type shows the viewer with its current title; one that scales does not")
    func optedOutButton() throws {
        let fixed = Button(title: "Archive")
        fixed.titleLabel.adjustsFontForContentSizeCategory = false
        let scaling = Button(title: "Reply")
        let (window, _) = window(at: .accessibilityLarge, [fixed, scaling])
        #expect(fixed.showsLargeContentViewer && !scaling.showsLargeContentViewer)
        guard case .button(let content) = fixed.renderedContent, case .button(let other) = scaling.renderedContent
        else { throw UnexpectedContent() }
        #expect(content.largeContent?.title == "Archive")
        #expect(other.largeContent == nil)
        fixed.largeContentTitle = "Archive message"
        guard case .button(let titled) = fixed.renderedContent else { throw UnexpectedContent() }
        #expect(titled.largeContent?.title == "Archive message")
        _ = window
    }

    @Test("a navigation bar gives its back button and items large content, and not its title")
    func navigationBarParts() throws {
        let inbox = ViewController()
        inbox.title = "Inbox"
        let detail = ViewController()
        detail.title = "Message"
        detail.navigationItem.rightBarButtonItem = BarButtonItem(title: "Reply", style: .plain)
        let navigation = NavigationController(rootViewController: inbox)
        let application = Application(notificationCenter: NotificationCenter())
        application.preferredContentSizeCategory = .accessibilityExtraLarge
        let window = Window(application: application)
        window.rootViewController = navigation
        navigation.pushViewController(detail, animated: false)
        guard case .navigationBar(let bar) = navigation.navigationBar.renderedContent else {
            throw UnexpectedContent()
        }
        #expect(bar.parts.map { $0.largeContent?.title } == ["Inbox", nil, "Reply"])
    }

    @Test("a category change to an accessibility size reaches a shown tab bar as a content change")
    func categoryChangeIsReported() throws {
        let tabs = TabBar(items: [TabBarItem(title: "Inbox")])
        let (window, application) = window(at: .large, [tabs])
        let toolkit = RecordingToolkit()
        let mirror = WidgetMirror(window: window, toolkit: toolkit, root: RecordedWidget(window.renderedContent))
        toolkit.runTurn()
        application.preferredContentSizeCategory = .accessibilityMedium
        toolkit.runTurn()
        guard case .tabBar(let bar)? = mirror.widget(for: tabs)?.content else { throw UnexpectedContent() }
        #expect(bar.largeContent.map(\.title) == ["Inbox"])
    }

    @Test("an interaction added to a view reaches the views under it, and removing it takes it away")
    func interactionReachesSubviews() {
        let strip = View()
        let label = Label(text: "3 new")
        strip.addSubview(label)
        #expect(!label.hasLargeContentViewerInteraction)
        let interaction = LargeContentViewerInteraction()
        strip.addInteraction(interaction)
        #expect(label.hasLargeContentViewerInteraction && interaction.view === strip)
        strip.removeInteraction(interaction)
        #expect(!label.hasLargeContentViewerInteraction && interaction.view == nil)
    }

    @Test("a press shows the viewer once held, activates on a release over the item, and moving off cancels")
    func pressRules() {
        var press = LargeContentViewerPress()
        press.press()
        let shown = press.holdElapsed()
        let held = press.release(isInside: true)
        press.press()
        _ = press.holdElapsed()
        let hidden = press.move(isInside: false)
        let movedOff = press.release(isInside: true)
        press.press()
        let click = press.release(isInside: true)  // a click before the hold
        let late = press.holdElapsed()
        #expect(shown && held == .activate)
        #expect(hidden && movedOff == .dismiss)
        #expect(click == .none && !late)
    }

    struct UnexpectedContent: Error {}
}
