import ArgumentParser
import DemoMail
import DynamicType
import HeadlessUI
import SystemFonts

/// The options both harnesses take: the type and category a run is fixed at, and the screen and
/// window an audit uses.
struct HarnessOptions: ParsableArguments {
    @OptionGroup var type: DemoFontOptions

    @Option(help: "The content size category, fixed for the run (any spelling: large, AX3, …).")
    var category: ContentSizeCategory = .large

    @Option(help: "The screen --audit audits: mailbox, message, settings (the mail app) or ramp (every text style).")
    var screen: DemoScreen = .mailbox

    @Option(help: "The window's width in pixels, for --audit and --window-layout.")
    var windowWidth = 560

    @Option(help: "The window's height in pixels, for --audit and --window-layout.")
    var windowHeight = 900

    func validate() throws {
        try DemoFontOptions.validateWindowSize(width: windowWidth, height: windowHeight)
    }

    /// The app fonts (see `DemoFontOptions.loadFonts(program:)`).
    func loadFonts(harness: String) -> FontEnvironment {
        type.loadFonts(program: harness)
    }

    /// An application in `fonts` at the run's ramp, Bold Text and category.
    @MainActor
    func makeApplication(fonts: FontEnvironment) -> Application {
        let application = Application(fontEnvironment: fonts)
        type.configure(application)
        application.preferredContentSizeCategory = category
        return application
    }
}
