import Foundation

/// A session bus that accepts every connection and never answers, and a dconf profile that dconf's
/// files cannot settle (a `service-db`), so `gsettings get` connects to the bus and hangs: the
/// case where a reader's child must be ended by its owner.
public final class HungBus: Sendable {
    /// The private folder holding the socket, the profile and the XDG folders.
    public let directory: URL
    /// An entry of the environment below, `FONTSCALE_TEST_MARKER=<unique>`, that every process
    /// started with it carries: how a test finds them in `/proc`.
    public let marker: String
    /// The environment that makes GNOME's text size a `gsettings` read on this bus.
    public let environment: [String: String]
    private let socket: Int32

    /// Creates the folder and starts listening.
    public init() throws {
        directory = URL(fileURLWithPath: "/tmp").appendingPathComponent("fontscale-hung-\(UUID().uuidString.prefix(8))")
        for sub in ["config", "run", "cache"] {
            try FileManager.default.createDirectory(
                at: directory.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o700], ofItemAtPath: directory.appendingPathComponent("run").path)
        let profile = directory.appendingPathComponent("profile")
        try "service-db:site\n".write(to: profile, atomically: true, encoding: .utf8)
        let path = directory.appendingPathComponent("bus").path
        socket = try Self.listen(at: path)
        let token = UUID().uuidString
        marker = "FONTSCALE_TEST_MARKER=\(token)"
        environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": directory.path,
            "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
            "XDG_RUNTIME_DIR": directory.appendingPathComponent("run").path,
            "XDG_CACHE_HOME": directory.appendingPathComponent("cache").path,
            "XDG_CURRENT_DESKTOP": "GNOME",
            "GSETTINGS_BACKEND": "dconf",
            "DCONF_PROFILE": profile.path,
            "DBUS_SESSION_BUS_ADDRESS": "unix:path=\(path)",
            "FONTSCALE_TEST_MARKER": token,
        ]
    }

    deinit {
        close(socket)
        try? FileManager.default.removeItem(at: directory)
    }

    /// A Unix socket listening at `path` whose connections are never accepted: the kernel
    /// completes them into its backlog, so a client connects, writes, and waits for an answer.
    ///
    /// The corresponding C functions are `socket`, `bind` and `listen`.
    private static func listen(at path: String) throws -> Int32 {
        let descriptor = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            close(descriptor)
            throw POSIXError(.ENAMETOOLONG)
        }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in bytes.enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard bound == 0, Glibc.listen(descriptor, 64) == 0 else {
            let error = errno
            close(descriptor)
            throw POSIXError(POSIXErrorCode(rawValue: error) ?? .EIO)
        }
        return descriptor
    }
}
