#if Qt
import DynamicType
import HeadlessUI
import SystemFonts

/// Shows a HeadlessUI `Window` through Qt widgets, live: Qt's translation of the shared
/// `WidgetMirror`, which follows the tree's rendering seam (`TreeRenderer`), as `GtkHost` is GTK's.
///
/// Every change the tree reports reaches the widgets on the Qt event loop's next turn: views added,
/// removed, moved or hidden, texts, placeholders, the fonts the tree's walk resolved (after
/// overrides, limits and Bold Text), button titles and states, navigation bars and tab bars. The
/// host computes nothing the tree knows: a font is drawn at the pixel size, weight and family the
/// tree reports (`RenderedFont`), in the app's own face, registered with Qt's font database from
/// the file the tree resolved it to.
///
/// Each view becomes one widget: a plain view a widget with a vertical box layout (the page
/// between a window's bars a `QScrollArea` with the style's margins), a label (or text view) a
/// `QLabel` (wrapping when it may take more than one line), a text field a `QLineEdit`, a button a
/// `QPushButton`, a slider a `QSlider`, a switch a `QCheckBox`. Bars and lists are drawn as KDE's
/// apps draw them: a navigation bar (or a toolbar) is a `QToolBar` across the window, its back
/// button and items flat `QToolButton`s at its ends and its title beside the leading ones; a tab
/// bar a `QToolBar` of checkable tool buttons sharing its width, pinned below the page; a table
/// view a framed list whose rows end in their accessory (a switch, a slider).
///
/// The host owns its widgets. When its Qt window is closed it unhooks: it stops following the tree
/// and drops its widgets; every method stays safe to call and does nothing (or throws
/// ``QtError/closed``).
///
/// ```swift
/// let bridge = try QtMainActorBridge()        // main-actor work inside Qt's loop
/// let host = try QtHost(window: window)       // window: a HeadlessUI Window
/// try host.presentWindow(title: "Mail")       // follows the tree from now on
/// bridge.run { host.isClosed }
/// ```
@MainActor
public final class QtHost {
    /// The headless window shown.
    public let window: Window
    /// The Qt widget holding the window's tree.
    public let widget: QtWidgetHandle
    /// Whether the host's window was closed (or ``close()`` called): it shows nothing any more.
    public var isClosed: Bool { mirror.isClosed }
    /// How many batches of changes have been applied.
    public var renderCount: Int { mirror.renderCount }
    /// Called after each batch is applied to the widgets; Qt paints them on its next turn.
    public var onRender: (@MainActor () -> Void)? {
        get { mirror.onRender }
        set { mirror.onRender = newValue }
    }

    /// The shared mirror: the tree's changes, in Qt widgets.
    let mirror: WidgetMirror<QtToolkit>
    private(set) var presented: (window: QtWidgetHandle, closeWatch: QtObjectHandle?)?

    /// Makes the process's QApplication if there is none and starts following the window's tree.
    ///
    /// - Parameters:
    ///   - window: The headless window to show.
    /// - Throws: ``QtError/noDisplay`` when no QApplication can be made, ``QtError/applicationShutDown``
    ///   after ``QtApplication/shutDown()``;
    ///   ``QtError/widgetNotCreated(_:)`` when Qt makes no widget.
    public init(window: Window) throws(QtError) {
        try Qt.ensureApplication()
        self.window = window
        // No margin: the bars reach the window's edges; the page between them keeps the style's.
        widget = try Qt.makeBox(vertical: true, spacing: 8)
        mirror = WidgetMirror(window: window, toolkit: QtToolkit(root: widget), root: widget)
        mirror.render()
    }

    /// Shows the host's widget in a new top-level window; closing that window closes the host, on
    /// the loop's next turn, when Qt deletes the closed window. The content scrolls where the tree
    /// says, inside it, so its bars stay put and the window keeps its size.
    ///
    /// - Returns: The Qt window.
    /// - Throws: ``QtError/closed`` after the host was closed; ``QtError/widgetNotCreated(_:)``.
    @discardableResult
    public func presentWindow(title: String, width: Int = 480, height: Int = 640) throws(QtError) -> QtWidgetHandle {
        guard !isClosed else { throw .closed }
        let qtWindow = try Qt.presentWindow(
            title: title, child: widget, width: Int32(clamping: width), height: Int32(clamping: height), scrolls: false)
        let watch = Qt.onDestroyed(qtWindow) { [weak self] in
            // The window is being destroyed (Qt is in its destructor): forget it before closing,
            // so that close() does not destroy it again.
            self?.presented = nil
            self?.close()
        }
        presented = (qtWindow, watch)
        return qtWindow
    }

    /// The widget showing a view, while it is shown; `nil` after the host closed.
    public func widget(for view: View) -> QtWidgetHandle? {
        mirror.widget(for: view)
    }

    /// Stops following the tree and takes every widget out of ``widget`` at once; the Qt window,
    /// if the host presented one, is destroyed. Calling it again does nothing.
    public func close() {
        guard !isClosed else { return }
        mirror.close()
        if let presented {
            self.presented = nil
            presented.closeWatch?.destroy()
            Qt.destroy(presented.window)
        }
    }

    /// Applies the tree's pending changes to the widgets now; the loop does it by itself on its
    /// next turn.
    public func render() {
        mirror.render()
    }
}
#endif
