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
        let rows = try CommandRunner.run(["list", "--style", "body", "--format", "json"], environment: environment).json([Row].self)
        #expect(rows.count == 1)
        #expect(rows[0].category == "accessibilityLarge" && rows[0].pointSize == 33)
        #expect(rows[0].source == "FONTSCALE_CONTENT_SIZE")
        let table = try CommandRunner.run(["list", "--style", "body"], environment: environment)
        #expect(table.standardOutput.contains("Category: accessibilityLarge (AX2), from FONTSCALE_CONTENT_SIZE"))
    }

    @Test("an explicit --category is reported as the source")
    func listWithOption() throws {
        let rows = try CommandRunner.run(
            ["list", "--category", "xSmall", "--style", "body", "--format", "json"], environment: ["FONTSCALE_CONTENT_SIZE": "AX2"]
        ).json([Row].self)
        #expect(rows[0].category == "extraSmall" && rows[0].source == "option")
    }

    @Test("watch --format json prints the current size, one object per change, and exits cleanly on SIGTERM")
    func watchEndToEnd() async throws {
        let bus = try SessionBus()
        let binary = try #require(CommandRunner.executable)
        let process = Process()
        process.executableURL = binary
        process.arguments = ["watch", "--format", "json"]
        process.environment = bus.environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let lines = LineCollector()
        output.fileHandleForReading.readabilityHandler = { lines.append($0.availableData) }
        try process.run()

        #expect(await eventually { lines.lines.count >= 1 })
        let decoder = JSONDecoder()
        let first = try decoder.decode(WatchLine.self, from: Data(try #require(lines.lines.first).utf8))
        #expect(first == WatchLine(category: "large", shortName: "Large", scale: 1, source: "gnome"))

        try await Task.sleep(for: .milliseconds(400))  // let `gsettings monitor` subscribe
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
    }
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
