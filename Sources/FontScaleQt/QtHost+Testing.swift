#if Qt
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
