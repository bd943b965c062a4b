/// One change of a window's tree that a toolkit adapter renders, in the order the tree made it.
///
/// A ``TreeRenderer`` hears them through ``Window/takeChanges()``. Views are identified by
/// object: an adapter keeps a widget per view it was told about. Structural changes inside a
/// leaf (a button's title label, a tab bar's labels) arrive as a ``content(_:_:)`` change of the
/// leaf instead, since the leaf is drawn whole.
@MainActor
public enum TreeChange: @MainActor CustomStringConvertible {
    /// A view, with its subtree, entered `parent` at `index` among its subviews. An adapter builds
    /// the subtree from the views' ``View/renderedContent`` and ``View/isHidden``.
    case inserted(View, parent: View, index: Int)
    /// A view, with its subtree, left `parent` (and the window, or moved to another one).
    case removed(View, parent: View)
    /// A view moved inside the window, to `parent` at `index`; its subtree comes along.
    case moved(View, parent: View, index: Int)
    /// What a view shows changed: text, placeholder, font, a button's title or state, a bar's
    /// items. The content is read when the change is taken, so it is the latest.
    case content(View, RenderedContent)
    /// A view was hidden or shown.
    case hidden(View, Bool)
    /// A navigation controller's stack is changing; the event says how (push, pop, pop to root,
    /// a new stack, an interactive pop and its progress or cancel). The views it swaps, and its
    /// bar's new content, arrive as the changes after the `did` (or `cancelled`) event.
    case navigation(NavigationController, NavigationEvent)
    /// A window's status bar appearance changed.
    case statusBar(StatusBarAppearance)

    /// For example `inserted Label "title" into View at 0`.
    public var description: String {
        switch self {
        case .inserted(let view, let parent, let index):
            "inserted \(view.debugName) into \(parent.debugName) at \(index)"
        case .removed(let view, let parent): "removed \(view.debugName) from \(parent.debugName)"
        case .moved(let view, let parent, let index): "moved \(view.debugName) to \(parent.debugName) at \(index)"
        case .content(let view, let content): "content of \(view.debugName): \(content)"
        case .hidden(let view, let hidden): "\(hidden ? "hid" : "showed") \(view.debugName)"
        case .navigation(_, let event): "navigation: \(event)"
        case .statusBar(let appearance): "status bar: \(appearance.style)"
        }
    }
}
