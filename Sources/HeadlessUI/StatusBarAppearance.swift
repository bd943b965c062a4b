/// What a window's status bar shows, as last decided by ``ViewController/setNeedsStatusBarAppearanceUpdate()``.
///
/// A headless tree has no status bar to draw; the window records what UIKit would show, for tests
/// and for a toolkit adapter that draws one (or sets a light or dark header).
public struct StatusBarAppearance: Hashable, Sendable {
    /// The style of the controller that decides it: the window's root controller, or the child
    /// its `childForStatusBarStyle` names, recursively.
    public var style: StatusBarStyle
    /// Whether the deciding controller (`childForStatusBarHidden`, recursively) hides the bar.
    public var isHidden: Bool
    /// The animation the controller that decides visibility asks for.
    public var animation: StatusBarAnimation
    /// How many times the window has recorded the appearance: every
    /// ``ViewController/setNeedsStatusBarAppearanceUpdate()`` in the window, and every change of
    /// its root controller.
    public var updateCount: Int

    /// Creates an appearance; a new window's is the default style, shown, with no updates.
    public init(
        style: StatusBarStyle = .default, isHidden: Bool = false, animation: StatusBarAnimation = .fade,
        updateCount: Int = 0
    ) {
        self.style = style
        self.isHidden = isHidden
        self.animation = animation
        self.updateCount = updateCount
    }
}
