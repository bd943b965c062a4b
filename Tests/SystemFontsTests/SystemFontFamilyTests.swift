import DynamicType
import SystemFonts
import Testing

@Suite("The system font families")
struct SystemFontFamilyTests {
    /// An environment with the fonts of Fonts/ registered and no app family.
    func environment() throws -> FontEnvironment {
        let environment = FontEnvironment()
        try environment.library.registerFonts(in: Fixtures.fontsDirectory)
        return environment
    }

    @Test("until set, the system font is fontconfig's sans-serif and the monospace one its monospace")
    func defaults() throws {
        let environment = try environment()
        #expect(environment.systemFontFamily == "sans-serif")
        #expect(environment.monospacedSystemFontFamily == "monospace")
        #expect(!Font.systemFont(ofSize: 11, in: environment).isFallback)
    }

    @Test("the system font is the environment's system family, as the desktop names it")
    func desktopFamily() throws {
        let environment = try environment()
        environment.systemFontFamily = "Scale Sans"
        let font = Font.systemFont(ofSize: 14, in: environment)
        #expect(font.face?.family == "Scale Sans" && !font.isFallback)
        #expect(Font.appFont(for: .body, in: environment).face?.family == "Scale Sans")  // no app family
    }

    @Test(
        "UIKit's standard sizes make system fonts of UIKit's sizes",
        arguments: [
            ("label", Font.labelFontSize, 17.0), ("button", Font.buttonFontSize, 18),
            ("system", Font.systemFontSize, 14), ("small system", Font.smallSystemFontSize, 12),
        ])
    func standardSizes(name: String, size: Double, expected: Double) throws {
        let font = Font.systemFont(ofSize: size, in: try environment())
        #expect(font.pointSize == expected, "\(name)")
    }

    @Test("the monospaced system font is the environment's monospace family")
    func monospace() throws {
        let environment = try environment()
        environment.monospacedSystemFontFamily = "Scale Plain"
        let font = Font.monospacedSystemFont(ofSize: 12, in: environment)
        #expect(font.face?.family == "Scale Plain" && font.pointSize == 12)
    }

    @Test("a system family that is not installed resolves to fontconfig's substitute, reported as a fallback")
    func missingDesktopFamily() throws {
        let environment = try environment()
        environment.systemFontFamily = "Adwaita Sans Missing"
        let font = Font.systemFont(ofSize: 11, in: environment)
        #expect(font.isFallback)
        #expect(font.face != nil && font.face?.family != "Adwaita Sans Missing")
    }

    @Test("a missing app family falls back to the desktop's system family where it is installed")
    func fallbackIsTheDesktopFont() throws {
        let environment = try environment()
        environment.systemFontFamily = "Scale Sans"
        environment.appFamily = "Museo Slab"
        let font = Font.appFont(for: .body, in: environment)
        #expect(font.isFallback && font.face?.family == "Scale Sans")
    }

    @Test("styled fonts follow the environment's type ramp: the desktop's puts body at the desktop font's size")
    func ramp() throws {
        let environment = try environment()
        environment.appFamily = "Scale Sans"
        #expect(Font.appFont(for: .body, in: environment).pointSize == 17)
        environment.typeRamp = .desktop(interfaceFontPointSize: 11)
        #expect(abs(Font.appFont(for: .body, in: environment).pointSize - 14.6667) < 0.001)
        #expect(abs(Font.appFont(for: .largeTitle, in: environment).pointSize - 34 * 11 * 96 / 72 / 17) < 1e-9)
    }
}
