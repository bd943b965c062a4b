import Foundation
import TestSupport
import Testing

@Suite("fontscale and the desktop")
struct DesktopCommandTests {
    struct Row: Decodable {
        let style: String
        let category: String
        let pointSize: Double
        let source: String
    }

    struct WatchLine: Decodable, Equatable {
        let category: String
        let shortName: String
        let scale: Double
        let source: String
    }

    @Test("list without --category uses the desktop's category and says where it came from")
    func listUsesDesktop() throws {
        let environment = ["FONTSCALE_CONTENT_SIZE": "AX2", "XDG_CURRENT_DESKTOP": ""]
        let rows = try CommandRunner.run(["list", "--style", "body", "--format", "json"], environment: environment)
            .json([Row].self)
        #expect(rows.count == 1)
        #expect(rows[0].category == "accessibilityLarge" && rows[0].pointSize == 33)
        #expect(rows[0].source == "FONTSCALE_CONTENT_SIZE")
        let table = try CommandRunner.run(["list", "--style", "body"], environment: environment)
        #expect(table.standardOutput.contains("Category: accessibilityLarge (AX2), from FONTSCALE_CONTENT_SIZE"))
    }

    @Test("an explicit --category is reported as the source")
    func listWithOption() throws {
        let rows = try CommandRunner.run(
            ["list", "--category", "xSmall", "--style", "body", "--format", "json"],
            environment: ["FONTSCALE_CONTENT_SIZE": "AX2"]
        ).json([Row].self)
        #expect(rows[0].category == "extraSmall" && rows[0].source == "option")
    }

    @Test("watch --format json prints the current size, one object per change, and exits cleanly on SIGTERM")
    func watchEndToEnd() async throws {
        let bus = try SessionBus()
        let (process, output, lines) = try startWatch(["watch", "--format", "json"], environment: bus.environment)

        #expect(await eventually { lines.lines.count >= 1 })
        let decoder = JSONDecoder()
        let first = try decoder.decode(WatchLine.self, from: Data(try #require(lines.lines.first).utf8))
        #expect(first == WatchLine(category: "large", shortName: "Large", scale: 1, source: "gnome"))

        #expect(try bus.setTextScalingFactor(1.25) == 0)
        #expect(await eventually { lines.lines.count >= 2 })
        let second = try decoder.decode(WatchLine.self, from: Data(lines.lines[1].utf8))
        #expect(second == WatchLine(category: "extraExtraLarge", shortName: "xxLarge", scale: 1.25, source: "gnome"))

        kill(process.processIdentifier, SIGTERM)
        #expect(await eventually { !process.isRunning })
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        #expect(lines.lines.count == 2)
        output.fileHandleForReading.readabilityHandler = nil
    }
}

@Suite("fontscale watch and its children")
struct WatchChildrenTests {
    @Test(
        "watch leaves no process behind, and exits cleanly on every signal it can catch",
        arguments: [
            SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGKILL,
        ])
    func noOrphans(signal: Int32) async throws {
        let bus = try SessionBus()
        let (process, output, lines) = try startWatch(["watch"], environment: bus.environment)
        #expect(await eventually { lines.lines.count >= 1 })
        try await Task.sleep(for: .milliseconds(100))  // time for anything it would start
        #expect(ProcessList.children(of: process.processIdentifier).isEmpty)
        kill(process.processIdentifier, signal)
        // Foundation reaps the child on its own thread; wait for that, then collect it.
        let ended = await eventually(within: 20) { !process.isRunning }
        #expect(ended)
        if ended {
            process.waitUntilExit()
            if signal != SIGKILL { #expect(process.terminationStatus == 0) }
        }
        let marker = "XDG_CONFIG_HOME=" + (bus.environment["XDG_CONFIG_HOME"] ?? "")
        let leftovers = ProcessList.carrying(marker).filter { pid in
            let name = ProcessList.status(of: pid)?.name ?? ""
            return !name.hasPrefix("dbus") && !name.hasPrefix("dconf") && !name.hasPrefix("sleep")
                && !name.hasPrefix("sh")
        }
        #expect(leftovers.isEmpty)
        output.fileHandleForReading.readabilityHandler = nil
    }
}

/// Ends a run `startWatch` started: SIGTERM, then SIGKILL if it is still running after a while,
/// reaped, and its output's collector freed.
func stopWatch(_ process: Process, _ output: Pipe) async {
    if process.isRunning { kill(process.processIdentifier, SIGTERM) }
    if !(await eventually(within: 10) { !process.isRunning }) { kill(process.processIdentifier, SIGKILL) }
    process.waitUntilExit()
    output.fileHandleForReading.readabilityHandler = nil
}

/// Starts the built `fontscale` with `arguments`, its standard output collected line by line.
/// The caller sets the pipe's readability handler to `nil` when done, which frees the collector.
func startWatch(_ arguments: [String], environment: [String: String]) throws -> (Process, Pipe, LineCollector) {
    let binary = try CommandRunner.executable.require()
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.environment = environment.merging(sanitizerEnvironment) { $1 }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    let lines = LineCollector()
    output.fileHandleForReading.readabilityHandler = { lines.append($0.availableData) }
    try process.run()
    return (process, output, lines)
}

/// Collects complete lines from a stream of chunks.
final class LineCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = ""
    private var complete: [String] = []

    var lines: [String] { lock.withLock { complete } }

    func append(_ data: Data) {
        lock.withLock {
            buffer += String(decoding: data, as: UTF8.self)
            while let newline = buffer.firstIndex(of: "\n") {
                complete.append(String(buffer[..<newline]))
                buffer = String(buffer[buffer.index(after: newline)...])
            }
        }
    }
}
