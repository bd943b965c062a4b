/// A press on an item that has large content, as every toolkit tracks it: the one rule for when
/// the viewer shows, when it hides, and whether the item is activated.
///
/// A toolkit starts its own timer of ``LargeContentViewerInteraction/minimumPressDuration`` on the
/// press, and reports the pointer's moves and the release, each time saying whether the pointer is
/// over the item. As in UIKit: the viewer shows once the press is held; moving off the item hides
/// it and cancels the press; releasing over the item with the viewer up activates the item, as a
/// click does. A press released before the hold is an ordinary click, which the toolkit's own
/// widget handles.
public struct LargeContentViewerPress: Hashable, Sendable {
    /// Where the press is.
    public enum Phase: Hashable, Sendable {
        /// No press.
        case idle
        /// Pressed, not yet held long enough.
        case pressed
        /// Held: the viewer is up.
        case showing
        /// Moved off the item: nothing happens until the release.
        case cancelled
    }

    /// What the toolkit does when the press ends.
    public enum Outcome: Hashable, Sendable {
        /// Nothing of the viewer's: the press was a click (or there was none).
        case none
        /// Hide the viewer and activate the item.
        case activate
        /// Hide the viewer; the item is not activated.
        case dismiss
    }

    /// Where the press is.
    public private(set) var phase = Phase.idle

    /// No press yet.
    public init() {}

    /// The primary button went down on the item.
    public mutating func press() {
        phase = .pressed
    }

    /// The toolkit's timer fired: whether to show the viewer now (the press is still held on
    /// the item).
    public mutating func holdElapsed() -> Bool {
        guard phase == .pressed else { return false }
        phase = .showing
        return true
    }

    /// The pointer moved: whether to hide the viewer (it left the item while the viewer was up).
    public mutating func move(isInside: Bool) -> Bool {
        guard !isInside else { return false }
        let wasShowing = phase == .showing
        if phase == .pressed || phase == .showing { phase = .cancelled }
        return wasShowing
    }

    /// The button went up: what to do.
    public mutating func release(isInside: Bool) -> Outcome {
        defer { phase = .idle }
        switch phase {
        case .showing: return isInside ? .activate : .dismiss
        case .cancelled: return .dismiss
        case .idle, .pressed: return .none
        }
    }

    /// The toolkit took the press away (a grab, the widget hidden): whether to hide the viewer.
    public mutating func cancel() -> Bool {
        defer { phase = .idle }
        return phase == .showing
    }
}
