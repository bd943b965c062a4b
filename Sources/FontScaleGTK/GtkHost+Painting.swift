#if GTK
import Foundation
import HeadlessUI

extension GtkHost: PaintedToolkitHost {
    /// `GTK`.
    public var toolkitName: String { "GTK" }

    /// Returns after GTK's frame clock next paints the host's widgets (its `after-paint`); GTK lays
    /// a frame out before it paints it, so everything changed before the call is laid out and on
    /// screen then. A draw of the host's widget is queued, so a frame comes even when nothing
    /// changed. A host whose widget is in no shown window waits until it is shown; a closed host
    /// returns at once.
    public func nextPaint() async {
        guard !isClosed else { return }
        await widget.nextPaint()
    }

    /// Turns GLib's default main context here until GTK's frame clock next paints the host's
    /// widgets (``GtkWidgetHandle/waitForPaint(timeout:)``), or `timeout` passes; whether it
    /// painted. The loop cannot turn when another thread owns GLib's default context.
    public func turnLoopUntilPainted(timeout: Duration) -> Bool {
        guard !isClosed else { return true }
        do {
            try widget.waitForPaint(timeout: timeout)
            return true
        } catch {
            return false
        }
    }

    /// Pango's layout of the label showing `view`, as GTK drew it, with the label's allocation and
    /// natural size; `nil` when GTK shows the view as no label of its own (a field, a button's
    /// title) or not at all.
    public func textLayout(of view: View) -> ShownTextLayout? {
        widget(for: view)?.labelLayout()
    }

    /// The GTK widget's allocation (`gtk_widget_compute_bounds`) in the coordinates of the
    /// window's content, or of its title bar for the navigation bar the title bar shows.
    public func allocation(of view: View) -> CGRect? {
        widget(for: view).flatMap(Gtk.allocation)
    }

    /// The size GTK gave the content of the window the host's widget is in: below its title
    /// bar, without the frame and shadow GTK draws around it.
    public var windowSize: CGSize? {
        isClosed ? nil : Gtk.windowContentSize(of: widget)
    }

    /// Whether GTK shows `view` in the window's title bar: the navigation bar once the host is
    /// in a window.
    public func isInTitleBar(_ view: View) -> Bool {
        widget(for: view).map(Gtk.isInTitlebar) ?? false
    }
}
#endif
