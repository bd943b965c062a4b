import HeadlessUI
import Testing

/// A strategy that records what it was asked to apply.
@MainActor
final class RecordingStrategy: AppearanceApplyingStrategy {
    var applied: [Appearance] = []
    override func apply(_ appearance: Appearance, to navigationController: NavigationController, animated: Bool) {
        applied.append(appearance)
        super.apply(appearance, to: navigationController, animated: animated)
    }
}

@MainActor
@Suite("Declarative navigation appearance")
struct NavigationAppearanceTests {
    @Test("showing a controller applies its bar visibility and appearance")
    func appliesOnPush() {
        let navigation = NavigationController(rootViewController: Screen("A", appearance: .red))
        #expect(navigation.appliedAppearance == .red)
        #expect(!navigation.isNavigationBarHidden && navigation.isToolbarHidden)
        navigation.pushViewController(
            Screen("B", appearance: .blue, barHidden: true, toolbarHidden: false), animated: true)
        #expect(navigation.appliedAppearance == .blue)
        #expect(navigation.isNavigationBarHidden && !navigation.isToolbarHidden)
        #expect(navigation.navigationBar.backgroundColor == Color(red: 0, green: 0, blue: 1))
        #expect(navigation.preferredStatusBarStyle == .lightContent)
    }

    @Test("popping back applies the revealed controller's preferences")
    func appliesOnPop() {
        let navigation = NavigationController(rootViewController: Screen("A", appearance: .red))
        navigation.pushViewController(Screen("B", appearance: .blue, toolbarHidden: false), animated: false)
        navigation.popViewController(animated: true)
        #expect(navigation.appliedAppearance == .red && navigation.isToolbarHidden)
    }

    @Test("a nil appearance keeps the current one; a controller without preferences changes nothing")
    func nilKeepsCurrent() {
        let navigation = NavigationController(rootViewController: Screen("A", appearance: .red))
        navigation.pushViewController(Screen("B"), animated: false)
        #expect(navigation.appliedAppearance == .red)
        navigation.pushViewController(ViewController(), animated: false)
        #expect(navigation.appliedAppearance == .red && navigation.isToolbarHidden)
    }

    @Test("an update from the top controller applies at once")
    func updateFromTop() {
        let top = Screen("A", appearance: .red)
        let navigation = NavigationController(rootViewController: top)
        top.appearance = .blue
        top.setNeedsUpdateNavigationControllerAppearance()
        #expect(navigation.appliedAppearance == .blue)
    }

    @Test("an update from a controller that is not on top does nothing")
    func updateFromBelow() {
        let below = Screen("A", appearance: .red)
        let navigation = NavigationController(rootViewController: below)
        navigation.pushViewController(Screen("B"), animated: false)
        below.appearance = .blue
        below.setNeedsUpdateNavigationControllerAppearance()
        #expect(navigation.appliedAppearance == .red)
    }

    @Test("an update during a transition is applied when it ends, not dropped")
    func updateDuringTransition() throws {
        let a = Screen("A", appearance: .red)
        let b = Screen("B", appearance: .red)
        let navigation = NavigationController(rootViewController: a)
        navigation.pushViewController(b, animated: false)
        let gesture = try #require(navigation.beginInteractivePop())
        a.appearance = .blue
        a.setNeedsUpdateNavigationControllerAppearance()
        #expect(navigation.appliedAppearance == .red)
        gesture.finish()
        #expect(navigation.appliedAppearance == .blue)
    }

    @Test("an update requested from a will-event observer applies after the change")
    func updateFromObserver() {
        let a = Screen("A", appearance: .red)
        let b = Screen("B", appearance: .red)
        let navigation = NavigationController(rootViewController: a)
        navigation.addObserver { event in
            if event.phase == .will, event.action == .push {
                b.appearance = .blue
                b.setNeedsUpdateNavigationControllerAppearance()
            }
        }
        navigation.pushViewController(b, animated: true)
        #expect(navigation.appliedAppearance == .blue)
    }

    @Test("cancelling an interactive pop restores bar visibility and appearance")
    func cancelRestores() throws {
        let a = Screen("A", appearance: .red, barHidden: true, toolbarHidden: false)
        let b = Screen("B", appearance: .blue)
        let navigation = NavigationController(rootViewController: a)
        navigation.pushViewController(b, animated: false)
        let gesture = try #require(navigation.beginInteractivePop())
        #expect(navigation.appliedAppearance == .red && navigation.isNavigationBarHidden)
        gesture.cancel()
        #expect(navigation.appliedAppearance == .blue)
        #expect(!navigation.isNavigationBarHidden && navigation.isToolbarHidden)
        #expect(navigation.navigationBar.backgroundColor == Color(red: 0, green: 0, blue: 1))
    }

    @Test("a toolbar hidden while an appearance was applied gets it when shown later")
    func hiddenThenShownToolbar() {
        let strategy = RecordingStrategy()
        let top = Screen("A", appearance: .blue, toolbarHidden: true)
        let navigation = NavigationController(rootViewController: top)
        navigation.appearanceApplyingStrategy = strategy
        navigation.toolbar.backgroundColor = nil
        navigation.setToolbarHidden(false, animated: true)
        #expect(navigation.toolbar.backgroundColor == Color(red: 0, green: 0, blue: 1))
        #expect(strategy.applied.last == .blue)
    }

    @Test("the strategy is pluggable and replacing it re-applies the current appearance")
    func pluggableStrategy() {
        let strategy = RecordingStrategy()
        let navigation = NavigationController(rootViewController: Screen("A", appearance: .red))
        navigation.appearanceApplyingStrategy = strategy
        navigation.pushViewController(Screen("B", appearance: .blue), animated: false)
        #expect(strategy.applied == [.red, .blue])
    }

    @Test("inverse flips colours and picks a readable status bar")
    func inverse() {
        let light = Appearance(
            navigationBar: .init(backgroundColor: .white, tintColor: .black), toolbar: .init(backgroundColor: .white))
        #expect(light.readableStatusBarStyle == .darkContent)
        let dark = light.inverse()
        #expect(dark.navigationBar.backgroundColor == .black && dark.navigationBar.tintColor == .white)
        #expect(dark.statusBarStyle == .lightContent)
        #expect(dark.inverse().navigationBar == light.navigationBar)
        #expect(StatusBarStyle.readable(on: Color(red255: 234, green: 46, blue: 73)) == .lightContent)
    }
}

/// A controller that adopts the context and keeps every default.
@MainActor
final class DefaultsScreen: ViewController, NavigationControllerAppearanceContext {}

@MainActor
@Suite("Appearance context defaults")
struct AppearanceContextDefaultsTests {
    @Test("defaults: bar shown, toolbar hidden, appearance kept")
    func defaults() {
        let navigation = NavigationController(
            rootViewController: Screen("A", appearance: .red, barHidden: true, toolbarHidden: false))
        navigation.pushViewController(DefaultsScreen(), animated: false)
        #expect(!navigation.isNavigationBarHidden)
        #expect(navigation.isToolbarHidden)
        #expect(navigation.appliedAppearance == .red)
    }
}
