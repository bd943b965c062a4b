/// A toolkit adapter: draws a ``Window``'s tree and follows its changes, the one seam every
/// toolkit (GTK, Qt, a test's recorder) implements.
///
/// Attach it with ``Window/attachRenderer(_:)``: the window then reports its current subviews as
/// inserted, and every later change, in order. When the first change after a drain is made the
/// window calls ``treeNeedsRendering(_:)`` once; the renderer schedules a turn of its loop and
/// there calls ``Window/takeChanges()``. Everything a renderer needs is in the changes and the
/// views' ``View/renderedContent``: an adapter computes no category, limit or Bold Text of its
/// own.
///
/// ```swift
/// final class Recorder: TreeRenderer {
///     var log: [String] = []
///     func treeNeedsRendering(_ window: Window) {
///         log += window.takeChanges().map(\.description)   // a toolkit would wait for its next turn
///     }
/// }
/// ```
@MainActor
public protocol TreeRenderer: AnyObject {
    /// The window has changes to take: schedule ``Window/takeChanges()`` on the loop's next turn.
    /// Called once per batch, not once per change.
    func treeNeedsRendering(_ window: Window)
}
