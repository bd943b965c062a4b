import ArgumentParser
import Dispatch
import DynamicType

/// The entry point: parses the command line and runs the command.
///
/// `fontscale` is a synchronous program. Starting Swift concurrency (an `async` main) costs
/// about 1 ms of a `list` that takes 12, and only `watch` waits on anything, so only `watch`
/// starts it: in a task, with the main queue serving the main actor until the task exits the
/// process.
@main
enum FontScaleMain {
    static func main() {
        SignalMask.clear()
        var command: any ParsableCommand
        do {
            command = try FontScaleCommand.parseAsRoot()
        } catch {
            exit(withError: error)
        }
        if let watch = command as? WatchCommand {
            runUntilExit(format: watch.format)
        }
        do {
            try command.run()
        } catch {
            exit(withError: error)
        }
    }

    /// Ends the process for an error: help and `--version` as swift-argument-parser prints them;
    /// bad input as one line on standard error, the input's control characters escaped, with the
    /// error's exit code (``ArgumentParser/ExitCode/usage`` for a `ValidationError`); an
    /// `ExitCode` whose message was already printed, silently.
    static func exit(withError error: any Error) -> Never {
        let code = FontScaleCommand.exitCode(for: error)
        if code.isSuccess || error is ExitCode {
            FontScaleCommand.exit(withError: error)
        }
        let message = FontScaleCommand.message(for: error)
        printToStandardError("fontscale: " + message.escapedForMessage)
        FontScaleCommand.exit(withError: ExitCode(code.rawValue))
    }

    private static func runUntilExit(format: WatchCommand.Format) -> Never {
        Task {
            do {
                try await WatchCommand.watch(format: format)
                FontScaleCommand.exit()
            } catch {
                exit(withError: error)
            }
        }
        dispatchMain()
    }
}
