#if Qt
internal import CQtShim
import Foundation
import HeadlessUI
import SystemFonts

/// Making, arranging and reading Qt widgets.
extension Qt {
    // MARK: Making

    /// A widget with a box layout, no margins.
    ///
    /// The corresponding C function is `fsqt_make_box` (`QWidget` with a `QBoxLayout`).
    static func makeBox(vertical: Bool, spacing: Int32) throws(QtError) -> QtWidgetHandle {
        try made(fsqt_make_box(vertical, spacing), "QWidget")
    }

    /// A word-wrapping, leading-aligned plain-text label.
    ///
    /// The corresponding C function is `fsqt_make_label` (`QLabel`).
    static func makeLabel(_ text: String) throws(QtError) -> QtWidgetHandle {
        try made(fsqt_make_label(text), "QLabel")
    }

    /// A plain `QLabel` set up as ``makeLabel(_:)``'s are, without the shim's measuring: Qt's own
    /// label, for a baseline.
    ///
    /// The corresponding C function is `fsqt_make_plain_label_for_testing` (`QLabel`).
    static func makePlainLabel(_ text: String) throws(QtError) -> QtWidgetHandle {
        try made(fsqt_make_plain_label_for_testing(text), "QLabel")
    }

    /// The corresponding C function is `fsqt_set_word_wrap` (`QLabel::setWordWrap`).
    static func setWordWrap(_ wraps: Bool, of label: QtWidgetHandle) {
        fsqt_set_word_wrap(label.handle, wraps)
    }

    /// Sets a label's text on one line at its leading end, centred from top to bottom, as a tool
    /// bar's title.
    ///
    /// The corresponding C function is `fsqt_align_bar_title` (`QLabel::setAlignment`).
    static func alignBarTitle(_ label: QtWidgetHandle) {
        fsqt_align_bar_title(label.handle)
    }

    /// The corresponding C function is `fsqt_make_line_edit` (`QLineEdit`).
    static func makeLineEdit() throws(QtError) -> QtWidgetHandle {
        try made(fsqt_make_line_edit(), "QLineEdit")
    }

    /// The corresponding C function is `fsqt_make_button` (`QPushButton`).
    static func makeButton(_ title: String, checkable: Bool = false) throws(QtError) -> QtWidgetHandle {
        try made(fsqt_make_button(title, checkable), "QPushButton")
    }

    /// The corresponding C function is `fsqt_make_slider` (`QSlider`).
    static func makeSlider(minimum: Int32, maximum: Int32) throws(QtError) -> QtWidgetHandle {
        try made(fsqt_make_slider(minimum, maximum), "QSlider")
    }

    /// The corresponding C function is `fsqt_make_check_box` (`QCheckBox`).
    static func makeCheckBox() throws(QtError) -> QtWidgetHandle {
        try made(fsqt_make_check_box(), "QCheckBox")
    }

    /// A shown top-level window scrolling `child` vertically; deleted when closed.
    ///
    /// The corresponding C function is `fsqt_present_window` (`QScrollArea`, `QWidget::show`).
    static func presentWindow(
        title: String, child: QtWidgetHandle, width: Int32, height: Int32, scrolls: Bool
    ) throws(QtError) -> QtWidgetHandle {
        try made(fsqt_present_window(title, child.handle, width, height, scrolls), scrolls ? "QScrollArea" : "QWidget")
    }

    /// A column whose children scroll vertically when they are taller than it, never sideways.
    ///
    /// The corresponding C function is `fsqt_make_scrolling_column` (`QScrollArea`).
    static func makeScrollingColumn(spacing: Int32) throws(QtError) -> QtWidgetHandle {
        try made(fsqt_make_scrolling_column(spacing), "QScrollArea")
    }

    /// A container that keeps its fixed size (``fixSize(of:to:)``) whatever its children need: they
    /// go into a column laid out at its width and at the height they need, past its bottom edge
    /// when that is more, drawn there over its neighbours until ``setClips(_:of:)`` cuts them off
    /// at its edges. A box would squeeze its children into its size instead.
    ///
    /// Qt draws a widget's children only inside it, so where the container does not clip, its
    /// column is its sibling, kept over it and stacked right above it.
    ///
    /// The corresponding C function is `fsqt_make_fixed_column`.
    static func makeFixedColumn(spacing: Int32) throws(QtError) -> QtWidgetHandle {
        try made(fsqt_make_fixed_column(spacing), "QWidget")
    }

