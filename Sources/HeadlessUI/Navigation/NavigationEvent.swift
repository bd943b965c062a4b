/// One step of a change to a ``NavigationController``'s stack, as observers hear it.
///
/// Every change sends a ``Phase-swift.struct/will`` event before the stack changes and a
/// ``Phase-swift.struct/did`` event after. An interactive pop sends
/// ``Phase-swift.struct/progress`` events while the finger moves, and ends with `did` when it
/// finishes or ``Phase-swift.struct/cancelled`` when it is abandoned. A call that changes nothing
/// sends nothing.
public struct NavigationEvent: Sendable, CustomStringConvertible {
    /// What is happening to the stack.
    public let action: Action
    /// Where in the change this event is.
    public let phase: Phase
    /// The controllers involved: the pushed one, the popped ones (top last), or the new stack.
    public let viewControllers: [ViewController]
    /// Debug names of ``viewControllers``, for messages and tests.
    public let names: [String]
    /// Whether the change is animated.
    public let animated: Bool
    /// Whether the change is driven by a gesture (an interactive pop).
    public let isInteractive: Bool
    /// How far an interactive pop has gone, 0…1; 0 outside progress events.
    public let progress: Double

    /// A stack operation.
    public struct Action: Hashable, Sendable, CustomStringConvertible {
        let name: String
        /// `pushViewController(_:animated:)`.
        public static let push = Action(name: "push")
        /// `popViewController(animated:)` or an interactive pop.
        public static let pop = Action(name: "pop")
        /// `popToViewController(_:animated:)`.
        public static let popTo = Action(name: "popTo")
        /// `popToRootViewController(animated:)`.
        public static let popToRoot = Action(name: "popToRoot")
        /// `setViewControllers(_:animated:)`.
        public static let setViewControllers = Action(name: "setViewControllers")
        /// The action's name.
        public var description: String { name }
    }

    /// A point in a change.
    public struct Phase: Hashable, Sendable, CustomStringConvertible {
        let name: String
        /// Before the stack changes.
        public static let will = Phase(name: "will")
        /// An interactive pop moved.
        public static let progress = Phase(name: "progress")
        /// After the stack changed.
        public static let did = Phase(name: "did")
        /// An interactive pop was abandoned; the stack is as it was.
        public static let cancelled = Phase(name: "cancelled")
        /// The phase's name.
        public var description: String { name }
    }

    /// For example `did pop [Detail] animated`.
    public var description: String {
        "\(phase) \(action) [\(names.joined(separator: ", "))]" + (animated ? " animated" : "")
            + (isInteractive ? " interactive" : "") + (phase == .progress ? " \(progress)" : "")
    }

    @MainActor
    init(
        _ phase: Phase, _ action: Action, _ controllers: [ViewController], animated: Bool,
        interactive: Bool = false, progress: Double = 0
    ) {
        self.phase = phase
        self.action = action
        self.viewControllers = controllers
        self.names = controllers.map(\.debugName)
        self.animated = animated
        self.isInteractive = interactive
        self.progress = progress
    }
}

/// The classic delegate of a navigation controller, as in UIKit: told before and after a
/// controller is shown. Both methods are optional (they do nothing unless implemented), and the
/// delegate works alongside any number of event observers.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// A controller is about to be shown.
    func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// A controller was shown.
    func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
}

/// A registration made with ``NavigationController/addObserver(_:)``; pass it to
/// ``NavigationController/removeObserver(_:)`` to stop receiving events.
public struct NavigationObserverToken: Hashable, Sendable {
    let id: Int
}

extension NavigationControllerDelegate {
    /// Does nothing; implement it to hear that a controller is about to be shown.
    public func navigationController(
        _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
    ) {}
    /// Does nothing; implement it to hear that a controller was shown.
    public func navigationController(
        _ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool
    ) {}
}
