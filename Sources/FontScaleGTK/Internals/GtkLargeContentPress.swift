#if GTK
import HeadlessUI

/// One item's press, as its drag gesture reports it, under HeadlessUI's rule
/// (``LargeContentViewerPress``): the popover shows once the press is held for
/// ``LargeContentViewerInteraction/minimumPressDuration``, hides when the pointer leaves the item,
/// and a release over the item with the popover up activates the item.
///
/// The gesture's handlers hold it, and GTK releases them with the item; the item is held weakly,
/// so a hold timer that outlives it does nothing.
@MainActor
final class GtkLargeContentPress {
    private let item: GObjectWeakReference
    /// The item's address, used only while ``item`` says it is alive.
    private let itemAddress: UnsafeMutableRawPointer
    private let gesture: UnsafeMutableRawPointer
    private var press = LargeContentViewerPress()
    private var start = (x: 0.0, y: 0.0)
    private var timer: UInt32?

    init(item: GtkWidgetHandle, gesture: UnsafeMutableRawPointer) {
        self.item = GObjectWeakReference(to: item)
        itemAddress = item.pointer
        self.gesture = gesture
    }

    /// The live item, or `nil` once it is gone.
    private var liveItem: GtkWidgetHandle? {
        item.isAlive ? GtkWidgetHandle(unsafeWidget: itemAddress) : nil
    }

    /// The press began at a point: times the hold when the item has large content.
    func begin(x: Double, y: Double) {
        guard let item = liveItem, Gtk.largeContentPopover(of: item) != nil else { return }
        start = (x, y)
        press.press()
        stopTimer()
        let milliseconds = UInt32(LargeContentViewerInteraction.minimumPressDuration * 1_000)
        timer = Gtk.addTimeout(milliseconds) { [weak self] in
            self?.held()
            return false
        }
    }

    /// The hold elapsed: the press is the viewer's, and its popover shows.
    private func held() {
        timer = nil
        guard let item = liveItem, let popover = Gtk.largeContentPopover(of: item), press.holdElapsed() else { return }
        Gtk.claim(gesture)
        Gtk.setShown(true, popover: popover)
    }

    /// The pointer moved by an offset from the press.
    func update(x: Double, y: Double) {
        guard let item = liveItem else { return }
        let inside = Gtk.contains(item, x: start.x + x, y: start.y + y)
        if press.move(isInside: inside) { hidePopover(of: item) }
    }

    /// The press ended at an offset from where it began.
    func end(x: Double, y: Double) {
        stopTimer()
        guard let item = liveItem else { return }
        switch press.release(isInside: Gtk.contains(item, x: start.x + x, y: start.y + y)) {
        case .none: break
        case .dismiss: hidePopover(of: item)
        case .activate:
            hidePopover(of: item)
            Gtk.activate(item)
        }
    }

    /// GTK took the press away.
    func cancel() {
        stopTimer()
        if press.cancel(), let item = liveItem { hidePopover(of: item) }
    }

    private func hidePopover(of item: GtkWidgetHandle) {
        if let popover = Gtk.largeContentPopover(of: item) { Gtk.setShown(false, popover: popover) }
    }

    private func stopTimer() {
        if let timer { Gtk.removeSource(timer) }
        timer = nil
    }
}
#endif
