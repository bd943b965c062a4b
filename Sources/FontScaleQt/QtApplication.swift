#if Qt
/// The process's QApplication, which FontScaleQt makes when a host, the styles or the bridge first
/// need it (one per process, as Qt allows).
@MainActor
public enum QtApplication {
    /// Whether a QApplication exists.
    public static var exists: Bool { Qt.applicationExists }

    /// Whether ``shutDown()`` ended the process's QApplication: no other is made.
    public static var isShutDown: Bool { Qt.applicationWasShutDown }

    /// The name of Qt's platform plugin, such as `offscreen`, `xcb` or `wayland`; empty before a
    /// QApplication exists.
    public static var platformName: String { Qt.platformName }

    /// Deletes every top-level window and then the QApplication, as returning from an app's `main`
    /// does in C++: call it last, once the loop has stopped. Qt's font caches go with the
    /// application; left to the process's exit, they can be torn down after the thread storage
    /// they use. Handles on deleted widgets stay safe and do nothing. Does nothing without a
    /// QApplication.
    ///
    /// On Wayland it first lets Qt's Wayland client settle (a round trip, then dispatching until its
    /// event threads wait on the display again), because Qt's display teardown can otherwise hang
    /// the process when the compositor's answer to the windows' deletion arrives at the wrong moment.
    ///
    /// It is the process's last QApplication: everything that would need a new one (a widget, a
    /// host, the styles, the bridge) throws ``QtError/applicationShutDown`` from then on, rather
    /// than silently starting a second application with none of the first one's state.
    ///
    /// Call it on the process's main thread, from main-actor code (after the awaits of an async
    /// program as before them: the main actor stays on the main thread). Called from another
    /// thread, it stops the process with a message naming the thread rule, rather than hang or
    /// delete Qt's objects under the thread that owns them. Called inside Qt's event handling (a
    /// click's action, a main-actor task a bridge runs inside the loop), it hides the windows at
    /// once and deletes them and the QApplication when that turn of the loop returns:
    /// ``isShutDown`` is `true` and ``exists`` `false` as soon as it returns.
    public static func shutDown() {
        Qt.shutDownApplication()
    }
}
#endif
