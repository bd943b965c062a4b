#if Qt
import Foundation
import HeadlessUI

extension QtHost {
    /// Test hook, `package` so that only this package's tests see it: the widget Qt shows a view
    /// with, read back as ``readBack()`` reads it, found through the view's window's renderer, for
    /// a documented example that keeps its host to itself. `nil` when no Qt host shows the view.
    package static func readBack(of view: View) -> ShownWidget? {
        guard let mirror = view.window?.renderer as? WidgetMirror<QtToolkit>, let widget = mirror.widget(for: view)
        else { return nil }
        return readBack(widget, in: nil)
    }

    /// Test hook, `package` so that only this package's tests see it: closes the top-level Qt
    /// window showing `window`'s tree, as its close button does, so that a documented example
    /// waiting for its host to close ends.
    package static func closeWindow(showing window: Window) {
        guard let mirror = window.renderer as? WidgetMirror<QtToolkit> else { return }
        var top = mirror.root
        while let parent = Qt.parent(of: top) { top = parent }
        top.closeWindow()
    }
}
#endif

#if Qt
extension QtWidgetHandle {
    /// Test hook: presses an item at its centre with the primary button, as the window system's
    /// press arrives (a `QMouseEvent` through `QCoreApplication::sendEvent`); the item's filter
    /// then times the hold with its own `QTimer` while the caller turns Qt's loop.
    package func pressForLargeContent() {
        Qt.sendMouse(0, to: self, x: centre.x, y: centre.y)
    }

    /// Test hook: moves the pressed pointer by an offset from the item's centre.
    package func movePress(byX x: Double, y: Double) {
        Qt.sendMouse(1, to: self, x: centre.x + x, y: centre.y + y)
    }

    /// Test hook: releases the press at an offset from the item's centre.
    package func releasePress(byX x: Double = 0, y: Double = 0) {
        Qt.sendMouse(2, to: self, x: centre.x + x, y: centre.y + y)
    }

    /// Test hook: the widget's rectangle in its window's coordinates, as Qt laid it out; `nil`
    /// when it is not visible.
    package var allocation: CGRect? { Qt.allocation(of: self) }

    /// The item's centre in its own coordinates.
    private var centre: (x: Double, y: Double) {
        let frame = Qt.allocation(of: self)
        return ((frame?.width ?? 0) / 2, (frame?.height ?? 0) / 2)
    }

    /// Test hook: how many press-and-hold watches the item carries: one from its first large
    /// content on, however often that goes and comes back.
    package var pressWatchCount: Int { Qt.pressWatchCount(of: self) }

    /// The large content viewer's popup the item carries, for pictures of it; `nil` when it has
    /// none.
    package var largeContentPopup: QtWidgetHandle? { Qt.largeContentPopup(of: self) }

    /// The large content viewer's popup the item carries, read back from Qt: its text, font and
    /// whether it is shown; `nil` when it has none.
    package var largeContentShown: ShownWidget.LargeContent? { Qt.largeContentShown(on: self) }

    /// Test hook, `package` so that only this package's tests and benchmarks see it: a plain
    /// `QLabel` set up as ``label(_:wraps:)``'s are but measured by Qt alone, the label an app
    /// without FontScale shows: the baseline Qt's own scaling is timed with.
    package static func plainQLabel(_ text: String, wraps: Bool = true) throws(QtError) -> QtWidgetHandle {
        try label(text, wraps: wraps, making: Qt.makePlainLabel)
    }
}
#endif
