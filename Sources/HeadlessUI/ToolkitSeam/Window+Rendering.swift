extension Window {
    /// A change waiting for the renderer; content is read when it is taken.
    enum PendingChange {
        case change(TreeChange)
        case content(View)
    }

    /// Starts reporting this window's tree to a renderer: its subviews now, as inserted, then
    /// every change. A renderer attached before replaces it, and its pending changes are dropped.
    public func attachRenderer(_ renderer: any TreeRenderer) {
        self.renderer = renderer
        hasAttachedRenderer = true
        clearPendingChanges()
        for (index, view) in subviews.enumerated() { noteChange(.inserted(view, parent: self, index: index)) }
    }

    /// Stops reporting to the renderer, if it is `renderer`; pending changes are dropped.
    public func detachRenderer(_ renderer: any TreeRenderer) {
        guard self.renderer === renderer else { return }
        self.renderer = nil
        hasAttachedRenderer = false
        clearPendingChanges()
    }

    private func clearPendingChanges() {
        pendingChanges.removeAll(keepingCapacity: true)
        pendingContent.removeAll(keepingCapacity: true)
        pendingInsertions.removeAll(keepingCapacity: true)
    }

    /// The changes since the last call, in order, with each view's content read now; views that
    /// left the window since their content changed are skipped.
    public func takeChanges() -> [TreeChange] {
        let pending = pendingChanges
        clearPendingChanges()
        return pending.compactMap { change in
            switch change {
            case .change(let change): return change
            case .content(let view):
                guard view.window === self else { return nil }
                return .content(view, view.renderedContent)
            }
        }
    }

    /// Whether changes are being reported, so a change is worth recording.
    var isRendered: Bool { hasAttachedRenderer && renderer != nil }

    /// Records a change for the renderer; the first of a batch asks it to render.
    func noteChange(_ change: TreeChange) {
        guard let renderer else { return }
        if case .inserted(let view, _, _) = change { pendingInsertions.insert(ObjectIdentifier(view)) }
        pendingChanges.append(.change(change))
        if pendingChanges.count == 1 { requestRender(from: renderer) }
    }

    /// Records that a view's content changed, once per batch, unless the view will be built whole.
    func noteContentChange(of view: View) {
        guard let renderer, !willBeBuilt(view), pendingContent.insert(ObjectIdentifier(view)).inserted else { return }
        pendingChanges.append(.content(view))
        if pendingChanges.count == 1 { requestRender(from: renderer) }
    }

    private func requestRender(from renderer: any TreeRenderer) {
        if isHoldingRenderRequests {
            hasHeldRenderRequest = true
        } else {
            renderer.treeNeedsRendering(self)
        }
    }

    /// Runs a mutation whose changes are recorded as it goes, and asks the renderer only when
    /// it is complete: a renderer that takes changes at once never reads a half-moved view.
    func holdingRenderRequests(_ mutation: () -> Void) {
        guard !isHoldingRenderRequests else { return mutation() }
        isHoldingRenderRequests = true
        mutation()
        isHoldingRenderRequests = false
        if hasHeldRenderRequest {
            hasHeldRenderRequest = false
            if let renderer, !pendingChanges.isEmpty { renderer.treeNeedsRendering(self) }
        }
    }

    /// Whether `view` or one of its ancestors has an insertion pending: the renderer will build
    /// it from its state when it takes the changes, so what happens inside needs no record.
    func willBeBuilt(_ view: View?) -> Bool {
        guard !pendingInsertions.isEmpty else { return false }
        var node = view
        while let current = node, current !== self {
            if pendingInsertions.contains(ObjectIdentifier(current)) { return true }
            node = current.superview
        }
        return false
    }
}
