import ArgumentParser
import Dispatch

/// The entry point: parses the command line and runs the command.
///
/// `fontscale` is a synchronous program. Starting Swift concurrency (an `async` main) costs
/// about 1 ms of a `list` that takes 12, and only `watch` waits on anything, so only `watch`
/// starts it: in a task, with the main queue serving the main actor until the task exits the
/// process.
@main
enum FontScaleMain {
    static func main() {
        var command: any ParsableCommand
        do {
            command = try FontScaleCommand.parseAsRoot()
        } catch {
            FontScaleCommand.exit(withError: error)
        }
        if let watch = command as? WatchCommand {
            runUntilExit(format: watch.format)
        }
        do {
            try command.run()
        } catch {
            FontScaleCommand.exit(withError: error)
        }
    }

    private static func runUntilExit(format: WatchCommand.Format) -> Never {
        Task {
            do {
                try await WatchCommand.watch(format: format)
                FontScaleCommand.exit()
            } catch {
                FontScaleCommand.exit(withError: error)
            }
        }
        dispatchMain()
    }
}
