import DynamicType
import FontScaleGTK
import HeadlessUI
import SystemFonts
import TestSupport
import Testing

/// The style sheet is plain Swift: these run with or without GTK.
@Suite("The GTK style sheet")
struct GtkTextStyleSheetTests {
    static let fonts: FontEnvironment = {
        let environment = FontEnvironment()
        _ = try? environment.loadAppFonts(from: Repository.fontsDirectory, family: "Scale Sans")
        return environment
    }()

    @Test(
        "each style's rule is the ramp at the category, in px so GTK's resolution cannot scale it again",
        arguments: [ContentSizeCategory.large, .extraSmall, .accessibilityExtraLarge], TextStyle.allCases)
    func rulesFollowTheRamp(category: ContentSizeCategory, style: TextStyle) {
        let sheet = GtkTextStyleSheet(environment: Self.fonts, category: category)
        let rule = sheet.rule(for: style)
        let entry = style.attributes(at: category)
        #expect(rule.pixelSize == entry.pointSize && rule.lineHeight == entry.leading)
        #expect(rule.weight == entry.weight.openTypeWeight)
        #expect(sheet.css.contains(".\(GtkTextStyleSheet.className(for: style)) {"))
        #expect(!sheet.css.contains("pt;"))
    }

    @Test("Bold Text makes the rules heavier, clamped to the faces the family has")
    func boldText() {
        let sheet = GtkTextStyleSheet(environment: Self.fonts, category: .large, legibilityWeight: .bold)
        #expect(sheet.rule(for: .body).weight == 600)
        // Headline asks for heavy (800); the family's heaviest face is Bold, which the rule names.
        #expect(sheet.rule(for: .headline).weight == 700)
    }

    @Test("a missing app family falls back to the system's and says so")
    func missingFamily() {
        let environment = FontEnvironment()
        environment.appFamily = "No Such Family"
        let sheet = GtkTextStyleSheet(environment: environment, category: .large)
        #expect(sheet.isFallback && sheet.family != "No Such Family" && !sheet.family.isEmpty)
        #expect(sheet.css.contains("font-family: \"\(sheet.family)\""))
    }

    @Test("a subtree's limits get compound rules at the limited category")
    func limits() throws {
        let limits = ContentSizeCategoryLimits(maximum: .extraExtraExtraLarge)
        let sheet = GtkTextStyleSheet(environment: Self.fonts, category: .accessibilityMedium, limits: [limits])
        let name = try #require(GtkTextStyleSheet.className(for: limits))
        #expect(name == "fontscale-limits-any-extraExtraExtraLarge")
        let limited = try #require(sheet.rules.first { $0.style == .body && $0.limits == limits })
        #expect(limited.pixelSize == 23 && sheet.rule(for: .body).pixelSize == 28)
        #expect(sheet.css.contains(".\(name).fontscale-body { font-family: \"Scale Sans\"; font-size: 23px;"))
    }

    @Test("no limits means no class")
    func noLimitsNoClass() {
        #expect(GtkTextStyleSheet.className(for: ContentSizeCategoryLimits()) == nil)
    }

    @Test(
        "each rule is the font the resolver gives its style under its limits, Bold Text included",
        arguments: [false, true])
    func rulesAreTheResolvers(isBoldTextEnabled: Bool) {
        let resolver = TextStyleResolver(
            traits: TraitCollection(
                preferredContentSizeCategory: .accessibilityLarge,
                legibilityWeight: isBoldTextEnabled ? .bold : .unspecified),
            fontEnvironment: Self.fonts)
        let limits = ContentSizeCategoryLimits(minimum: .small, maximum: .extraLarge)
        let sheet = GtkTextStyleSheet(resolver: resolver, limits: [limits])
        for rule in sheet.rules {
            let font = resolver.font(for: rule.style, under: rule.limits.map { [$0] } ?? [])
            #expect(rule.pixelSize == font.pointSize && rule.weight == font.weight.openTypeWeight)
            #expect(rule.family == font.family && rule.lineHeight == font.lineHeight)
        }
        #expect(sheet.rules.count == 2 * TextStyle.allCases.count)
    }

    @Test(
        "libadwaita's typography classes take their text styles' sizes and keep their weights",
        arguments: [
            ContentSizeCategory.large, .accessibilityExtraExtraExtraLarge,
        ])
    func adwaitaTypography(category: ContentSizeCategory) {
        let environment = Self.fonts
        let sheet = GtkTextStyleSheet(environment: environment, category: category, adwaitaTypography: true)
        #expect(sheet.adwaitaRules.map(\.typography) == AdwaitaTypography.allCases)
        for rule in sheet.adwaitaRules {
            #expect(rule.pixelSize == rule.typography.textStyle.attributes(at: category).pointSize)
            #expect(rule.weight == rule.typography.weight.openTypeWeight)
        }
        let title = TextStyle.largeTitle.attributes(at: category).pointSize
        #expect(sheet.css.contains(".title-1 { font-size: \(Int(title))px; font-weight: 800; }"))
        #expect(
            !sheet.css.contains(".monospace") && !sheet.css.contains(".numeric") && !sheet.css.contains(".document"))
    }

    @Test("Bold Text makes libadwaita's classes heavier too; without the switch the sheet leaves them alone")
    func adwaitaBoldAndOff() {
        let environment = Self.fonts
        let bold = GtkTextStyleSheet(
            environment: environment, category: .large, legibilityWeight: .bold, adwaitaTypography: true)
        #expect(bold.adwaitaRules.first { $0.typography == .body }?.weight == 600)
        #expect(bold.adwaitaRules.first { $0.typography == .title1 }?.weight == 900)
        let off = GtkTextStyleSheet(environment: environment, category: .large)
        #expect(off.adwaitaRules.isEmpty && !off.css.contains(".title-1"))
    }
}
