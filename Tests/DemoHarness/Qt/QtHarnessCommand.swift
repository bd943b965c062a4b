import ArgumentParser
import DemoMail
import Foundation

#if Qt
import FontScaleQt
#endif

/// fontscale-qt-harness: the scripted runs FontScaleQtTests make through Qt, and the restyle
/// benchmark Benchmarks/qt.sh times, each in a process of its own (a process has one
/// QApplication, on its main thread), printing JSON lines. Not a product: fontscale-qt-demo keeps
/// only what a person runs.
package struct QtHarnessCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "fontscale-qt-harness",
        abstract: "Scripted runs of the Qt demo's mail app for its tests, and the restyle benchmark; JSON lines.",
        discussion: """
            Build it with the Qt trait: swift build --traits Qt. Without a display, \
            QT_QPA_PLATFORM=offscreen draws into memory.
            """)

    @OptionGroup var options: HarnessOptions
    @OptionGroup var runs: HarnessRuns

    @Flag(
        help:
            "Run FontScaleQt's catalog example and print its label's size as Qt shows it, before and after the desktop's text size changes."
    )
    var catalogExample = false

    @Option(
        help:
            "Time a text-size change in a window of this many styled labels (FontScale's part, Qt's restyle after it, and the same labels scaled by Qt's application font)."
    )
    var benchmarkLabels: Int?

    @Option(help: "How many changes --benchmark-labels times.")
    var iterations = 20

    package init() {}

    package mutating func validate() throws {
        try runs.requireOne(besides: [
            ("--catalog-example", catalogExample), ("--benchmark-labels", benchmarkLabels != nil),
        ])
        if let benchmarkLabels, !(1...100_000).contains(benchmarkLabels) {
            throw ValidationError("--benchmark-labels must be between 1 and 100000, got \(benchmarkLabels)")
        }
        if !(1...10_000).contains(iterations) {
            throw ValidationError("--iterations must be between 1 and 10000, got \(iterations)")
        }
    }

    package func run() throws {
        #if Qt
        try MainActor.assumeIsolated {
            // Qt goes before the process's static destructors, as at the end of a C++ main.
            defer { QtApplication.shutDown() }
            let fonts = options.loadFonts(harness: QtHost.harnessName)
            // The example makes its own bridge, as the catalog shows.
            if catalogExample { return try QtCatalogExample.run(fonts: fonts) }
            let bridge = try QtHost.makeMainActorBridge()
            if let labels = benchmarkLabels {
                return try QtRestyleBenchmark(labels: labels, iterations: iterations, bridge: bridge, fonts: fonts)
                    .run()
            }
            try runs.run(QtHost.self, options: options, fonts: fonts, bridge: bridge)
        }
        #else
        FileHandle.standardError.write(
            Data("fontscale-qt-harness was built without Qt: swift build --traits Qt\n".utf8))
        throw ExitCode(69)
        #endif
    }
}
