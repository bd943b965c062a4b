import DynamicType
import SystemFonts
import Testing

@Suite("Font values")
struct FontTests {
    static func environment(family: String? = "Scale Sans") throws -> FontEnvironment {
        let environment = FontEnvironment()
        try environment.loadAppFonts(from: Fixtures.fontsDirectory, family: family)
        return environment
    }

    @Test("loading app fonts without a family picks the family with most faces")
    func defaultFamily() throws {
        #expect(try Self.environment(family: nil).appFamily == "Scale Sans")
    }

    @Test("an app font for a text style has the ramp's size and weight and remembers the style")
    func appFontForStyle() throws {
        let font = Font.appFont(for: .headline, compatibleWith: .extraLarge, in: try Self.environment())
        #expect(font.pointSize == 19)
        #expect(font.weight == .semibold)
        #expect(font.textStyle == .headline)
        #expect(font.face?.filePath.hasSuffix("ScaleSans-Semibold.ttf") == true)
        #expect(!font.isFallback)
    }

    @Test("the same style is re-resolved at a new category")
    func sameStyleAtNewCategory() throws {
        let environment = try Self.environment()
        let body = Font.appFont(for: .body, in: environment)
        #expect(body.pointSize == 17)
        let larger = body.appFontWithSameStyle(compatibleWith: .accessibilityMedium)
        #expect(larger.pointSize == 28 && larger.textStyle == .body)
        environment.contentSizeCategory = .extraSmall
        #expect(body.appFontWithSameStyle().pointSize == 14)
    }

    @Test("a font without a style keeps its size in the app family")
    func sameStyleWithoutStyle() throws {
        let environment = try Self.environment()
        let font = Font.systemFont(ofSize: 21, weight: .bold, in: environment).appFontWithSameStyle(
            compatibleWith: .accessibilityExtraExtraExtraLarge)
        #expect(font.pointSize == 21)
        #expect(font.familyName == "Scale Sans")
        #expect(font.face?.filePath.hasSuffix("ScaleSans-Bold.ttf") == true)
    }

    @Test("a missing app family falls back to the system font and says so")
    func missingFamilyFallsBack() throws {
        let font = Font.appFont(ofSize: 17, in: try Self.environment(family: "Museo Slab"))
        #expect(font.isFallback)
        #expect(font.familyName == "Museo Slab")
        #expect(font.face?.isAppFont == false)
        #expect(font.description.contains("fallback for Museo Slab"))
    }

    @Test("with no app family the app font is the system font, not a fallback")
    func noAppFamily() {
        let font = Font.appFont(ofSize: 17, in: FontEnvironment())
        #expect(font.familyName == "sans-serif")
        #expect(!font.isFallback)
        #expect(font.face != nil)
    }

    @Test("the small-caps variant keeps size and style and is native on the app font")
    func smallCapsVariant() throws {
        let font = Font.appFont(for: .callout, in: try Self.environment()).smallCapsVariant
        #expect(font.isSmallCaps && font.pointSize == 16 && font.textStyle == .callout)
        #expect(font.smallCaps?.kind == .native)
        #expect(font.appFontWithSameStyle(compatibleWith: .extraExtraLarge).isSmallCaps)
    }

    @Test("the small-caps variant of the system font is synthesized")
    func synthesizedSmallCaps() {
        let font = Font.systemFont(ofSize: 17, in: FontEnvironment()).smallCapsVariant
        #expect(font.smallCaps?.kind == .synthesized)
    }

    @Test("metrics scale with the font's size")
    func metrics() throws {
        let font = Font.appFont(ofSize: 10, in: try Self.environment())
        #expect(font.metrics?.capHeight == 7)
    }
}

@Suite("Font environment lifetime")
struct FontEnvironmentLifetimeTests {
    @Test("an environment that made styled fonts is freed with its last font")
    func environmentIsFreed() throws {
        weak var weakEnvironment: FontEnvironment?
        var font: Font?
        do {
            let environment = FontEnvironment()
            try environment.loadAppFonts(from: Fixtures.fontsDirectory, family: "Scale Sans")
            weakEnvironment = environment
            font = Font.appFont(for: .body, in: environment)
            _ = Font.appFont(
                for: .headline, compatibleWith: .accessibilityMedium, legibilityWeight: .bold, in: environment)
            _ = font?.appFontWithSameStyle(compatibleWith: .extraSmall).smallCapsVariant
        }
        #expect(weakEnvironment != nil)  // the font still needs it
        #expect(font?.appFontWithSameStyle(compatibleWith: .accessibilityLarge).pointSize == 33)
        font = nil
        #expect(weakEnvironment == nil)
    }

    @Test("a styled font is handed out again while it is in use")
    func memoWhileInUse() throws {
        let environment = FontEnvironment()
        let first = Font.appFont(for: .body, in: environment)
        let second = Font.appFont(for: .body, in: environment)
        #expect(first.identity == second.identity)
    }
}
