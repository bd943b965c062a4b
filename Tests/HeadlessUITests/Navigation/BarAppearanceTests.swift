import DynamicType
import Foundation
import HeadlessUI
import SystemFonts
import Testing

@MainActor
final class Sidebar: View {}

@MainActor
@Suite("Bar appearances and the resolver")
struct BarAppearanceTests {
    static func colored(_ red: Double) -> NavigationBarAppearance {
        var appearance = NavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = Color(red: red, green: 0, blue: 0)
        return appearance
    }

    @Test("the presets set background and shadow")
    func presets() {
        var appearance = NavigationBarAppearance()
        #expect(appearance.isTranslucent && appearance.shadowColor != nil)
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundColor == .white && !appearance.isTranslucent)
        appearance.configureWithTransparentBackground()
        #expect(appearance.backgroundColor == .clear && appearance.shadowColor == nil)
        var toolbar = ToolbarAppearance()
        toolbar.configureWithTransparentBackground()
        #expect(toolbar.shadowColor == nil)
        #expect(TabBarAppearance().isTranslucent)
    }

    @Test("the top item's appearance overrides the bar's while its controller is on top")
    func itemOverridesWhileOnTop() {
        let root = ViewController()
        let detail = ViewController()
        detail.navigationItem.standardAppearance = Self.colored(0.5)
        let navigation = NavigationController(rootViewController: root)
        navigation.navigationBar.standardAppearance = Self.colored(0.1)
        #expect(navigation.navigationBar.resolvedAppearance().source == "bar.standardAppearance")
        navigation.pushViewController(detail, animated: false)
        #expect(navigation.navigationBar.resolvedAppearance().source == "item.standardAppearance")
        #expect(
            navigation.navigationBar.resolvedAppearance().appearance.backgroundColor
                == Color(red: 0.5, green: 0, blue: 0))
        navigation.popViewController(animated: false)
        #expect(navigation.navigationBar.resolvedAppearance().source == "bar.standardAppearance")
    }

    @Test("compact falls back from item to bar to the standard chain")
    func compactFallbacks() {
        let root = ViewController()
        let navigation = NavigationController(rootViewController: root)
        let bar = navigation.navigationBar
        #expect(bar.resolvedAppearance(isCompact: true).source == "bar.standardAppearance")
        root.navigationItem.standardAppearance = Self.colored(0.2)
        #expect(bar.resolvedAppearance(isCompact: true).source == "item.standardAppearance")
        bar.compactAppearance = Self.colored(0.3)
        #expect(bar.resolvedAppearance(isCompact: true).source == "bar.compactAppearance")
        root.navigationItem.compactAppearance = Self.colored(0.4)
        #expect(bar.resolvedAppearance(isCompact: true).source == "item.compactAppearance")
    }

    @Test("scroll edge falls back to the standard look with a transparent background")
    func scrollEdgeFallbacks() {
        let root = ViewController()
        let navigation = NavigationController(rootViewController: root)
        let bar = navigation.navigationBar
        bar.standardAppearance = Self.colored(0.6)
        let resolved = bar.resolvedAppearance(isAtScrollEdge: true)
        #expect(resolved.source == "bar.standardAppearance (transparent background)")
        #expect(resolved.appearance.backgroundColor == .clear && resolved.appearance.shadowColor == nil)
        bar.scrollEdgeAppearance = Self.colored(0.7)
        #expect(bar.resolvedAppearance(isAtScrollEdge: true).source == "bar.scrollEdgeAppearance")
        #expect(bar.resolvedAppearance(isCompact: true, isAtScrollEdge: true).source == "bar.scrollEdgeAppearance")
        bar.compactScrollEdgeAppearance = Self.colored(0.8)
        #expect(
            bar.resolvedAppearance(isCompact: true, isAtScrollEdge: true).source == "bar.compactScrollEdgeAppearance")
        root.navigationItem.scrollEdgeAppearance = Self.colored(0.9)
        #expect(bar.resolvedAppearance(isAtScrollEdge: true).source == "item.scrollEdgeAppearance")
    }

    @Test("without a navigation controller the scroll edge is ignored")
    func standaloneBarIgnoresScrollEdge() {
        let bar = NavigationBar()
        bar.scrollEdgeAppearance = Self.colored(0.7)
        #expect(bar.resolvedAppearance(isAtScrollEdge: true).source == "bar.standardAppearance")
    }

    /// A bar inside a sidebar in a window with its own registry, to layer every level on.
    @MainActor
    struct Layered {
        let registry = AppearanceRegistry()
        let window: Window
        let bar = NavigationBar()
        init() {
            window = Window(
                application: Application(notificationCenter: NotificationCenter(), fontEnvironment: FontEnvironment()),
                appearanceRegistry: registry)
            let sidebar = Sidebar()
            sidebar.addSubview(bar)
            window.addSubview(sidebar)
            var appearance = NavigationBarAppearance()
            appearance.titleTextAttributes = TextAttributes(
                foregroundColor: Color(red: 0.1, green: 0, blue: 0), kern: 1)
            bar.standardAppearance = appearance
        }
        func red() -> Double? { bar.effectiveTitleTextAttributes().attributes.foregroundColor?.red }
    }

    @Test("with only a bar appearance, it decides")
    func barAppearanceOnly() {
        let layered = Layered()
        let resolution = layered.bar.effectiveTitleTextAttributes()
        #expect(resolution.levels == [.barAppearance])
        #expect(layered.red() == 0.1 && resolution.attributes.kern == 1)
    }

    @Test("each more specific level overrides the one below, field by field")
    func everyLevel() {
        let layered = Layered()
        let proxy = { (red: Double) in TextAttributes(foregroundColor: Color(red: red, green: 0, blue: 0)) }
        NavigationBar.appearance(in: layered.registry).titleTextAttributes = proxy(0.2)
        #expect(layered.red() == 0.2)
        NavigationBar.appearance(whenContainedInInstancesOf: [Sidebar.self], in: layered.registry).titleTextAttributes =
            proxy(0.3)
        #expect(layered.red() == 0.3)
        layered.window.traitOverrides.userInterfaceStyle = .dark
        NavigationBar.appearance(
            for: TraitCollection(userInterfaceStyle: .dark), whenContainedInInstancesOf: [Sidebar.self],
            in: layered.registry
        )
        .titleTextAttributes = proxy(0.4)
        #expect(layered.red() == 0.4)
        layered.bar.titleTextAttributes = proxy(0.5)
        let resolution = layered.bar.effectiveTitleTextAttributes()
        #expect(layered.red() == 0.5)
        #expect(resolution.levels == [.barAppearance, .classProxy, .containedInProxy, .traitProxy, .instance])
        #expect(resolution.attributes.kern == 1)
    }

    @Test("an absent level is skipped: a trait proxy over a bar appearance alone")
    func skippedLevels() {
        let layered = Layered()
        layered.window.traitOverrides.userInterfaceStyle = .dark
        NavigationBar.appearance(for: TraitCollection(userInterfaceStyle: .dark), in: layered.registry)
            .titleTextAttributes = TextAttributes(foregroundColor: .white)
        let resolution = layered.bar.effectiveTitleTextAttributes()
        #expect(resolution.levels == [.barAppearance, .traitProxy])
        #expect(resolution.attributes.foregroundColor == .white)
    }

    @Test("bar button items resolve from the bar's button or done appearance, then proxies")
    func barButtonItems() {
        let root = ViewController()
        let navigation = NavigationController(rootViewController: root)
        var appearance = NavigationBarAppearance()
        appearance.buttonAppearance.normal.titleTextAttributes = TextAttributes(kern: 1)
        appearance.doneButtonAppearance.normal.titleTextAttributes = TextAttributes(kern: 2)
        navigation.navigationBar.standardAppearance = appearance
        let plain = BarButtonItem(title: "Edit")
        let done = BarButtonItem(title: "Done")
        done.style = .done
        root.navigationItem.rightBarButtonItems = [plain, done]
        #expect(plain.effectiveTitleTextAttributes(for: .normal).attributes.kern == 1)
        #expect(done.effectiveTitleTextAttributes(for: .normal).attributes.kern == 2)
        #expect(done.effectiveTitleTextAttributes(for: .disabled).levels.isEmpty)
    }

    @Test("fonts in bar appearance attributes follow the bar's content size category")
    func fontsFollowCategory() throws {
        let environment = FontEnvironment()
        try environment.loadAppFonts(from: TreeFixture.fontsDirectory, family: "Scale Sans")
        let layered = Layered()
        layered.bar.standardAppearance.titleTextAttributes.font = Font.appFont(
            for: .headline, compatibleWith: .large, in: environment)
        layered.window.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
        #expect(layered.bar.effectiveTitleTextAttributes().attributes.font?.pointSize == 28)
    }
}