    /// Whether a fixed-size container (``makeFixedColumn(spacing:)``) cuts its children off at its
    /// edges.
    ///
    /// The corresponding C function is `fsqt_set_clips`.
    static func setClips(_ clips: Bool, of container: QtWidgetHandle) {
        fsqt_set_clips(container.handle, clips)
    }

    /// Whether a widget's children are drawn only inside it: Qt's rule for every widget but a
    /// fixed-size container told not to clip.
    ///
    /// The corresponding C function is `fsqt_clips`.
    static func clips(_ widget: QtWidgetHandle) -> Bool {
        fsqt_clips(widget.handle)
    }

    /// The corresponding C function is `fsqt_set_margins` (`QLayout::setContentsMargins`).
    static func setMargins(_ margin: Int32, of box: QtWidgetHandle) {
        fsqt_set_margins(box.handle, margin)
    }

    // MARK: Arranging

    /// The corresponding C function is `fsqt_box_insert` (`QBoxLayout::insertWidget`).
    static func insert(_ child: QtWidgetHandle, into box: QtWidgetHandle, at index: Int, hidden: Bool) {
        fsqt_box_insert(box.handle, child.handle, Int32(clamping: index), hidden)
    }

    /// The corresponding C function is `fsqt_box_remove` (`QLayout::removeWidget`, `setParent(nullptr)`).
    static func removeFromBox(_ child: QtWidgetHandle) {
        fsqt_box_remove(child.handle)
    }

    /// The corresponding C function is `fsqt_box_clear`.
    static func removeAllChildren(of box: QtWidgetHandle) {
        fsqt_box_clear(box.handle)
    }

    /// The widgets of a box's layout, first to last.
    ///
    /// The corresponding C functions are `fsqt_box_count` and `fsqt_box_child` (`QLayout::itemAt`).
    static func children(of box: QtWidgetHandle) -> [QtWidgetHandle] {
        (0..<fsqt_box_count(box.handle)).compactMap { index in
            fsqt_box_child(box.handle, index).map(QtWidgetHandle.init(handle:))
        }
    }

    /// The corresponding C function is `fsqt_parent` (`QWidget::parentWidget`).
    static func parent(of widget: QtWidgetHandle) -> QtWidgetHandle? {
        fsqt_parent(widget.handle).map(QtWidgetHandle.init(handle:))
    }

    /// Gives a box (or a scrolling column's inner box) a stack's direction, spacing and margins.
    ///
    /// The corresponding C function is `fsqt_box_arrange` (`QBoxLayout::setDirection`,
    /// `setSpacing`, `setContentsMargins`).
    static func arrange(_ box: QtWidgetHandle, as stack: RenderedContent.Container.Stack) {
        func pixels(_ value: CGFloat) -> Int32 { Int32(value.rounded()) }
        fsqt_box_arrange(
            box.handle, stack.axis == .vertical, pixels(stack.spacing), pixels(stack.margins.left),
            pixels(stack.margins.top), pixels(stack.margins.right), pixels(stack.margins.bottom))
    }

    /// Places a child in its box: whether it takes the length left over, where it sits across the
    /// box, whether it takes an equal share.
    ///
    /// The corresponding C function is `fsqt_box_place` (`QBoxLayout::setStretchFactor`,
    /// `setAlignment`, `QWidget::setSizePolicy`).
    static func place(
        _ child: QtWidgetHandle, in box: QtWidgetHandle, as placement: RenderedContent.Container.Placement
    ) {
        let alignment: Int32 =
            switch placement.alignment {
            case .fill: 0
            case .leading: 1
            case .center: 2
            case .trailing: 3
            }
        fsqt_box_place(box.handle, child.handle, placement.expands, alignment, placement.sharesEqually)
    }

    /// The corresponding C function is `fsqt_box_set_stretch` (`QBoxLayout::setStretchFactor`).
    static func setStretch(_ stretch: Int32, of child: QtWidgetHandle, in box: QtWidgetHandle) {
        fsqt_box_set_stretch(box.handle, child.handle, stretch)
    }

    /// The corresponding C function is `fsqt_box_stretch` (`QBoxLayout::stretch`).
    static func stretch(of child: QtWidgetHandle, in box: QtWidgetHandle) -> Int {
        Int(fsqt_box_stretch(box.handle, child.handle))
    }

    // MARK: State

