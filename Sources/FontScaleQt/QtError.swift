/// Why FontScaleQt could not do what it was asked.
public enum QtError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No QApplication could be made: no platform to show windows on (no `QT_QPA_PLATFORM`,
    /// `DISPLAY` or `WAYLAND_DISPLAY`), a display named that does not answer (a `DISPLAY` naming an
    /// X server that is not running: Qt itself would abort the process), or the build has no Qt
    /// (``isQtBuilt`` is `false`).
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
    /// Asked for a widget (or anything that needs the QApplication) after
    /// ``QtApplication/shutDown()``: a process has one QApplication, as a C++ `main` does, and
    /// FontScaleQt makes no second one.
    case applicationShutDown

    /// One line saying what went wrong.
    public var description: String {
        switch self {
        case .noDisplay:
            "Qt has no platform to show windows on; set DISPLAY (an X server or Xvfb that answers) or QT_QPA_PLATFORM=offscreen"
        case .snapshotFailed(let path): "could not render the window to \(path)"
        case .widgetNotCreated(let kind): "Qt did not create a \(kind)"
        case .closed: "the window was closed; the host shows nothing any more"
        case .notMainThread: "Qt's application must be made on the process's main thread"
        case .applicationShutDown: "Qt's application was shut down (QtApplication.shutDown()); no other is made"
        }
    }
}
