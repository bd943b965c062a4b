import HeadlessUI
import Testing

@MainActor
@Suite("Re-entrant navigation")
struct ReentrancyTests {
    final class Recorder: NavigationControllerDelegate {
        var shown: [String] = []
        func navigationController(
            _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
        ) {
            shown.append(viewController.title ?? "?")
        }
    }

    func controller(_ title: String) -> ViewController {
        let controller = ViewController()
        controller.title = title
        return controller
    }

    @Test("an observer that pushes from did push: every observer hears will A, did A, will B, did B")
    func pushFromObserver() {
        let navigation = NavigationController(rootViewController: controller("Root"))
        let a = controller("A")
        let b = controller("B")
        var first: [String] = []
        var second: [String] = []
        navigation.addObserver { event in
            first.append("\(event.phase) \(event.viewControllers.map { $0.title ?? "?" })")
            if event.phase == .did, event.viewControllers.first === a {
                navigation.pushViewController(b, animated: true)
            }
        }
        navigation.addObserver { event in
            second.append("\(event.phase) \(event.viewControllers.map { $0.title ?? "?" })")
        }
        let recorder = Recorder()
        navigation.delegate = recorder
        navigation.pushViewController(a, animated: true)
        let expected = ["will [\"A\"]", "did [\"A\"]", "will [\"B\"]", "did [\"B\"]"]
        #expect(first == expected && second == expected)
        #expect(navigation.topViewController === b)
        #expect(recorder.shown.last == "B")
    }

    @Test("a pop asked for inside will push runs after the push completes", arguments: [true, false])
    func popFromWill(pop: Bool) {
        let navigation = NavigationController(rootViewController: controller("Root"))
        var log: [String] = []
        let a = controller("A")
        navigation.addObserver { event in
            log.append("\(event.phase) \(event.action)")
            if event.phase == .will, event.action == .push {
                if pop {
                    #expect(navigation.popViewController(animated: false) == nil)  // deferred
                } else {
                    navigation.popToRootViewController(animated: false)
                }
            }
        }
        navigation.pushViewController(a, animated: true)
        #expect(
            log == ["will push", "did push", pop ? "will pop" : "will popToRoot", pop ? "did pop" : "did popToRoot"])
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("events carry the controllers themselves, so an observer can hand them on")
    func eventsCarryControllers() {
        let navigation = NavigationController(rootViewController: controller("Root"))
        let a = controller("A")
        var received: [ViewController] = []
        navigation.addObserver { received += $0.viewControllers }
        navigation.pushViewController(a, animated: false)
        #expect(received.count == 2 && received.allSatisfy { $0 === a })
    }
}
