#if GTK
import CGtk
import FontScaleGTK

/// Plain GtkLabels in a small window of their own: one sized by GTK alone (`gtk-font-name` at
/// `gtk-xft-dpi`), what every other label on the desktop looks like, which the desktop ramp's
/// body is compared with; and, when asked, one per libadwaita typography class, as an existing
/// libadwaita app has them.
@MainActor
final class GtkPlainLabel {
    let window: GtkWidgetHandle
    let label: GtkWidgetHandle
    /// The labels carrying libadwaita's classes, by class.
    let adwaitaLabels: [AdwaitaTypography: GtkWidgetHandle]

    /// Shows the window; `nil` when GTK makes no widget.
    init?(adwaitaClasses: Bool) {
        guard let window = gtk_window_new(), let box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4),
            let label = gtk_label_new("Plain GTK label")
        else { return nil }
        // Handles take their own references; the window owns its child, the box its labels.
        self.window = GtkWidgetHandle(unsafeWidget: UnsafeMutableRawPointer(window))
        self.label = GtkWidgetHandle(unsafeWidget: UnsafeMutableRawPointer(label))
        let boxPointer = UnsafeMutablePointer<GtkBox>(OpaquePointer(box))
        gtk_box_append(boxPointer, label)
        var adwaitaLabels: [AdwaitaTypography: GtkWidgetHandle] = [:]
        for typography in adwaitaClasses ? AdwaitaTypography.allCases : [] {
            guard let styled = gtk_label_new(typography.className) else { continue }
            gtk_widget_add_css_class(styled, typography.className)
            gtk_box_append(boxPointer, styled)
            adwaitaLabels[typography] = GtkWidgetHandle(unsafeWidget: UnsafeMutableRawPointer(styled))
        }
        self.adwaitaLabels = adwaitaLabels
        let gtkWindow = UnsafeMutablePointer<GtkWindow>(OpaquePointer(window))
        gtk_window_set_child(gtkWindow, box)
        gtk_window_present(gtkWindow)
    }

    isolated deinit {
        window.closeWindow()
    }
}
#endif
