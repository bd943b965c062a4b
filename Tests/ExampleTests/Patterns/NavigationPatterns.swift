import HeadlessUI
import Testing

/// Yalantis' AppearanceNavigationController and SintraWorks' PleasantNavigationController, as
/// apps use them, ported by dropping the prefix.
enum NavigationPatterns {
    /// Pleasant's delegate: directional will/did callbacks, all optional.
    @MainActor
    protocol PleasantNavigationControllerDelegate: NavigationControllerDelegate {
        func willPushViewController(_ viewController: ViewController, animated: Bool)
        func didPushViewController(_ viewController: ViewController, animated: Bool)
        func willPopViewController(_ viewController: ViewController?, animated: Bool)
        func didPopViewController(_ viewController: ViewController?, animated: Bool)
        func willPopToRootViewController(animated: Bool)
        func didPopToRootViewController(animated: Bool)
    }

    /// Pleasant's controller: every stack method overridden as will → super → did.
    final class PleasantNavigationController: NavigationController {
        var pleasantDelegate: (any PleasantNavigationControllerDelegate)? {
            get { delegate as? any PleasantNavigationControllerDelegate }
            set { delegate = newValue }
        }

        override func pushViewController(_ viewController: ViewController, animated: Bool) {
            pleasantDelegate?.willPushViewController(viewController, animated: animated)
            super.pushViewController(viewController, animated: animated)
            pleasantDelegate?.didPushViewController(viewController, animated: animated)
        }

        @discardableResult
        override func popViewController(animated: Bool) -> ViewController? {
            let top = topViewController
            pleasantDelegate?.willPopViewController(top, animated: animated)
            defer { pleasantDelegate?.didPopViewController(top, animated: animated) }
            return super.popViewController(animated: animated)
        }

        @discardableResult
        override func popToRootViewController(animated: Bool) -> [ViewController]? {
            pleasantDelegate?.willPopToRootViewController(animated: animated)
            defer { pleasantDelegate?.didPopToRootViewController(animated: animated) }
            return super.popToRootViewController(animated: animated)
        }
    }

    /// The example app's coordinator: remembers the action in will*, consumes it in willShow.
    final class Coordinator: PleasantNavigationControllerDelegate {
        var log: [String] = []

        func willPushViewController(_ viewController: ViewController, animated: Bool) {
            log.append("willPush \(viewController.title ?? "?")")
        }
        func didPushViewController(_ viewController: ViewController, animated: Bool) {
            log.append("didPush \(viewController.title ?? "?")")
        }
        func willPopViewController(_ viewController: ViewController?, animated: Bool) {
            log.append("willPop \(viewController?.title ?? "nil")")
        }
        func didPopViewController(_ viewController: ViewController?, animated: Bool) {
            log.append("didPop \(viewController?.title ?? "nil")")
        }
        func willPopToRootViewController(animated: Bool) { log.append("willPopToRoot") }
        func didPopToRootViewController(animated: Bool) { log.append("didPopToRoot") }
        func navigationController(
            _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
        ) {
            log.append("didShow \(viewController.title ?? "?")")
        }
    }

    /// Yalantis' sample screens: each declares its bars and colours.
    final class ColorfulViewController: ViewController, NavigationControllerAppearanceContext {
        var appearance: Appearance?
        var hidesToolbar = true

        init(title: String, appearance: Appearance?) {
            self.appearance = appearance
            super.init()
            self.title = title
        }

        func prefersToolbarHidden(for navigationController: NavigationController) -> Bool { hidesToolbar }
        func preferredAppearance(for navigationController: NavigationController) -> Appearance? { appearance }
    }
}

@MainActor
@Suite("Pattern: navigation, ported")
struct NavigationPatternTests {
    @Test("a subclass overriding the stack methods hears will, the change, then did, as Pleasant does")
    func pleasantOverrides() {
        let root = ViewController()
        root.title = "Inbox"
        let navigation = NavigationPatterns.PleasantNavigationController(rootViewController: root)
        let coordinator = NavigationPatterns.Coordinator()
        navigation.pleasantDelegate = coordinator
        let detail = ViewController()
        detail.title = "Detail"
        navigation.pushViewController(detail, animated: true)
        let popped = navigation.popViewController(animated: true)
        navigation.popToRootViewController(animated: false)
        #expect(popped === detail)
        #expect(
            coordinator.log == [
                "willPush Detail", "didShow Detail", "didPush Detail", "willPop Detail", "didShow Inbox",
                "didPop Detail", "willPopToRoot", "didPopToRoot",
            ])
    }

    @Test("each screen's declared bars and colours apply when it is shown, and a nil keeps the last")
    func declarativeAppearance() {
        let red = Appearance(navigationBar: .init(backgroundColor: .red, tintColor: .white))
        let first = NavigationPatterns.ColorfulViewController(title: "First", appearance: red)
        let navigation = NavigationController(rootViewController: first)
        let second = NavigationPatterns.ColorfulViewController(title: "Second", appearance: red.inverse())
        second.hidesToolbar = false
        navigation.pushViewController(second, animated: true)
        #expect(navigation.appliedAppearance == red.inverse() && !navigation.isToolbarHidden)
        let third = NavigationPatterns.ColorfulViewController(title: "Third", appearance: nil)
        navigation.pushViewController(third, animated: true)
        #expect(navigation.appliedAppearance == red.inverse() && navigation.isToolbarHidden)
        second.appearance = red
        second.setNeedsUpdateNavigationControllerAppearance()  // not on top: dropped
        #expect(navigation.appliedAppearance == red.inverse())
        navigation.popViewController(animated: true)  // shown again: its preference now applies
        #expect(navigation.appliedAppearance == red)
        second.appearance = red.inverse()
        second.setNeedsUpdateNavigationControllerAppearance()  // on top: applies at once
        #expect(navigation.appliedAppearance == red.inverse())
    }
}
