#if Qt
internal import CQtShim
import Foundation
import HeadlessUI

/// Reading what Qt laid out and painted.
extension Qt {
    /// How a label's text is laid out as Qt draws it now: the shown text's size and lines, whether
    /// its line limit elided it, the label's size and the size it asks for; `nil` for any other
    /// widget.
    ///
    /// The corresponding C function is `fsqt_label_layout` (`QFontMetrics::boundingRect`,
    /// `QTextLayout`, `QWidget::size`, `QLabel::heightForWidth`, `QLabel::sizeHint`).
    static func labelLayout(of label: QtWidgetHandle) -> ShownTextLayout? {
        var info = fsqt_label_layout_info()
        guard fsqt_label_layout(label.handle, &info) else { return nil }
        return ShownTextLayout(
            width: Int(info.width), height: Int(info.height), lineCount: Int(info.line_count),
            isEllipsized: info.is_elided, allocatedWidth: Int(info.allocated_width),
            allocatedHeight: Int(info.allocated_height), naturalWidth: Int(info.natural_width),
            naturalHeight: Int(info.natural_height))
    }

    /// Runs `body` once the widget's window has painted a frame after which Qt had nothing left to
    /// lay out (or at once on the next turn when the window is not shown), or after `timeout`
    /// seconds whatever happened. When the window is destroyed first, `body` is released uncalled.
    ///
    /// The corresponding C function is `fsqt_on_next_laid_out_paint` (an event filter for
    /// `QEvent::UpdateRequest`, `QCoreApplication::sendPostedEvents`, `QLayout::activate`).
    static func onNextLaidOutPaint(
        of widget: QtWidgetHandle, timeout: Double, _ body: @escaping @MainActor () -> Void
    ) {
        let milliseconds = Int32((timeout.isFinite ? min(max(timeout, 0), 3600) : 10) * 1000)
        fsqt_on_next_laid_out_paint(
            widget.handle, milliseconds, QtCallback.call, QtCallback.retain(body), QtCallback.release)
    }

    /// Lays out the window `widget` is in now, to the end, so that Qt's next paint draws the
    /// final layout; nothing for a window not shown.
    ///
    /// The corresponding C function is `fsqt_lay_out_window` (`QCoreApplication::sendPostedEvents`,
    /// `QLayout::activate`).
    static func layOutWindow(of widget: QtWidgetHandle) {
        fsqt_lay_out_window(widget.handle)
    }

    /// A widget and its children as Qt draws them now, without the window's background: its
    /// width and height in pixels and its premultiplied RGBA pixels, row by row from the top,
    /// transparent where nothing is drawn; `nil` when it is not visible.
    ///
    /// The corresponding C function is `fsqt_render_rgba` (`QWidget::render`).
    static func renderedPixels(of widget: QtWidgetHandle) -> (width: Int, height: Int, pixels: [UInt8])? {
        guard let size = allocation(of: widget)?.size, size.width > 0, size.height > 0 else { return nil }
        let (width, height) = (Int(size.width), Int(size.height))
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let drawn = pixels.withUnsafeMutableBufferPointer { buffer in
            fsqt_render_rgba(widget.handle, buffer.baseAddress, Int32(width), Int32(height))
        }
        return drawn ? (width, height, pixels) : nil
    }

    /// A widget's rectangle in its window's coordinates; `nil` when it is not visible.
    ///
    /// The corresponding C function is `fsqt_allocation` (`QWidget::mapTo`, `QWidget::size`).
    static func allocation(of widget: QtWidgetHandle) -> CGRect? {
        var x: Int32 = 0
        var y: Int32 = 0
        var width: Int32 = 0
        var height: Int32 = 0
        guard fsqt_allocation(widget.handle, &x, &y, &width, &height) else { return nil }
        return CGRect(x: Double(x), y: Double(y), width: Double(width), height: Double(height))
    }

    /// The size of the window a widget is in; `nil` when that window is not visible.
    ///
    /// The corresponding C function is `fsqt_window_size` (`QWidget::window`).
    static func windowSize(of widget: QtWidgetHandle) -> CGSize? {
        var width: Int32 = 0
        var height: Int32 = 0
        guard fsqt_window_size(widget.handle, &width, &height) else { return nil }
        return CGSize(width: Double(width), height: Double(height))
    }
}
#endif
