import Foundation
import Testing

/// Runs the built `fontscale` binary as a child process, as a user would.
struct CommandRunner {
    struct Output {
        let status: Int32
        let standardOutput: String
        let standardError: String

        /// Standard output decoded as JSON.
        func json<T: Decodable>(_ type: T.Type) throws -> T {
            try JSONDecoder().decode(type, from: Data(standardOutput.utf8))
        }
    }

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
    ) throws -> Output {
        let binary = try #require(executable, "the fontscale binary was not built beside the tests")
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read before waiting so a large output cannot fill the pipe and block the child.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus,
            standardOutput: String(decoding: outData, as: UTF8.self),
            standardError: String(decoding: errData, as: UTF8.self))
    }
}
