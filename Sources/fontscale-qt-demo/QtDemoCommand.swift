import ArgumentParser
import DemoMail
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

    @OptionGroup var demo: DemoOptions

    @Option(help: "Qt's application font point size, as a desktop's platform theme sets it.")
    var qtFontSize: Double?

    @Flag(
        help:
            "Show plain Qt labels styled by QtTextStyles (every style, and every style in a column limited to large) instead of the mail app; with --report, one JSON line per restyle."
    )
    var textStyles = false

    mutating func validate() throws {
        try DemoOptions.validateSetting(qtFontSize, option: "--qt-font-size")
    }

    func run() throws {
        #if Qt
        try MainActor.assumeIsolated {
            // Qt goes before the process's static destructors, as at the end of a C++ main.
            defer { QtApplication.shutDown() }
            try QtDemoApp(options: self).run()
        }
        #else
        throw DemoOptions.builtWithoutToolkit("fontscale-qt-demo", build: "swift run --traits Qt fontscale-qt-demo")
        #endif
    }
}
