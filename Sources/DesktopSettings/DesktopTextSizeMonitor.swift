import DynamicType
import Foundation
import Logging
internal import StateLock
import Synchronization

/// Follows the desktop's text size and reports every real change.
///
/// Creating one never waits on another process or the bus: it reads what files can tell at once
/// (overrides, dconf's databases, `kdeglobals`) into ``current``, and the sources that need a
/// round trip (the `gsettings` tool where dconf's files cannot settle GNOME's value, the Settings
/// portal inside a sandbox or where GNOME's settings cannot be read) on a queue of its own, each
/// with a deadline; their answer arrives as a change, and ``settled()`` waits for it.
///
/// After ``start()`` it watches the sources: dconf's database files and `kdeglobals` through
/// inotify (dconf and KConfig both replace their files when a setting changes), and, where the
/// portal is a source, its `SettingChanged` signal. Each change is resolved with
/// ``DesktopTextSizeResolver``; when the result differs, ``changes()`` streams yield it and
/// ``observeChanges(_:)`` handlers are called. HeadlessUI's `follow(_:)` keeps an
/// `Application`'s `preferredContentSizeCategory` in step with them.
///
/// Bad input never stops it: an unusable value (a number that is not a plain decimal, a size
/// outside `DesktopFont.pointSizeRange`, a value of the wrong type) is logged with the source
/// it came from and changes nothing: that source keeps its last good value, so apps see no
/// change, not a flap to the next source and back. A source that stops answering (a hung
/// `gsettings` or portal) keeps its last value too; a missing source leaves the others. ``start()`` and ``stop()`` may be called from any thread, in any order,
/// and neither waits for a handler under way, so the monitor may be stopped or released from
/// inside its own handler, or from a thread that a handler waits for.
public final class DesktopTextSizeMonitor: Sendable {
    struct State: ~Copyable {
        var override: TextSizeOverride?
        var gnome: Double?
        var kde: Double?
        var portal: Double?
        var kdeForcedDPI: Double?
        var xResources: Double?
        /// The fonts each source names.
        var gnomeFonts: DesktopFontReader.Named?
        var kdeFonts: DesktopFontReader.Named?
        var portalFonts: DesktopFontReader.Named?
        /// Whether the portal is a source here: inside a sandbox, or where GNOME's settings
        /// cannot be read (decided once, when the first reads have settled).
        var usesPortal = false
        /// Whether every source has answered once (or run out of time).
        var isSettled = false
        var settleWaiters: [CheckedContinuation<Void, Never>] = []
        var current = DesktopTextSize.fallback
        var continuations: [Int: AsyncStream<DesktopTextSize>.Continuation] = [:]
        var handlers: [Int: @Sendable (DesktopTextSize) -> Void] = [:]
        var nextSubscriber = 0
        var isRunning = false
        /// Which portal watch may report: ``stop()`` moves it on, so a signal already on its way
        /// from a stopped watch changes nothing.
        var portalGeneration = 0
        var fileWatch: FileWatch?
        /// The X resources watch, and which one may report (``stop()`` moves it on).
        var xWatch: XResourceWatch?
        var xGeneration = 0
        #if SettingsPortal
        var portalWatch: DBusSignalWatch?
        #endif
    }

    let resolver: DesktopTextSizeResolver
    let gnomeSource: GNOMETextScaling
    let kdeSource: KDEGlobals
    let portalSource: SettingsPortalTextScaling
    let kdeDPISource: KDEFontDPI
    let xResourcesSource: XResourcesDPI
    let fontReader: DesktopFontReader
    /// `FONTSCALE_BOLD_TEXT`, as ``DesktopTextSizeResolver/boldText`` reads it; HeadlessUI's
    /// `follow(_:)` applies it to the application.
    public var boldText: LegibilityWeight { resolver.boldText }
    let logger: Logger
    let state = Mutex(State())
    /// Where file events are handled: a serial queue of the monitor's own, off the Swift
    /// concurrency pool, so a busy pool cannot delay them.
    let watchQueue = DispatchQueue(label: "FontScale.DesktopTextSizeMonitor.files")
    /// Where the reads that wait (a process, the bus) are made, off the caller's thread and off
    /// the Swift concurrency pool, whose few threads must not wait on a deadline.
    let slowQueue = DispatchQueue(label: "FontScale.DesktopTextSizeMonitor.slow")
    /// The `gsettings` runs under way: killed and reaped when the monitor is released (or the
    /// process ends), so none outlives it.
    let children = ChildProcesses()