    /// The corresponding C function is `fsqt_set_hidden` (`QWidget::setHidden`).
    static func setHidden(_ hidden: Bool, of widget: QtWidgetHandle) {
        fsqt_set_hidden(widget.handle, hidden)
    }

    /// The corresponding C function is `fsqt_is_hidden` (`QWidget::isHidden`).
    static func isHidden(_ widget: QtWidgetHandle) -> Bool {
        fsqt_is_hidden(widget.handle)
    }

    /// The corresponding C function is `fsqt_set_enabled` (`QWidget::setEnabled`).
    static func setEnabled(_ enabled: Bool, of widget: QtWidgetHandle) {
        fsqt_set_enabled(widget.handle, enabled)
    }

    /// The corresponding C function is `fsqt_is_enabled` (`QWidget::isEnabled`).
    static func isEnabled(_ widget: QtWidgetHandle) -> Bool {
        fsqt_is_enabled(widget.handle)
    }

    /// A label's, line edit's or button's text; `nil` for other widgets.
    ///
    /// The corresponding C function is `fsqt_text` (`QLabel::text`, `QLineEdit::text`, `QAbstractButton::text`).
    static func text(of widget: QtWidgetHandle) -> String? {
        take(fsqt_text(widget.handle))
    }

    /// The corresponding C function is `fsqt_set_text`.
    static func setText(_ text: String, of widget: QtWidgetHandle) {
        fsqt_set_text(widget.handle, text)
    }

    /// Shows at most `lines` lines of a label's text (`0`: every line), as UIKit's `numberOfLines`
    /// does, the last one elided at its start, middle or end as the mode truncates; as in the GTK
    /// adapter, the wrapping and clipping modes end their last line with an ellipsis too.
    ///
    /// The corresponding C function is `fsqt_set_line_limit` (`QTextLayout`, `QFontMetrics::elidedText`).
    static func setLineLimit(_ lines: Int, lineBreakMode: LineBreakMode, of label: QtWidgetHandle) {
        fsqt_set_line_limit(label.handle, Int32(clamping: lines), elideMode(lineBreakMode))
    }

    /// Spaces a label's lines `pixels` apart (the ramp's leading), each line centred in its height
    /// as GTK's CSS `line-height` does; `nil` for the font's own line spacing.
    ///
    /// The corresponding C function is `fsqt_set_line_height` (a `QLabel` laying its lines out
    /// with `QTextLayout`).
    static func setLineHeight(_ pixels: Double?, of label: QtWidgetHandle) {
        fsqt_set_line_height(label.handle, pixels ?? 0)
    }

    /// What the style draws around a push button's title: the width and height it adds (split
    /// evenly between the sides) and the size of a button with the smallest title.
    ///
    /// The corresponding C function is `fsqt_button_chrome` (`QStyle::sizeFromContents`).
    static func buttonChrome() -> ButtonChrome {
        var (width, height, minimumWidth, minimumHeight): (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
        fsqt_button_chrome(&width, &height, &minimumWidth, &minimumHeight)
        let (horizontal, vertical) = (Double(width) / 2, Double(height) / 2)
        return ButtonChrome(
            insets: EdgeInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal),
            minimumSize: CGSize(width: Double(minimumWidth), height: Double(minimumHeight)))
    }

    /// Fixes a widget's size to `size` (whole pixels), or lets its layout size it for `nil`.
    ///
    /// The corresponding C function is `fsqt_set_fixed_size` (`QWidget::setFixedSize`).
    static func fixSize(of widget: QtWidgetHandle, to size: CGSize?) {
        fsqt_set_fixed_size(
            widget.handle, size.map { Int32(clamping: Int($0.width.rounded())) } ?? -1,
            size.map { Int32(clamping: Int($0.height.rounded())) } ?? -1)
    }

    /// Where a button's title is shortened when the button is narrower than it.
    ///
    /// The corresponding C function is `fsqt_set_title_elision` (`QFontMetrics::elidedText`).
    static func setTitleElision(_ lineBreakMode: LineBreakMode, of button: QtWidgetHandle) {
        fsqt_set_title_elision(button.handle, elideMode(lineBreakMode))
    }

    /// Shows the icon theme's icon in a button.
    ///
    /// The corresponding C function is `fsqt_set_icon_name` (`QIcon::fromTheme`).
    static func setIconName(_ name: String, of button: QtWidgetHandle) {
        fsqt_set_icon_name(button.handle, name)
    }

