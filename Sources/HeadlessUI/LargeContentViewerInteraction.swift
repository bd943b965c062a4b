/// The interaction that lets the views under it show the large content viewer; UIKit's
/// `UILargeContentViewerInteraction`.
///
/// Add it to a custom bar or any view whose items cannot grow, with ``View/addInteraction(_:)``:
/// every view at or under it whose ``View/showsLargeContentViewer`` is `true` then shows its
/// large content, at accessibility text sizes, while it is pressed and held. Tab bars, navigation
/// bars, toolbars and buttons have it built in, as UIKit's bars do.
///
/// ```swift
/// let badge = Button(title: "3 new")
/// badge.titleLabel.adjustsFontForContentSizeCategory = false  // keeps its size: shows the viewer
/// let strip = View()
/// strip.addSubview(badge)
/// strip.addInteraction(LargeContentViewerInteraction())
/// ```
@MainActor
public final class LargeContentViewerInteraction: Interaction {
    /// The view the interaction is added to.
    public private(set) weak var view: View?

    /// Whether the large content viewer is on; UIKit's class property. Always `true`: Linux has no
    /// system setting that turns it off.
    public static var isEnabled: Bool { true }

    /// How long a press is held before the viewer shows: 0.5 s, the default of UIKit's long-press
    /// gesture. Both toolkits wait this long.
    public static let minimumPressDuration = 0.5

    /// An interaction to add to a view.
    public init() {}

    /// Called before the interaction moves to a view.
    public func willMove(to view: View?) {}

    /// Records the view the interaction is on.
    public func didMove(to view: View?) {
        self.view = view
    }
}
