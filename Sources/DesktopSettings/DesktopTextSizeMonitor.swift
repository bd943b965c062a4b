import DynamicType
import Foundation
import Logging
import Synchronization

/// Follows the desktop's text size and reports every real change.
///
/// It reads every source at creation (``current``), and after ``start()`` watches them: dconf's
/// database files and `kdeglobals` through inotify (dconf and KConfig both replace their files
/// when a setting changes), and, inside a sandbox or where GNOME's settings cannot be read, the
/// Settings portal's `SettingChanged` signal. No process is started, so nothing can outlive the
/// monitor, whatever ends it. Each change is resolved with ``DesktopTextSizeResolver``; when the
/// result differs, ``changes()`` streams yield it. HeadlessUI's `follow(_:)` keeps an
/// `Application`'s `preferredContentSizeCategory` in step with them.
///
/// Bad input never stops it: an unusable value is logged and ignored, and a missing source
/// leaves the others. ``start()`` and ``stop()`` may be called from any thread, in any order.
public final class DesktopTextSizeMonitor: Sendable {
    struct State: ~Copyable {
        var override: TextSizeOverride?
        var gnome: Double?
        var kde: Double?
        var portal: Double?
        /// Whether the portal is a source here: inside a sandbox, or where GNOME's settings
        /// cannot be read (decided once, at creation).
        var usesPortal = false
        var current = DesktopTextSize.fallback
        var continuations: [Int: AsyncStream<DesktopTextSize>.Continuation] = [:]
        var nextContinuation = 0
        var isRunning = false
        var fileWatch: FileWatch?
        #if SettingsPortal
        var portalWatch: DBusSignalWatch?
        #endif
    }

    let resolver: DesktopTextSizeResolver
    let gnomeSource: GNOMETextScaling
    let kdeSource: KDEGlobals
    let portalSource: SettingsPortalTextScaling
    /// `FONTSCALE_BOLD_TEXT`, as ``DesktopTextSizeResolver/boldText`` reads it; HeadlessUI's
    /// `follow(_:)` applies it to the application.
    public var boldText: LegibilityWeight { resolver.boldText }
    let logger: Logger
    let state = Mutex(State())
    /// Where file events are handled: a serial queue of the monitor's own, off the Swift
    /// concurrency pool, so a busy pool cannot delay them.
    let watchQueue = DispatchQueue(label: "FontScale.DesktopTextSizeMonitor.files")

    /// Creates a monitor and reads every source once.
    ///
    /// - Parameters:
    ///   - environment: Where overrides, `XDG_CURRENT_DESKTOP`, `XDG_CONFIG_HOME` and the session
    ///     bus come from; the process environment by default.
    ///   - kdeReferencePointSize: The KDE font size that means factor 1.0.
    ///   - logger: Where ignored values are reported.
    public init(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        kdeReferencePointSize: Double = KDEGlobals.defaultReferencePointSize,
        logger: Logger = Logger(label: "FontScale.DesktopTextSizeMonitor")
    ) {
        self.logger = logger
        resolver = DesktopTextSizeResolver(environment: environment, logger: logger)
        gnomeSource = GNOMETextScaling(environment: environment)
        kdeSource = KDEGlobals(environment: environment, referencePointSize: kdeReferencePointSize)
        portalSource = SettingsPortalTextScaling(
            environment: environment, desktop: resolver.desktop, kdeReferencePointSize: kdeReferencePointSize)
        let gnomeReading = gnomeSource.read()
        let gnome = gnomeFactor(gnomeReading)
        let kde = readKDE()
        let usesPortal = resolver.isSandboxed || !Self.isAvailable(gnomeReading)
        let portal = usesPortal ? readPortal() : nil
        state.withStateLock { state in
            state.gnome = gnome
            state.kde = kde
            state.portal = portal
            state.usesPortal = usesPortal
            state.current = resolver.resolve(override: nil, gnome: gnome, kde: kde, portal: portal)
        }
    }

    deinit {
        stop()
    }

    /// The size in effect now and where it came from.
    public var current: DesktopTextSize { state.withStateLock { $0.current } }

    /// Every change from now on; the stream ends when the monitor is stopped.
    public func changes() -> AsyncStream<DesktopTextSize> {
        AsyncStream { continuation in
            let id = state.withStateLock { state in
                state.nextContinuation += 1
                state.continuations[state.nextContinuation] = continuation
                return state.nextContinuation
            }
            continuation.onTermination = { [weak self] _ in
                self?.state.withStateLock { _ = $0.continuations.removeValue(forKey: id) }
            }
        }
    }

