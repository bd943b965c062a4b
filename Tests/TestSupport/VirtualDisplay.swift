import Foundation

/// A display with no screen for GTK windows, killed on release: an X server (Xvfb) by default, or
/// a Wayland compositor (weston's headless backend) when ``kindVariable`` is `wayland`, so the
/// same GTK tests run against both; `.ci/run` runs them once each.
public final class VirtualDisplay: @unchecked Sendable {
    /// The kind of display server.
    public enum Kind: String, Sendable {
        /// X11, through Xvfb (Debian's `xvfb`).
        case x11
        /// Wayland, through weston's headless backend (Debian's `weston`).
        case wayland
    }

    /// The variable that picks the kind: `wayland`, or anything else for X11.
    public static let kindVariable = "FONTSCALE_TEST_DISPLAY"

    /// The kind this test run asks for.
    public static var requestedKind: Kind {
        ProcessInfo.processInfo.environment[kindVariable] == "wayland" ? .wayland : .x11
    }

    /// The kind of this display.
    public let kind: Kind
    /// The display's name: `:3` for X11; for Wayland the socket's absolute path, which
    /// `WAYLAND_DISPLAY` may hold, so a child's own `XDG_RUNTIME_DIR` does not hide it.
    public let name: String
    private let process: ChildProcess
    private let runtimeDirectory: URL?

    /// Starts the server of the requested kind; throws when it cannot start or names no display.
    ///
    /// The server leads a process group of its own, killed as a whole on release, and also when
    /// this process ends in any way (``ChildProcess/Group/own``): weston's helpers go with it.
    public init(kind: Kind = requestedKind) throws {
        self.kind = kind
        switch kind {
        case .x11:
            runtimeDirectory = nil
            // -displayfd: Xvfb picks a free display and writes its number to standard output.
            let output = Pipe()
            process = try ChildProcess(
                "/usr/bin/Xvfb", ["-displayfd", "1", "-screen", "0", "640x480x24", "-nolisten", "tcp", "-noreset"],
                environment: ProcessInfo.processInfo.environment,
                standardOutput: output.fileHandleForWriting.fileDescriptor, group: .own)
            try output.fileHandleForWriting.close()
            let number = firstLine(of: output).trimmingCharacters(in: .whitespaces)
            guard Int(number) != nil else {
                process.kill()
                throw VirtualDisplayError(kind: kind, output: number)
            }
            name = ":" + number
        case .wayland:
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
                "fontscale-wayland-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: directory.path)
            runtimeDirectory = directory
            let socket = "wayland-fontscale"
            process = try ChildProcess(
                "/usr/bin/weston",
                ["--backend=headless-backend.so", "--socket=\(socket)", "--idle-time=0", "--no-config"],
                environment: ProcessInfo.processInfo.environment.merging(["XDG_RUNTIME_DIR": directory.path]) {
                    $1
                },
                group: .own)
            name = directory.appendingPathComponent(socket).path
            let deadline = Date().addingTimeInterval(10)
            while !FileManager.default.fileExists(atPath: name), process.isRunning, Date() < deadline {
                usleep(10_000)
            }
            guard FileManager.default.fileExists(atPath: name) else {
                process.kill()
                try? FileManager.default.removeItem(at: directory)
                throw VirtualDisplayError(kind: kind, output: "no socket at \(name)")
            }
        }
    }

    deinit {
        process.kill()
        if let runtimeDirectory { try? FileManager.default.removeItem(at: runtimeDirectory) }
    }

    /// The server's process ID (it leads its own process group).
    public var processIdentifier: Int32 { process.pid }

    /// Points a child's environment at this display, and only at it: GTK then opens this
    /// display with its backend for the kind (`GDK_BACKEND`).
    public func apply(to environment: inout [String: String]) {
        switch kind {
        case .x11:
            environment["DISPLAY"] = name
            environment["GDK_BACKEND"] = "x11"
            environment.removeValue(forKey: "WAYLAND_DISPLAY")
        case .wayland:
            environment["WAYLAND_DISPLAY"] = name
            environment["GDK_BACKEND"] = "wayland"
            environment.removeValue(forKey: "DISPLAY")
            // GTK's Wayland backend wants a runtime directory even for a socket named by path.
            if (environment["XDG_RUNTIME_DIR"] ?? "").isEmpty {
                environment["XDG_RUNTIME_DIR"] = runtimeDirectory?.path
            }
        }
    }
}

extension VirtualDisplay {
    /// Points this process's own environment at the display, as ``apply(to:)`` does a child's:
    /// for GTK started in the test process itself, which opens its display once. GTK then draws
    /// with its cairo renderer.
    public func applyToCurrentProcess() {
        var environment = ProcessInfo.processInfo.environment
        apply(to: &environment)
        for key in ["DISPLAY", "WAYLAND_DISPLAY", "GDK_BACKEND", "XDG_RUNTIME_DIR"] {
            if let value = environment[key] { setenv(key, value, 1) } else { unsetenv(key) }
        }
        // The software renderer draws the same pixels on every machine, with or without a GPU.
        // And GL would be Mesa's llvmpipe, whose JIT registers its unwind tables with libgcc
        // holding libgcc's lock while it allocates: under Address Sanitizer's slow unwinder
        // (`fast_unwind_on_malloc=0`, .ci/run) that allocation unwinds, takes the same lock and
        // deadlocks the whole test process, every test with it.
        setenv("GSK_RENDERER", "cairo", 1)
    }
}

/// The display server started but named no display.
public struct VirtualDisplayError: Error, CustomStringConvertible {
    /// Which server.
    public let kind: VirtualDisplay.Kind
    /// What it printed, or what is missing.
    public let output: String
    /// A one-line explanation.
    public var description: String {
        switch kind {
        case .x11: "Xvfb named no display (printed '\(output)'); is the xvfb package installed?"
        case .wayland: "weston's headless backend gave no Wayland socket (\(output)); is the weston package installed?"
        }
    }
}
