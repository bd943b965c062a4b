#if Qt
internal import CMainThread
internal import CQtShim
import Foundation

/// Every Qt call FontScaleQt makes, through its one C++ layer (CQtShim), in one internal layer;
/// the public types read as plain Swift.
@MainActor
enum Qt {
    /// Why a QApplication cannot be made here, or `nil` when it can: Qt's platform plugins abort the
    /// process (`qFatal`) when they find no display or cannot connect to it, so the environment is
    /// checked first, and a display it names is connected to as the plugin would (a `DISPLAY`
    /// naming an X server that is not running, a dead Wayland socket). Qt tries the platforms
    /// `QT_QPA_PLATFORM` lists (`wayland;xcb`), in order, moving on when one cannot connect;
    /// without it, Wayland where a session names one and its plugin is installed, else X11.
    static func missingDisplayReason(
        _ environment: [String: String] = ProcessInfo.processInfo.environment,
        hasPlugin: (String) -> Bool = hasPlatformPlugin,
        displayAnswers: (_ platform: String, _ name: String) -> Bool = displayAnswers
    ) -> String? {
        /// Why Qt's plugin for X11 (`xcb`) or Wayland cannot start, or `nil` when it can.
        func reason(_ platform: String) -> String? {
            let variable = platform == "xcb" ? "DISPLAY" : "WAYLAND_DISPLAY"
            let name = environment[variable] ?? ""
            if name.isEmpty { return "no \(variable)" }
            if !hasPlugin(platform) { return "no Qt plugin for \(platform)" }
            if !displayAnswers(platform, name) { return "\(variable)=\(name) names no display that answers" }
            return nil
        }
        let listed = (environment["QT_QPA_PLATFORM"] ?? "").split(separator: ";").map {
            String($0.split(separator: ":").first ?? $0)
        }
        guard !listed.isEmpty else {
            // Wayland first, as Qt tries it first, and only if needed X11.
            guard let wayland = reason("wayland"), let x11 = reason("xcb") else { return nil }
            return "\(x11), and \(wayland)"
        }
        var reasons: [String] = []
        for name in listed {
            let platform = name == "xcb" ? "xcb" : name.hasPrefix("wayland") ? "wayland" : name
            guard platform == "xcb" || platform == "wayland" else {
                if hasPlugin(name) { return nil }
                reasons.append("no Qt plugin for \(name)")
                continue
            }
            guard let why = reason(platform) else { return nil }
            reasons.append(why)
        }
        return "QT_QPA_PLATFORM names \(listed.joined(separator: ", ")): \(reasons.joined(separator: "; "))"
    }

    /// Whether Qt's plugin folder has a platform plugin whose file name starts with `libq` and
    /// `name` (`offscreen`, `xcb`, `wayland`…).
    ///
    /// The corresponding C function is `fsqt_has_platform_plugin` (`QLibraryInfo::path`).
    nonisolated static func hasPlatformPlugin(_ name: String) -> Bool {
        fsqt_has_platform_plugin(name)
    }

    /// Whether a display server answers at `name` for Qt's plugin `platform` (`xcb`: an X
    /// display such as `:3`; `wayland`: a socket's name or absolute path): a connection is
    /// opened, as the plugin opens one, and closed again.
    ///
    /// The corresponding C function is `fsqt_display_answers` (libxcb's `xcb_connect`,
    /// libwayland-client's `wl_display_connect`).
    nonisolated static func displayAnswers(_ platform: String, _ name: String) -> Bool {
        fsqt_display_answers(platform, name)
    }

    /// Makes the process's QApplication if there is none.
    ///
    /// - Throws: ``QtError/applicationShutDown`` after ``QtApplication/shutDown()`` (one
    ///   QApplication per process, as in a C++ `main`); ``QtError/notMainThread`` off the process's
    ///   main thread (Qt's widgets belong to the thread that made the QApplication, which must be
    ///   the main one); ``QtError/noDisplay`` when there is no display for it, or the one named
    ///   does not answer.
    ///
    /// The corresponding C functions are `fsqt_application_was_shut_down` and
    /// `fsqt_application_ensure` (`new QApplication`).
    static func ensureApplication() throws(QtError) {
        if fsqt_application_exists() { return }
        if fsqt_application_was_shut_down() { throw .applicationShutDown }
        guard isMainThread else { throw .notMainThread }
        guard missingDisplayReason() == nil, fsqt_application_ensure() else { throw .noDisplay }
    }

