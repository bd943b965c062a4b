import HeadlessUI
import Testing

@MainActor
@Suite("Navigation events")
struct NavigationEventTests {
    let a = Screen("A")
    let b = Screen("B")
    let c = Screen("C")
    let navigation: NavigationController
    let log = EventLog()

    init() {
        navigation = NavigationController(rootViewController: a)
        log.observe(navigation)
    }

    @Test("push sends will and did with the pushed controller, around the delegate's willShow/didShow")
    func push() {
        navigation.delegate = log
        navigation.pushViewController(b, animated: true)
        #expect(
            log.lines == [
                "will push [Screen \"B\"] animated", "delegate willShow Screen \"B\"",
                "did push [Screen \"B\"] animated", "delegate didShow Screen \"B\"",
            ])
        #expect(navigation.topViewController === b)
        #expect(b.navigationController === navigation)
    }

    @Test("pop returns the popped controller and reports it")
    func pop() {
        navigation.pushViewController(b, animated: false)
        log.lines.removeAll()
        #expect(navigation.popViewController(animated: true) === b)
        #expect(log.lines == ["will pop [Screen \"B\"] animated", "did pop [Screen \"B\"] animated"])
        #expect(navigation.viewControllers.map(\.debugName) == ["Screen \"A\""])
        #expect(b.parent == nil)
    }

    @Test("popTo reports every popped controller and returns them")
    func popTo() {
        navigation.setViewControllers([a, b, c], animated: false)
        log.lines.removeAll()
        #expect(
            navigation.popToViewController(a, animated: false)?.map(\.debugName) == ["Screen \"B\"", "Screen \"C\""])
        #expect(log.lines == ["will popTo [Screen \"B\", Screen \"C\"]", "did popTo [Screen \"B\", Screen \"C\"]"])
    }

    @Test("popToRoot reports the popped controllers")
    func popToRoot() {
        navigation.setViewControllers([a, b, c], animated: false)
        log.lines.removeAll()
        #expect(navigation.popToRootViewController(animated: true)?.count == 2)
        #expect(
            log.lines == [
                "will popToRoot [Screen \"B\", Screen \"C\"] animated",
                "did popToRoot [Screen \"B\", Screen \"C\"] animated",
            ])
        #expect(navigation.topViewController === a)
    }

    @Test("setViewControllers reports the new stack")
    func setViewControllers() {
        navigation.setViewControllers([c, b], animated: false)
        #expect(
            log.lines == [
                "will setViewControllers [Screen \"C\", Screen \"B\"]",
                "did setViewControllers [Screen \"C\", Screen \"B\"]",
            ])
        #expect(navigation.children.map(\.debugName) == ["Screen \"C\"", "Screen \"B\""])
    }

    @Test("calls that change nothing send nothing and return nil")
    func noOps() {
        #expect(navigation.popViewController(animated: true) == nil)
        #expect(navigation.popToRootViewController(animated: true) == nil)
        #expect(navigation.popToViewController(b, animated: true) == nil)
        #expect(navigation.popToViewController(a, animated: true) == nil)
        navigation.setViewControllers([a], animated: false)
        navigation.setViewControllers([b, b], animated: false)
        navigation.pushViewController(a, animated: false)
        #expect(log.lines.isEmpty)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("every observer hears every event, until removed")
    func manyObservers() {
        var second: [String] = []
        let token = navigation.addObserver { second.append($0.description) }
        navigation.pushViewController(b, animated: false)
        navigation.removeObserver(token)
        navigation.popViewController(animated: false)
        #expect(second.count == 2)
        #expect(log.lines.count == 4)
    }

    @Test("an interactive pop reports will, progress, then did when it finishes")
    func interactiveFinish() throws {
        navigation.pushViewController(b, animated: false)
        log.lines.removeAll()
        let gesture = try #require(navigation.beginInteractivePop())
        #expect(navigation.topViewController === b)
        gesture.update(progress: 0.4)
        gesture.update(progress: 7)
        gesture.finish()
        gesture.cancel()
        #expect(
            log.lines == [
                "will pop [Screen \"B\"] animated interactive", "progress pop [Screen \"B\"] animated interactive 0.4",
                "progress pop [Screen \"B\"] animated interactive 1.0", "did pop [Screen \"B\"] animated interactive",
            ])
        #expect(navigation.topViewController === a)
    }

    @Test("a cancelled interactive pop keeps the stack and reports the cancellation")
    func interactiveCancel() throws {
        navigation.pushViewController(b, animated: false)
        log.lines.removeAll()
        let gesture = try #require(navigation.beginInteractivePop())
        gesture.update(progress: 0.3)
        gesture.cancel()
        gesture.finish()
        #expect(log.lines.last == "cancelled pop [Screen \"B\"] animated interactive")
        #expect(!log.lines.contains { $0.hasPrefix("did") })
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController === b)
        #expect(!navigation.isInTransition)
    }

    @Test("an interactive pop cannot begin with one controller, or twice")
    func interactiveGuards() {
        #expect(navigation.beginInteractivePop() == nil)
        navigation.pushViewController(b, animated: false)
        let first = navigation.beginInteractivePop()
        #expect(first != nil)
        #expect(navigation.beginInteractivePop() == nil)
        #expect(navigation.popViewController(animated: false) == nil)
    }
}
