/// Why FontScaleGTK could not do what it was asked.
public enum GtkError: Error, Hashable, Sendable, CustomStringConvertible {
    /// GTK could not open a display (no `DISPLAY` or `WAYLAND_DISPLAY`, or the server refused).
    case noDisplay
    /// The widget has no size or renderer yet, or the file could not be written.
    case snapshotFailed(path: String)

    /// One line saying what went wrong.
    public var description: String {
        switch self {
        case .noDisplay: "GTK could not open a display; set DISPLAY (an X server or Xvfb) or WAYLAND_DISPLAY"
        case .snapshotFailed(let path): "could not render the window to \(path)"
        }
    }
}