    /// Whether the caller runs on the process's main thread, the only one Qt may run on.
    ///
    /// The corresponding C function is `fontscale_main_thread_is_current`.
    nonisolated static var isMainThread: Bool { fontscale_main_thread_is_current() }

    /// Whether FontScale's loop runs the main queue on the main thread (an async program), which
    /// then needs no bridge of its own.
    ///
    /// The corresponding C function is `fontscale_main_loop_is_running`.
    static var mainLoopIsRunning: Bool { fontscale_main_loop_is_running() }

    /// Whether a QApplication exists.
    ///
    /// The corresponding C function is `fsqt_application_exists`.
    static var applicationExists: Bool { fsqt_application_exists() }

    /// Whether the QApplication was shut down, after which none is made.
    ///
    /// The corresponding C function is `fsqt_application_was_shut_down`.
    static var applicationWasShutDown: Bool { fsqt_application_was_shut_down() }

    /// Deletes the top-level widgets, then the QApplication.
    ///
    /// The corresponding C function is `fsqt_application_shutdown`.
    static func shutDownApplication() {
        fsqt_application_shutdown()
    }

    /// The platform plugin's name, such as `offscreen` or `xcb`.
    ///
    /// The corresponding C function is `fsqt_platform_name` (`QGuiApplication::platformName`).
    static var platformName: String {
        take(fsqt_platform_name()) ?? ""
    }

    /// A string the shim allocated, freed.
    static func take(_ text: UnsafeMutablePointer<CChar>?) -> String? {
        guard let text else { return nil }
        defer { fsqt_free(text) }
        return String(cString: text)
    }

    /// A handle that owns a widget just made, or an error naming what Qt did not make.
    static func made(_ handle: OpaquePointer?, _ kind: String) throws(QtError) -> QtWidgetHandle {
        guard let handle else { throw .widgetNotCreated(kind) }
        return QtWidgetHandle(handle: handle)
    }

    /// The identity of a handle's object: the same for every handle on it, and never another
    /// object's, even after it is destroyed and a new one is made at its address.
    ///
    /// The corresponding C function is `fsqt_handle_identity` (a serial number kept in a dynamic
    /// property of the object).
    static func identity(of handle: OpaquePointer) -> UInt64 {
        UInt64(fsqt_handle_identity(handle))
    }

    // MARK: The loop

    /// Runs the events that are ready (and deferred deletions); with `wait`, blocks for one first.
    ///
    /// The corresponding C function is `fsqt_process_events` (`QCoreApplication::processEvents`).
    static func processEvents(wait: Bool) {
        fsqt_process_events(wait)
    }

    /// Runs `body` once on the event loop's next turn.
    ///
    /// The corresponding C function is `fsqt_post` (`QMetaObject::invokeMethod`, queued).
    static func onNextTurn(_ body: @escaping @MainActor () -> Void) {
        fsqt_post(QtCallback.call, QtCallback.retain(body), QtCallback.release)
    }

    /// Runs `body` whenever `descriptor` is readable; the handle's destruction stops it.
    ///
    /// The corresponding C function is `fsqt_watch_descriptor` (a `QSocketNotifier`).
    static func watch(_ descriptor: Int32, _ body: @escaping @MainActor () -> Void) -> QtObjectHandle? {
        fsqt_watch_descriptor(descriptor, QtCallback.call, QtCallback.retain(body), QtCallback.release)
            .map(QtObjectHandle.init)
    }

    /// Runs `body` every `milliseconds`.
    ///
    /// The corresponding C function is `fsqt_every` (a `QTimer`).
    static func every(_ milliseconds: Int32, _ body: @escaping @MainActor () -> Void) -> QtObjectHandle? {
        fsqt_every(milliseconds, QtCallback.call, QtCallback.retain(body), QtCallback.release)
            .map(QtObjectHandle.init)
    }

