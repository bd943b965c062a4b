import Foundation

/// Writes the desktop's own text-size setting as the desktop's settings app does: GNOME's
/// `text-scaling-factor` through `dconf write` (dconf's service on the session bus writes its
/// database), or KDE's `[General] font` in `kdeglobals`, replaced by a rename as KConfig saves it.
///
/// It writes only into a private `XDG_CONFIG_HOME` under the temporary folder, with the session
/// bus that came with it (Benchmarks/frame.sh starts both), so a run never changes the settings
/// of the person running it.
struct DesktopSettingWriter {
    enum Desktop: String, Codable, CaseIterable, Sendable {
        /// GNOME's `text-scaling-factor`, through dconf.
        case gnome = "dconf"
        /// KDE's `[General] font` point size, in `kdeglobals`.
        case kde = "kdeglobals"
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// A write under way: `dconf write` runs on while the change travels; ``finish()`` reaps it.
    struct Write {
        fileprivate let process: Process?

        /// Waits for the writing process, if any; throws when it failed.
        func finish() throws {
            guard let process else { return }
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw Failure(description: "dconf write exited with status \(process.terminationStatus)")
            }
        }
    }

    let configHome: String

    /// The private configuration folder of `environment`; throws unless it is a folder under the
    /// temporary folder and a session bus is given.
    init(environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        let temporary = FileManager.default.temporaryDirectory.standardizedFileURL.path
        guard let configHome = environment["XDG_CONFIG_HOME"],
            URL(fileURLWithPath: configHome).standardizedFileURL.path.hasPrefix(temporary + "/"),
            environment["DBUS_SESSION_BUS_ADDRESS"] != nil
        else {
            throw Failure(
                description:
                    "--benchmark-frame writes the desktop's settings: run it in a private session whose XDG_CONFIG_HOME is under \(temporary) (bash Benchmarks/frame.sh)"
            )
        }
        self.configHome = configHome
    }

    /// Starts writing the desktop's setting for text scale `factor`: GNOME's factor itself, or
    /// KDE's font at `factor` times Plasma's 10 pt (already in place when this returns).
    func write(_ factor: Double, for desktop: Desktop) throws -> Write {
        switch desktop {
        case .gnome:
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/dconf")
            process.arguments = ["write", "/org/gnome/desktop/interface/text-scaling-factor", "\(factor)"]
            try process.run()
            return Write(process: process)
        case .kde:
            let points = factor * 10
            let text = "[General]\nfont=Noto Sans,\(points),-1,5,400,0,0,0,0,0,0,0,0,0,0,1\n"
            let path = configHome + "/kdeglobals"
            // KConfig writes a new file and renames it over the old one.
            let temporary = path + ".new"
            try Data(text.utf8).write(to: URL(fileURLWithPath: temporary))
            guard rename(temporary, path) == 0 else {
                throw Failure(description: "cannot rename \(temporary) to \(path): errno \(errno)")
            }
            return Write(process: nil)
        }
    }
}
