import Foundation

/// Each way to write an async Swift program that drives a toolkit, as an example executable of
/// the package (`Tests/Examples`): it runs the testing kit's audit in a GTK or a Qt window,
/// whichever trait its build has, and prints the report.
public enum AsyncProgramShape: String, CaseIterable, Sendable, CustomStringConvertible {
    /// Top-level code that awaits.
    case topLevelAwait = "example-top-level-await"
    /// An `@main` type whose `main()` is async.
    case asyncMain = "example-async-main"
    /// A synchronous main that runs the toolkit's loop with the main-actor bridge.
    case syncMain = "example-sync-main"

    /// The example's executable, built beside the tests.
    public var executable: BuiltExecutable { BuiltExecutable(rawValue) }

    public var description: String {
        switch self {
        case .topLevelAwait: "top-level code that awaits"
        case .asyncMain: "an async @main"
        case .syncMain: "a synchronous main with the bridge"
        }
    }

    /// What a run must print: the audit's summary of its one text at every text size, the
    /// headline's truncation confirmed by `toolkit`, and that it ended on the main thread.
    public func problems(inOutput lines: [String], toolkit: String) -> [String] {
        var problems: [String] = []
        if !lines.contains(where: { $0.hasPrefix("1 texts at 24 text sizes: 1 failures") }) {
            problems.append("no summary of one failing text at 24 sizes")
        }
        if !lines.contains(where: { $0.contains("truncated: ") && $0.hasSuffix("(\(toolkit) confirmed it)") }) {
            problems.append("no truncation \(toolkit) confirmed")
        }
        if !lines.contains("on the main thread at the end: true") {
            problems.append("did not end on the main thread")
        }
        return problems
    }
}

/// Calls main-actor code on the calling thread without hopping to the main actor, as code on a
/// main actor that runs off the process's main thread would run (a program that ended its main
/// thread in `dispatchMain()`, where libdispatch's workers run the main queue): the mistake the
/// toolkits' thread rule catches. Only for a test's child process.
public func callAsIfOnMainActor(_ body: @escaping @MainActor () -> Void) {
    unsafeBitCast(body, to: (@Sendable () -> Void).self)()
}
