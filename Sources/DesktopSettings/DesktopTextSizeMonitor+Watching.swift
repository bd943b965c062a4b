import DynamicType
import Foundation
import Logging
internal import StateLock
import Synchronization

extension DesktopTextSizeMonitor {
    /// The files whose changes are watched: dconf's databases (when GSettings uses dconf and the
    /// profile names files) and `kdeglobals`.
    var watchedFiles: [String] {
        var files = [kdeSource.path, kdeDPISource.path]
        if (gnomeSource.environment["GSETTINGS_BACKEND"] ?? "dconf") == "dconf",
            let databases = DconfReader(environment: gnomeSource.environment).profileDatabases()
        {
            files += databases
        } else {
            logger.info("not watching GNOME's settings: they are not in dconf's files here")
        }
        return files
    }

    /// Whether the file watch is in place (after ``start()``). For diagnostics and tests.
    public var isWatchingFiles: Bool { state.withStateLock { $0.fileWatch != nil } }

    /// Reads GNOME and KDE again after a file event, and reports a change of the result; a
    /// read that ends after ``stop()`` changes nothing, and a source whose value is unusable
    /// keeps its last good one.
    ///
    /// What files can tell is read and reported at once; where only `gsettings` can settle
    /// GNOME's factor, that read waits on the slow queue, so a hung bus delays no `kdeglobals`
    /// or font change behind its deadline. That wait holds no reference to the monitor, so
    /// releasing the monitor ends the run at once rather than after it.
    var rereading: @Sendable () -> Void {
        { [weak self] in self?.reread() }
    }

    /// Reads the sources again; see ``rereading``.
    func reread() {
        // Only this queue writes these four, so the values read here are still the last ones
        // when the update below stores the new readings.
        let previous = state.withStateLock { ($0.gnome, $0.kde, $0.gnomeFonts, $0.kdeFonts, $0.kdeForcedDPI) }
        // With a last good value, one that GSettings would replace by the default keeps it.
        let gnomeFromFiles = gnomeSource.readFromFiles(refusingIgnoredValues: previous.0 != nil)
        // One read of kdeglobals for its size and its fonts: a write between two reads would
        // report the old size with the new fonts, then the new size, two changes for one.
        let kdeFile = kdeSource.readText()
        let kde = readKDE(kdeFile, keeping: previous.1)
        let gnomeFonts = fontReader.readGNOME(keeping: previous.2)
        let kdeFonts = fontReader.readKDE(kdeFile, keeping: previous.3)
        let kdeForcedDPI = readKDEForcedDPI(kdeDPISource.read(), keeping: previous.4)
        update { state in
            guard state.isRunning else { return }
            if let gnomeFromFiles { state.gnome = gnomeFactor(gnomeFromFiles, keeping: state.gnome) }
            state.kde = kde
            state.kdeForcedDPI = kdeForcedDPI
            state.gnomeFonts = gnomeFonts
            state.kdeFonts = kdeFonts
        }
        guard gnomeFromFiles == nil else { return }
        slowQueue.async { [weak self, gnomeSource, children] in
            let reading = gnomeSource.readWithTool(children: children)
            guard let self else { return }
            self.update { state in
                guard state.isRunning else { return }
                state.gnome = self.gnomeFactor(reading, keeping: state.gnome)
            }
        }
    }
}

