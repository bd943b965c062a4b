import Foundation
import Logging
import Synchronization

extension DesktopTextSizeMonitor {
    /// The running `gsettings monitor` process's identifier, for diagnostics and tests.
    public var monitorProcessIdentifier: Int32? {
        state.withLock { state in state.process.flatMap { $0.isRunning ? $0.processIdentifier : nil } }
    }

    /// Spawns `gsettings monitor`, reads its lines, and restarts it with back-off if it exits
    /// while the monitor runs.
    func startGSettingsMonitor() {
        guard let executable = gnomeSource.executable else {
            logger.info("not watching GNOME: gsettings is not installed (Debian: libglib2.0-bin)")
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["monitor", GNOMETextScaling.schema, GNOMETextScaling.key]
        process.environment = gnomeSource.environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard !data.isEmpty else {
                handle.readabilityHandler = nil
                return
            }
            self?.receive(String(decoding: data, as: UTF8.self))
        }
        process.terminationHandler = { [weak self] _ in
            self?.monitorExited()
        }
        do {
            try process.run()
        } catch {
            logger.warning("gsettings monitor could not start: \(error)")
            scheduleRestart()
            return
        }
        let keep = state.withLock { state in
            guard state.isRunning else { return false }
            state.process = process
            return true
        }
        if !keep { process.terminate() }
        // Read after the monitor is up, so a change made in between is not lost.
        let value = readGNOME()
        update { $0.gnome = value }
    }

    func receive(_ text: String) {
        let lines = state.withLock { state -> [String] in
            state.lineBuffer += text
            var lines = state.lineBuffer.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            state.lineBuffer = lines.removeLast()
            return lines.filter { !$0.isEmpty }
        }
        for line in lines {
            switch GNOMETextScaling.parse(line) {
            case .factor(let factor):
                update { state in
                    state.gnome = factor
                    state.restartDelay = Self.initialRestartDelay
                }
            case .invalid(let reason), .unavailable(let reason):
                logger.warning("ignoring gsettings monitor line '\(line)': \(reason)")
            }
        }
    }

    func monitorExited() {
        let running = state.withLock { state in
            state.process = nil
            state.lineBuffer = ""
            return state.isRunning
        }
        guard running else { return }
        logger.warning("gsettings monitor exited; restarting")
        scheduleRestart()
    }

    func scheduleRestart() {
        let delay = state.withLock { state in
            let delay = state.restartDelay
            state.restartDelay = min(state.restartDelay * 2, Self.maximumRestartDelay)
            return delay
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + delay) { [weak self] in
            guard let self, self.state.withLock({ $0.isRunning && $0.process == nil }) else { return }
            self.startGSettingsMonitor()
        }
    }

    /// Polls `kdeglobals` for a rewrite and re-reads it when its fingerprint changes.
    func startKDEPolling() {
        let interval = pollInterval
        let task = Task.detached { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                guard let self else { return }
                let fingerprint = self.kdeSource.fingerprint()
                let changed = self.state.withLock { state in
                    defer { state.kdeFingerprint = fingerprint }
                    return state.kdeFingerprint != fingerprint
                }
                if changed {
                    let value = self.readKDE()
                    self.update { $0.kde = value }
                }
            }
        }
        state.withLock { $0.pollTask = task }
    }
}

extension DesktopTextSizeMonitor {
    /// Subscribes to the portal's `SettingChanged` off the caller's thread (the first call may
    /// start the portal). A value equal to the last one, as several portal backends repeat each
    /// change, resolves to the same size and so is not reported again.
    func startPortalWatch() {
        #if SettingsPortal
        DispatchQueue.global().async { [weak self] in
            guard let self else { return }
            let watch = self.portalSource.watch { [weak self] reading in
                guard let self else { return }
                let value = self.reading(from: reading)
                self.update { $0.portal = value }
            }
            let keep = self.state.withLock { state in
                guard state.isRunning, state.portalWatch == nil else { return false }
                state.portalWatch = watch
                return true
            }
            if !keep { watch?.cancel() }
            if watch == nil { self.logger.info("not watching the Settings portal: the session bus cannot be reached") }
        }
        #else
        logger.info("not watching the Settings portal: FontScale was built without the SettingsPortal trait")
        #endif
    }
}

extension DesktopTextSizeMonitor {
    /// Whether a Settings portal subscription is in place (after ``start()``, where the portal is
    /// a source). For diagnostics and tests.
    public var isWatchingPortal: Bool {
        #if SettingsPortal
        state.withLock { $0.portalWatch != nil }
        #else
        false
        #endif
    }
}
