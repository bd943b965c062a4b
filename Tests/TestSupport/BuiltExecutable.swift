import Foundation
import Testing

/// An executable of this package (a demo, a test harness, the `fontscale` tool) that a test runs as
/// a child process, found where SwiftPM put it, beside the test bundle.
///
/// No test target depends on an executable target: `swift test` builds every target before it runs
/// a test. Where the executable is still missing (a build of the test product alone), the test
/// that needs it is skipped with the reason, so it never runs against a stale or absent program;
/// where every test must run (``OptionalProgram/requireAllVariable``, as in CI), it fails instead.
public struct BuiltExecutable: Sendable, CustomStringConvertible {
    /// The product's name, which is the file's.
    public let name: String

    /// The executable named `name`.
    public init(_ name: String) {
        self.name = name
    }

    /// The file SwiftPM built beside this test bundle, or `nil` when it was not built.
    public var url: URL? {
        // The bundle is in the build folder itself, or (a test bundle's own executable) a few
        // levels below it.
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        for _ in 0..<4 {
            directory.deleteLastPathComponent()
            let candidate = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// The built file; where it is missing, the current test is cancelled with the reason, or
    /// fails with ``MissingBuiltExecutable`` where every test must run.
    public func require() throws -> URL {
        if let url { return url }
        if OptionalProgram.allRequired { throw MissingBuiltExecutable(executable: self) }
        try Test.cancel("\(name) was not built beside the tests; `swift build` or `swift test` builds it")
    }

    /// The name.
    public var description: String { name }
}

/// An executable a test runs was not built, in a run that requires every test (CI).
public struct MissingBuiltExecutable: Error, CustomStringConvertible {
    /// The executable that is missing.
    public let executable: BuiltExecutable

    /// Names the executable.
    public init(executable: BuiltExecutable) {
        self.executable = executable
    }

    /// One line naming the executable and the variable that made this a failure.
    public var description: String {
        "\(executable.name) was not built beside the tests, which this run requires "
            + "(\(OptionalProgram.requireAllVariable)=1); `swift test` builds it, as .ci/run does"
    }
}
