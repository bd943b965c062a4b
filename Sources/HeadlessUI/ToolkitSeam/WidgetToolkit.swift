/// The part of a toolkit adapter that differs between toolkits: making, arranging and filling
/// widgets. A ``WidgetMirror`` does the rest, once for every toolkit.
///
/// The mirror takes the window's changes, keeps the view-to-widget map, forgets removed
/// subtrees, batches a loop turn's changes, lays out containers as the tree says and sends the
/// user's input back to the views. A toolkit only translates: it makes a widget for a
/// ``RenderedContent``, puts content into it, and inserts, removes, hides and stretches widgets.
/// It computes no size, weight, limit or layout rule the tree already knows.
///
/// Every call comes on the main actor, from the mirror, in the tree's order.
///
/// <doc:WritingAToolkitAdapter> walks through a complete one.
@MainActor
public protocol WidgetToolkit: AnyObject {
    /// The toolkit's handle to one widget; the mirror keeps one per shown view.
    associatedtype Widget

    /// Makes an empty widget for a view that shows `content`, connecting its signals to `input`;
    /// `nil` when the toolkit made none (out of memory), and the view then stays unshown.
    ///
    /// The mirror calls ``show(_:previous:in:input:)`` next, so this need not fill it. A container
    /// that ``RenderedContent/Container/scrolls`` needs a widget whose children scroll vertically
    /// (a scrolled window); ``insert(_:into:at:)`` then puts children into what scrolls. One with a
    /// ``RenderedContent/Container/fixedSize`` needs a widget that keeps that size whatever its
    /// children need, where the toolkit's boxes grow to their children. The mirror makes a view a
    /// new widget whenever either changes, so the kind made here stays right.
    func makeWidget(for content: RenderedContent, input: UserInputSink) -> Widget?

    /// Puts a view's content into its widget; `previous` is what the widget was last given (`nil`
    /// right after it was made).
    ///
    /// State the user can change on the widget itself (a value, on or off, checked or pressed)
    /// is always set, since after the user's input the mirror gives the same content again; the
    /// rest (texts, fonts, a bar's buttons) may be left alone where it equals `previous`.
    ///
    /// A container's content is given here too: a ``RenderedContent/Container/stack`` sets the
    /// box's direction, spacing, equal shares and margins. How each child sits in it reaches the
    /// toolkit through ``place(_:in:as:)`` once the children are in place.
    func show(_ content: RenderedContent, previous: RenderedContent?, in widget: Widget, input: UserInputSink)

    /// Inserts a widget into a container's widget at a position among its children.
    func insert(_ child: Widget, into parent: Widget, at index: Int)

    /// Takes a widget out of its parent; the mirror then drops its handle.
    func remove(_ child: Widget, from parent: Widget)

    /// Hides or shows a widget.
    func setHidden(_ hidden: Bool, of widget: Widget)

    /// How a child sits in its container: whether it takes the length left over along the
    /// container's axis, where it sits across it, whether it takes an equal share.
    func place(_ child: Widget, in parent: Widget, as placement: RenderedContent.Container.Placement)

    /// Runs `body` on the toolkit loop's next turn, before it lays out and paints.
    func scheduleOnNextTurn(_ body: @escaping @MainActor () -> Void)

    /// Called after a batch of changes was applied: a toolkit that loads styles once per batch
    /// (GTK's CSS) does it here. Does nothing by default.
    func didApplyChanges()

    /// What the toolkit draws around a button's title, which the mirror gives the window
    /// (``Window/buttonChrome``) so that its buttons measure as the toolkit draws them. None by
    /// default.
    var buttonChrome: ButtonChrome { get }
}

extension WidgetToolkit {
    /// None: a button is its title's size.
    public var buttonChrome: ButtonChrome { .none }

    /// Does nothing: most toolkits apply everything as it comes.
    public func didApplyChanges() {}
}
