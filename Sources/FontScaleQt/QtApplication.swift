#if Qt
/// The process's QApplication, which FontScaleQt makes when a host, the styles or the bridge first
/// need it (one per process, as Qt allows).
@MainActor
public enum QtApplication {
    /// Whether a QApplication exists.
    public static var exists: Bool { Qt.applicationExists }

    /// The name of Qt's platform plugin, such as `offscreen`, `xcb` or `wayland`; empty before a
    /// QApplication exists.
    public static var platformName: String { Qt.platformName }

    /// Deletes every top-level window and then the QApplication, as returning from an app's `main`
    /// does in C++: call it last, once the loop has stopped. Qt's font caches go with the
    /// application; left to the process's exit, they can be torn down after the thread storage
    /// they use. Handles on deleted widgets stay safe and do nothing. Does nothing without a
    /// QApplication.
    public static func shutDown() {
        Qt.shutDownApplication()
    }
}
#endif
