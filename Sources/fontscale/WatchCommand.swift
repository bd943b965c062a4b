import ArgumentParser
import DesktopSettings
import Dispatch
import DynamicType
import Foundation
import Logging

/// `fontscale watch`: the desktop's text size, then one line per change.
struct WatchCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Print the desktop's text size, then a line for every change, until interrupted.",
        discussion: """
            Follows FONTSCALE_CONTENT_SIZE / FONTSCALE_TEXT_SCALE, GNOME's text-scaling-factor, \
            KDE's kdeglobals font size and, in a sandbox, the Settings portal. Exits cleanly on \
            SIGINT (Ctrl-C), SIGTERM, SIGHUP and SIGQUIT.

            Examples:
              fontscale watch
              fontscale watch --format json | jq .category
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text
        case json
    }

    @Option(help: "Output format: text or json (one object per line).")
    var format: Format = .text

    struct Line: Encodable {
        let category: String
        let shortName: String
        let scale: Double
        let source: String
    }

    func run() async throws {
        try await Self.watch(format: format)
    }

    /// Prints the current size, then every change, until SIGINT, SIGTERM, SIGHUP or SIGQUIT.
    static func watch(format: Format) async throws {
        let monitor = DesktopTextSizeMonitor(logger: Logger(label: "fontscale"))
        // The first line is the final answer: the portal or gsettings, where they are asked, included.
        try write(await monitor.settled(), format: format)
        let changes = monitor.changes()
        monitor.start()
        // SIGQUIT too: a watcher has no state worth a core dump, and a parent may hand it down
        // ignored, which would leave `watch` running after a quit.
        let signals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT].map { number -> any DispatchSourceSignal in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { monitor.stop() }
            source.resume()
            return source
        }
        for await size in changes {
            try write(size, format: format)
        }
        for source in signals { source.cancel() }
    }

    private static func write(_ size: DesktopTextSize, format: Format) throws {
        let text: String
        switch format {
        case .text:
            text = "\(size.category.name) (\(size.category.shortName)) scale \(size.textScale) from \(size.source)"
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let line = Line(
                category: size.category.name, shortName: size.category.shortName, scale: size.textScale,
                source: size.source.description)
            text = String(decoding: try encoder.encode(line), as: UTF8.self)
        }
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }
}
