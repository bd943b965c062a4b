import DynamicType
import Foundation
import HeadlessUI
import SystemFonts
import Testing

@MainActor
final class CustomContainer: View {}

@MainActor
@Suite("Appearance proxies")
struct AppearanceProxyTests {
    let registry = AppearanceRegistry()
    let window: Window

    init() {
        window = Window(
            application: Application(notificationCenter: NotificationCenter(), fontEnvironment: FontEnvironment()),
            appearanceRegistry: registry)
    }

    @Test("a class proxy value applies when a view joins a window")
    func classProxyOnJoin() {
        NavigationBar.appearance(in: registry).barTintColor = .black
        let bar = NavigationBar()
        #expect(bar.barTintColor == nil)
        window.addSubview(bar)
        #expect(bar.barTintColor == .black)
    }

    @Test("a contained-in proxy beats the class proxy")
    func containedBeatsClass() {
        NavigationBar.appearance(in: registry).barTintColor = .black
        NavigationBar.appearance(whenContainedInInstancesOf: [CustomContainer.self], in: registry).barTintColor = .white
        let inside = NavigationBar()
        let container = CustomContainer()
        container.addSubview(inside)
        let outside = NavigationBar()
        window.addSubview(container)
        window.addSubview(outside)
        #expect(inside.barTintColor == .white)
        #expect(outside.barTintColor == .black)
    }

    @Test("a deeper containment chain wins the tie")
    func deeperChainWins() {
        let red = Color(red: 1, green: 0, blue: 0)
        NavigationBar.appearance(whenContainedInInstancesOf: [CustomContainer.self, Window.self], in: registry)
            .barTintColor = red
        NavigationBar.appearance(whenContainedInInstancesOf: [CustomContainer.self], in: registry).barTintColor = .white
        let container = CustomContainer()
        let bar = NavigationBar()
        container.addSubview(bar)
        window.addSubview(container)
        #expect(bar.barTintColor == red)
    }

    @Test("a trait proxy beats a contained-in proxy, and follows trait changes on update")
    func traitBeatsContained() {
        NavigationBar.appearance(whenContainedInInstancesOf: [Window.self], in: registry).barTintColor = .white
        NavigationBar.appearance(for: TraitCollection(userInterfaceStyle: .dark), in: registry).barTintColor = .black
        let bar = NavigationBar()
        window.addSubview(bar)
        #expect(bar.barTintColor == .white)
        window.traitOverrides.userInterfaceStyle = .dark
        bar.recursivelyUpdateFontsForContentSize()
        #expect(bar.barTintColor == .black)
    }

    @Test("a value set on the instance always wins")
    func instanceWins() {
        let green = Color(red: 0, green: 1, blue: 0)
        NavigationBar.appearance(for: TraitCollection(userInterfaceStyle: .dark), in: registry).barTintColor = .black
        window.traitOverrides.userInterfaceStyle = .dark
        let bar = NavigationBar()
        bar.barTintColor = green
        window.addSubview(bar)
        bar.recursivelyUpdateFontsForContentSize()
        #expect(bar.barTintColor == green)
    }

    @Test("a subclass proxy beats its superclass proxy at the same level")
    func subclassBeatsSuperclass() {
        final class BrandBar: NavigationBar {}
        NavigationBar.appearance(in: registry).tintColor = .black
        BrandBar.appearance(in: registry).tintColor = .white
        let bar = BrandBar()
        window.addSubview(bar)
        #expect(bar.tintColor == .white)
    }

    @Test("bar button items take per-state attributes from their proxy, inside the toolbar that owns them")
    func barButtonItems() {
        BarButtonItem.appearance(in: registry).setTitleTextAttributes(TextAttributes(kern: 1), for: .normal)
        BarButtonItem.appearance(whenContainedInInstancesOf: [Toolbar.self], in: registry)
            .setTitleTextAttributes(TextAttributes(kern: 2), for: .normal)
        let item = BarButtonItem(title: "Done")
        let toolbar = Toolbar()
        toolbar.items = [item]
        window.addSubview(toolbar)
        #expect(item.titleTextAttributes(for: .normal)?.kern == 2)
        #expect(item.titleTextAttributes(for: .disabled) == nil)
        #expect(BarButtonItem.appearance(in: registry).titleTextAttributes(for: .normal)?.kern == 1)
    }

    @Test("a font with a text style in a proxy follows the content size category")
    func proxyFontsFollowCategory() throws {
        let environment = FontEnvironment()
        try environment.loadAppFonts(from: TreeFixture.fontsDirectory, family: "Scale Sans")
        let window = Window(
            application: Application(notificationCenter: NotificationCenter(), fontEnvironment: environment),
            appearanceRegistry: registry)
        let proxyFont = Font.appFont(for: .title2, compatibleWith: .large, in: environment)
        let item = BarButtonItem(title: "Save")
        let toolbar = Toolbar()
        toolbar.items = [item]
        BarButtonItem.appearance(in: registry).setTitleTextAttributes(TextAttributes(font: proxyFont), for: .normal)
        window.addSubview(toolbar)
        #expect(item.titleTextAttributes(for: .normal)?.font?.pointSize == 22)
        window.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
        toolbar.recursivelyUpdateFontsForContentSize()
        #expect(item.titleTextAttributes(for: .normal)?.font?.pointSize == 34)
    }

    @Test("registries are independent")
    func registriesAreIndependent() {
        NavigationBar.appearance(in: registry).barTintColor = .black
        let other = Window(
            application: Application(notificationCenter: NotificationCenter(), fontEnvironment: FontEnvironment()),
            appearanceRegistry: AppearanceRegistry())
        let bar = NavigationBar()
        other.addSubview(bar)
        #expect(bar.barTintColor == nil)
    }
}
