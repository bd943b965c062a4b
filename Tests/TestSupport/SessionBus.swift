import Foundation

/// A real D-Bus session bus from `dbus-run-session`, with dconf storing into a private
/// `XDG_CONFIG_HOME`, so `gsettings` reads and writes are isolated from the machine's.
public final class SessionBus: @unchecked Sendable {
    /// The private directory holding config, runtime and cache folders.
    public let directory: URL
    /// The environment to run `gsettings` and FontScale with: bus address, XDG folders, desktop.
    public let environment: [String: String]
    private let process: ChildProcess

    /// Starts a session bus for a desktop name (`XDG_CURRENT_DESKTOP`).
    ///
    /// With a `display`, every service the bus starts sees it, as the Settings portal's GTK
    /// backend needs (without one the portal exports no Settings interface). The environment is
    /// given to the bus itself, so services it activates inherit it: set inside the session, it
    /// would not reach them.
    public init(desktop: String = "GNOME", display: VirtualDisplay? = nil) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-bus-\(UUID().uuidString)")
        for sub in ["config", "run", "cache", "data"] {
            try FileManager.default.createDirectory(
                at: directory.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o700], ofItemAtPath: directory.appendingPathComponent("run").path)
        var environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": directory.path,
            "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
            "XDG_RUNTIME_DIR": directory.appendingPathComponent("run").path,
            "XDG_CACHE_HOME": directory.appendingPathComponent("cache").path,
            "XDG_DATA_HOME": directory.appendingPathComponent("data").path,
            "XDG_CURRENT_DESKTOP": desktop,
            "GSETTINGS_BACKEND": "dconf",
        ]
        display?.apply(to: &environment)
        let output = Pipe()
        // Its own process group, killed as a whole on release or when this process ends in any
        // way: the daemon and the services it activates (dconf, the portal) go with it.
        process = try ChildProcess(
            "/usr/bin/dbus-run-session", ["--", "sh", "-c", "echo \"$DBUS_SESSION_BUS_ADDRESS\"; exec sleep 600"],
            environment: environment, standardOutput: output.fileHandleForWriting.fileDescriptor, group: .own)
        try output.fileHandleForWriting.close()
        environment["DBUS_SESSION_BUS_ADDRESS"] = firstLine(of: output)
        self.environment = environment
    }

    deinit {
        process.kill()
        // A service that left the group (a daemon that calls setsid) still carries the
        // session's private directory in its environment: kill those too.
        for pid in ProcessList.carrying(
            "XDG_CONFIG_HOME=" + directory.appendingPathComponent("config").path)
        {
            kill(pid, SIGKILL)
        }
        unmountDocumentPortal()
        try? FileManager.default.removeItem(at: directory)
    }

    /// Unmounts the file system the document portal mounts in the session's runtime folder
    /// (`run/doc`, FUSE), which the portal, killed with its session, cannot unmount itself: left
    /// mounted, it would outlive the session (and its folder could not be removed).
    private func unmountDocumentPortal() {
        let mountPoint = directory.appendingPathComponent("run").appendingPathComponent("doc").path
        // /proc/self/mounts: a mount per line, its mount point the second field.
        guard let mounts = try? String(contentsOfFile: "/proc/self/mounts", encoding: .utf8),
            mounts.split(separator: "\n").contains(where: {
                $0.split(separator: " ").dropFirst().first == Substring(mountPoint)
            })
        else { return }
        let tools = ["/usr/bin/fusermount3", "/usr/bin/fusermount", "/bin/fusermount3", "/bin/fusermount"]
        guard let tool = tools.first(where: FileManager.default.isExecutableFile(atPath:)) else { return }
        // Lazily: the portal may still hold it while it dies.
        _ = try? runTool(tool, ["-u", "-z", mountPoint], environment: [:])
    }

    /// The bus's `dbus-run-session` process ID (it leads its own process group).
    public var processIdentifier: Int32 { process.pid }

    /// Runs `gsettings` on this bus; returns its exit status.
    @discardableResult
    public func gsettings(_ arguments: String...) throws -> Int32 {
        try runTool("/usr/bin/gsettings", arguments, environment: environment).status
    }

    /// Runs `gsettings set org.gnome.desktop.interface text-scaling-factor VALUE`.
    public func setTextScalingFactor(_ value: Double) throws -> Int32 {
        try gsettings("set", "org.gnome.desktop.interface", "text-scaling-factor", String(value))
    }
}

/// Waits for a condition, checking every 10 ms, for at most `seconds`.
///
/// The default is long: a wait on the main actor (a desktop change reaching a window) shares that
/// actor with every main-actor test of the suites running beside it, whose work can hold it for
/// many seconds in a full run (more under Address Sanitizer). A wait is for the change to come,
/// not a timing; it returns as soon as the condition holds.
public func eventually(
    isolation: isolated (any Actor)? = #isolation, within seconds: Double = 60, _ condition: () -> Bool
) async -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(10))
    }
    return condition()
}

/// The first line a process writes to a pipe, without its newline; empty when it closes first.
func firstLine(of pipe: Pipe) -> String {
    var received = Data()
    while !received.contains(UInt8(ascii: "\n")) {
        let chunk = pipe.fileHandleForReading.availableData
        if chunk.isEmpty { break }
        received.append(chunk)
    }
    return String(decoding: received, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
}
