#if GTK
import DynamicType
import HeadlessUI
import SystemFonts

/// Shows a HeadlessUI `Window` through GTK widgets, live: GTK's translation of the shared
/// `WidgetMirror`, which follows the tree's rendering seam (`TreeRenderer`).
///
/// Every change the tree reports reaches the widgets on the GLib loop's next turn, before GTK lays
/// out and paints: views added, removed, moved or hidden, texts, placeholders, the fonts the
/// tree's walk resolved (after overrides, limits and Bold Text), button titles and states,
/// navigation bars and tab bars. The host computes nothing the tree knows: a font is drawn at the
/// size and weight the tree reports.
///
/// Each view becomes one widget: a plain view a vertical box, a label (or text view) a label, a
/// text field an entry, a button a button. Bars and lists are drawn as GNOME's apps draw them: a
/// navigation bar is a header bar (the window's title bar once ``presentWindow(title:width:height:)``
/// shows the host in a window; a plain header bar with the window's title while the tree has
/// none), a tab bar a view switcher bar pinned at the bottom, a table view a boxed list whose
/// cells are rows with their accessory (a switch, a slider) at the end.
///
/// The host owns its widgets (a reference each) and its CSS provider. When its GTK window is
/// destroyed it unhooks: it stops following the tree, drops its widgets and takes its provider
/// off the display; every method stays safe to call and does nothing (or throws
/// ``GtkError/closed``).
///
/// ```swift
/// let host = try GtkHost(window: window)       // window: a HeadlessUI Window
/// try host.presentWindow(title: "Mail")         // follows the tree from now on
/// ```
@MainActor
public final class GtkHost {
    /// The headless window shown.
    public let window: Window
    /// The GTK widget holding the window's tree.
    public let widget: GtkWidgetHandle
    /// Whether the host's window was closed (or ``close()`` called): it shows nothing any more.
    public var isClosed: Bool { mirror.isClosed }
    /// How many batches of changes have been applied.
    public var renderCount: Int { mirror.renderCount }
    /// Called after each batch is applied to the widgets; GTK paints them on its next frame.
    public var onRender: (@MainActor () -> Void)? {
        get { mirror.onRender }
        set { mirror.onRender = newValue }
    }

    private let toolkit: GtkToolkit
    /// The shared mirror: the tree's changes, in GTK widgets.
    let mirror: WidgetMirror<GtkToolkit>
    private(set) var presented: (window: GtkWidgetHandle, closeHandler: UInt)?

    /// Opens the display if needed, shares the window's app fonts with Pango, and starts
    /// following the window's tree.
    ///
    /// - Parameters:
    ///   - window: The headless window to show.
    /// - Throws: ``GtkError/noDisplay`` when GTK cannot open a display;
    ///   ``GtkError/widgetNotCreated(_:)`` when GTK makes no widget.
    public init(window: Window) throws(GtkError) {
        guard Gtk.initialize() else { throw .noDisplay }
        self.window = window
        // No margin: the bars reach the window's edges; the page between them keeps GNOME's.
        widget = try Gtk.makeVerticalBox(spacing: 8)
        toolkit = try GtkToolkit()
        // Pango reads fontconfig's current configuration, not the library's private one.
        if let environment = window.fontEnvironment {
            environment.library.shareAppFontsWithCurrentConfiguration()
            Gtk.fontConfigurationChanged()
        }
        mirror = WidgetMirror(window: window, toolkit: toolkit, root: widget)
        mirror.render()
    }

    isolated deinit {
        if let presented { Gtk.disconnect(presented.closeHandler, from: presented.window) }
    }

    /// Shows the host's widget in a new top-level window, the tree's navigation bar as its title
    /// bar; closing that window closes the host.
    ///
    /// - Returns: The GTK window.
    /// - Throws: ``GtkError/closed`` after the host was closed; ``GtkError/widgetNotCreated(_:)``.
    @discardableResult
    public func presentWindow(title: String, width: Int = 480, height: Int = 640) throws(GtkError) -> GtkWidgetHandle {
        guard !isClosed else { throw .closed }
        let gtkWindow = try Gtk.presentWindow(
            title: title, child: widget, width: Int32(width), height: Int32(height), prepare: toolkit.showBars(in:))
        let handler = Gtk.onWindowClosed(gtkWindow) { [weak self] in self?.close() }
        presented = (gtkWindow, handler)
        return gtkWindow
    }

    /// The widget showing a view, while it is shown; `nil` after the host closed.
    public func widget(for view: View) -> GtkWidgetHandle? {
        mirror.widget(for: view)
    }

    /// Stops following the tree, takes every widget out of ``widget`` at once (each is finalized
    /// when GTK drops its last reference) and takes the styles off the display; the GTK window, if
    /// the host presented one, is destroyed. Calling it again does nothing.
    public func close() {
        guard !isClosed else { return }
        mirror.close()
        toolkit.close()
        if let presented {
            Gtk.disconnect(presented.closeHandler, from: presented.window)
            self.presented = nil
            Gtk.destroyWindow(presented.window)
        }
    }

    /// The navigation bar the window's title bar shows in place of `widget`, if `widget` is the
    /// stand-in that keeps its place.
    func barStandingIn(for widget: GtkWidgetHandle) -> GtkWidgetHandle? {
        toolkit.bar(standingIn: widget)
    }

    /// Applies the tree's pending changes to the widgets now; the loop does it by itself on its
    /// next turn.
    public func render() {
        mirror.render()
    }
}
#endif