    /// The descriptor libdispatch signals when the main queue has work, or `nil`.
    ///
    /// The corresponding C function is `fontscale_main_queue_descriptor`
    /// (`_dispatch_get_main_queue_handle_4CF`).
    static var mainQueueDescriptor: Int32? {
        let descriptor = fontscale_main_queue_descriptor()
        return descriptor >= 0 ? descriptor : nil
    }

    /// Runs the main queue's work, as CoreFoundation's run loop does on Linux, unless a drain is
    /// already running (a job that turned the loop): then the outer drain runs the later jobs after
    /// the current one, in order, rather than nested inside it. One drain for the process, which
    /// the main thread's own loop (CMainThread) and both adapters' bridges share.
    ///
    /// The corresponding C function is `fontscale_main_queue_drain` (`_dispatch_main_queue_callback_4CF`).
    static func drainMainQueue() {
        fontscale_main_queue_drain()
    }

    // MARK: Fonts of the application

    /// The application font's family and point size (`QApplication::font`).
    ///
    /// The corresponding C function is `fsqt_application_font`.
    static var applicationFont: (family: String, pointSize: Double) {
        var pointSize = 0.0
        var pixelSize: Int32 = 0
        let family = take(fsqt_application_font(&pointSize, &pixelSize)) ?? ""
        return (family, pointSize)
    }

    /// Sets the application font's point size, as a desktop's platform theme does.
    ///
    /// The corresponding C function is `fsqt_set_application_font_point_size` (`QApplication::setFont`).
    static func setApplicationFontPointSize(_ pointSize: Double) {
        fsqt_set_application_font_point_size(pointSize)
    }

    /// Sets the application font's family, its size unchanged.
    ///
    /// The corresponding C function is `fsqt_set_application_font_family` (`QApplication::setFont`).
    static func setApplicationFontFamily(_ family: String) {
        fsqt_set_application_font_family(family)
    }

    /// Runs `body` whenever Qt's application font changes; the handle's destruction stops it.
    ///
    /// The corresponding C function is `fsqt_on_application_font_change` (an event filter on the
    /// application for `QEvent::ApplicationFontChange`).
    static func onApplicationFontChange(_ body: @escaping @MainActor () -> Void) -> QtObjectHandle? {
        fsqt_on_application_font_change(QtCallback.call, QtCallback.retain(body), QtCallback.release)
            .map(QtObjectHandle.init)
    }

    /// Registers a font file with Qt's font database, once per QApplication (the shim keeps what
    /// it registered on the application); its family, or `nil` when Qt refused it.
    ///
    /// The corresponding C function is `fsqt_add_application_font` (`QFontDatabase::addApplicationFont`).
    static func addApplicationFont(_ path: String) -> String? {
        take(fsqt_add_application_font(path))
    }
}

/// A Swift closure Qt holds: called on the main thread, where Qt's GUI lives, and released when
/// Qt drops it.
final class QtCallback {
    let body: @MainActor () -> Void

    init(_ body: @escaping @MainActor () -> Void) {
        self.body = body
    }

    static func retain(_ body: @escaping @MainActor () -> Void) -> UnsafeMutableRawPointer {
        Unmanaged.passRetained(QtCallback(body)).toOpaque()
    }

    /// Calls the closure; Qt calls it on the main thread. Unmanaged because Qt carries the box as
    /// a C pointer: one retain is handed to Qt, which gives it back through `release`.
    static let call: @convention(c) (UnsafeMutableRawPointer?) -> Void = { context in
        // The address crosses into the main actor's isolation as a plain number.
        let address = UInt(bitPattern: context)
        MainActor.assumeIsolated {
            guard let context = UnsafeMutableRawPointer(bitPattern: address) else { return }
            Unmanaged<QtCallback>.fromOpaque(context).takeUnretainedValue().body()
        }
    }

    static let release: @convention(c) (UnsafeMutableRawPointer?) -> Void = { context in
        guard let context else { return }
        Unmanaged<QtCallback>.fromOpaque(context).release()
    }
}
#endif
