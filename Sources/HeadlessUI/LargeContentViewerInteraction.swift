/// The interaction that lets the views under it show the large content viewer; UIKit's
/// `UILargeContentViewerInteraction`.
///
/// Add it to a custom bar or any view whose items cannot grow, with ``View/addInteraction(_:)``:
/// it reaches every view at or under it (``View/hasLargeContentViewerInteraction``), and those
/// whose ``View/showsLargeContentViewer`` is `true` have the viewer at accessibility text sizes.
/// Tab bars, navigation bars, toolbars and buttons have it built in, as UIKit's bars do (UIKit's
/// `UIButton` needs one added; here an opted-out button shows the viewer by default). The tree
/// gives large content to buttons and bars, which GTK and Qt show on a held press; a label's is
/// not drawn yet.
///
/// ```swift
/// let strip = View()  // a custom bar of labels
/// let unread = Label(text: "3 new", font: .systemFont(ofSize: 11))
/// unread.showsLargeContentViewer = true
/// strip.addSubview(unread)
/// strip.addInteraction(LargeContentViewerInteraction())
/// print(unread.hasLargeContentViewerInteraction)  // true
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
