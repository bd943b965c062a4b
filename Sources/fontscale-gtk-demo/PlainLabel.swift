#if GTK
import CGtk
import FontScaleGTK

/// A plain GtkLabel in a small window of its own: text sized by GTK alone (`gtk-font-name` at
/// `gtk-xft-dpi`), what every other label on the desktop looks like; the desktop ramp's body is
/// compared with it.
@MainActor
final class PlainLabel {
    let window: GtkWidgetHandle
    let label: GtkWidgetHandle

    /// Shows the window; `nil` when GTK makes no widget.
    init?() {
        guard let window = gtk_window_new(), let label = gtk_label_new("Plain GTK label") else { return nil }
        // Handles take their own references; the window owns the label once it is its child.
        self.window = GtkWidgetHandle(unsafeWidget: UnsafeMutableRawPointer(window))
        self.label = GtkWidgetHandle(unsafeWidget: UnsafeMutableRawPointer(label))
        let gtkWindow = UnsafeMutablePointer<GtkWindow>(OpaquePointer(window))
        gtk_window_set_child(gtkWindow, label)
        gtk_window_present(gtkWindow)
    }

    isolated deinit {
        window.closeWindow()
    }
}
#endif
