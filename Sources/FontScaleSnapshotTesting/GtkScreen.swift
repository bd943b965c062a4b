#if GTK
import FontScaleGTK
import FontScaleTesting
import Foundation
import HeadlessUI

/// A HeadlessUI window shown through GTK in the test's own process, at a fixed size, rendered to
/// PNG on demand: what the snapshot strategies take.
///
/// GTK needs a display (`DISPLAY` or `WAYLAND_DISPLAY`, Xvfb or weston in CI) and is used from
/// the main actor only. Text is rasterized with `GtkFontRendering.snapshot`, set
/// for the process when a screen is made, so references match on X11 and Wayland alike. While a snapshot waits for its frame, GLib's sources run on the calling
/// thread: no loop needs to be running.
@MainActor
public final class GtkScreen {
    /// The headless window shown.
    public let window: Window
    /// The host that mirrors it in GTK.
    public let host: GtkHost
    /// The GTK window.
    public let gtkWindow: GtkWidgetHandle

    /// Shows `window` in a GTK window whose content is `width` × `height` pixels.
    ///
    /// - Throws: `GtkError.noDisplay` when GTK cannot open a display.
    public init(window: Window, width: Int = 390, height: Int = 844, title: String = "Snapshot") throws(GtkError) {
        self.window = window
        host = try GtkHost(window: window)
        // The same rasterization on X11 and Wayland, whatever the session set.
        gtkFontRendering = .snapshot
        gtkWindow = try host.presentWindow(title: title, width: width, height: height)
        // The content, not the window, has the size: a Wayland window's title bar is drawn by
        // GTK inside it, an X11 one by no one under Xvfb, so only the content is the same on both.
        let content = gtkWindow.child ?? host.widget
        content.requestSize(width: width, height: height)
        // The first frames may come before the display server has sized the window: wait until
        // the content has its size, a few frames at most.
        for _ in 0..<10 {
            try gtkWindow.waitForPaint()
            let size = content.allocatedSize
            if size.width >= width && size.height >= height { break }
        }
    }

    /// The window's content as drawn now, after the tree's pending changes: a PNG.
    ///
    /// The content is rendered without the window's frame and title bar, which differ between
    /// X11 and Wayland sessions, so one reference serves both; where nothing is drawn it is
    /// transparent.
    public func png() throws(GtkError) -> Data {
        host.render()
        return try (gtkWindow.child ?? host.widget).paintedPNG()
    }

    /// The content at a text size: the condition is posted to the window's application as the
    /// system posts it, then the window is drawn.
    public func png(at condition: TextSizeCondition) throws(GtkError) -> Data {
        TextSizeSweep.post(condition, to: window.application)
        return try png()
    }

    /// The content at a content size category, with Bold Text on or off.
    public func png(at category: ContentSizeCategory, boldText: Bool = false) throws(GtkError) -> Data {
        try png(at: TextSizeCondition(category: category, isBoldTextEnabled: boldText))
    }

    /// Closes the GTK window; the screen draws nothing after.
    public func close() {
        host.close()
    }
}
#endif
