import Foundation
import TestSupport
import Testing

/// Runs the built `fontscale` binary as a child process, as a user would.
struct CommandRunner {
    /// The `fontscale` executable SwiftPM built beside the test bundle.
    static let executable: URL? = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        for _ in 0..<4 {
            directory.deleteLastPathComponent()
            let candidate = directory.appendingPathComponent("fontscale")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }()

    static func run(
        _ arguments: [String],
        environment: [String: String] = [:],
        currentDirectory: URL? = nil
    ) throws -> ToolOutput {
        let binary = try #require(executable, "the fontscale binary was not built beside the tests")
        return try runTool(
            binary.path, arguments, environment: ProcessInfo.processInfo.environment.merging(environment) { $1 },
            currentDirectory: currentDirectory)
    }
}
