import Foundation

/// A program built beside the tests (a demo or a harness, a ``BuiltExecutable``), run as a child
/// process whose standard output is read line by line as it comes: a toolkit lives on the main
/// thread of a process of its own, as in an app. Killed with its process group on release if it
/// still runs, and when this process ends in any way (``ChildProcess``).
///
/// Output goes to files rather than pipes: a pipe's end inherited by another test's long-lived
/// child (an X server started at the same moment) would keep it open after the program exits.
public final class LineProcess: Sendable {
    private let process: ChildProcess
    private let output: URL
    private let errors: URL

    /// Starts `executable` with arguments and an environment, in the repository's folder.
    public init(_ executable: URL, arguments: [String], environment: [String: String]) throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-process-\(UUID())")
        output = base.appendingPathExtension("out")
        errors = base.appendingPathExtension("err")
        guard FileManager.default.createFile(atPath: output.path, contents: nil),
            FileManager.default.createFile(atPath: errors.path, contents: nil)
        else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: base.path]) }
        let outputHandle = try FileHandle(forWritingTo: output)
        let errorHandle = try FileHandle(forWritingTo: errors)
        defer {
            try? outputHandle.close()
            try? errorHandle.close()
        }
        process = try ChildProcess(
            executable.path, arguments, environment: environment, directory: Repository.root,
            standardOutput: outputHandle.fileDescriptor, standardError: errorHandle.fileDescriptor, group: .own)
    }

    deinit {
        process.kill()
        try? FileManager.default.removeItem(at: output)
        try? FileManager.default.removeItem(at: errors)
    }

    /// Every complete line printed on standard output so far.
    public var lines: [String] {
        let text = Self.read(output)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.removeLast()  // the part after the last newline: empty, or a line still being written
        return lines
    }

    /// What the program wrote on standard error so far.
    public var errorOutput: String { Self.read(errors) }

    /// A file's text so far, through a file handle: `String(contentsOf:)` leaks its buffer when
    /// it reads an empty file (swift-foundation's readBytesFromFile), which AddressSanitizer reports.
    private static func read(_ file: URL) -> String {
        guard let handle = try? FileHandle(forReadingFrom: file) else { return "" }
        defer { try? handle.close() }
        return String(decoding: (try? handle.readToEnd()) ?? Data(), as: UTF8.self)
    }

    /// The lines so far that decode as `T` from JSON.
    public func decodedLines<T: Decodable>(as type: T.Type) -> [T] {
        let decoder = JSONDecoder()
        return lines.compactMap { try? decoder.decode(type, from: Data($0.utf8)) }
    }

    /// Waits until `count` lines decode as `T`, at most `seconds`; the decoded lines then.
    public func waitForLines<T: Decodable>(
        _ count: Int, as type: T.Type, within seconds: Double = 20, isolation: isolated (any Actor)? = #isolation
    ) async -> [T] {
        _ = await eventually(isolation: isolation, within: seconds) { decodedLines(as: type).count >= count }
        return decodedLines(as: type)
    }

    /// Waits for the program to exit; its status. Its output is then complete.
    public func waitForExit(within seconds: Double = 120) -> Int32 {
        // A hung program is killed rather than hanging the suite; its status then says so.
        process.waitForExit(within: seconds)
    }

    /// Whether the program still runs.
    public var isRunning: Bool { process.isRunning }

    /// The program's process ID.
    public var processIdentifier: Int32 { process.pid }

    /// Sends `signal` to the program, if it still runs.
    public func send(_ signal: Int32) { process.send(signal) }
}
