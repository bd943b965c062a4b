import DesktopSettings
import DynamicType
import Foundation
import Logging
import Synchronization
import TestSupport
import Testing

/// The monitor never holds its caller: slow sources answer later, as a change, and stopping or
/// releasing it never waits for a handler.
@Suite("A monitor that never blocks its caller")
struct NonBlockingMonitorTests {
    /// A folder with a `gsettings` that waits for a `gate` file, then prints what the `value` file
    /// holds; it touches `asked` when it starts. GNOME's backend is `memory`, so only the tool can answer.
    struct GatedTool {
        let directory: URL
        var gate: URL { directory.appendingPathComponent("gate") }
        var asked: URL { directory.appendingPathComponent("asked") }
        var environment: [String: String] {
            [
                "PATH": directory.path + ":/usr/bin:/bin", "GSETTINGS_BACKEND": "memory", "HOME": directory.path,
                "XDG_CONFIG_HOME": directory.path, "XDG_CURRENT_DESKTOP": "GNOME",
            ]
        }

        init(value: Double) throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent(
                "fontscale-gated-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let tool = directory.appendingPathComponent("gsettings")
            try """
            #!/bin/sh
            touch '\(directory.path)/asked'
            while [ ! -e '\(directory.path)/gate' ]; do sleep 0.02; done
            cat '\(directory.path)/value'
            """.write(to: tool, atomically: true, encoding: .utf8)
            try set(value)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tool.path)
        }

        func set(_ value: Double) throws {
            try "\(value)\n".write(to: directory.appendingPathComponent("value"), atomically: true, encoding: .utf8)
        }

        func open() { _ = FileManager.default.createFile(atPath: gate.path, contents: nil) }
        func close() { try? FileManager.default.removeItem(at: gate) }
        func remove() { try? FileManager.default.removeItem(at: directory) }
    }

    @Test("creating a monitor returns before a slow gsettings answers, and its answer arrives as a change")
    func creationDoesNotWaitForTheTool() async throws {
        let tool = try GatedTool(value: 1.5)
        defer { tool.remove() }
        let monitor = DesktopTextSizeMonitor(environment: tool.environment)
        // The tool is still waiting for its gate: had creation waited for it, it would have been
        // killed at its deadline and the factor would never arrive.
        #expect(!monitor.isSettled)
        let changes = monitor.changes()
        monitor.start()
        defer { monitor.stop() }
        tool.open()
        let first = await firstChange(changes)
        #expect(first?.ignoringFonts == DesktopTextSize(category: .accessibilityMedium, textScale: 1.5, source: .gnome))
        #expect(await monitor.settled() == first)
    }

    @Test("starting a monitor returns before a slow gsettings answers")
    func startDoesNotWaitForTheTool() async throws {
        let tool = try GatedTool(value: 1.0)
        defer { tool.remove() }
        tool.open()
        let monitor = DesktopTextSizeMonitor(environment: tool.environment)
        #expect(await monitor.settled().category == .large)
        tool.close()
        try tool.set(2.0)
        try FileManager.default.removeItem(at: tool.asked)
        let changes = monitor.changes()
        monitor.start()
        defer { monitor.stop() }
        // start() has returned; its read runs the tool, which now waits for the gate. Had start()
        // waited for it, the tool would have been killed before the gate opened. Polled on this
        // thread: a busy concurrency pool could resume an `await` after the tool's deadline.
        #expect(ProcessList.waitFor(within: 1.5) { FileManager.default.fileExists(atPath: tool.asked.path) })
        tool.open()
        let first = await firstChange(changes)
        #expect(first?.category == .accessibilityLarge)
    }

    @Test("a handler may release the last reference to its monitor")
    func releaseFromInsideHandler() async throws {
        let (environment, directory) = try KDEAndOverrideTests.environment(extra: ["GSETTINGS_BACKEND": "dconf"])
        defer { try? FileManager.default.removeItem(at: directory) }
        try KDEAndOverrideTests.writeKDEGlobals(KDEAndOverrideTests.kdeglobals(pointSize: "10"), in: directory)
        let holder = MonitorHolder(DesktopTextSizeMonitor(environment: environment))
        let released = holder.watchRelease()
        let observation = try #require(holder.monitor).observeChanges { _ in holder.monitor = nil }
        defer { observation.cancel() }
        holder.monitor?.start()
        try KDEAndOverrideTests.writeKDEGlobals(KDEAndOverrideTests.kdeglobals(pointSize: "20"), in: directory)
        #expect(await eventually { released() })
    }

    @Test("stopping from another thread does not wait for a handler under way")
    func stopWhileHandlerRuns() async throws {
        let (environment, directory) = try KDEAndOverrideTests.environment(extra: ["GSETTINGS_BACKEND": "dconf"])
        defer { try? FileManager.default.removeItem(at: directory) }
        try KDEAndOverrideTests.writeKDEGlobals(KDEAndOverrideTests.kdeglobals(pointSize: "10"), in: directory)
        let monitor = DesktopTextSizeMonitor(environment: environment)
        let handler = BlockingHandler()
        let observation = monitor.observeChanges { _ in handler.run() }
        defer { observation.cancel() }
        monitor.start()
        try KDEAndOverrideTests.writeKDEGlobals(KDEAndOverrideTests.kdeglobals(pointSize: "20"), in: directory)
        #expect(handler.waitUntilEntered())
        monitor.stop()
        // Had stop() waited for the handler, the handler would have given up waiting first.
        #expect(handler.isInside)
        handler.release()
    }

    @Test(
        "a bus that accepts but never speaks is given up at the connect deadline",
        .enabled(if: SettingsPortalTextScaling.isBuilt))
    func silentBus() async throws {
        let socket = try SilentSocket()
        defer { socket.close() }
        let (environment, directory) = try SourceReportingTests.environment(desktop: "GNOME")
        defer { try? FileManager.default.removeItem(at: directory) }
        let logs = LogCapture()
        let monitor = DesktopTextSizeMonitor(
            environment: environment.merging([
                "FLATPAK_ID": "org.example.App", "DBUS_SESSION_BUS_ADDRESS": "unix:path=\(socket.path)",
            ]) { $1 }, logger: logs.logger)
        // The portal is asked on the monitor's queue; it cannot have answered yet.
        #expect(!monitor.isSettled)
        let settled = await monitor.settled()
        #expect(settled.ignoringFonts == DesktopTextSize(category: .large, textScale: 1, source: .gnome))
        #expect(logs.lines.contains { $0.contains("did not answer within") })
    }
}

