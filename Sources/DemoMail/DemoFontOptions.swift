import ArgumentParser
import DynamicType
import Foundation
import HeadlessUI
import SystemFonts

/// The options every demo and harness takes for its type: the app font, Bold Text and the ramp.
package struct DemoFontOptions: ParsableArguments {
    @Option(help: "The app font family.")
    package var family = "Noto Sans"

    @Option(help: "The folder of app fonts.")
    package var fontsDir = "Fonts"

    @Flag(help: "Bold Text.")
    package var boldText = false

    @Option(help: "The type ramp: desktop (body at the desktop font's size, the default) or apple (Apple's table).")
    package var ramp: DemoRamp = .desktop

    package init() {}

    /// The app fonts from ``fontsDir``; a folder that cannot be read, or a family it lacks, is said
    /// on standard error after `program`'s name (the run goes on in the system's fallback, which
    /// the tests then see).
    package func loadFonts(program: String) -> FontEnvironment {
        let fonts = FontEnvironment()
        do {
            try fonts.loadAppFonts(from: fontsDir, family: family)
        } catch {
            FileHandle.standardError.write(Data("\(program): \(error)\n".utf8))
        }
        let probe = Font.appFont(for: .body, in: fonts)
        if probe.isFallback {
            FileHandle.standardError.write(
                Data("\(program): \(family) is missing; using \(probe.face?.family ?? "?")\n".utf8))
        }
        return fonts
    }

    /// Gives `application` the ramp and Bold Text asked for; the demos choose the ramp by this
    /// option, the desktop's by default, whether or not they follow the desktop's text size.
    @MainActor
    package func configure(_ application: Application) {
        application.followsDesktopRamp = ramp == .desktop
        application.isBoldTextEnabled = boldText
    }

    /// Throws unless a window's size is one a screen can show.
    package static func validateWindowSize(width: Int, height: Int) throws {
        for (name, value) in [("--window-width", width), ("--window-height", height)]
        where !(100...10_000).contains(value) {
            throw ValidationError("\(name) must be between 100 and 10000, got \(value)")
        }
    }
}
