import ArgumentParser
import DemoMail
import Foundation

#if GTK
import FontScaleGTK
#endif

/// A GTK 4 window showing Apple's type ramp in the app's own font, following the desktop's text
/// size live: FontScale's GTK module, end to end.
@main
struct GtkDemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fontscale-gtk-demo",
        abstract: "A GTK 4 window with the type ramp in the app font, following the desktop's text size.",
        discussion: "Build it with the GTK trait: swift run --traits GTK fontscale-gtk-demo")

    @OptionGroup var demo: DemoOptions

    @Option(help: "GTK's text resolution (gtk-xft-dpi) in dots per inch, as a desktop would set it.")
    var xftDpi: Double?

    mutating func validate() throws {
        try DemoOptions.validateSetting(xftDpi, option: "--xft-dpi")
    }

    @Option(
        help: "GTK's default font (gtk-font-name), as a desktop's settings daemon sets it, such as 'Cantarell 11'.")
    var gtkFont: String?

    @Flag(help: "Also show a plain GtkLabel in a window of its own, and report its measurement.")
    var plainLabel = false

    @Flag(
        help:
            "Scale libadwaita's typography classes (title-1 … caption) too, show a plain label with each, and report them."
    )
    var adwaita = false

    @Flag(
        help:
            "Show a plain label with each of libadwaita's typography classes as GTK's theme sizes it, unscaled, and report them."
    )
    var adwaitaClasses = false

    func run() throws {
        #if GTK
        try MainActor.assumeIsolated { try GtkDemoApp(options: self).run() }
        #else
        throw DemoOptions.builtWithoutToolkit("fontscale-gtk-demo", build: "swift run --traits GTK fontscale-gtk-demo")
        #endif
    }
}
