import Foundation

/// What the examples print, captured so each test checks it: inside this target, `print` is
/// this function, which shadows the standard library's.
final class ExampleOutput: @unchecked Sendable {
    // Only touched from the task that runs one example.
    private(set) var lines: [String] = []

    @TaskLocal static var current: ExampleOutput?

    func append(_ line: String) { lines.append(line) }

    /// Runs an example and returns the lines it printed.
    static func capture(_ body: () throws -> Void) rethrows -> [String] {
        let output = ExampleOutput()
        try $current.withValue(output) { try body() }
        return output.lines
    }

    /// Runs an asynchronous example and returns the lines it printed.
    static func capture(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Void
    ) async rethrows -> [String] {
        let output = ExampleOutput()
        try await $current.withValue(output) { try await body() }
        return output.lines
    }
}

/// The examples' `print`: the line goes to the capture, and to standard output as usual.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    let line = items.map { String(describing: $0) }.joined(separator: separator)
    ExampleOutput.current?.append(line)
    Swift.print(line, terminator: terminator)
}
