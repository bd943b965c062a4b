import HeadlessUI

/// A screen that states its navigation preferences.
@MainActor
final class Screen: ViewController, NavigationControllerAppearanceContext {
    var appearance: Appearance?
    var barHidden = false
    var toolbarHidden = true

    init(_ name: String, appearance: Appearance? = nil, barHidden: Bool = false, toolbarHidden: Bool = true) {
        self.appearance = appearance
        self.barHidden = barHidden
        self.toolbarHidden = toolbarHidden
        super.init()
        identifier = name
    }

    func prefersBarHidden(for navigationController: NavigationController) -> Bool { barHidden }
    func prefersToolbarHidden(for navigationController: NavigationController) -> Bool { toolbarHidden }
    func preferredAppearance(for navigationController: NavigationController) -> Appearance? { appearance }
}

/// Collects events as short strings such as "will push [Screen \"B\"]".
@MainActor
final class EventLog: NavigationControllerDelegate {
    var lines: [String] = []

    func observe(_ navigation: NavigationController) {
        navigation.addObserver { [unowned self] event in self.lines.append(event.description) }
    }

    func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
    ) {
        lines.append("delegate willShow \(viewController.debugName)")
    }

    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {
        lines.append("delegate didShow \(viewController.debugName)")
    }
}

extension Appearance {
    static let red = Appearance(
        navigationBar: Bar(backgroundColor: Color(red: 1, green: 0, blue: 0)),
        toolbar: Bar(backgroundColor: Color(red: 1, green: 0, blue: 0)))
    static let blue = Appearance(
        statusBarStyle: .lightContent,
        navigationBar: Bar(backgroundColor: Color(red: 0, green: 0, blue: 1), tintColor: .white),
        toolbar: Bar(backgroundColor: Color(red: 0, green: 0, blue: 1)))
}
