#if Qt
internal import CQtShim

/// A window's life: painting, pictures, closing.
extension QtWidgetHandle {
    /// Runs `body` once, on the turn after the widget's window next repaints, or after `timeout`
    /// seconds when nothing repaints (a change that shows nothing new). Nothing runs after the
    /// widget is destroyed.
    ///
    /// The corresponding C function is `fsqt_on_next_paint` (an event filter for
    /// `QEvent::UpdateRequest`).
    public func onNextPaint(timeout: Double = 2, _ body: @escaping @MainActor () -> Void) {
        let milliseconds = Int32((timeout.isFinite ? min(max(timeout, 0), 3600) : 2) * 1000)
        fsqt_on_next_paint(handle, milliseconds, QtCallback.call, QtCallback.retain(body), QtCallback.release)
    }

    /// Draws the widget, with its children and background, into a PNG file.
    ///
    /// - Throws: ``QtError/snapshotFailed(path:)`` when the widget has no size or is destroyed, or
    ///   the file cannot be written.
    public func savePNG(to path: String) throws(QtError) {
        guard Qt.savePNG(of: self, to: path) else { throw .snapshotFailed(path: path) }
    }

    /// Closes the window as its close button does; a host that presented it closes too.
    ///
    /// The corresponding C function is `fsqt_close` (`QWidget::close`).
    public func closeWindow() {
        fsqt_close(handle)
    }

    /// Clicks a button or check box as the user does, or presses and releases the primary button at
    /// the centre of any other widget, for tests and scripted demos.
    ///
    /// The corresponding C function is `fsqt_click` (`QAbstractButton::click`).
    package func click() {
        fsqt_click(handle)
    }

    /// Clicks with the primary button at a point in the widget's coordinates, on whichever widget
    /// Qt finds there (the deepest), which passes the click up to its parents while they leave it,
    /// as the window system's click arrives; for tests.
    ///
    /// The corresponding C function is `fsqt_click_at` (`QWidget::childAt`,
    /// `QCoreApplication::sendEvent`).
    package func click(atX x: Double, y: Double) {
        fsqt_click_at(handle, x, y)
    }

    /// Moves the pointer off the widget's window, so that no widget is drawn hovered, for pictures
    /// on Qt's offscreen platform (whose pointer starts over the window's top-left corner).
    ///
    /// The corresponding C function is `fsqt_move_pointer_away` (`QCursor::setPos`).
    package func movePointerAway() {
        fsqt_move_pointer_away(handle)
    }

    /// Moves a slider as the user does: Qt emits `valueChanged`, for tests and scripted demos.
    package func moveSlider(to value: Int) {
        Qt.setValue(value, of: self)
    }

    /// The widgets of a box (a plain `QWidget` the host made), first to last.
    package var boxChildren: [QtWidgetHandle] { Qt.children(of: self) }
}
#endif
