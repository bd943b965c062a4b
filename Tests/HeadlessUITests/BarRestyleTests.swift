import DynamicType
import Foundation
import HeadlessUI
import TestSupport
import Testing

/// What every toolkit adapter is told to do with its bars' widgets when the tree changes them:
/// restyle them in place on a text-size change, rebuild them on any other.
@MainActor
@Suite("Bars restyled in place")
struct BarRestyleTests {
    let environment: FontEnvironment
    let application: Application
    let window: Window

    init() throws {
        environment = FontEnvironment()
        try environment.loadAppFonts(from: Repository.fontsDirectory, family: "Scale Sans")
        application = Application(notificationCenter: NotificationCenter(), fontEnvironment: environment)
        window = Window(application: application)
    }

    /// The content the mirror gives a bar's widget now.
    func content(of view: View, in mirror: MirrorRenderer) throws -> RenderedContent {
        mirror.toolkit.runTurn()
        return try #require(mirror.mirror.widget(for: view)).content
    }

    /// A navigation bar with a title, a back button and a trailing item, mirrored.
    func navigationBar() -> (NavigationController, ViewController, MirrorRenderer) {
        let inbox = ViewController()
        inbox.title = "Inbox"
        let message = ViewController()
        message.title = "Message"
        message.navigationItem.rightBarButtonItem = BarButtonItem(title: "Reply")
        let navigation = NavigationController(rootViewController: inbox)
        navigation.pushViewController(message, animated: false)
        window.rootViewController = navigation
        let mirror = MirrorRenderer(window: window)
        mirror.render()
        return (navigation, message, mirror)
    }

    @Test("a navigation bar whose text size changed pairs each part with its old self, in new fonts")
    func navigationBarTextSizeChange() throws {
        let (navigation, _, mirror) = navigationBar()
        guard case .navigationBar(let old) = try content(of: navigation.navigationBar, in: mirror) else {
            Issue.record("not a navigation bar")
            return
        }
        application.preferredContentSizeCategory = .accessibilityLarge
        guard case .navigationBar(let new) = try content(of: navigation.navigationBar, in: mirror) else {
            Issue.record("not a navigation bar")
            return
        }
        let pairs = try #require(new.restyledParts(over: old))
        #expect(pairs.map(\.part.text) == pairs.map(\.old.text))
        #expect(pairs.map(\.part.text) == new.parts.map(\.text))
        let title = try #require(pairs.first { $0.part.kind == .title })
        #expect(title.part.font != title.old.font)
    }

    @Test("a navigation bar whose items changed is not restyled but rebuilt")
    func navigationBarItemsChange() throws {
        let (navigation, message, mirror) = navigationBar()
        guard case .navigationBar(let old) = try content(of: navigation.navigationBar, in: mirror) else {
            Issue.record("not a navigation bar")
            return
        }
        message.navigationItem.rightBarButtonItem = BarButtonItem(title: "Forward")
        guard case .navigationBar(let new) = try content(of: navigation.navigationBar, in: mirror) else {
            Issue.record("not a navigation bar")
            return
        }
        #expect(new.restyledParts(over: old) == nil)
    }

    /// What a toolkit was asked to do with a row of tabs.
    struct TabRow {
        var tabs: [String]
        var removed = 0
        var made: [Int] = []
        var restyled: [Int] = []
        var selected: [String: Bool] = [:]

        @MainActor
        mutating func update(with bar: RenderedContent.TabBar, previous: RenderedContent?) {
            var row = self
            bar.update(
                tabs, previous: previous, removeAll: { row.removed += 1 },
                makeTab: { index, title in
                    row.made.append(index)
                    return title
                },
                restyle: { _, index, _ in row.restyled.append(index) },
                select: { row.selected[$0] = $1 })
            self = row
        }
    }

    /// What changes between the tab bar a toolkit drew and the one it is given.
    enum TabChange: String, CaseIterable, CustomTestStringConvertible {
        case selection, textSize, title

        var testDescription: String { rawValue }
    }

    @Test(
        "a tab bar keeps its tabs when only the selection changed, restyles them when the text size did, else rebuilds them",
        arguments: TabChange.allCases)
    func tabBarUpdate(change: TabChange) throws {
        let inbox = ViewController()
        inbox.title = "Inbox"
        let sent = ViewController()
        sent.title = "Sent"
        let tabs = TabBarController()
        tabs.viewControllers = [inbox, sent]
        window.rootViewController = tabs
        let mirror = MirrorRenderer(window: window)
        mirror.render()
        guard case .tabBar(let old) = try content(of: tabs.tabBar, in: mirror) else {
            Issue.record("not a tab bar")
            return
        }
        switch change {
        case .selection: tabs.selectedIndex = 1
        case .textSize: application.preferredContentSizeCategory = .accessibilityLarge
        case .title: sent.tabBarItem.title = "Drafts"
        }
        guard case .tabBar(let new) = try content(of: tabs.tabBar, in: mirror) else {
            Issue.record("not a tab bar")
            return
        }
        var row = TabRow(tabs: old.titles)
        row.update(with: new, previous: .tabBar(old))
        #expect(row.made == (change == .title ? [0, 1] : []))
        #expect(row.restyled == (change == .textSize ? [0, 1] : []))
        #expect(row.removed == (change == .title ? 1 : 0))
        #expect(row.selected.values.filter { $0 }.count == 1)
    }
}
