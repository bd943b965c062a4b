import DynamicType
import Foundation
import HeadlessUI
import Testing

/// UIKit code as Apple's documentation writes it, and the defaults it expects, minus the prefix.
@MainActor
@Suite("UIKit's spellings and defaults")
struct UIKitSpellingTests {
    // MARK: - Tabs

    /// A screen titled in its own code, as UIKit screens set `title` in their initializer.
    final class TitledViewController: ViewController {
        init(title: String) {
            super.init()
            self.title = title
        }
    }

    @Test("a tab is titled after its controller's title, and a navigation controller's after its root's")
    func tabTitles() {
        let inbox = NavigationController(rootViewController: TitledViewController(title: "Inbox"))
        let settings = TitledViewController(title: "Settings")
        let tabBarController = TabBarController()
        tabBarController.viewControllers = [inbox, settings]
        #expect(tabBarController.tabBar.items.map(\.title) == ["Inbox", "Settings"])
        guard case .tabBar(let bar) = tabBarController.tabBar.renderedContent else {
            Issue.record("a tab bar renders as one")
            return
        }
        #expect(bar.titles == ["Inbox", "Settings"])
    }

    @Test(
        "a navigation controller's tab follows what names it, nearest first",
        arguments: [
            ("the root's title, changed later", nil, nil, "Mailboxes"),
            ("the navigation controller's title", "Mail", nil, "Mail"),
            ("the tab bar item set on the navigation controller", "Mail", "Letters", "Letters"),
        ] as [(String, String?, String?, String)])
    func navigationTabTitle(source: String, title: String?, item: String?, expected: String) {
        let root = TitledViewController(title: "Inbox")
        let navigation = NavigationController(rootViewController: root)
        let tabBarController = TabBarController()
        tabBarController.viewControllers = [navigation]
        root.title = "Mailboxes"
        navigation.title = title
        if let item { navigation.tabBarItem = TabBarItem(title: item) }
        #expect(tabBarController.tabBar.items.map(\.title) == [expected], "\(source)")
    }

    @Test("a new root renames a navigation controller's tab")
    func newRootRenamesTab() {
        let navigation = NavigationController(rootViewController: TitledViewController(title: "Inbox"))
        let tabBarController = TabBarController()
        tabBarController.viewControllers = [navigation]
        navigation.setViewControllers([TitledViewController(title: "Archive")], animated: false)
        #expect(tabBarController.tabBar.items.map(\.title) == ["Archive"])
    }

    // MARK: - Notifications

    /// What an observer of the notification read, on the main actor where it was posted.
    @MainActor
    final class Received {
        var categories: [ContentSizeCategory?] = []
    }

    @Test("the notification's new value casts to ContentSizeCategory, as in UIKit")
    func userInfoCasts() {
        let center = NotificationCenter()
        let application = Application(notificationCenter: center)
        let received = Received()
        let token = center.addObserver(forName: ContentSizeCategory.didChangeNotification, object: nil, queue: nil) {
            notification in
            let category = notification.userInfo?[ContentSizeCategory.newValueUserInfoKey] as? ContentSizeCategory
            MainActor.assumeIsolated { received.categories.append(category) }
        }
        defer { center.removeObserver(token) }
        application.preferredContentSizeCategory = .accessibilityMedium
        #expect(received.categories == [.accessibilityMedium])
    }

    // MARK: - Navigation

    /// A navigation controller that counts its pops, or refuses them, as a UIKit subclass might.
    final class CountingNavigationController: NavigationController {
        var pops = 0
        var allowsPop = true

        override func popViewController(animated: Bool) -> ViewController? {
            pops += 1
            return allowsPop ? super.popViewController(animated: animated) : nil
        }
    }

    @Test("a finished back-swipe pops through an overridden popViewController(animated:)")
    func swipeCallsPop() throws {
        let inbox = ViewController()
        let message = ViewController()
        let navigationController = CountingNavigationController(rootViewController: inbox)
        navigationController.pushViewController(message, animated: true)
        let swipe = try #require(navigationController.beginInteractivePop())
        swipe.update(progress: 0.7)
        #expect(navigationController.pops == 0)
        swipe.finish()
        #expect(navigationController.pops == 1)
        #expect(navigationController.viewControllers.count == 1 && navigationController.topViewController === inbox)
        #expect(message.parent == nil && !navigationController.isInTransition)
    }

    @Test("a back-swipe whose pop an override refuses springs back, the controller kept")
    func refusedSwipeSpringsBack() throws {
        let message = ViewController()
        let navigationController = CountingNavigationController(rootViewController: ViewController())
        navigationController.pushViewController(message, animated: true)
        navigationController.allowsPop = false
        var events: [String] = []
        navigationController.addObserver { events.append($0.description) }
        let swipe = try #require(navigationController.beginInteractivePop())
        swipe.finish()
        #expect(navigationController.pops == 1 && navigationController.topViewController === message)
        #expect(events.last?.hasPrefix("cancelled pop") == true && !navigationController.isInTransition)
        navigationController.allowsPop = true
        #expect(navigationController.popViewController(animated: true) === message)
    }

