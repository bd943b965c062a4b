/// A ``PaintedToolkitHost`` a script can drive as a person would: made for a window, presented,
/// its loop turned until a frame is painted, its widgets found and clicked, a slider moved, the
/// window saved as a picture. FontScaleGTK's `GtkHost` and FontScaleQt's `QtHost` conform, so the
/// harness's scenarios, screen checks and latency runs and the demos' loops are written once,
/// generic over it.
///
/// `package`: the harness and the demos are this package's own; what a widget is and how it is
/// clicked stay each adapter's business for the library's clients.
@MainActor
package protocol ScriptableToolkitHost: PaintedToolkitHost, Sendable {
    /// The toolkit's handle to one widget.
    associatedtype Widget: AnyObject
    /// What the toolkit's calls throw (`GtkError`, `QtError`).
    associatedtype ToolkitError: Error
    /// What runs main-actor work inside the toolkit's loop in a synchronous `main`.
    associatedtype MainActorBridge: MainActorLoopBridge

    /// Starts the toolkit if needed and follows `window`'s tree.
    init(window: Window) throws(ToolkitError)
    /// Attaches the main queue to the toolkit's loop (making the toolkit's application first
    /// where it needs one).
    static func makeMainActorBridge() throws(ToolkitError) -> MainActorBridge

    /// Whether the host was closed: it shows nothing any more.
    var isClosed: Bool { get }
    /// How many batches of the tree's changes have been applied.
    var renderCount: Int { get }
    /// Called after each batch is applied to the widgets.
    var onRender: (@MainActor () -> Void)? { get set }

    /// Shows the host's widgets in a new top-level window of this size; closing it closes the host.
    @discardableResult
    func presentWindow(title: String, width: Int, height: Int) throws(ToolkitError) -> Widget
    /// Closes the presented window as its close button does; the host closes with it (Qt's on
    /// the loop's next turn).
    func closePresentedWindow()
    /// Stops following the tree and drops every widget.
    func close()

    /// Runs `body` once, after the toolkit paints the first frame of the host's window that starts
    /// after the call (or, in Qt, after two seconds without one: a change that shows nothing new).
    func afterNextPaint(_ body: @escaping @MainActor () -> Void)

    /// The widget showing a view, while it is shown.
    func widget(for view: View) -> Widget?
    /// The widgets in a box or bar the host made, first to last: a navigation bar's parts in
    /// `RenderedContent.NavigationBar.parts`' order, a tab bar's tabs.
    func children(of widget: Widget) -> [Widget]
    /// Clicks a widget as the user does; whether the toolkit took it.
    func click(_ widget: Widget) -> Bool
    /// Moves a slider as the user does.
    func moveSlider(_ widget: Widget, to value: Float)
    /// Turns a switch on or off as the user does.
    func setSwitch(_ widget: Widget, on isOn: Bool)
    /// Presses a widget and holds it, for the large content viewer; whether it watches presses.
    func pressForLargeContent(_ widget: Widget) -> Bool
    /// The large content viewer's popup a widget carries, once shown; `nil` when it has none.
    func largeContentViewer(of widget: Widget) -> Widget?
    /// Draws a widget (a presented window included) with its background into a PNG file.
    func savePNG(of widget: Widget, to path: String) throws(ToolkitError)
    /// The pixel size the toolkit draws a label's text in now; `nil` when it shows no label for it.
    func shownPixelSize(of label: Label) -> Double?
}