/// The first change a stream brings within `seconds`, or `nil`.
func firstChange(_ changes: AsyncStream<DesktopTextSize>, within seconds: Int = 10) async -> DesktopTextSize? {
    await withTaskGroup(of: DesktopTextSize?.self) { group in
        group.addTask {
            for await size in changes { return size }
            return nil
        }
        group.addTask {
            try? await Task.sleep(for: .seconds(seconds))
            return nil
        }
        defer { group.cancelAll() }
        return await group.next() ?? nil
    }
}

/// Holds a monitor that a handler may let go of, and tells when it is gone.
final class MonitorHolder: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: DesktopTextSizeMonitor?
    var monitor: DesktopTextSizeMonitor? {
        get { lock.withLock { stored } }
        set {
            // Released outside the lock: its deinit may run here.
            let old = lock.withLock { () -> DesktopTextSizeMonitor? in
                defer { stored = newValue }
                return stored
            }
            withExtendedLifetime(old) {}
        }
    }

    init(_ monitor: DesktopTextSizeMonitor) { stored = monitor }

    /// A check that is true once the monitor held now has been freed.
    func watchRelease() -> @Sendable () -> Bool {
        weak let monitor = lock.withLock { stored }
        return { monitor == nil }
    }
}

/// A change handler that stays inside until released (or for at most 10 s).
final class BlockingHandler: Sendable {
    private let entered = DispatchSemaphore(value: 0)
    private let mayReturn = DispatchSemaphore(value: 0)
    private let inside = Atomic(false)

    var isInside: Bool { inside.load(ordering: .acquiring) }

    func run() {
        inside.store(true, ordering: .releasing)
        entered.signal()
        _ = mayReturn.wait(timeout: .now() + 10)
        inside.store(false, ordering: .releasing)
    }

    func waitUntilEntered() -> Bool { entered.wait(timeout: .now() + 10) == .success }
    func release() { mayReturn.signal() }
}

/// A Unix socket that accepts connections into its backlog and never reads or writes.
struct SilentSocket {
    let path: String
    private let descriptor: Int32

    init() throws {
        path =
            FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-silent-\(UUID().uuidString)").path
        descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { bytes in
            for (index, byte) in path.utf8.prefix(bytes.count - 1).enumerated() { bytes[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard descriptor >= 0, bound == 0, listen(descriptor, 8) == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
    }

    func close() {
        _ = Glibc.close(descriptor)
        unlink(path)
    }
}
