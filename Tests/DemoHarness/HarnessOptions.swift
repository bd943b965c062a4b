import ArgumentParser
import DemoMail
import DynamicType
import Foundation
import HeadlessUI
import SystemFonts

/// The options both harnesses take: the app font, the category, Bold Text and ramp a run is
/// fixed at, and the screen and window an audit uses.
struct HarnessOptions: ParsableArguments {
    @Option(help: "The content size category, fixed for the run (any spelling: large, AX3, …).")
    var category: ContentSizeCategory = .large

    @Option(help: "The app font family.")
    var family = "Noto Sans"

    @Option(help: "The folder of app fonts.")
    var fontsDir = "Fonts"

    @Flag(help: "Bold Text.")
    var boldText = false

    @Option(help: "The type ramp: desktop (body at the desktop font's size, the default) or apple (Apple's table).")
    var ramp: DemoRamp = .desktop

    @Option(help: "The screen --audit audits: mailbox, message, settings (the mail app) or ramp (every text style).")
    var screen: DemoScreen = .mailbox

    @Option(help: "The window's width in pixels, for --audit and --window-layout.")
    var windowWidth = 560

    @Option(help: "The window's height in pixels, for --audit and --window-layout.")
    var windowHeight = 900

    func validate() throws {
        for (name, value) in [("--window-width", windowWidth), ("--window-height", windowHeight)]
        where !(100...10_000).contains(value) {
            throw ValidationError("\(name) must be between 100 and 10000, got \(value)")
        }
    }

    /// The app fonts from ``fontsDir``; a folder that cannot be read is said on standard error
    /// (the run goes on in the system's fallback, which the tests then see).
    func loadFonts(harness: String) -> FontEnvironment {
        let fonts = FontEnvironment()
        do {
            try fonts.loadAppFonts(from: fontsDir, family: family)
        } catch {
            FileHandle.standardError.write(Data("\(harness): \(error)\n".utf8))
        }
        return fonts
    }

    /// An application in `fonts` at the run's ramp, Bold Text and category.
    @MainActor
    func makeApplication(fonts: FontEnvironment) -> Application {
        let application = Application(fontEnvironment: fonts)
        application.followsDesktopRamp = ramp == .desktop
        application.isBoldTextEnabled = boldText
        application.preferredContentSizeCategory = category
        return application
    }
}