    /// The corresponding C function is `fsqt_is_title_elided`.
    static func isTitleElided(_ button: QtWidgetHandle) -> Bool {
        fsqt_is_title_elided(button.handle)
    }

    /// The `Qt::TextElideMode` that shortens text as a line break mode truncates it; the wrapping
    /// and clipping modes end with an ellipsis too, as in the GTK adapter.
    private static func elideMode(_ lineBreakMode: LineBreakMode) -> Int32 {
        switch lineBreakMode {
        case .byTruncatingHead: 0  // Qt::ElideLeft
        case .byTruncatingMiddle: 2  // Qt::ElideMiddle
        case .byTruncatingTail, .byWordWrapping, .byCharWrapping, .byClipping: 1  // Qt::ElideRight
        }
    }

    /// The corresponding C function is `fsqt_placeholder` (`QLineEdit::placeholderText`).
    static func placeholder(of widget: QtWidgetHandle) -> String? {
        take(fsqt_placeholder(widget.handle))
    }

    /// The corresponding C function is `fsqt_set_placeholder` (`QLineEdit::setPlaceholderText`).
    static func setPlaceholder(_ text: String?, of widget: QtWidgetHandle) {
        fsqt_set_placeholder(widget.handle, text ?? "")
    }

    /// The corresponding C function is `fsqt_is_checked` (`QAbstractButton::isChecked`).
    static func isChecked(_ widget: QtWidgetHandle) -> Bool {
        fsqt_is_checked(widget.handle)
    }

    /// The corresponding C function is `fsqt_set_checked` (`QAbstractButton::setChecked`).
    static func setChecked(_ checked: Bool, of widget: QtWidgetHandle) {
        fsqt_set_checked(widget.handle, checked)
    }

    /// The corresponding C function is `fsqt_is_down` (`QAbstractButton::isDown`).
    static func isDown(_ widget: QtWidgetHandle) -> Bool {
        fsqt_is_down(widget.handle)
    }

    /// The corresponding C function is `fsqt_set_down` (`QAbstractButton::setDown`).
    static func setDown(_ down: Bool, of widget: QtWidgetHandle) {
        fsqt_set_down(widget.handle, down)
    }

    /// The corresponding C function is `fsqt_slider_value` (`QSlider::value`).
    static func value(of slider: QtWidgetHandle) -> Int {
        Int(fsqt_slider_value(slider.handle))
    }

    /// The corresponding C function is `fsqt_set_slider_value` (`QSlider::setValue`).
    static func setValue(_ value: Int, of slider: QtWidgetHandle) {
        fsqt_set_slider_value(slider.handle, Int32(clamping: value))
    }

    /// The corresponding C function is `fsqt_set_slider_range` (`QSlider::setRange`).
    static func setRange(_ minimum: Int, _ maximum: Int, of slider: QtWidgetHandle) {
        fsqt_set_slider_range(slider.handle, Int32(clamping: minimum), Int32(clamping: maximum))
    }

    // MARK: Fonts

    /// Gives a widget its own font: family, pixel size (rounded to a whole pixel, the only sizes
    /// Qt draws), OpenType weight, small capitals.
    ///
    /// The corresponding C function is `fsqt_set_font` (`QFont::setPixelSize`, `setWeight`,
    /// `setCapitalization`, `QWidget::setFont`).
    static func setFont(family: String, pixelSize: Double, weight: Int, smallCaps: Bool, of widget: QtWidgetHandle) {
        fsqt_set_font(widget.handle, family, pixelSize, Int32(clamping: weight), smallCaps)
    }

    /// Gives many widgets one font at once, as ``setFont(family:pixelSize:weight:smallCaps:of:)``
    /// gives one: the family converted once, the font built once for the widgets that had one
    /// font before.
    ///
    /// The corresponding C function is `fsqt_set_fonts`.
    static func setFonts(
        family: String, pixelSize: Double, weight: Int, smallCaps: Bool, of widgets: [QtWidgetHandle]
    ) {
        let handles: [OpaquePointer?] = widgets.map(\.handle)
        // The handles are the widgets' own: alive while `widgets` is.
        withExtendedLifetime(widgets) {
            fsqt_set_fonts(handles, handles.count, family, pixelSize, Int32(clamping: weight), smallCaps)
        }
    }

    /// The pixel size the widget's font asks for: -1 for a point size.
    ///
    /// The corresponding C function is `fsqt_requested_pixel_size` (`QFont::pixelSize`).
    static func requestedPixelSize(of widget: QtWidgetHandle) -> Int {
        Int(fsqt_requested_pixel_size(widget.handle))
    }

