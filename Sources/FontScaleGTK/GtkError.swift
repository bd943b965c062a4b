/// Why FontScaleGTK could not do what it was asked.
public enum GtkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// GTK could not open a display (no `DISPLAY` or `WAYLAND_DISPLAY`, or the server refused).
    case noDisplay
    /// The widget has no size or renderer yet, or the file could not be written.
    case snapshotFailed(path: String)
    /// GTK returned no object where it should have made one (the named type).
    case widgetNotCreated(String)
    /// The host's window was closed; it shows nothing any more.
    case closed
    /// No frame was painted in the time allowed.
    case paintTimedOut

    /// One line saying what went wrong.
    public var description: String {
        switch self {
        case .noDisplay: "GTK could not open a display; set DISPLAY (an X server or Xvfb) or WAYLAND_DISPLAY"
        case .snapshotFailed(let path): "could not render the window to \(path)"
        case .widgetNotCreated(let kind): "GTK did not create a \(kind)"
        case .closed: "the window was closed; the host shows nothing any more"
        case .paintTimedOut: "GTK painted no frame in the time allowed"
        }
    }
}