extension DesktopTextSizeMonitor {
    /// Subscribes to the portal's `SettingChanged` on the monitor's slow queue (the first call
    /// may start the portal). A value equal to the last one, as several portal backends repeat
    /// each change, resolves to the same size and so is not reported again; a signal that
    /// arrives after ``stop()`` changes nothing.
    func startPortalWatch() {
        #if SettingsPortal
        let generation = state.withStateLock { $0.portalGeneration }
        slowQueue.async { [weak self, portalSource] in
            let watch = portalSource.watch(
                { [weak self] reading in self?.portalChanged(reading, generation: generation) },
                fontsChanged: { [weak self, portalSource] in
                    // Read on the slow queue: the signal's thread must not wait for the bus.
                    self?.slowQueue.async { [weak self] in
                        guard let self else { return }
                        let previous = self.state.withStateLock { $0.portalFonts }
                        let fonts = portalSource.readFonts(keeping: previous, logger: self.logger)
                        self.update { state in
                            guard state.portalGeneration == generation else { return }
                            state.portalFonts = fonts
                        }
                    }
                })
            let keep =
                self?.state.withStateLock { state in
                    guard state.isRunning, state.portalGeneration == generation, state.portalWatch == nil else {
                        return false
                    }
                    state.portalWatch = watch
                    return true
                } ?? false
            if !keep { watch?.cancel() }
            if watch == nil {
                self?.logger.info("not watching the Settings portal: the session bus cannot be reached")
            }
        }
        #else
        logger.info("not watching the Settings portal: FontScale was built without the SettingsPortal trait")
        #endif
    }
}

extension DesktopTextSizeMonitor {
    /// Takes the value a portal `SettingChanged` signal carried, from the watch of `generation`:
    /// a usable one replaces the portal's value; an unusable one is logged and changes nothing,
    /// so apps never see the size flap to the next source and back.
    func portalChanged(_ reading: SettingsPortalTextScaling.Reading, generation: Int) {
        update { state in
            guard state.portalGeneration == generation else { return }
            state.portal = self.reading(from: reading, keeping: state.portal)
        }
    }

    /// Whether a Settings portal subscription is in place (after ``start()``, where the portal is
    /// a source). For diagnostics and tests.
    public var isWatchingPortal: Bool {
        #if SettingsPortal
        state.withStateLock { $0.portalWatch != nil }
        #else
        false
        #endif
    }
}

extension DesktopTextSizeMonitor {
    /// Connects to the X server `DISPLAY` names on the slow queue and watches the X resources
    /// there (`PropertyNotify` on `RESOURCE_MANAGER`); each new `Xft.dpi` is resolved on the
    /// monitor's file queue. Without a local display it does nothing; a watch that connects
    /// after ``stop()`` is cancelled at once.
    func startXResourcesWatch() {
        guard let display = xResourcesSource.display else { return }
        guard let name = XDisplayName(display) else {
            logger.info("not watching the X resources: DISPLAY '\(display.escapedForMessage)' is not a local display")
            return
        }
        let generation = state.withStateLock { $0.xGeneration }
        slowQueue.async { [weak self, xResourcesSource, watchQueue] in
            let started = XResourceWatch.start(
                display: name, environment: xResourcesSource.environment, queue: watchQueue,
                onReading: { [weak self] reading in self?.xResourcesChanged(reading, generation: generation) },
                onEnd: { [weak self] reason in
                    self?.logger.info("stopped watching the X resources: \(reason); keeping the last value")
                })
            guard let self else {
                if case .success(let watch) = started { watch.cancel() }
                return
            }
            switch started {
            case .success(let watch):
                let kept = self.state.withStateLock { state in
                    guard state.isRunning, state.xGeneration == generation, state.xWatch == nil else { return false }
                    state.xWatch = watch
                    return true
                }
                if !kept { watch.cancel() }
            case .failure(let error):
                self.logger.info("not watching the X resources: \(error.reason)")
            }
        }
    }

    /// Takes a reading of the X resources from the watch of `generation`.
    func xResourcesChanged(_ reading: XResourcesDPI.Reading, generation: Int) {
        update { state in
            guard state.xGeneration == generation else { return }
            state.xResources = xResourcesFactor(reading, keeping: state.xResources)
        }
    }

    /// Whether the X resources watch is in place (after ``start()``, where `DISPLAY` names a
    /// local X server). For diagnostics and tests.
    public var isWatchingXResources: Bool { state.withStateLock { $0.xWatch != nil } }
}
