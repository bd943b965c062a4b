import DynamicType

/// The walk behind the default ``AppearanceManagerUpdatable/recursivelyUpdateFontsForContentSize()``.
///
/// The walk is iterative: a chain of 100,000 nested views updates without deepening the stack.
/// To keep overrides working, the walker calls each child's `recursivelyUpdateFontsForContentSize()`
/// once as a probe. If the call reaches the default implementation (no override, or an override
/// that calls `super`), the default implementation only tells the walker to descend, and the walker
/// visits the child's children and then the child, in the same post-order the recursive pattern
/// has. If an override does not call `super`, its own behaviour is the whole update of that
/// subtree. The one difference from literal recursion: an override's code *after* `super` runs
/// before, not after, its subtree is updated; code that must run after its children belongs in
/// ``AppearanceManagerUpdatable/updateFontsForContentSizeChange()``, which the walk calls last.
@MainActor
enum ContentSizeWalk {
    /// The node whose default implementation is being probed, if any.
    // An identity, not a reference: setting it then costs no retain and release.
    @exclusivity(unchecked) static var probe: ObjectIdentifier?
    /// Set by the default implementation when it is reached during a probe.
    @exclusivity(unchecked) static var probeReachedDefault = false

    /// Called first by every default `recursivelyUpdateFontsForContentSize()`: returns `true`
    /// when the call is a probe (the caller must return at once), `false` when it should walk.
    static func answerProbe(_ node: AnyObject) -> Bool {
        guard let probe, probe == ObjectIdentifier(node) else { return false }
        probeReachedDefault = true
        return true
    }

    /// Whether a child should be descended into by the walker (its default implementation ran).
    static func probeDescends(_ child: some AppearanceManagerUpdatable) -> Bool {
        let previousProbe = probe
        let previousReached = probeReachedDefault
        probe = ObjectIdentifier(child)
        probeReachedDefault = false
        child.recursivelyUpdateFontsForContentSize()
        let descends = probeReachedDefault
        probe = previousProbe
        probeReachedDefault = previousReached
        return descends
    }

    /// Post-order walk: every descendant that descends is expanded, then updated after its children.
    ///
    /// `forEachChild` hands the walker each child in order, without building an array per node.
    static func walk<Node: AppearanceManagerUpdatable>(
        from root: Node, forEachChild: (Node, (Node) -> Void) -> Void
    ) {
        FontUpdate.withMemo { walkUnmemoized(from: root, forEachChild: forEachChild) }
    }

    private static func walkUnmemoized<Node: AppearanceManagerUpdatable>(
        from root: Node, forEachChild: (Node, (Node) -> Void) -> Void
    ) {
        var stack: [(node: Node, expanded: Bool)] = [(root, false)]
        var children: [Node] = []
        while let (node, expanded) = stack.popLast() {
            if expanded {
                node.updateFontsForContentSizeChange()
                continue
            }
            stack.append((node, true))
            children.removeAll(keepingCapacity: true)
            forEachChild(node) { child in
                if probeDescends(child) { children.append(child) }
            }
            var index = children.count
            while index > 0 {
                index -= 1
                stack.append((children[index], false))
            }
        }
    }

    /// A view whose subviews are being walked, and the next one to visit.
    private struct ViewFrame {
        let view: View
        /// The subviews when the walk reached the view; changes made by updates during the walk
        /// take effect at the next walk, as with the recursive pattern iterating its array.
        let subviews: [View]
        var next = 0
    }

    /// The walk of a view tree, the hot path of a content size change.
    ///
    /// Same order and probing as ``walk(from:forEachChild:)``, specialised for views: a frame per
    /// view *with* subviews rather than a stack entry per node, so a leaf label costs its probe,
    /// a copied trait entry and its own update; and each child inherits its superview's fresh
    /// trait entry instead of looking it up.
    static func walkViews(from root: View) {
        FontUpdate.withMemo {
            root.refreshTraitCache()
            var frames = [ViewFrame(view: root, subviews: root.subviews)]
            nextFrame: while let frame = frames.popLast() {
                // Children are read from a local array, so visiting one costs no retain.
                let parent = frame.view
                let subviews = frame.subviews
                var index = frame.next
                while index < subviews.count {
                    let child = subviews[index]
                    index += 1
                    // A subview that is another view controller's root view belongs to that
                    // controller, which updates it itself; skipping it keeps to one visit per node.
                    guard !child.isRootViewOfController, probeDescends(child) else { continue }
                    if child.isSubview(of: parent) {
                        child.refreshTraitCache(belowFreshParent: parent)
                    } else {
                        child.refreshTraitCache()  // moved by an earlier update during this walk
                    }
                    if child.subviews.isEmpty {
                        child.updateFontsForContentSizeChange()
                    } else {
                        frames.append(ViewFrame(view: parent, subviews: subviews, next: index))
                        frames.append(ViewFrame(view: child, subviews: child.subviews))
                        continue nextFrame
                    }
                }
                parent.updateFontsForContentSizeChange()
            }
        }
    }
}
