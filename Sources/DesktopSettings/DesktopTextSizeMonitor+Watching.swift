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

    /// Reads GNOME and KDE again after a file event, and reports a change of the result.
    func reread() {
        let gnome = gnomeFactor(gnomeSource.read())
        let kde = readKDE()
        update { state in
            state.gnome = gnome
            state.kde = kde
        }
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
            let keep = self.state.withStateLock { state in
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
        state.withStateLock { $0.portalWatch != nil }
        #else
        false
        #endif
    }
}
