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
            KDE's forced font DPI (kcmfonts) and kdeglobals font size, Xft.dpi in the X resources, \
            GDK_DPI_SCALE and, in a sandbox, the Settings portal; each line names the source that \
            decided and the ones it overruled. Exits cleanly on \
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
        let overruled: [OverruledJSON]
    }

    func run() async throws {
        try await Self.watch(format: format)
    }

    /// Prints the current size, then every change, until SIGINT, SIGTERM, SIGHUP or SIGQUIT.
    ///
    /// A signal while the first answer is awaited ends the `gsettings` run under way too, and
    /// `watch` then exits cleanly without printing.
    static func watch(format: Format) async throws {
        // SIGQUIT too: a watcher has no state worth a core dump, and a parent may hand it down
        // ignored, which would leave `watch` running after a quit. Caught before the monitor
        // starts its first `gsettings`.
        let slot = MonitorSlot()
        let signals = InterruptSignals { _ in
            slot.monitor?.stop()
            slot.monitor?.endChildProcesses()
        }
        defer { signals.cancel() }
        let monitor = DesktopTextSizeMonitor(logger: Logger(label: "fontscale"))
        slot.monitor = monitor
        // Before the first answer is awaited, so a signal meanwhile ends the stream too.
        let changes = monitor.changes()
        // The first line is the final answer: the portal or gsettings, where they are asked, included.
        let first = await monitor.settled()
        guard signals.received == nil else { return }
        try write(first, format: format)
        monitor.start()
        // The stream also carries the change that settled the first answer: print each size once.
        var last = first
        for await size in changes where size != last {
            try write(size, format: format)
            last = size
        }
    }

    private static func write(_ size: DesktopTextSize, format: Format) throws {
        let text: String
        switch format {
        case .text:
            text =
                "\(size.category.name) (\(size.category.shortName)) scale \(size.textScale) from \(size.source)"
                + (size.overruled.isEmpty
                    ? "" : "; overruled: " + size.overruled.map(\.description).joined(separator: ", "))
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let line = Line(
                category: size.category.name, shortName: size.category.shortName, scale: size.textScale,
                source: size.source.description, overruled: size.overruled.map(OverruledJSON.init))
            text = String(decoding: try encoder.encode(line), as: UTF8.self)
        }
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }
}
