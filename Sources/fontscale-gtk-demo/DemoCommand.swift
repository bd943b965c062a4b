import ArgumentParser
import DemoMail
import DesktopSettings
import DynamicType
import Foundation
import HeadlessUI
import SystemFonts

#if GTK
import FontScaleGTK
#endif

/// A GTK 4 window showing Apple's type ramp in the app's own font, following the desktop's text
/// size live: FontScale's GTK module, end to end.
@main
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fontscale-gtk-demo",
        abstract: "A GTK 4 window with the type ramp in the app font, following the desktop's text size.",
        discussion: "Build it with the GTK trait: swift run --traits GTK fontscale-gtk-demo")

    @Option(help: "A fixed content size category instead of the desktop's (any spelling: large, AX3, …).")
    var category: ContentSizeCategory?

    @Option(help: "The largest category the ramp may take, as a limit on the screen's view.")
    var maximumCategory: ContentSizeCategory?

    @Option(help: "The app font family.")
    var family = "Noto Sans"

    @Option(help: "The folder of app fonts.")
    var fontsDir = "Fonts"

    @Flag(help: "Bold Text.")
    var boldText = false

    @Option(help: "GTK's text resolution (gtk-xft-dpi) in dots per inch, as a desktop would set it.")
    var xftDpi: Double?

    @Option(help: "Render the window to this PNG file once it is drawn, then exit.")
    var screenshot: String?

    @Flag(help: "Print one JSON line per restyle: what GTK and Pango made of every style.")
    var report = false

    @Option(help: "Exit after this many restyles (with --report, for tests).")
    var exitAfterRestyles: Int?

    @Option(
        help:
            "The screen to show: mailbox, message, settings (the mail app) or ramp (every text style)."
    )
    var screen: DemoScreen = .mailbox

    @Option(help: "The type ramp: desktop (body at the desktop font's size, GTK's default) or apple (Apple's table).")
    var ramp: DemoRamp = .desktop

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

    @Option(
        help:
            "With --screenshot: press and hold this tab (0 the first) so its large content viewer shows, and also save the viewer to FILE-viewer.png."
    )
    var holdTab: Int?

    @Option(help: "The window's width in pixels.")
    var windowWidth = 560

    @Option(help: "The window's height in pixels.")
    var windowHeight = 900

    mutating func validate() throws {
        if let xftDpi, !(xftDpi > 0 && xftDpi < 10_000) {
            throw ValidationError("--xft-dpi must be between 0 and 10000, got \(xftDpi)")
        }
        for (name, value) in [("--window-width", windowWidth), ("--window-height", windowHeight)]
        where !(100...10_000).contains(value) {
            throw ValidationError("\(name) must be between 100 and 10000, got \(value)")
        }
        if let exitAfterRestyles, exitAfterRestyles < 0 {
            throw ValidationError("--exit-after-restyles must be 0 or more, got \(exitAfterRestyles)")
        }
    }

    func run() throws {
        #if GTK
        try MainActor.assumeIsolated { try DemoApp(options: self).run() }
        #else
        FileHandle.standardError.write(
            Data("fontscale-gtk-demo was built without GTK: swift run --traits GTK fontscale-gtk-demo\n".utf8))
        throw ExitCode(69)
        #endif
    }
}