    /// The pixel size Qt draws the widget's text at, in logical pixels.
    ///
    /// The corresponding C function is `fsqt_drawn_pixel_size` (`QRawFont::fromFont`, `pixelSize`).
    static func drawnPixelSize(of widget: QtWidgetHandle) -> Double {
        fsqt_drawn_pixel_size(widget.handle)
    }

    /// The widget inherits its parent's font again.
    ///
    /// The corresponding C function is `fsqt_unset_font` (`QWidget::setFont(QFont())`).
    static func unsetFont(of widget: QtWidgetHandle) {
        fsqt_unset_font(widget.handle)
    }

    /// The corresponding C function is `fsqt_has_own_font` (`Qt::WA_SetFont`).
    static func hasOwnFont(_ widget: QtWidgetHandle) -> Bool {
        fsqt_has_own_font(widget.handle)
    }

    /// The widget's font as Qt has it, with its line height and laid-out text height.
    ///
    /// The corresponding C function is `fsqt_font` (`QWidget::font`, `QFontInfo`, `QRawFont`,
    /// `QFontMetricsF`).
    static func font(of widget: QtWidgetHandle) -> QtTextMeasurement {
        var info = fsqt_font(widget.handle)
        defer { fsqt_font_info_free(&info) }
        return QtTextMeasurement(
            family: info.family.map { String(cString: $0) } ?? "",
            matchedFamily: info.matched_family.map { String(cString: $0) } ?? "",
            matchedStyle: info.matched_style.map { String(cString: $0) } ?? "", pixelSize: info.pixel_size,
            weight: Int(info.weight), isSmallCaps: info.small_caps, lineHeight: info.line_height,
            sizeHintHeight: Int(info.size_hint_height), textHeight: Int(info.text_height))
    }

    // MARK: Signals and pictures

    /// Runs `body` on a button's `clicked`, a slider's `valueChanged` or a check box's `toggled`,
    /// for as long as the widget lives.
    ///
    /// The connection's holder is the widget's child, deleted with it; its handle is released at
    /// once, which deletes nothing that has a parent.
    ///
    /// The corresponding C function is `fsqt_on_activated` (`QObject::connect` with a lambda).
    static func onActivated(_ widget: QtWidgetHandle, _ body: @escaping @MainActor () -> Void) {
        let holder = fsqt_on_activated(widget.handle, QtCallback.call, QtCallback.retain(body), QtCallback.release)
        fsqt_handle_release(holder)
    }

    /// Runs `body` on a primary-button click anywhere on a plain widget, for as long as it lives.
    ///
    /// The corresponding C function is `fsqt_on_click` (an event filter for the mouse).
    static func onClick(_ widget: QtWidgetHandle, _ body: @escaping @MainActor () -> Void) {
        let filter = fsqt_on_click(widget.handle, QtCallback.call, QtCallback.retain(body), QtCallback.release)
        fsqt_handle_release(filter)
    }

    /// Runs `body` when Qt destroys the widget (its window closed).
    ///
    /// The corresponding C function is `fsqt_on_destroyed` (`QObject::destroyed`).
    static func onDestroyed(_ widget: QtWidgetHandle, _ body: @escaping @MainActor () -> Void) -> QtObjectHandle? {
        fsqt_on_destroyed(widget.handle, QtCallback.call, QtCallback.retain(body), QtCallback.release)
            .map(QtObjectHandle.init)
    }

    /// Deletes a widget now (a window: closed), whoever owns it.
    ///
    /// The corresponding C function is `fsqt_handle_destroy` (`QObject::deleteLater`).
    static func destroy(_ widget: QtWidgetHandle) {
        fsqt_handle_destroy(widget.handle)
    }

    /// Saves a shown widget, drawn, as a PNG; `false` when it has no size or the file was not written.
    ///
    /// The corresponding C function is `fsqt_save_png` (`QWidget::grab`, `QPixmap::save`).
    static func savePNG(of widget: QtWidgetHandle, to path: String) -> Bool {
        fsqt_save_png(widget.handle, path)
    }

    /// The corresponding C function is `fsqt_resize` (`QWidget::resize`).
    static func resize(_ widget: QtWidgetHandle, width: Int, height: Int) {
        fsqt_resize(widget.handle, Int32(clamping: width), Int32(clamping: height))
    }
}
#endif