    /// Creates a monitor: reads the overrides and the settings files now, and starts reading the
    /// sources that need a process or the bus on a queue of its own.
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
        fontReader = DesktopFontReader(environment: environment, logger: logger)
        kdeDPISource = KDEFontDPI(environment: environment)
        xResourcesSource = XResourcesDPI(environment: environment)
        let kdeForcedDPI = readKDEForcedDPI(kdeDPISource.read())
        let readsX = xResourcesSource.display != nil
        let gnomeFromFiles = gnomeSource.readFromFiles()
        let gnome = gnomeFromFiles.flatMap { gnomeFactor($0) }
        let kdeFile = kdeSource.readText()
        let kde = readKDE(kdeFile)
        let (gnomeFonts, kdeFonts) = (fontReader.readGNOME(), fontReader.readKDE(kdeFile, keeping: nil))
        let isSandboxed = resolver.isSandboxed
        // Settled now unless gsettings or the portal must still be asked.
        let settledNow = !readsX && (gnomeFromFiles.map { !isSandboxed && Self.isAvailable($0) } ?? false)
        state.withStateLock { state in
            state.gnome = gnome
            state.kde = kde
            state.kdeForcedDPI = kdeForcedDPI
            state.gnomeFonts = gnomeFonts
            state.kdeFonts = kdeFonts
            state.isSettled = settledNow
            state.current = resolve(state)
        }
        guard !settledNow else { return }
        slowQueue.async { [weak self, gnomeSource, portalSource, xResourcesSource, children] in
            let xReading = readsX ? xResourcesSource.read() : nil
            let gnomeReading = gnomeFromFiles ?? gnomeSource.readWithTool(children: children)
            let usesPortal = isSandboxed || !Self.isAvailable(gnomeReading)
            let portalReading = usesPortal ? portalSource.read() : nil
            let portalFonts = usesPortal ? portalSource.readFonts(logger: self?.logger) : nil
            self?.settle(
                gnome: gnomeReading, usesPortal: usesPortal, portal: portalReading, portalFonts: portalFonts,
                xResources: xReading)
        }
    }

    /// The size and fonts the readings in `state` give.
    func resolve(_ state: borrowing State) -> DesktopTextSize {
        var resolved = resolver.resolve(
            override: state.override, gnome: state.gnome, kde: state.kde, portal: state.portal,
            kdeForcedDPI: state.kdeForcedDPI, xResources: state.xResources)
        resolved.fonts = fontReader.resolve(gnome: state.gnomeFonts, kde: state.kdeFonts, portal: state.portalFonts)
        return resolved
    }

    deinit {
        stop()
        children.end()
    }

    /// Kills and reaps the `gsettings` runs under way now, and refuses new ones: for a command
    /// that ends on a signal (the monitor's release does the same).
    package func endChildProcesses() {
        children.end()
    }

    /// The size in effect now and where it came from; until ``isSettled``, from the sources read
    /// so far.
    public var current: DesktopTextSize { state.withStateLock { $0.current } }

    /// Whether every source has answered once, or run out of time.
    public var isSettled: Bool { state.withStateLock { $0.isSettled } }

    /// The size once every source has answered once, or run out of time (the `gsettings` tool
    /// after ``GNOMETextScaling/toolTimeout``, the portal after
    /// ``SettingsPortalTextScaling/timeout`` per step); at once where files settled it.
    public func settled() async -> DesktopTextSize {
        await withCheckedContinuation { continuation in
            let isSettled = state.withStateLock { state in
                if !state.isSettled { state.settleWaiters.append(continuation) }
                return state.isSettled
            }
            if isSettled { continuation.resume() }
        }
        return current
    }

    /// Every change from now on; the stream ends when the monitor is stopped.
    public func changes() -> AsyncStream<DesktopTextSize> {
        AsyncStream { continuation in
            let id = state.withStateLock { state in
                state.nextSubscriber += 1
                state.continuations[state.nextSubscriber] = continuation
                return state.nextSubscriber
            }
            continuation.onTermination = { [weak self] _ in
                self?.state.withStateLock { _ = $0.continuations.removeValue(forKey: id) }
            }
        }
    }

    /// Calls `handler` with every change from now on, on the monitor's own thread that found it,
    /// until the returned observation is cancelled or released.
    ///
    /// The handler may stop or release the monitor; it should not block for long, as the next
    /// change from the same source waits for it.
    public func observeChanges(
        _ handler: @escaping @Sendable (DesktopTextSize) -> Void
    ) -> DesktopTextSizeObservation {
        let id = state.withStateLock { state in
            state.nextSubscriber += 1
            state.handlers[state.nextSubscriber] = handler
            return state.nextSubscriber
        }
        return DesktopTextSizeObservation(monitor: self, id: id)
    }

    /// Stops calling a handler of ``observeChanges(_:)``.
    func removeHandler(_ id: Int) {
        _ = state.withStateLock { $0.handlers.removeValue(forKey: id) }
    }

    /// Sets or (with `nil`) clears the app's own override, the first source in the order.
    public func setOverride(_ override: TextSizeOverride?) {
        update { $0.override = override }
    }

    /// Starts watching the sources; calling it again while running does nothing. It returns at
    /// once: the files are read again, and the portal subscribed to, on the monitor's queues.
    public func start() {
        let files = watchedFiles  // a few file reads: outside the lock
        let watchesPortal = state.withStateLock { state -> Bool? in
            guard !state.isRunning else { return nil }
            state.isRunning = true
            state.fileWatch = FileWatch(files: files, queue: watchQueue, onChange: rereading)
            // Not settled yet: settling starts the portal watch when it finds the portal a source.
            return state.isSettled && state.usesPortal
        }
        guard let watchesPortal else { return }
        // Read again now that the watch is in place, so a change made before it is not missed.
        watchQueue.async(execute: rereading)
        startXResourcesWatch()
        if watchesPortal { startPortalWatch() }
    }

    /// Stops watching and ends every ``changes()`` stream; ``observeChanges(_:)`` handlers stay
    /// registered for a later ``start()``. It does not wait for a handler under way.
    public func stop() {
        #if SettingsPortal
        typealias Watches = (FileWatch?, DBusSignalWatch?)
        #else
        typealias Watches = (FileWatch?, Void?)
        #endif
        let (watches, continuations) = state.withStateLock {
            state -> (Watches, [AsyncStream<DesktopTextSize>.Continuation]) in
            state.isRunning = false
            state.portalGeneration += 1
            state.xGeneration += 1
            let xWatch = state.xWatch
            state.xWatch = nil
            // Cancelled here, under the lock: its handler takes no lock, and a later start
            // makes a new one.
            xWatch?.cancel()
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
        // Outside the lock: cancelling releases handlers that may take it.
        watches.0?.cancel()
        #if SettingsPortal
        watches.1?.cancel()
        #endif
        for continuation in continuations { continuation.finish() }
    }

    /// Records the sources that needed a process or the bus, reports the change, wakes
    /// ``settled()``, and starts the portal watch if the monitor is running and the portal is a
    /// source.
    func settle(
        gnome: GNOMETextScaling.Reading, usesPortal: Bool, portal: SettingsPortalTextScaling.Reading?,
        portalFonts: DesktopFontReader.Named? = nil, xResources: XResourcesDPI.Reading? = nil
    ) {
        let (waiters, watchesPortal) = update { state in
            state.gnome = gnomeFactor(gnome, keeping: state.gnome)
            if let xResources { state.xResources = xResourcesFactor(xResources, keeping: state.xResources) }
            state.portal = portal.flatMap { reading(from: $0, keeping: state.portal) }
            state.portalFonts = portalFonts
            state.usesPortal = usesPortal
            state.isSettled = true
            defer { state.settleWaiters = [] }
            return (state.settleWaiters, state.isRunning && usesPortal)
        }
        for waiter in waiters { waiter.resume() }
        if watchesPortal { startPortalWatch() }
    }

    /// Applies a change to the readings, resolves, and tells subscribers if the result changed;
    /// returns what `change` returns.
    @discardableResult
    func update<Result>(_ change: (inout State) -> Result) -> Result {
        let (result, changed, continuations, handlers) = state.withStateLock { state in
            let result = change(&state)
            let resolved = resolve(state)
            guard resolved != state.current else {
                return (
                    result, nil as DesktopTextSize?, [AsyncStream<DesktopTextSize>.Continuation](),
                    [@Sendable (DesktopTextSize) -> Void]()
                )
            }
            state.current = resolved
            return (result, resolved, Array(state.continuations.values), Array(state.handlers.values))
        }
        if let changed {
            logger.debug("desktop text size is now \(changed)")
            for continuation in continuations { continuation.yield(changed) }
            for handler in handlers { handler(changed) }
        }
        return result
    }

    /// GNOME's factor as a source: a value someone set, or the schema's default where the
    /// desktop is GNOME-like (there, the default is the desktop's setting); elsewhere a default
    /// says nothing, so KDE's size or `large` decides. A reading that is unusable, or a tool that
    /// did not answer, keeps `previous`, the source's last good value.
    func gnomeFactor(_ reading: GNOMETextScaling.Reading, keeping previous: Double? = nil) -> Double? {
        switch reading {
        case .factor(let factor): return factor
        case .schemaDefault(let factor): return resolver.desktop == .gnomeLike ? factor : nil
        case .unavailable(let reason):
            logger.debug("GNOME's text-scaling-factor unavailable: \(reason)\(Self.keeping(previous))")
            return previous
        case .invalid(let reason):
            logger.warning("ignoring GNOME's text-scaling-factor: \(reason)\(Self.keeping(previous))")
            return previous
        }
    }

    /// How a log line ends when a source keeps its last good value.
    static func keeping(_ previous: Double?) -> String {
        previous.map { "; keeping \($0.compactDescription)" } ?? ""
    }

    /// Whether GNOME's settings could be read at all (set or default).
    static func isAvailable(_ reading: GNOMETextScaling.Reading) -> Bool {
        switch reading {
        case .factor, .schemaDefault: true
        case .unavailable, .invalid: false
        }
    }

    /// The factor of a portal reading, logging why there is none; an unusable value, or a
    /// portal that did not answer, keeps `previous`, the source's last good value.
    func reading(from reading: SettingsPortalTextScaling.Reading, keeping previous: Double?) -> Double? {
        switch reading {
        case .factor(let factor): return factor
        case .unavailable(let reason):
            logger.debug("the Settings portal is unavailable: \(reason)\(Self.keeping(previous))")
            return previous
        case .invalid(let reason):
            logger.warning(
                "ignoring the Settings portal's \(portalSource.namespace) \(portalSource.key): \(reason)\(Self.keeping(previous))"
            )
            return previous
        }
    }

    /// KDE's forced font DPI as a factor: `nil` when it is not forced; an unusable value keeps
    /// `previous`, the source's last good value.
    func readKDEForcedDPI(_ reading: KDEFontDPI.Reading, keeping previous: Double? = nil) -> Double? {
        switch reading {
        case .factor(let factor): return factor
        case .absent: return nil
        case .invalid(let reason):
            logger.warning("ignoring kcmfonts \(reason)\(Self.keeping(previous))")
            return previous
        }
    }

    /// `Xft.dpi` as a factor: `nil` when the resources have none; an unusable value, or a
    /// server that cannot be reached, keeps `previous`, the source's last good value.
    func xResourcesFactor(_ reading: XResourcesDPI.Reading, keeping previous: Double? = nil) -> Double? {
        switch reading {
        case .factor(let factor): return factor
        case .absent: return nil
        case .unavailable(let reason):
            logger.debug("the X resources are unavailable: \(reason)\(Self.keeping(previous))")
            return previous
        case .invalid(let reason):
            logger.warning("ignoring the X resources' \(reason)\(Self.keeping(previous))")
            return previous
        }
    }

    /// KDE's factor from `kdeglobals` as ``KDEGlobals/readText()`` read it: `nil` when the file or
    /// its `[General] font` is gone; an unusable value keeps `previous`, the source's last good
    /// value.
    func readKDE(_ file: Result<String, DesktopValueRejection>?, keeping previous: Double? = nil) -> Double? {
        switch kdeSource.reading(of: file) {
        case .factor(let factor): return factor
        case .absent: return nil
        case .invalid(let reason):
            logger.warning("ignoring kdeglobals \(reason)\(Self.keeping(previous))")
            return previous
        }
    }
}
