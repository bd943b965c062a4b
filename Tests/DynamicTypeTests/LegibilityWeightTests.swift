import DynamicType
import Testing

@Suite("Legibility weight and the Bold Text bump")
struct LegibilityWeightTests {
    /// iOS's Bold Text bump, written out by hand from the documented table.
    static let bumps: [(FontWeight, FontWeight)] = [
        (.ultraLight, .thin), (.thin, .light), (.light, .regular), (.regular, .semibold), (.medium, .bold),
        (.semibold, .heavy), (.bold, .black), (.heavy, .black), (.black, .black),
    ]

    @Test("Bold Text bumps each weight as iOS does", arguments: bumps)
    func bump(weight: FontWeight, expected: FontWeight) {
        #expect(weight.withBoldText == expected)
        #expect(weight.adjusted(for: .bold) == expected)
    }

    @Test("Bold Text never makes a weight lighter", arguments: FontWeight.allCases)
    func neverLighter(weight: FontWeight) {
        #expect(weight.withBoldText >= weight)
    }

    @Test("regular and unspecified legibility leave the weight alone", arguments: FontWeight.allCases)
    func regularLeavesWeight(weight: FontWeight) {
        #expect(weight.adjusted(for: .regular) == weight)
        #expect(weight.adjusted(for: .unspecified) == weight)
    }

    @Test("a weight between named ones bumps as the nearest does")
    func inBetweenWeight() {
        #expect(FontWeight(rawValue: 0.05).withBoldText == .semibold)
    }

    @Test(
        "switch spellings parse",
        arguments: [
            ("1", LegibilityWeight.bold), ("on", .bold), ("TRUE", .bold), ("yes", .bold), ("Bold", .bold),
            ("0", .regular), ("off", .regular), ("false", .regular), ("No", .regular), ("regular", .regular),
            ("unspecified", .unspecified),
        ])
    func parses(text: String, expected: LegibilityWeight) throws {
        #expect(try LegibilityWeight(parsing: text) == expected)
    }

    @Test("anything else is refused with the valid values named", arguments: ["2", "bolder", "", "y e s x"])
    func refuses(text: String) {
        #expect(throws: DynamicTypeError.unknownLegibilityWeight(text)) { try LegibilityWeight(parsing: text) }
        #expect(DynamicTypeError.unknownLegibilityWeight(text).description.contains("bold"))
    }

    @Test("unspecified inherits, a set value does not")
    func inheritance() {
        #expect(LegibilityWeight.unspecified.inheriting(.bold) == .bold)
        #expect(LegibilityWeight.regular.inheriting(.bold) == .regular)
        #expect(LegibilityWeight.bold.inheriting(.regular) == .bold)
    }
}
