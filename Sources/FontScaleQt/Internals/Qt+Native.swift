#if Qt
internal import CQtShim

// The widgets KDE's own apps are made of: a tool bar pinned to the window's edge, its flat tool
// buttons, and a framed list of rows.
extension Qt {
    // MARK: Tool bars

    /// A tool bar fixed in place, holding one row that takes its whole width; ``insert(_:into:at:hidden:)``
    /// and ``children(of:)`` reach the row's widgets through the bar.
    ///
    /// The corresponding C function is `fsqt_make_tool_bar` (`QToolBar`, `QToolBar::addWidget`).
    static func makeToolBar(spacing: Int32) throws(QtError) -> QtWidgetHandle {
        try made(fsqt_make_tool_bar(spacing), "QToolBar")
    }

    /// A tool bar's button showing `title`, shortened to its width (``setTitleElision(_:of:)``):
    /// flat until hovered, or, `prominent`, raised in the highlight colour; checkable for a tab.
    ///
    /// The corresponding C function is `fsqt_make_tool_button` (`QToolButton`).
    static func makeToolButton(
        _ title: String, checkable: Bool = false, prominent: Bool = false
    ) throws(QtError) -> QtWidgetHandle {
        try made(fsqt_make_tool_button(title, checkable, prominent), "QToolButton")
    }

    /// Whether a tool button was made prominent (a done item).
    ///
    /// The corresponding C function is `fsqt_is_prominent` (`QToolButton::autoRaise`).
    static func isProminent(_ button: QtWidgetHandle) -> Bool {
        fsqt_is_prominent(button.handle)
    }

    /// Gives a widget the same share of its row's width as each neighbour given it, whatever its
    /// own width, as a tab bar shares its width among its tabs.
    ///
    /// The corresponding C function is `fsqt_share_equally` (`QSizePolicy::Ignored` with a
    /// horizontal stretch).
    static func shareEqually(_ widget: QtWidgetHandle) {
        fsqt_share_equally(widget.handle)
    }

    // MARK: Lists

    /// A framed list in the item views' base colour, a line between its rows.
    ///
    /// The corresponding C function is `fsqt_make_list` (a `QFrame`).
    static func makeList() throws(QtError) -> QtWidgetHandle {
        try made(fsqt_make_list(), "QFrame")
    }

    /// A list's row: a horizontal box with the style's margins and spacing.
    ///
    /// The corresponding C function is `fsqt_make_list_row` (a `QWidget` with a `QBoxLayout`).
    static func makeListRow() throws(QtError) -> QtWidgetHandle {
        try made(fsqt_make_list_row(), "QWidget")
    }

    // MARK: Pages

    /// Gives a box (or a scrolling column) the style's margins for a window's content.
    ///
    /// The corresponding C function is `fsqt_set_page_margins` (`QStyle::PM_LayoutLeftMargin`…
    /// for a window).
    static func setPageMargins(of box: QtWidgetHandle) {
        fsqt_set_page_margins(box.handle)
    }

    /// The application style's name, such as `fusion`.
    ///
    /// The corresponding C function is `fsqt_style_name` (`QStyle::name`).
    static var styleName: String {
        take(fsqt_style_name()) ?? ""
    }
}
#endif