    @Test("a navigation controller's toolbar shows the top controller's toolbar items once shown")
    func toolbarItems() {
        let inbox = ViewController()
        inbox.toolbarItems = [BarButtonItem(title: "Compose", style: .plain)]
        let navigationController = NavigationController(rootViewController: inbox)
        #expect(navigationController.isToolbarHidden && navigationController.toolbar.isHidden)
        navigationController.setToolbarHidden(false, animated: true)
        #expect(!navigationController.toolbar.isHidden)
        #expect(navigationController.toolbar.items.map(\.title) == ["Compose"])

        let message = ViewController()
        message.setToolbarItems(
            [BarButtonItem(barButtonSystemItem: .reply), BarButtonItem(barButtonSystemItem: .trash)], animated: false)
        navigationController.pushViewController(message, animated: true)
        #expect(navigationController.toolbar.items.map(\.systemItem) == [.reply, .trash])
        navigationController.popViewController(animated: true)
        #expect(navigationController.toolbar.items.map(\.title) == ["Compose"])
    }

    @Test("setting toolbar items on the top controller shows them at once")
    func toolbarItemsOfTop() {
        let inbox = ViewController()
        let navigationController = NavigationController(rootViewController: inbox)
        navigationController.isToolbarHidden = false
        #expect(navigationController.toolbar.items.isEmpty)
        inbox.setToolbarItems([BarButtonItem(title: "Filter", style: .plain)], animated: true)
        #expect(navigationController.toolbar.items.map(\.title) == ["Filter"])
        inbox.toolbarItems = nil
        #expect(navigationController.toolbar.items.isEmpty)
    }

    @Test("isNavigationBarHidden is settable, as setNavigationBarHidden(_:animated:) without animation")
    func navigationBarHiddenSetter() {
        let navigationController = NavigationController(rootViewController: ViewController())
        navigationController.isNavigationBarHidden = true
        #expect(navigationController.navigationBar.isHidden)
        navigationController.isNavigationBarHidden = false
        #expect(!navigationController.navigationBar.isHidden)
    }

    // MARK: - init(frame:)

    /// A custom view as UIKit code writes one: content built in `init(frame:)`.
    final class CardView: View {
        let titleLabel = Label()

        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(titleLabel)
        }
    }

    /// A label subclass as UIKit code writes one.
    final class BadgeLabel: Label {
        override init(frame: CGRect) {
            super.init(frame: frame)
            numberOfLines = 0
        }
    }

    @Test("a view subclass overriding init(frame:) builds its content there")
    func customViewFrame() {
        let card = CardView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(card.frame == CGRect(x: 0, y: 0, width: 320, height: 44) && card.subviews.count == 1)
    }

    @Test("a label subclass overriding init(frame:) is also made without arguments, in the default font")
    func labelSubclassFrame() {
        let badge = BadgeLabel()
        #expect(badge.numberOfLines == 0 && badge.frame == .zero && badge.font.textStyle == .body)
    }

    /// Each view class UIKit code makes with `init(frame:)`, by name.
    static func view(_ name: String, frame: CGRect) -> View? {
        switch name {
        case "View": View(frame: frame)
        case "Label": Label(frame: frame)
        case "Button": Button(frame: frame)
        case "TextField": TextField(frame: frame)
        case "TextView": TextView(frame: frame)
        case "Control": Control(frame: frame)
        case "Slider": Slider(frame: frame)
        case "Switch": Switch(frame: frame)
        case "NavigationBar": NavigationBar(frame: frame)
        case "Toolbar": Toolbar(frame: frame)
        case "TabBar": TabBar(frame: frame)
        case "TableView": TableView(frame: frame)
        case "CollectionView": CollectionView(frame: frame)
        case "TableViewCell": TableViewCell(frame: frame)
        case "CollectionViewCell": CollectionViewCell(frame: frame)
        case "Window": Window(frame: frame)
        default: nil
        }
    }

    @Test(
        "every view takes init(frame:), as UIKit's do",
        arguments: [
            "View", "Label", "Button", "TextField", "TextView", "Control", "Slider", "Switch", "NavigationBar",
            "Toolbar", "TabBar", "TableView", "CollectionView", "TableViewCell", "CollectionViewCell", "Window",
        ])
    func everyViewTakesFrame(name: String) throws {
        let frame = CGRect(x: 10, y: 20, width: 300, height: 40)
        #expect(try #require(Self.view(name, frame: frame)).frame == frame)
    }

    @Test("a label made with init(frame:) has the default font, which follows the window it joins")
    func labelFrameDefaultFont() {
        let application = Application()
        application.preferredContentSizeCategory = .accessibilityMedium
        let window = Window(application: application)
        let label = Label(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
        window.addSubview(label)
        #expect(label.font.textStyle == .body && label.font.fontEnvironment === application.fontEnvironment)
        #expect(label.font.pointSize == Font.appFont(for: .body, in: application.fontEnvironment).pointSize)
    }
}
