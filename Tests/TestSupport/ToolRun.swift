import Dispatch
import Foundation

/// How a finished tool exited and what it printed.
public struct ToolOutput: Sendable {
    /// The exit status.
    public let status: Int32
    /// Everything written to standard output.
    public let standardOutput: String
    /// Everything written to standard error.
    public let standardError: String

    /// Standard output decoded as JSON.
    public func json<T: Decodable>(_ type: T.Type) throws -> T {
        try JSONDecoder().decode(type, from: Data(standardOutput.utf8))
    }
}

/// Runs a tool to completion with exactly `environment`, collecting both output streams.
///
/// Both pipes are drained while the tool runs, so a large output on either cannot fill a pipe
/// and block it. The tool is a ``ChildProcess``: it never outlives this process.
public func runTool(
    _ executable: String, _ arguments: [String], environment: [String: String], currentDirectory: URL? = nil
) throws -> ToolOutput {
    let out = Pipe()
    let err = Pipe()
    let process = try ChildProcess(
        executable, arguments, environment: environment, directory: currentDirectory,
        standardOutput: out.fileHandleForWriting.fileDescriptor, standardError: err.fileHandleForWriting.fileDescriptor)
    try out.fileHandleForWriting.close()
    try err.fileHandleForWriting.close()
    let errorReader = DispatchQueue(label: "runTool.standardError")
    nonisolated(unsafe) var errorData = Data()
    errorReader.async { errorData = err.fileHandleForReading.readDataToEndOfFile() }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    errorReader.sync {}
    return ToolOutput(
        status: process.waitForExit(),
        standardOutput: String(decoding: outData, as: UTF8.self),
        standardError: String(decoding: errorData, as: UTF8.self))
}

/// The sanitizer settings of this test process (`ASAN_OPTIONS`, `LSAN_OPTIONS`, `TSAN_OPTIONS`,
/// `UBSAN_OPTIONS`), to hand to a FontScale binary a test starts with an environment of its own,
/// so a sanitized build of it reads the same suppressions.
public var sanitizerEnvironment: [String: String] {
    ProcessInfo.processInfo.environment.filter { $0.key.hasSuffix("SAN_OPTIONS") }
}
