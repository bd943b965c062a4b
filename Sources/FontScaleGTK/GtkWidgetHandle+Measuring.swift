#if GTK
import Foundation
import HeadlessUI

extension GtkWidgetHandle {
    /// Measures the widget's text as GTK and Pango have it now.
    @MainActor
    public func textMeasurement() -> GtkTextMeasurement {
        let font = Gtk.font(of: self)
        return GtkTextMeasurement(
            family: font.family, pixelSize: font.pixelSize, weight: font.weight,
            naturalHeight: Gtk.naturalHeight(of: self), layoutHeight: Gtk.layoutHeight(of: self),
            fontFile: Gtk.fontFile(of: self))
    }

    /// The widget's text layout as GTK drew it (Pango's layout of the label, the label's
    /// allocation and natural size), when it is a label; `nil` for other widgets.
    @MainActor
    public func labelLayout() -> ShownTextLayout? {
        Gtk.labelLayout(of: self)
    }

    /// Returns after the widget's next frame is painted: everything changed before the call is
    /// laid out and on screen then. A draw is queued, so a frame comes even if nothing changed.
    @MainActor
    public func nextPaint() async {
        await withCheckedContinuation { continuation in
            Gtk.onNextPaint(of: self) { continuation.resume() }
        }
    }

    /// A window's child (the content below its title bar), or a widget's first child; `nil`
    /// when it has none. The handle takes a reference of its own.
    @MainActor
    public var child: GtkWidgetHandle? {
        Gtk.child(of: self)
    }

    /// Asks GTK to give the widget at least this size, in pixels (`-1` for no minimum in a
    /// dimension); a window grows around it.
    @MainActor
    public func requestSize(width: Int, height: Int) {
        Gtk.requestSize(of: self, width: width, height: height)
    }

    /// The width and height GTK allocated the widget, in pixels; zero before it is laid out.
    @MainActor
    public var allocatedSize: (width: Int, height: Int) {
        Gtk.allocatedSize(of: self)
    }

    /// Waits for the widget's next painted frame by turning GLib's default main context here:
    /// for a test or a tool that owns the main actor while no loop runs (the testing kit's
    /// snapshots).
    ///
    /// Only GLib's sources run while it waits (GTK's frame clock, FontScaleGTK's idle renders),
    /// not the main queue: call ``GtkHost/render()`` first for the tree's pending changes.
    ///
    /// - Throws: ``GtkError/paintTimedOut`` when no frame is painted within `timeout`.
    @MainActor
    public func waitForPaint(timeout: Duration = .seconds(10)) throws(GtkError) {
        var painted = false
        Gtk.onNextPaint(of: self) { painted = true }
        let deadline = ContinuousClock.now + timeout
        while !painted {
            guard ContinuousClock.now < deadline else { throw .paintTimedOut }
            // Non-blocking, so the deadline is kept even when GLib has nothing to dispatch.
            if !Gtk.iterate(blocking: false) { usleep(1_000) }
        }
    }

    /// ``waitForPaint(timeout:)``, then the widget as drawn, rendered to PNG bytes.
    ///
    /// - Throws: ``GtkError/paintTimedOut`` when no frame is painted within `timeout`;
    ///   ``GtkError/snapshotFailed(path:)`` when the widget has no size or renderer.
    @MainActor
    public func paintedPNG(timeout: Duration = .seconds(10)) throws(GtkError) -> Data {
        try waitForPaint(timeout: timeout)
        guard let png = Gtk.png(of: self) else { throw .snapshotFailed(path: "(memory)") }
        return png
    }

    /// Runs `body` once, at the start of the widget's next frame (its frame clock's tick):
    /// after a restyle, that is when GTK applies it.
    @MainActor
    public func onNextFrame(_ body: @escaping @MainActor () -> Void) {
        Gtk.onNextFrame(of: self, body)
    }

    /// Runs `body` once, after the widget's next frame is painted (its frame clock's
    /// `after-paint`): after a restyle, the first moment the new sizes are on screen.
    @MainActor
    public func onNextPaint(_ body: @escaping @MainActor () -> Void) {
        Gtk.onNextPaint(of: self, body)
    }

    /// Renders the widget, as shown now, to a PNG file with GTK's own renderer: no screen
    /// grabber, and it works under Xvfb.
    ///
    /// - Throws: ``GtkError/snapshotFailed(path:)`` when the widget has no size yet (it has not
    ///   been shown) or the file cannot be written.
    @MainActor
    public func savePNG(to path: String) throws(GtkError) {
        guard Gtk.savePNG(of: self, to: path) else { throw .snapshotFailed(path: path) }
    }
}

/// GTK's text resolution, `gtk-xft-dpi` in dots per inch: what `pt` sizes are multiplied by.
/// FontScale's sheet is in `px`, which it does not touch.
@MainActor
public var gtkTextResolution: Double {
    get { Gtk.xftDPI }
    set { Gtk.xftDPI = newValue }
}

/// GTK's default font, `gtk-font-name`: what every label no style sheet sizes is drawn in, a
/// Pango description such as `Cantarell 11`. A desktop's settings daemon sets it from GNOME's
/// `font-name` (X11's XSETTINGS), or GTK reads it through the Settings portal (Wayland); where
/// neither exists (a bare X server) an app may set it from `DesktopFontReader`'s answer, as the
/// daemon would.
@MainActor
public var gtkInterfaceFont: String? {
    get { Gtk.fontName }
    set { Gtk.fontName = newValue }
}
#endif

#if GTK
extension GtkWidgetHandle {
    /// Asks a `GtkWindow` to close, as its close button does: GTK destroys it unless a handler
    /// refuses. A ``GtkHost`` that presented the window closes with it.
    ///
    /// The corresponding C function is `gtk_window_close`.
    @MainActor
    public func closeWindow() {
        Gtk.closeWindow(self)
    }
}
#endif
