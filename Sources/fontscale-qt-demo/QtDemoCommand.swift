import ArgumentParser
import DemoMail
import DynamicType
import Foundation

#if Qt
import FontScaleQt
#endif

/// A Qt 6 window showing the demo's mail app in the app's own font, following the desktop's text
/// size live: FontScale's Qt module, end to end, beside fontscale-gtk-demo.
@main
struct QtDemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fontscale-qt-demo",
        abstract: "A Qt 6 window with the mail app in the app font, following the desktop's text size.",
        discussion: """
            Build it with the Qt trait: swift run --traits Qt fontscale-qt-demo. Without a display, \
            QT_QPA_PLATFORM=offscreen draws into memory (with --screenshot, a picture).
            """)

    @Option(help: "A fixed content size category instead of the desktop's (any spelling: large, AX3, …).")
    var category: ContentSizeCategory?

    @Option(help: "The largest category the screen may take, as a limit on its view.")
    var maximumCategory: ContentSizeCategory?

    @Option(help: "The app font family.")
    var family = "Noto Sans"

    @Option(help: "The folder of app fonts.")
    var fontsDir = "Fonts"

    @Flag(help: "Bold Text.")
    var boldText = false

    @Option(help: "The screen to show: mailbox, message or settings.")
    var screen: QtDemoScreen = .mailbox

    @Option(help: "The type ramp: desktop (body at the desktop font's size, the default) or apple (Apple's table).")
    var ramp: DemoRamp = .desktop

    @Option(help: "Qt's application font point size, as a desktop's platform theme sets it.")
    var qtFontSize: Double?

    @Option(help: "Render the window to this PNG file once it is drawn, then exit.")
    var screenshot: String?

    @Option(
        help:
            "With --screenshot: press and hold this tab (0 the first) so its large content viewer shows, and also save the viewer to FILE-viewer.png."
    )
    var holdTab: Int?

    @Flag(help: "Print one JSON line per restyle: what Qt made of every styled label.")
    var report = false

    @Option(help: "Exit after this many restyles (with --report, for tests).")
    var exitAfterRestyles: Int?

    @Flag(
        help:
            "Show plain Qt labels styled by QtTextStyles (every style, and every style in a column limited to large) instead of the mail app; with --report, one JSON line per restyle."
    )
    var textStyles = false

    mutating func validate() throws {
        if let qtFontSize, !(qtFontSize > 0 && qtFontSize < 10_000) {
            throw ValidationError("--qt-font-size must be between 0 and 10000, got \(qtFontSize)")
        }
        if let exitAfterRestyles, exitAfterRestyles < 0 {
            throw ValidationError("--exit-after-restyles must be 0 or more, got \(exitAfterRestyles)")
        }
    }

    func run() throws {
        #if Qt
        try MainActor.assumeIsolated {
            // Qt goes before the process's static destructors, as at the end of a C++ main.
            defer { QtApplication.shutDown() }
            try QtDemoApp(options: self).run()
        }
        #else
        FileHandle.standardError.write(
            Data("fontscale-qt-demo was built without Qt: swift run --traits Qt fontscale-qt-demo\n".utf8))
        throw ExitCode(69)
        #endif
    }
}
