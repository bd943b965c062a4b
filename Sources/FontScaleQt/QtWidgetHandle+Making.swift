#if Qt
/// Plain Qt widgets, for an app (or a test) that builds a window without a HeadlessUI tree and
/// styles it with ``QtTextStyles``.
extension QtWidgetHandle {
    /// A leading-aligned plain-text `QLabel`, owned by the handle until it is put in a column.
    ///
    /// It is drawn as a `QLabel` is; on one line it measures its text once for both its size
    /// hints, where `QLabel` shapes it three times, so a text-size change relays a column of
    /// them out in less time than Qt's own labels (Benchmarks/README.md, "A label on one line
    /// measured once").
    ///
    /// - Parameters:
    ///   - text: The text.
    ///   - wraps: Whether the text wraps at the label's width (`true`), or stays on one line, as a
    ///     `QLabel` does by default.
    /// - Throws: ``QtError/noDisplay`` when no QApplication can be made, ``QtError/applicationShutDown``
    ///   after ``QtApplication/shutDown()``;
    ///   ``QtError/widgetNotCreated(_:)``.
    public static func label(_ text: String, wraps: Bool = true) throws(QtError) -> QtWidgetHandle {
        try label(text, wraps: wraps, making: Qt.makeLabel)
    }

    /// A label `make` makes once the QApplication is there, on one line unless it `wraps`.
    static func label(
        _ text: String, wraps: Bool, making make: (String) throws(QtError) -> QtWidgetHandle
    ) throws(QtError) -> QtWidgetHandle {
        try Qt.ensureApplication()
        let label = try make(text)
        if !wraps { Qt.setWordWrap(false, of: label) }
        return label
    }

    /// A plain `QWidget` whose children stack top to bottom (a `QVBoxLayout`), `spacing` pixels
    /// apart, with `margin` pixels around them.
    ///
    /// - Throws: ``QtError/noDisplay`` when no QApplication can be made, ``QtError/applicationShutDown``
    ///   after ``QtApplication/shutDown()``;
    ///   ``QtError/widgetNotCreated(_:)``.
    public static func column(spacing: Int = 4, margin: Int = 0) throws(QtError) -> QtWidgetHandle {
        try Qt.ensureApplication()
        let column = try Qt.makeBox(vertical: true, spacing: Int32(clamping: spacing))
        Qt.setMargins(Int32(clamping: margin), of: column)
        return column
    }

    /// Puts a widget at the end of this column, which owns it from now on; does nothing when this
    /// widget is not a column.
    public func append(_ child: QtWidgetHandle) {
        Qt.insert(child, into: self, at: Int.max, hidden: false)
    }

    /// Shows this widget in a new top-level window that scrolls it vertically.
    ///
    /// - Returns: The window, owned by the handle: keep it for as long as the window should
    ///   show, since releasing the handle deletes the window (closing it does too).
    /// - Throws: ``QtError/widgetNotCreated(_:)``.
    public func presentInWindow(title: String, width: Int = 480, height: Int = 640) throws(QtError) -> QtWidgetHandle {
        try Qt.presentWindow(
            title: title, child: self, width: Int32(clamping: width), height: Int32(clamping: height), scrolls: true)
    }
}
#endif
