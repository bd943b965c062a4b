import DynamicType
import Testing

@Suite("Type ramp")
struct TypeRampTests {
    @Test("the HIG table has 132 cells to compare")
    func tableIsComplete() {
        #expect(HIGTable.cells.count == 11 * 12)
    }

    @Test("every published cell matches Apple's HIG table", arguments: HIGTable.cells)
    func cellMatchesHIG(cell: HIGTable.Cell) throws {
        let category = try ContentSizeCategory(parsing: cell.category)
        let style = try TextStyle(parsing: cell.style)
        let entry = TypeRamp.iOS.entry(for: style, at: category)
        #expect(entry.pointSize == cell.size)
        #expect(entry.leading == cell.leading)
        #expect(entry.weight == (try FontWeight(parsing: cell.weight)))
        #expect(entry.emphasizedWeight == (try FontWeight(parsing: cell.emphasized)))
    }

    @Test("unspecified reads the large column")
    func unspecifiedReadsLarge() {
        for style in TextStyle.allCases {
            #expect(style.attributes(at: .unspecified) == style.attributes(at: .large))
        }
    }

    @Test("extra large titles have Apple's published default sizes and bold weight")
    func extraLargeDefaults() {
        let first = TextStyle.extraLargeTitle.attributes(at: .large)
        let second = TextStyle.extraLargeTitle2.attributes(at: .large)
        #expect(first.pointSize == 36)
        #expect(second.pointSize == 28)
        #expect(first.weight == .bold && second.weight == .bold)
        #expect(first.emphasizedWeight == .heavy)
    }

    @Test("extra large title scales along large title's ratio, rounded", arguments: ContentSizeCategory.allCases)
    func extraLargeTitleRule(category: ContentSizeCategory) {
        let guide = TextStyle.largeTitle.attributes(at: category)
        let entry = TextStyle.extraLargeTitle.attributes(at: category)
        let expectedSize = (36 * guide.pointSize / 34).rounded()
        #expect(entry.pointSize == expectedSize)
        #expect(entry.leading == (expectedSize * guide.leading / guide.pointSize).rounded())
    }

    @Test("extra large title 2 follows title 1's row", arguments: ContentSizeCategory.allCases)
    func extraLargeTitle2Rule(category: ContentSizeCategory) {
        let guide = TextStyle.title1.attributes(at: category)
        let entry = TextStyle.extraLargeTitle2.attributes(at: category)
        #expect(entry.pointSize == guide.pointSize)
        #expect(entry.leading == guide.leading)
    }

    @Test("every style grows or stays the same from one category to the next")
    func rampIsMonotonic() {
        for style in TextStyle.allCases {
            let sizes = ContentSizeCategory.allCases.map { style.pointSize(at: $0) }
            #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(style)")
        }
    }
}
