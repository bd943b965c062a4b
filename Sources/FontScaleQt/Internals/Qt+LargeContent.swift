#if Qt
internal import CQtShim
import HeadlessUI

/// The large content viewer in Qt: a `QLabel` popup (a `Qt::ToolTip` window) over the item, and an
/// event filter that times the press.
extension Qt {
    /// The item's popup, made when `create` is true and it has none.
    ///
    /// The corresponding C function is `fsqt_large_content_popup`.
    static func largeContentPopup(of item: QtWidgetHandle, create: Bool = false) -> QtWidgetHandle? {
        fsqt_large_content_popup(item.handle, create).map(QtWidgetHandle.init(handle:))
    }

    /// Deletes the item's popup, if it has one.
    ///
    /// The corresponding C function is `fsqt_remove_large_content_popup`.
    static func removeLargeContentPopup(from item: QtWidgetHandle) {
        fsqt_remove_large_content_popup(item.handle)
    }

    /// Shows the item's popup above it, or hides it.
    ///
    /// The corresponding C function is `fsqt_show_large_content_popup`.
    static func showLargeContentPopup(_ shown: Bool, of item: QtWidgetHandle) {
        fsqt_show_large_content_popup(item.handle, shown)
    }

    /// Times presses on an item, for as long as it lives, under HeadlessUI's rule
    /// (``LargeContentViewerPress``): its popup shows once a press is held for
    /// ``LargeContentViewerInteraction/minimumPressDuration``, hides when the pointer leaves the
    /// item, and a release over the item with the popup up clicks it.
    ///
    /// The corresponding C function is `fsqt_on_press_and_hold` (an event filter and a `QTimer`).
    static func onPressAndHold(of item: QtWidgetHandle) {
        guard let pointer = item.unsafeWidget else { return }
        // Borrowed: the filter, which holds the closure, is the item's child and goes with it.
        let borrowed = QtWidgetHandle(unsafeWidget: pointer)
        var press = LargeContentViewerPress()
        let body: @MainActor (Int32, Bool) -> Void = { step, inside in
            switch step {
            case Int32(FSQT_PRESS_HELD.rawValue):
                press.press()
                if press.holdElapsed() { showLargeContentPopup(true, of: borrowed) }
            case Int32(FSQT_PRESS_MOVED.rawValue):
                if press.move(isInside: inside) { showLargeContentPopup(false, of: borrowed) }
            default:
                switch press.release(isInside: inside) {
                case .none: break
                case .dismiss: showLargeContentPopup(false, of: borrowed)
                case .activate:
                    showLargeContentPopup(false, of: borrowed)
                    fsqt_click(borrowed.handle)
                }
            }
        }
        let milliseconds = Int32(LargeContentViewerInteraction.minimumPressDuration * 1_000)
        let filter = fsqt_on_press_and_hold(
            item.handle, milliseconds, QtPressCallback.call, QtPressCallback.retain(body), QtPressCallback.release)
        fsqt_handle_release(filter)
    }

    /// How many press-and-hold filters an item carries (``onPressAndHold(of:)``).
    ///
    /// The corresponding C function is `fsqt_press_watch_count`.
    static func pressWatchCount(of item: QtWidgetHandle) -> Int {
        Int(fsqt_press_watch_count(item.handle))
    }

    /// Sends an item a primary-button press (`0`), move (`1`) or release (`2`) at a point in its
    /// coordinates, as the window system's events arrive.
    ///
    /// The corresponding C function is `fsqt_send_mouse` (`QCoreApplication::sendEvent`).
    static func sendMouse(_ type: Int32, to item: QtWidgetHandle, x: Double, y: Double) {
        fsqt_send_mouse(item.handle, type, x, y)
    }

    /// The large content viewer's popup an item carries, read back from Qt: its text, font and
    /// whether it is shown; `nil` when it has none.
    static func largeContentShown(on item: QtWidgetHandle) -> ShownWidget.LargeContent? {
        guard let popup = largeContentPopup(of: item) else { return nil }
        let font = font(of: popup)
        return ShownWidget.LargeContent(
            text: text(of: popup) ?? "",
            font: ShownWidget.Font(
                family: font.family, pixelSize: font.pixelSize, weight: font.weight, isSmallCaps: font.isSmallCaps,
                drawsWholePixels: true),
            isShown: !isHidden(popup))
    }
}
#endif
