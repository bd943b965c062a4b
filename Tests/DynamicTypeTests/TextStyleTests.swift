import DynamicType
import Testing

@Suite("Text style and weight")
struct TextStyleTests {
    @Test("there are eleven published styles and two extra-large titles")
    func styleCounts() {
        #expect(TextStyle.publishedCases.count == 11)
        #expect(TextStyle.allCases.count == 13)
        #expect(!TextStyle.extraLargeTitle.isPublished)
    }

    @Test("styles parse from Swift names, HIG names and UIKit raw values", arguments: TextStyle.allCases)
    func parsesEverySpelling(style: TextStyle) throws {
        #expect(try TextStyle(parsing: style.name) == style)
        #expect(try TextStyle(parsing: style.displayName) == style)
        #expect(try TextStyle(parsing: style.rawValue.uppercased()) == style)
        #expect(TextStyle(rawValue: style.rawValue) == style)
    }

    @Test("large title's UIKit raw value is Title0")
    func largeTitleRawValue() {
        #expect(TextStyle.largeTitle.rawValue == "UICTFontTextStyleTitle0")
    }

    @Test("an unknown style throws and names the valid styles")
    func unknownStyle() {
        #expect(throws: DynamicTypeError.unknownTextStyle("tiny")) { try TextStyle(parsing: "tiny") }
        #expect(DynamicTypeError.unknownTextStyle("tiny").description.contains("caption2"))
    }

    @Test("weights map to OpenType classes and back", arguments: Array(FontWeight.allCases.enumerated()))
    func openTypeClasses(index: Int, weight: FontWeight) {
        #expect(weight.openTypeWeight == (index + 1) * 100)
        #expect(FontWeight(openTypeWeight: weight.openTypeWeight) == weight)
    }

    @Test("weights parse from names and numbers")
    func weightParsing() throws {
        #expect(try FontWeight(parsing: "SemiBold") == .semibold)
        #expect(try FontWeight(parsing: "ultra-light") == .ultraLight)
        #expect(try FontWeight(parsing: "700") == .bold)
        #expect(throws: DynamicTypeError.unknownWeight("fat")) { try FontWeight(parsing: "fat") }
        #expect(throws: DynamicTypeError.self) { try FontWeight(parsing: "0") }
    }

    @Test("weights are ordered light to heavy")
    func weightOrder() {
        #expect(FontWeight.allCases == FontWeight.allCases.sorted())
        #expect(FontWeight.regular.rawValue == 0)
    }
}
