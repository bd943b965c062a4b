import DynamicType
import Testing

@Suite("Content size category")
struct ContentSizeCategoryTests {
    static let expectedOrder = [
        "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
        "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge",
        "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge",
    ]

    /// (Swift name, HIG short name, UIKit raw value) for each category, written out by hand.
    static let spellings: [(String, String, String)] = [
        ("extraSmall", "xSmall", "UICTContentSizeCategoryXS"),
        ("small", "Small", "UICTContentSizeCategoryS"),
        ("medium", "Medium", "UICTContentSizeCategoryM"),
        ("large", "Large", "UICTContentSizeCategoryL"),
        ("extraLarge", "xLarge", "UICTContentSizeCategoryXL"),
        ("extraExtraLarge", "xxLarge", "UICTContentSizeCategoryXXL"),
        ("extraExtraExtraLarge", "xxxLarge", "UICTContentSizeCategoryXXXL"),
        ("accessibilityMedium", "AX1", "UICTContentSizeCategoryAccessibilityM"),
        ("accessibilityLarge", "AX2", "UICTContentSizeCategoryAccessibilityL"),
        ("accessibilityExtraLarge", "AX3", "UICTContentSizeCategoryAccessibilityXL"),
        ("accessibilityExtraExtraLarge", "AX4", "UICTContentSizeCategoryAccessibilityXXL"),
        ("accessibilityExtraExtraExtraLarge", "AX5", "UICTContentSizeCategoryAccessibilityXXXL"),
    ]

    @Test("all cases are the twelve sizes in ascending order")
    func allCasesInOrder() {
        #expect(ContentSizeCategory.allCases.map(\.name) == Self.expectedOrder)
        #expect(ContentSizeCategory.allCases == ContentSizeCategory.allCases.sorted())
    }

    @Test("comparison follows size")
    func comparisonFollowsSize() {
        #expect(ContentSizeCategory.extraSmall < .large)
        #expect(ContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(!(ContentSizeCategory.accessibilityExtraExtraExtraLarge < .accessibilityMedium))
    }

    @Test("unspecified compares below every size but scales as large")
    func unspecifiedOrdering() {
        for category in ContentSizeCategory.allCases {
            #expect(ContentSizeCategory.unspecified < category)
        }
        #expect(ContentSizeCategory.unspecified.resolved == .large)
        #expect(!ContentSizeCategory.allCases.contains(.unspecified))
    }

    @Test("only the five AX sizes are accessibility categories")
    func accessibilityCategories() {
        let accessibility = ContentSizeCategory.allCases.filter(\.isAccessibilityCategory).map(\.shortName)
        #expect(accessibility == ["AX1", "AX2", "AX3", "AX4", "AX5"])
        #expect(!ContentSizeCategory.unspecified.isAccessibilityCategory)
    }

    @Test("parses the Swift name, the HIG short name and the UIKit raw value", arguments: spellings)
    func parsesEverySpelling(spelling: (String, String, String)) throws {
        let expected = try #require(ContentSizeCategory(rawValue: spelling.2))
        #expect(expected.name == spelling.0)
        for text in [spelling.0, spelling.1, spelling.2] {
            #expect(try ContentSizeCategory(parsing: text) == expected)
            #expect(try ContentSizeCategory(parsing: text.uppercased()) == expected)
            #expect(try ContentSizeCategory(parsing: text.lowercased()) == expected)
        }
    }

    @Test("parses unspecified and ignores blanks and hyphens")
    func parsesLooseSpellings() throws {
        #expect(try ContentSizeCategory(parsing: "unspecified") == .unspecified)
        #expect(try ContentSizeCategory(parsing: "_UICTContentSizeCategoryUnspecified") == .unspecified)
        #expect(try ContentSizeCategory(parsing: "extra-small") == .extraSmall)
        #expect(try ContentSizeCategory(parsing: " ax 3 ") == .accessibilityExtraLarge)
    }

    @Test("an unknown name throws an error that names the valid choices")
    func unknownNameThrows() {
        #expect(throws: DynamicTypeError.unknownCategory("huge")) {
            try ContentSizeCategory(parsing: "huge")
        }
        let message = DynamicTypeError.unknownCategory("huge").description
        #expect(message.contains("huge") && message.contains("accessibilityMedium") && !message.contains("\n"))
    }

    @Test("an empty string is not a category")
    func emptyStringThrows() {
        #expect(throws: DynamicTypeError.self) { try ContentSizeCategory(parsing: "") }
    }

    @Test("raw values round-trip and reject other spellings")
    func rawValues() {
        for category in ContentSizeCategory.allCases + [.unspecified] {
            #expect(ContentSizeCategory(rawValue: category.rawValue) == category)
        }
        #expect(ContentSizeCategory(rawValue: "large") == nil)
    }
}
