extension NavigationController {
    /// Shows or hides the navigation bar.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != navigationBarHiddenState else { return }
        navigationBarHiddenState = hidden
        // The bar leaves the screen, as UIKit's does; a renderer hears it as the bar hidden.
        navigationBar.isHidden = hidden
        // Who decides the status bar's style has changed (see `childForStatusBarStyle`).
        setNeedsStatusBarAppearanceUpdate()
    }

    /// Shows or hides the toolbar, which shows the top controller's
    /// ``ViewController/toolbarItems``; a toolbar shown again gets the applied appearance, because
    /// the effective bar state is computed from visibility and appearance each time.
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        let wasHidden = toolbarHiddenState
        toolbarHiddenState = hidden
        // The toolbar leaves the screen, as the navigation bar does.
        toolbar.isHidden = hidden
        if wasHidden && !hidden { reapplyAppearance(animated: animated) }
    }

    /// Applies a controller's bar visibility and appearance if it adopts
    /// ``NavigationControllerAppearanceContext``; other controllers change nothing.
    func applyPreferences(of controller: ViewController, animated: Bool) {
        guard let context = controller as? any NavigationControllerAppearanceContext else { return }
        setNavigationBarHidden(context.prefersBarHidden(for: self), animated: animated)
        setToolbarHidden(context.prefersToolbarHidden(for: self), animated: animated)
        if let appearance = context.preferredAppearance(for: self) {
            applyAppearance(appearance, animated: animated)
        }
    }

    /// Applies an appearance through the strategy and records it, then asks for a status bar
    /// update, since the appearance carries the status bar's style.
    public func applyAppearance(_ appearance: Appearance, animated: Bool) {
        appliedAppearance = appearance
        appearanceApplyingStrategy.apply(appearance, to: self, animated: animated)
        setNeedsStatusBarAppearanceUpdate()
    }

    /// Applies the recorded appearance again, as after a strategy change or a bar shown again.
    func reapplyAppearance(animated: Bool) {
        if let appliedAppearance { appearanceApplyingStrategy.apply(appliedAppearance, to: self, animated: animated) }
    }

    /// What ``NavigationControllerAppearanceContext/setNeedsUpdateNavigationControllerAppearance()``
    /// calls: applies the top controller's preferences now, or when the current transition ends;
    /// a request from a controller that is not on top (nor being shown) does nothing.
    public func updateAppearance(for controller: ViewController) {
        guard controller === topViewController || controller === incomingViewController else { return }
        if isInTransition {
            pendingAppearanceUpdate = true
        } else {
            applyPreferences(of: controller, animated: true)
        }
    }
}
