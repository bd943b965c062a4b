import Foundation

// What a chaos run does to a session: writes GSettings cannot refuse, dconf's database written
// without the bus, and a bus daemon that hangs or goes away.
extension SessionBus {
    /// Runs `dconf` on this bus (Debian's `dconf-cli`), which writes a raw GVariant whatever the
    /// schema says (`dconf write /org/gnome/desktop/interface/text-scaling-factor "'big'"`);
    /// returns its exit status.
    @discardableResult
    public func dconf(_ arguments: String...) throws -> Int32 {
        try runTool("/usr/bin/dconf", arguments, environment: environment).status
    }

    /// The user's dconf database file, which `dconf-service` replaces on every write.
    public var userDatabase: URL { directory.appendingPathComponent("config/dconf/user") }

    /// Replaces the user's dconf database with one compiled from a key file (`[org/gnome/...]`
    /// groups of `key=GVariant text`), written beside and renamed as `dconf-service` does, without
    /// the bus: for a bus that hangs or is gone.
    public func replaceUserDatabase(withKeyFile keyFile: String) throws {
        let source = directory.appendingPathComponent("keyfiles-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: source) }
        try Data(keyFile.utf8).write(to: source.appendingPathComponent("settings"))
        let temporary = userDatabase.appendingPathExtension("new")
        let compiled = try runTool(
            "/usr/bin/dconf", ["compile", temporary.path, source.path], environment: environment)
        guard compiled.status == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: compiled.standardError])
        }
        guard rename(temporary.path, userDatabase.path) == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: userDatabase.path])
        }
    }

    /// The session's `dbus-daemon` (not the accessibility bus's, which the session starts too).
    var daemons: [Int32] {
        ProcessList.carrying(
            "XDG_CONFIG_HOME=" + directory.appendingPathComponent("config").path
        )
        .filter {
            (ProcessList.status(of: $0)?.name ?? "") == "dbus-daemon"
                && ProcessList.commandLine(of: $0).contains("--session")
        }
    }

    /// Stops the bus daemon (SIGSTOP): it accepts connections and never answers.
    public func suspendDaemon() { for pid in daemons { kill(pid, SIGSTOP) } }

    /// Lets a stopped bus daemon run again (SIGCONT).
    public func resumeDaemon() { for pid in daemons { kill(pid, SIGCONT) } }

    /// Kills the bus daemon (SIGKILL): every connection to it drops.
    public func killDaemon() { for pid in daemons { kill(pid, SIGKILL) } }
}
