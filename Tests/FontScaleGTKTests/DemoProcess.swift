import FontScaleGTK
import Foundation
import TestSupport

@testable import fontscale_gtk_demo

/// The demo built beside the tests, run as a child process under Xvfb: GTK lives on the main
/// thread of a process of its own, as in an app.
final class DemoProcess: @unchecked Sendable {
    // Lines and buffer are only touched under `lock`.
    private let lock = NSLock()
    private var received: [String] = []
    private var buffer = Data()
    private let process = Process()

    static let executable: URL? = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        for _ in 0..<4 {
            directory.deleteLastPathComponent()
            let candidate = directory.appendingPathComponent("fontscale-gtk-demo")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }()

    /// Starts the demo with arguments, in the repository's folder (its `Fonts/`); on the ramp
    /// screen, which reports every style, unless the arguments name a screen.
    init(_ arguments: [String], environment: [String: String]) throws {
        guard let executable = Self.executable else { throw CocoaError(.fileNoSuchFile) }
        process.executableURL = executable
        process.arguments = arguments.contains("--screen") ? arguments : ["--screen", "ramp"] + arguments
        process.environment = environment
        process.currentDirectoryURL = Repository.root
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.withLock {
                self.buffer.append(data)
                while let end = self.buffer.firstIndex(of: UInt8(ascii: "\n")) {
                    self.received.append(String(decoding: self.buffer[..<end], as: UTF8.self))
                    self.buffer.removeSubrange(...end)
                }
            }
        }
        try process.run()
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// Whether the demo is still running.
    var isRunning: Bool { process.isRunning }

    /// Every line printed so far.
    var lines: [String] { lock.withLock { received } }

    /// The report lines so far.
    var reports: [DemoReport] {
        lines.compactMap { try? JSONDecoder().decode(DemoReport.self, from: Data($0.utf8)) }
    }

    /// Waits until there are `count` report lines, at most `seconds`.
    func waitForReports(_ count: Int, within seconds: Double = 20) async -> [DemoReport] {
        _ = await eventually(within: seconds) { reports.count >= count }
        return reports
    }

    /// Waits for the demo to exit; its status.
    func waitForExit() -> Int32 {
        process.waitUntilExit()
        return process.terminationStatus
    }
}

extension VirtualDisplay {
    /// A demo's environment: this process's, pointed at this display and drawn with GTK's cairo
    /// renderer, without the variables that would make the desktop's settings decide (so the
    /// demo starts at the default text size and font).
    var demoEnvironment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        apply(to: &environment)
        environment["GSK_RENDERER"] = "cairo"
        for key in ["XDG_CURRENT_DESKTOP", "FONTSCALE_SYSTEM_FONT", "FONTSCALE_CONTENT_SIZE", "FONTSCALE_TEXT_SCALE"] {
            environment.removeValue(forKey: key)
        }
        return environment
    }
}
