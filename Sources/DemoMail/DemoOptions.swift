import ArgumentParser
import DynamicType
import Foundation

/// The options both demos take: the type, the text size, the screen and its window, and what a
/// test asks of a run (a picture, reports, an exit).
package struct DemoOptions: ParsableArguments {
    @OptionGroup package var type: DemoFontOptions

    @Option(help: "A fixed content size category instead of the desktop's (any spelling: large, AX3, …).")
    package var category: ContentSizeCategory?

    @Option(help: "The largest category the screen may take, as a limit on its view.")
    package var maximumCategory: ContentSizeCategory?

    @Option(help: "The screen to show: mailbox, message, settings (the mail app) or ramp (every text style).")
    package var screen: DemoScreen = .mailbox

    @Option(help: "The window's width in pixels.")
    package var windowWidth = 560

    @Option(help: "The window's height in pixels.")
    package var windowHeight = 900

    @Option(help: "Render the window to this PNG file once it is drawn, then exit.")
    package var screenshot: String?

    @Option(
        help:
            "With --screenshot: press and hold this tab (0 the first) so its large content viewer shows, and also save the viewer to FILE-viewer.png."
    )
    package var holdTab: Int?

    @Flag(help: "Print one JSON line per restyle: what the toolkit made of every style.")
    package var report = false

    @Option(help: "Exit after this many restyles (with --report, for tests).")
    package var exitAfterRestyles: Int?

    package init() {}

    package func validate() throws {
        try DemoFontOptions.validateWindowSize(width: windowWidth, height: windowHeight)
        if let exitAfterRestyles, exitAfterRestyles < 0 {
            throw ValidationError("--exit-after-restyles must be 0 or more, got \(exitAfterRestyles)")
        }
    }

    /// Throws unless a toolkit setting a demo passes on (a font size, a resolution) is positive
    /// and below 10000.
    package static func validateSetting(_ value: Double?, option: String) throws {
        if let value, !(value > 0 && value < 10_000) {
            throw ValidationError("\(option) must be between 0 and 10000, got \(value)")
        }
    }

    /// Says on standard error that the demo was built without its toolkit, and how to build it
    /// with it; the exit code to end with (69, the toolkit unavailable).
    package static func builtWithoutToolkit(_ program: String, build: String) -> ExitCode {
        FileHandle.standardError.write(Data("\(program) was built without its toolkit: \(build)\n".utf8))
        return ExitCode(69)
    }
}
