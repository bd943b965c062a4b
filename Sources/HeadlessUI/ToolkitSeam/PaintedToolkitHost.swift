import Foundation

/// A ``ToolkitHost`` whose toolkit lays its widgets out and paints them: it waits for the
/// toolkit's next painted frame, and reads back how the toolkit laid each text out in it.
///
/// What a test or audit needs to ask the toolkit, not the tree, whether a text fits: FontScaleGTK's
/// `GtkHost` and FontScaleQt's `QtHost` conform, and FontScaleTesting's
/// `TextSizeAudit.toolkitChecks(host:timeout:)` takes any conforming host. A window that only mirrors
/// widgets (a recording toolkit in a test, which lays nothing out) conforms to ``ToolkitHost``
/// alone.
@MainActor
public protocol PaintedToolkitHost: ToolkitHost {
    /// The toolkit's name as a report says it, such as `GTK` or `Qt`.
    var toolkitName: String { get }

    /// Returns once the toolkit has laid out and painted a frame of the host's widgets, with every
    /// change applied to them before the call; a paint is asked for, so a frame comes even when
    /// nothing changed. Returns at once after the host closed.
    func nextPaint() async
    /// Turns the toolkit's event loop on the calling thread until the toolkit has laid out and
    /// painted a frame of the host's widgets, with every change applied to them before the call
    /// (as ``nextPaint()`` waits for), or until `timeout` has passed; whether it painted. Returns
    /// `true` at once after the host closed.
    ///
    /// For callers that own the main actor while no loop turns for them (a Swift Testing or
    /// XCTest test, an async program awaiting between steps): it drives the loop itself, without
    /// waiting for it, so it cannot hang. It returns `false` when the loop cannot turn here
    /// (another thread runs it) or the toolkit paints nothing.
    func turnLoopUntilPainted(timeout: Duration) -> Bool

    /// How the toolkit laid out the text of a view it shows as a text of its own (a label), as
    /// drawn now; `nil` for other views and for views it does not show.
    func textLayout(of view: View) -> ShownTextLayout?
    /// Where the toolkit placed the widget showing `view`, as laid out now: its rectangle in
    /// pixels (a widget scrolled out of sight included) in the coordinates of the window's
    /// content, what the tree's window is (below any title bar, without the frame the toolkit
    /// draws around it); for a view shown in the window's title bar (``isInTitleBar(_:)``), in
    /// the title bar's. `nil` when the view is hidden or not shown in a window.
    func allocation(of view: View) -> CGRect?
    /// The size of the content of the top-level window showing the host's widgets (below any
    /// title bar, without the window's frame), as the toolkit has it now; `nil` when they are in
    /// no shown window.
    var windowSize: CGSize? { get }
    /// Whether the toolkit shows `view` in the window's title bar rather than in its content,
    /// as GNOME's apps show their navigation bar.
    func isInTitleBar(_ view: View) -> Bool
}
