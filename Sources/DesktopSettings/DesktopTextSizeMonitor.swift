import DynamicType
import Foundation
import HeadlessUI
import Logging
import Synchronization

/// Follows the desktop's text size and reports every real change.
///
/// It reads every source at creation (``current``), and after ``start()`` watches them: a
/// `gsettings monitor` child process for GNOME's `text-scaling-factor`, the `kdeglobals` file
/// (polled every ``pollInterval``), and, inside a sandbox or where GNOME's settings cannot be
/// read, the Settings portal's `SettingChanged` signal. Each change is resolved with ``DesktopTextSizeResolver``;
/// when the result differs, ``changes()`` streams yield it. ``follow(_:)`` keeps an
/// `Application`'s `preferredContentSizeCategory` in step, which posts the change notification an
/// `AppearanceManager` listens to.
///
/// Bad input never stops it: an unusable value is logged and ignored, a missing `gsettings`
/// leaves the other sources, and a monitor process that dies is restarted after a back-off that
/// doubles from 0.1 s up to 5 s.
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
        var process: Process?
        var lineBuffer = ""
        var restartDelay = DesktopTextSizeMonitor.initialRestartDelay
        var kdeFingerprint: String?
        var pollTask: Task<Void, Never>?
        #if SettingsPortal
        var portalWatch: DBusSignalWatch?
        #endif
    }

    /// How often `kdeglobals` is checked for a rewrite.
    public let pollInterval: Duration
    let resolver: DesktopTextSizeResolver
    let gnomeSource: GNOMETextScaling
    let kdeSource: KDEGlobals
    let portalSource: SettingsPortalTextScaling
    /// `FONTSCALE_BOLD_TEXT`, as ``DesktopTextSizeResolver/boldText`` reads it; ``follow(_:)``
    /// applies it to the application.
    public var boldText: LegibilityWeight { resolver.boldText }
    let logger: Logger
    let state = Mutex(State())

    static let initialRestartDelay = 0.1
    static let maximumRestartDelay = 5.0

    /// Creates a monitor and reads every source once.
    ///
    /// - Parameters:
    ///   - environment: Where overrides, `XDG_CURRENT_DESKTOP`, `XDG_CONFIG_HOME` and the session
    ///     bus come from; the process environment by default.
    ///   - kdeReferencePointSize: The KDE font size that means factor 1.0.
    ///   - pollInterval: How often `kdeglobals` is checked.
    ///   - logger: Where ignored values and restarts are reported.
    public init(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        kdeReferencePointSize: Double = KDEGlobals.defaultReferencePointSize,
        pollInterval: Duration = .milliseconds(200),
        logger: Logger = Logger(label: "FontScale.DesktopTextSizeMonitor")
    ) {
        self.logger = logger
        self.pollInterval = pollInterval
        resolver = DesktopTextSizeResolver(environment: environment, logger: logger)
        gnomeSource = GNOMETextScaling(environment: environment)
        kdeSource = KDEGlobals(environment: environment, referencePointSize: kdeReferencePointSize)
        portalSource = SettingsPortalTextScaling(
            environment: environment, desktop: resolver.desktop, kdeReferencePointSize: kdeReferencePointSize)
        let gnome = readGNOME()
        let kde = readKDE()
        let usesPortal = resolver.isSandboxed || gnome == nil
        let portal = usesPortal ? readPortal() : nil
        let fingerprint = kdeSource.fingerprint()
        state.withLock { state in
            state.gnome = gnome
            state.kde = kde
            state.portal = portal
            state.usesPortal = usesPortal
            state.kdeFingerprint = fingerprint
            state.current = resolver.resolve(override: nil, gnome: gnome, kde: kde, portal: portal)
        }
    }

    deinit {
        stop()
    }

    /// The size in effect now and where it came from.
    public var current: DesktopTextSize { state.withLock { $0.current } }

    /// Every change from now on; the stream ends when the monitor is stopped.
    public func changes() -> AsyncStream<DesktopTextSize> {
        AsyncStream { continuation in
            let id = state.withLock { state in
                state.nextContinuation += 1
                state.continuations[state.nextContinuation] = continuation
                return state.nextContinuation
            }
            continuation.onTermination = { [weak self] _ in
                self?.state.withLock { _ = $0.continuations.removeValue(forKey: id) }
            }
        }
    }

    /// Sets or (with `nil`) clears the app's own override, the first source in the order.
    public func setOverride(_ override: TextSizeOverride?) {
        update { $0.override = override }
    }

    /// Starts watching GNOME and KDE; calling it twice does nothing.
    public func start() {
        let alreadyRunning = state.withLock { state in
            defer { state.isRunning = true }
            return state.isRunning
        }
        guard !alreadyRunning else { return }
        startGSettingsMonitor()
        startKDEPolling()
        if state.withLock({ $0.usesPortal }) { startPortalWatch() }
    }

    /// Stops watching, ends every ``changes()`` stream and terminates the monitor process.
    public func stop() {
        let (process, task, continuations) = state.withLock { state in
            state.isRunning = false
            #if SettingsPortal
            state.portalWatch?.cancel()
            state.portalWatch = nil
            #endif
            defer {
                state.process = nil
                state.pollTask = nil
                state.continuations = [:]
            }
            return (state.process, state.pollTask, Array(state.continuations.values))
        }
        task?.cancel()
        // SIGKILL, not terminate(): a child spawned from a concurrency or dispatch thread
        // inherits that thread's mask, which blocks SIGTERM, and `gsettings monitor` holds no
        // state worth a graceful exit.
        if let process, process.isRunning { kill(process.processIdentifier, SIGKILL) }
        for continuation in continuations { continuation.finish() }
    }

    /// Applies a change to the readings, resolves, and tells subscribers if the result changed.
    func update(_ change: (inout State) -> Void) {
        let (changed, continuations) = state.withLock { state in
            change(&state)
            let resolved = resolver.resolve(
                override: state.override, gnome: state.gnome, kde: state.kde, portal: state.portal)
            guard resolved != state.current else { return (nil as DesktopTextSize?, [AsyncStream<DesktopTextSize>.Continuation]()) }
            state.current = resolved
            return (resolved, Array(state.continuations.values))
        }
        guard let changed else { return }
        logger.debug("desktop text size is now \(changed)")
        for continuation in continuations { continuation.yield(changed) }
    }

    func readGNOME() -> Double? {
        switch gnomeSource.read() {
        case .factor(let factor): return factor
        case .unavailable(let reason):
            logger.debug("GNOME text scaling unavailable: \(reason)")
            return nil
        case .invalid(let reason):
            logger.warning("ignoring GNOME text-scaling-factor: \(reason)")
            return nil
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

extension DesktopTextSizeMonitor {
    /// Keeps an application's preferred category in step with the desktop: set now, and on every
    /// change until the monitor stops or the task is cancelled. When `FONTSCALE_BOLD_TEXT` is set
    /// (``boldText``), it also sets the application's Bold Text.
    ///
    /// The monitor must be started for changes to arrive.
    @MainActor
    @discardableResult
    public func follow(_ application: Application) -> Task<Void, Never> {
        let stream = changes()
        if boldText != .unspecified { application.isBoldTextEnabled = boldText == .bold }
        application.preferredContentSizeCategory = current.category
        return Task { @MainActor in
            for await size in stream {
                application.preferredContentSizeCategory = size.category
            }
        }
    }
}
