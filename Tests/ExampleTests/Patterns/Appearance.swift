import Foundation
import HeadlessUI
import Testing

/// dmtopolog's bar customisation, as an app writes it with iOS 13 appearances and proxies.
@MainActor
@Suite("Pattern: bar appearances and the proxy chain, ported")
struct BarAppearancePatternTests {
    let registry = AppearanceRegistry()
    let window: Window
    let navigation: NavigationController
    let screen = ViewController()
    let share = BarButtonItem(barButtonSystemItem: .action)

    init() {
        window = Window(
            application: Application(notificationCenter: NotificationCenter(), fontEnvironment: FontEnvironment()),
            appearanceRegistry: registry)
        navigation = NavigationController(rootViewController: ViewController())
        window.rootViewController = navigation
        screen.navigationItem.rightBarButtonItem = share
    }

    @Test("a screen's item appearance overrides the bar's while it is on top")
    func itemOverridesBar() {
        var standard = NavigationBarAppearance()
        standard.configureWithOpaqueBackground()
        standard.backgroundColor = .systemBlue
        standard.titleTextAttributes = TextAttributes(foregroundColor: .white)
        navigation.navigationBar.standardAppearance = standard
        navigation.navigationBar.scrollEdgeAppearance = standard
        var own = standard
        own.backgroundColor = .red
        screen.navigationItem.standardAppearance = own
        navigation.pushViewController(screen, animated: true)
        #expect(navigation.navigationBar.resolvedAppearance().appearance.backgroundColor == .red)
        navigation.popViewController(animated: true)
        #expect(navigation.navigationBar.resolvedAppearance().appearance.backgroundColor == .systemBlue)
    }

    @Test(
        "proxies scoped to the navigation bar reach the items shown in it, by class and by trait",
        arguments: [false, true])
    func barScopedProxiesReachItems(dark: Bool) {
        BarButtonItem.appearance(whenContainedInInstancesOf: [NavigationBar.self], in: registry)
            .setTitleTextAttributes(TextAttributes(foregroundColor: .white), for: .normal)
        BarButtonItem.appearance(
            for: TraitCollection(userInterfaceStyle: .dark), whenContainedInInstancesOf: [NavigationBar.self],
            in: registry
        )
        .setTitleTextAttributes(TextAttributes(foregroundColor: .orange), for: .normal)
        if dark { navigation.traitOverrides.userInterfaceStyle = .dark }
        navigation.pushViewController(screen, animated: true)
        #expect(share.titleTextAttributes(for: .normal)?.foregroundColor == (dark ? .orange : .white))
        #expect(
            share.effectiveTitleTextAttributes(for: .normal).levels.last == (dark ? .traitProxy : .containedInProxy))
    }

    @Test("an item outside any navigation bar is not reached by a bar-scoped proxy")
    func itemOutsideBar() {
        BarButtonItem.appearance(whenContainedInInstancesOf: [NavigationBar.self], in: registry)
            .setTitleTextAttributes(TextAttributes(foregroundColor: .white), for: .normal)
        let toolbar = Toolbar()
        let item = BarButtonItem(title: "Reply", style: .plain)
        toolbar.items = [item]
        window.addSubview(toolbar)
        #expect(item.titleTextAttributes(for: .normal) == nil)
    }
}
