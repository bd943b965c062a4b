import Logging

/// A pop driven by a gesture (a back-swipe): begun, moved, then finished or cancelled.
///
/// Start one with ``NavigationController/beginInteractivePop()``. The stack keeps the popped
/// controller until ``finish()``, which pops it through
/// ``NavigationController/popViewController(animated:)`` and sends the `did` event; ``cancel()``
/// leaves the stack as it was, restores the bars' visibility and the appearance shown before the
/// gesture, and sends a `cancelled` event. Both are no-ops once the transition has ended.
@MainActor
public final class InteractivePopTransition {
    /// The controller being popped.
    public let fromViewController: ViewController
    /// The controller being revealed.
    public let toViewController: ViewController
    /// How far the gesture has gone, 0…1.
    public private(set) var progress = 0.0
    /// Whether the transition has finished or been cancelled.
    public private(set) var isComplete = false

    private weak var navigationController: NavigationController?
    private let saved: (barHidden: Bool, toolbarHidden: Bool, appearance: Appearance?)

    init(navigationController: NavigationController, from: ViewController, to: ViewController) {
        self.navigationController = navigationController
        fromViewController = from
        toViewController = to
        saved = (
            navigationController.isNavigationBarHidden, navigationController.isToolbarHidden,
            navigationController.appliedAppearance
        )
    }

    /// Moves the gesture; the value is clamped to 0…1 (NaN reads as 0).
    public func update(progress newProgress: Double) {
        guard !isComplete, let navigationController else { return }
        progress = newProgress.isNaN ? 0 : min(max(newProgress, 0), 1)
        navigationController.emit(
            NavigationEvent(
                .progress, .pop, [fromViewController], animated: true, interactive: true, progress: progress))
    }

    /// Completes the pop through the navigation controller's
    /// ``NavigationController/popViewController(animated:)``, as a finished back-swipe does in
    /// UIKit: the stack loses the top controller and observers hear `did pop`. If an override of
    /// that method does not call `super`, the controller stays and the swipe is cancelled.
    public func finish() {
        guard !isComplete, let navigationController else { return }
        isComplete = true
        navigationController.finishingInteractivePop = self
        _ = navigationController.popViewController(animated: true)
        // Still set: the override kept the controller, and the swipe springs back.
        if navigationController.finishingInteractivePop === self {
            navigationController.finishingInteractivePop = nil
            navigationController.logger.info(
                "\(fromViewController.debugName) stays: popViewController(animated:) did not pop it")
            springBack()
        }
    }

    /// The pop itself, once ``finish()`` reached the navigation controller's
    /// ``NavigationController/popViewController(animated:)``.
    func completePop() {
        guard let navigationController else { return }
        navigationController.stack.removeLast()
        navigationController.syncChildren()
        navigationController.interactiveTransition = nil
        navigationController.incomingViewController = nil
        navigationController.emit(NavigationEvent(.did, .pop, [fromViewController], animated: true, interactive: true))
        navigationController.delegate?.navigationController(
            navigationController, didShow: toViewController, animated: true)
        navigationController.endTransition()
        navigationController.runDeferredOperations()
    }

    /// Abandons the pop: stack, bar visibility and appearance return to what they were, and
    /// observers hear `cancelled pop`.
    public func cancel() {
        guard !isComplete else { return }
        isComplete = true
        springBack()
    }

    /// Restores what the swipe changed and tells observers it was cancelled.
    private func springBack() {
        guard let navigationController else { return }
        navigationController.setNavigationBarHidden(saved.barHidden, animated: true)
        navigationController.setToolbarHidden(saved.toolbarHidden, animated: true)
        if let appearance = saved.appearance {
            navigationController.applyAppearance(appearance, animated: true)
        } else {
            navigationController.appliedAppearance = nil
        }
        navigationController.interactiveTransition = nil
        navigationController.incomingViewController = nil
        navigationController.emit(
            NavigationEvent(.cancelled, .pop, [fromViewController], animated: true, interactive: true))
        navigationController.endTransition()
        navigationController.runDeferredOperations()
    }
}

extension NavigationController {
    /// Starts an interactive pop of the top controller; `nil` when there is nothing to pop or one
    /// is already under way.
    ///
    /// Observers hear `will pop` at once, and the revealed controller's preferences apply, as they
    /// would for a button-driven pop.
    public func beginInteractivePop() -> InteractivePopTransition? {
        guard stack.count > 1, interactiveTransition == nil, transitionDepth == 0 else { return nil }
        let from = stack[stack.count - 1]
        let to = stack[stack.count - 2]
        let transition = InteractivePopTransition(navigationController: self, from: from, to: to)
        beginTransition()
        interactiveTransition = transition
        emit(NavigationEvent(.will, .pop, [from], animated: true, interactive: true))
        delegate?.navigationController(self, willShow: to, animated: true)
        // The revealed controller counts as being shown until the gesture ends, so its
        // appearance requests are queued rather than dropped.
        incomingViewController = to
        applyPreferences(of: to, animated: true)
        return transition
    }
}
