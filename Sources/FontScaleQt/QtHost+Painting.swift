#if Qt
import Foundation
import HeadlessUI

extension QtHost: PaintedToolkitHost {
    /// `Qt`.
    public var toolkitName: String { "Qt" }

    /// Returns once Qt has painted the host's window in a frame after which it had nothing left to
    /// lay out: at each repaint the shim notes the widgets' geometry and the labels' texts, then
    /// delivers the layout requests still posted and activates every layout, and returns when that
    /// changed nothing (else it asks for another repaint). A repaint is asked for, so a frame comes
    /// even when nothing changed. A window not shown is only laid out; a closed host returns at
    /// once, as does one whose window is destroyed meanwhile; after ten seconds without such a
    /// frame it returns anyway.
    public func nextPaint() async {
        guard !isClosed else { return }
        await withCheckedContinuation { continuation in
            let waiter = PaintWaiter(continuation)
            Qt.onNextLaidOutPaint(of: widget, timeout: 10) { waiter.resume() }
        }
    }

    /// Runs Qt's events here until Qt has painted the host's window in a frame after which it had
    /// nothing left to lay out (as ``nextPaint()`` waits for), or `timeout` passes; whether it
    /// painted.
    public func turnLoopUntilPainted(timeout: Duration) -> Bool {
        guard !isClosed else { return true }
        var painted = false
        let deadline = ContinuousClock.now + timeout
        // Qt's own limit on the wait ends after this one, so the callback means a painted frame.
        let seconds = Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18
        Qt.onNextLaidOutPaint(of: widget, timeout: seconds + 1) { painted = true }
        while !painted {
            guard ContinuousClock.now < deadline else { return false }
            Qt.processEvents(wait: false)
            // Non-blocking, so the deadline is kept even when Qt has nothing to deliver.
            if !painted { usleep(1_000) }
        }
        return true
    }

    /// How Qt laid out the text of the `QLabel` showing `view`, as drawn now: the shown text's
    /// size and lines, whether its line limit elided it, the label's size, and the size it asks
    /// for (`QLabel::heightForWidth` when it wraps); `nil` when Qt shows the view as no label (a
    /// field, a button) or not at all.
    public func textLayout(of view: View) -> ShownTextLayout? {
        widget(for: view).flatMap(Qt.labelLayout)
    }

    /// The Qt widget's geometry in its window's coordinates (`QWidget::mapTo`).
    public func allocation(of view: View) -> CGRect? {
        widget(for: view).flatMap(Qt.allocation)
    }

    /// The size Qt gave the window the host's widget is in: all content, since Qt's window frame
    /// is the window manager's.
    public var windowSize: CGSize? {
        isClosed ? nil : Qt.windowSize(of: widget)
    }

    /// `false`: Qt shows the navigation bar as a tool bar at the top of the window's content, as
    /// KDE's apps show theirs.
    public func isInTitleBar(_ view: View) -> Bool { false }
}

/// A continuation resumed once: by the paint, or, when Qt drops the callback uncalled (its window
/// destroyed), when the callback's last reference goes.
@MainActor
private final class PaintWaiter {
    private var continuation: CheckedContinuation<Void, Never>?

    init(_ continuation: CheckedContinuation<Void, Never>) {
        self.continuation = continuation
    }

    func resume() {
        continuation?.resume()
        continuation = nil
    }

    isolated deinit {
        resume()
    }
}
#endif
