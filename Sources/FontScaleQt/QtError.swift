/// Why FontScaleQt could not do what it was asked.
public enum QtError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No QApplication could be made: no platform to show windows on (no `QT_QPA_PLATFORM`,
    /// `DISPLAY` or `WAYLAND_DISPLAY`), or the build has no Qt (``isQtBuilt`` is `false`).
    case noDisplay
    /// The widget has no size yet, or the file could not be written.
    case snapshotFailed(path: String)
    /// Qt made no object where it should have made one (the named class).
    case widgetNotCreated(String)
    /// The host's window was closed; it shows nothing any more.
    case closed
    /// Asked off the process's main thread to make the QApplication, whose widgets would then
    /// belong to that thread.
    case notMainThread

    /// One line saying what went wrong.
    public var description: String {
        switch self {
        case .noDisplay:
            "Qt has no platform to show windows on; set DISPLAY (an X server or Xvfb) or QT_QPA_PLATFORM=offscreen"
        case .snapshotFailed(let path): "could not render the window to \(path)"
        case .widgetNotCreated(let kind): "Qt did not create a \(kind)"
        case .closed: "the window was closed; the host shows nothing any more"
        case .notMainThread: "Qt's application must be made on the process's main thread"
        }
    }
}
