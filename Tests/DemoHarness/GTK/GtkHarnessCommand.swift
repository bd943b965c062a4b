import ArgumentParser
import DemoMail
import Foundation

#if GTK
import FontScaleGTK
#endif

/// fontscale-gtk-harness: the scripted runs FontScaleGTKTests make of the GTK demo's screens, each
/// in a process of its own (GTK lives on a process's main thread), printing JSON lines the tests
/// decode. Not a product: fontscale-gtk-demo keeps only what a person runs.
package struct GtkHarnessCommand: ParsableCommand {
    package static let configuration = CommandConfiguration(
        commandName: "fontscale-gtk-harness",
        abstract: "Scripted runs of the GTK demo's screens for its tests; each prints JSON lines and exits.",
        discussion: "Build it with the GTK trait: swift build --traits GTK")

    @OptionGroup var options: HarnessOptions
    @OptionGroup var runs: HarnessRuns

    @Option(help: "Print whether a PNG is opaque and how many colours it has.")
    var inspectPng: String?

    package init() {}

    package mutating func validate() throws {
        try runs.requireOne(besides: [("--inspect-png", inspectPng != nil)])
    }

    package func run() throws {
        #if GTK
        if let path = inspectPng {
            // GDK's codec reads the file; GTK itself is not started.
            guard let check = GtkPictureCheck(path: path) else { throw ValidationError("cannot read a PNG at \(path)") }
            return emitJSONLine(check)
        }
        try MainActor.assumeIsolated {
            let fonts = options.loadFonts(harness: GtkHost.harnessName)
            try runs.run(GtkHost.self, options: options, fonts: fonts, bridge: GtkHost.makeMainActorBridge())
        }
        #else
        FileHandle.standardError.write(
            Data("fontscale-gtk-harness was built without GTK: swift build --traits GTK\n".utf8))
        throw ExitCode(69)
        #endif
    }
}
