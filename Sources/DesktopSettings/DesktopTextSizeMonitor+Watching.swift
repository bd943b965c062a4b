import DynamicType
import Foundation
import Logging
import Synchronization

extension DesktopTextSizeMonitor {
    /// The files whose changes are watched: dconf's databases (when GSettings uses dconf and the
    /// profile names files) and `kdeglobals`.
    var watchedFiles: [String] {
        var files = [kdeSource.path]
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
    /// read that ends after ``stop()`` changes nothing.
    ///
    /// GNOME's read may wait for `gsettings` until its deadline: it holds no reference to the
    /// monitor meanwhile, so releasing the monitor ends that run at once rather than after it.
    var rereading: @Sendable () -> Void {
        { [weak self, gnomeSource, children] in
            let gnome = gnomeSource.read(children: children)
            self?.reread(gnome: gnome)
        }
    }

    /// Records a reread with GNOME's `reading` and reads KDE again (files only).
    func reread(gnome reading: GNOMETextScaling.Reading) {
        let gnome = gnomeFactor(reading)
        let kde = readKDE()
        let (gnomeFonts, kdeFonts) = (fontReader.readGNOME(), fontReader.readKDE())
        update { state in
            guard state.isRunning else { return }
            state.gnome = gnome
            state.kde = kde
            state.gnomeFonts = gnomeFonts
            state.kdeFonts = kdeFonts
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
                { [weak self] reading in
                    guard let self else { return }
                    let value = self.reading(from: reading)
                    self.update { state in
                        guard state.portalGeneration == generation else { return }
                        state.portal = value
                    }
                },
                fontsChanged: { [weak self, portalSource] in
                    // Read on the slow queue: the signal's thread must not wait for the bus.
                    self?.slowQueue.async { [weak self] in
                        let fonts = portalSource.readFonts()
                        self?.update { state in
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
