import DesktopSettings
import DynamicType
import Logging
import Testing

@Suite("The order of text-size sources")
struct SourceOrderTests {
    static func resolver(_ environment: [String: String]) -> DesktopTextSizeResolver {
        DesktopTextSizeResolver(environment: environment, logger: Logger(label: "test"))
    }

    @Test("inside a sandbox the portal comes before the desktop's own files", arguments: ["FLATPAK_ID", "SNAP"])
    func sandboxPortalFirst(variable: String) {
        let resolver = Self.resolver(["XDG_CURRENT_DESKTOP": "GNOME", variable: "x"])
        #expect(resolver.isSandboxed)
        #expect(resolver.resolve(override: nil, gnome: 1.0, kde: nil, portal: 1.25).source == .portal)
        #expect(resolver.resolve(override: nil, gnome: 1.0, kde: nil, portal: nil).source == .gnome)
    }

    @Test("outside a sandbox the portal follows the desktop's own source and precedes the other desktop")
    func hostPortalNext() {
        let gnome = Self.resolver(["XDG_CURRENT_DESKTOP": "GNOME"])
        #expect(!gnome.isSandboxed)
        #expect(gnome.resolve(override: nil, gnome: 1.0, kde: 1.5, portal: 1.25).source == .gnome)
        #expect(gnome.resolve(override: nil, gnome: nil, kde: 1.5, portal: 1.25).source == .portal)
        #expect(gnome.resolve(override: nil, gnome: nil, kde: 1.5, portal: nil).source == .kde)
        let kde = Self.resolver(["XDG_CURRENT_DESKTOP": "KDE"])
        #expect(kde.resolve(override: nil, gnome: 1.0, kde: nil, portal: 1.25).source == .portal)
    }

    @Test("overrides beat the portal even in a sandbox")
    func overridesFirst() {
        let resolver = Self.resolver(["FLATPAK_ID": "x", "FONTSCALE_TEXT_SCALE": "2"])
        #expect(resolver.resolve(override: nil, gnome: nil, kde: nil, portal: 1.25).source == .textScaleVariable)
        #expect(resolver.resolve(override: .category(.small), gnome: nil, kde: nil, portal: 1.25).source == .api)
    }

    @Test("the portal's factor maps like any other")
    func portalMapping() {
        let size = Self.resolver(["FLATPAK_ID": "x"]).resolve(override: nil, gnome: nil, kde: nil, portal: 2.0)
        #expect(size.ignoringFonts == DesktopTextSize(category: .accessibilityLarge, textScale: 2, source: .portal))
    }
}

@Suite("Environment spellings")
struct EnvironmentSpellingTests {
    @Test(
        "FONTSCALE_CONTENT_SIZE takes every abbreviation",
        arguments: [
            ("XXL", ContentSizeCategory.extraExtraLarge), ("accessibility2", .accessibilityLarge),
            ("ax5", .accessibilityExtraExtraExtraLarge),
            ("AccessibilityM", .accessibilityMedium), ("s", .small),
        ])
    func contentSize(text: String, expected: ContentSizeCategory) {
        let resolver = SourceOrderTests.resolver(["FONTSCALE_CONTENT_SIZE": text])
        #expect(resolver.resolve(override: nil, gnome: nil, kde: nil).category == expected)
    }

    @Test(
        "FONTSCALE_BOLD_TEXT reads as a legibility weight",
        arguments: [
            ("1", LegibilityWeight.bold), ("ON", .bold), ("0", .regular), ("", .unspecified),
            ("sometimes", .unspecified),
        ])
    func boldText(text: String, expected: LegibilityWeight) {
        #expect(SourceOrderTests.resolver(["FONTSCALE_BOLD_TEXT": text]).boldText == expected)
    }
}
