import DynamicType
import SystemFonts
import TestSupport
import Testing

@Suite("Bold Text on app fonts")
struct BoldTextTests {
    static func environment() throws -> FontEnvironment {
        let environment = FontEnvironment()
        try environment.loadAppFonts(from: Fixtures.fontsDirectory, family: "Scale Sans")
        return environment
    }

    /// Scale Sans has Light, Regular, Semibold and Bold. For each weight asked for: the face
    /// without Bold Text, the face with it, and how the bump turned out, written out by hand.
    static let faces: [(FontWeight, String, String, BoldTextAdjustment.Outcome)] = [
        (.ultraLight, "Light", "Light", .unchanged),
        (.thin, "Light", "Light", .unchanged),
        (.light, "Light", "Regular", .applied),
        (.regular, "Regular", "Semibold", .applied),
        (.medium, "Regular", "Bold", .applied),
        (.semibold, "Semibold", "Bold", .clamped),
        (.bold, "Bold", "Bold", .unchanged),
        (.heavy, "Bold", "Bold", .unchanged),
        (.black, "Bold", "Bold", .unchanged),
    ]

    @Test("each weight lands on the named Scale Sans face", arguments: faces)
    func faceForWeight(
        weight: FontWeight, baseStyle: String, boldStyle: String, outcome: BoldTextAdjustment.Outcome
    )
        throws
    {
        let environment = try Self.environment()
        let plain = Font.appFont(ofSize: 17, weight: weight, in: environment)
        #expect(plain.face?.styleName == baseStyle)
        #expect(plain.boldText == nil)
        let bold = plain.withLegibilityWeight(.bold)
        #expect(bold.face?.styleName == boldStyle)
        #expect(bold.face?.family == "Scale Sans")
        #expect(bold.boldText?.outcome == outcome)
        #expect(bold.boldText?.baseWeight == weight)
        #expect(bold.boldText?.bumpedWeight == weight.withBoldText)
        #expect(bold.boldText?.baseFace?.styleName == baseStyle)
        #expect(bold.requestedWeight == weight.withBoldText)
        #expect(bold.weight == bold.face?.weight)
        #expect(bold.baseWeight == weight)
    }

    @Test(
        "a Noto Sans font reports the weight of the face it draws with, not the one asked for",
        arguments: [
            (FontWeight.medium, LegibilityWeight.regular, FontWeight.regular),  // no Medium face
            (.regular, .bold, .semibold),  // Bold Text's regular → semibold has its face
            (.semibold, .bold, .bold),  // Bold Text asks heavy; the family stops at Bold
        ] as [(FontWeight, LegibilityWeight, FontWeight)])
    func reportedWeightIsTheFace(asked: FontWeight, legibility: LegibilityWeight, drawn: FontWeight) throws {
        let environment = FontEnvironment()
        try environment.loadAppFonts(from: Repository.appFontsDirectory, family: "Noto Sans")
        let font = Font.appFont(ofSize: 17, weight: asked, in: environment).withLegibilityWeight(legibility)
        #expect(font.weight == drawn && font.face?.weight == drawn)
        #expect(font.requestedWeight == asked.adjusted(for: legibility))
    }

    @Test("Bold Text never lands on a lighter face", arguments: FontWeight.allCases)
    func neverLighter(weight: FontWeight) throws {
        let plain = Font.appFont(ofSize: 17, weight: weight, in: try Self.environment())
        let bold = plain.withLegibilityWeight(.bold)
        let plainWeight = try #require(plain.face?.weight)
        #expect(try #require(bold.face?.weight) >= plainWeight)
    }

    @Test("asking for bold twice applies the bump once")
    func notAppliedTwice() throws {
        let environment = try Self.environment()
        let once = Font.appFont(ofSize: 17, in: environment).withLegibilityWeight(.bold)
        let twice = once.withLegibilityWeight(.bold)
        #expect(twice.face?.styleName == "Semibold")
        #expect(twice.boldText?.baseWeight == .regular)
        #expect(twice == once)
        environment.legibilityWeight = .bold
        #expect(once.appFontWithSameStyle().face?.styleName == "Semibold")
        #expect(once.withSize(20).face?.styleName == "Semibold")
    }

    @Test("regular undoes the bump")
    func regularUndoes() throws {
        let bold = Font.appFont(ofSize: 17, in: try Self.environment()).withLegibilityWeight(.bold)
        let plain = bold.withLegibilityWeight(.regular)
        #expect(plain.face?.styleName == "Regular")
        #expect(plain.boldText == nil)
        #expect(plain.weight == .regular)
    }

    @Test(
        "the environment's legibility weight applies to styled fonts",
        arguments: [
            (TextStyle.body, "Semibold"), (.headline, "Bold"), (.largeTitle, "Semibold"), (.caption2, "Semibold"),
        ])
    func environmentAppliesToStyles(style: TextStyle, boldStyle: String) throws {
        let environment = try Self.environment()
        environment.legibilityWeight = .bold
        let font = Font.appFont(for: style, compatibleWith: .accessibilityLarge, in: environment)
        #expect(font.face?.styleName == boldStyle)
        #expect(font.pointSize == style.pointSize(at: .accessibilityLarge))
        #expect(font.legibilityWeight == .bold)
        #expect(font.description.contains("bold text"))
    }

    @Test("an explicit legibility weight beats the environment's")
    func explicitBeatsEnvironment() throws {
        let environment = try Self.environment()
        environment.legibilityWeight = .bold
        #expect(Font.appFont(for: .body, legibilityWeight: .regular, in: environment).face?.styleName == "Regular")
        environment.legibilityWeight = .regular
        #expect(Font.appFont(for: .body, legibilityWeight: .bold, in: environment).face?.styleName == "Semibold")
    }

    @Test("a family with one face keeps it under Bold Text")
    func singleFaceFamily() throws {
        let environment = FontEnvironment()
        try environment.loadAppFonts(from: Fixtures.fontsDirectory, family: "Scale Plain")
        let bold = Font.appFont(ofSize: 17, in: environment).withLegibilityWeight(.bold)
        #expect(bold.face?.family == "Scale Plain")
        #expect(!bold.isFallback)
        #expect(bold.boldText?.outcome == .unchanged)
    }
}
