/// An object whose fonts follow the content size category: the "Appearance Manager" protocol.
///
/// ``updateFontsForContentSizeChange()`` updates this object's own fonts.
/// ``recursivelyUpdateFontsForContentSize()`` updates its children first, then itself. Views and
/// view controllers conform; subclasses override either method:
///
/// ```swift
/// final class BadgeCell: TableViewCell {
///     var badgeTop = 0.0
///     override func updateFontsForContentSizeChange() {
///         super.updateFontsForContentSizeChange()
///         badgeTop = (textLabel.font.metrics?.capHeight ?? 0) / 2
///     }
/// }
/// ```
///
/// Overriding ``recursivelyUpdateFontsForContentSize()`` without calling `super` opts a subtree
/// out, as ``TabBar`` (nothing), ``NavigationBar`` and ``Button`` (only themselves) do.
@MainActor
public protocol AppearanceManagerUpdatable: AnyObject {
    /// Updates this object's own fonts for the current content size category.
    func updateFontsForContentSizeChange()
    /// Updates this object's children, then this object.
    func recursivelyUpdateFontsForContentSize()
}

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
        let isOutermost = !FontUpdate.isMemoActive
        if isOutermost {
            FontUpdate.clearMemo()
            FontUpdate.isMemoActive = true
        }
        defer {
            if isOutermost {
                FontUpdate.isMemoActive = false
                FontUpdate.clearMemo()
            }
        }
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
}