    /// Sets or (with `nil`) clears the app's own override, the first source in the order.
    public func setOverride(_ override: TextSizeOverride?) {
        update { $0.override = override }
    }

    /// Starts watching the sources; calling it again while running does nothing.
    public func start() {
        let files = watchedFiles  // a few file reads: outside the lock
        let usesPortal = state.withStateLock { state -> Bool? in
            guard !state.isRunning else { return nil }
            state.isRunning = true
            state.fileWatch = FileWatch(files: files, queue: watchQueue) { [weak self] in self?.reread() }
            return state.usesPortal
        }
        guard let usesPortal else { return }
        // Read again now that the watch is in place, so a change made before it is not missed.
        reread()
        if usesPortal { startPortalWatch() }
    }

    /// Stops watching and ends every ``changes()`` stream.
    public func stop() {
        #if SettingsPortal
        typealias Watches = (FileWatch?, DBusSignalWatch?)
        #else
        typealias Watches = (FileWatch?, Void?)
        #endif
        let (watches, continuations) = state.withStateLock {
            state -> (Watches, [AsyncStream<DesktopTextSize>.Continuation]) in
            state.isRunning = false
            defer {
                state.fileWatch = nil
                state.continuations = [:]
                #if SettingsPortal
                state.portalWatch = nil
                #endif
            }
            #if SettingsPortal
            return ((state.fileWatch, state.portalWatch), Array(state.continuations.values))
            #else
            return ((state.fileWatch, nil), Array(state.continuations.values))
            #endif
        }
        // Outside the lock: a portal watch waits for its thread, whose handler takes the lock.
        watches.0?.cancel()
        #if SettingsPortal
        watches.1?.cancel()
        #endif
        for continuation in continuations { continuation.finish() }
    }

    /// Applies a change to the readings, resolves, and tells subscribers if the result changed.
    func update(_ change: (inout State) -> Void) {
        let (changed, continuations) = state.withStateLock { state in
            change(&state)
            let resolved = resolver.resolve(
                override: state.override, gnome: state.gnome, kde: state.kde, portal: state.portal)
            guard resolved != state.current else {
                return (nil as DesktopTextSize?, [AsyncStream<DesktopTextSize>.Continuation]())
            }
            state.current = resolved
            return (resolved, Array(state.continuations.values))
        }
        guard let changed else { return }
        logger.debug("desktop text size is now \(changed)")
        for continuation in continuations { continuation.yield(changed) }
    }

    /// GNOME's factor as a source: a value someone set, or the schema's default where the
    /// desktop is GNOME-like (there, the default is the desktop's setting); elsewhere a default
    /// says nothing, so KDE's size or `large` decides.
    func gnomeFactor(_ reading: GNOMETextScaling.Reading) -> Double? {
        switch reading {
        case .factor(let factor): return factor
        case .schemaDefault(let factor): return resolver.desktop == .gnomeLike ? factor : nil
        case .unavailable(let reason):
            logger.debug("GNOME text scaling unavailable: \(reason)")
            return nil
        case .invalid(let reason):
            logger.warning("ignoring GNOME text-scaling-factor: \(reason)")
            return nil
        }
    }

    /// Whether GNOME's settings could be read at all (set or default).
    static func isAvailable(_ reading: GNOMETextScaling.Reading) -> Bool {
        switch reading {
        case .factor, .schemaDefault: true
        case .unavailable, .invalid: false
        }
    }

    func readPortal() -> Double? {
        reading(from: portalSource.read())
    }

    /// The factor of a portal reading, logging why there is none.
    func reading(from reading: SettingsPortalTextScaling.Reading) -> Double? {
        switch reading {
        case .factor(let factor): return factor
        case .unavailable(let reason):
            logger.debug("Settings portal unavailable: \(reason)")
            return nil
        case .invalid(let reason):
            logger.warning("ignoring the Settings portal's \(portalSource.key): \(reason)")
            return nil
        }
    }

    func readKDE() -> Double? {
        switch kdeSource.read() {
        case .factor(let factor): return factor
        case .absent: return nil
        case .invalid(let reason):
            logger.warning("ignoring kdeglobals: \(reason)")
            return nil
        }
    }
}
