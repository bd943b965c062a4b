import DynamicType
import Testing

@Suite("Spellings people type")
struct SpellingTests {
    /// Each category with the abbreviations written out by hand: the size code inside UIKit's
    /// raw value, SwiftUI's name and the HIG short name, each in a letter case a person might use.
    static let abbreviations: [(ContentSizeCategory, [String])] = [
        (.extraSmall, ["XS", "xs", "xSmall", "XSMALL"]),
        (.small, ["S", "s", "small"]),
        (.medium, ["M", "m", "MEDIUM"]),
        (.large, ["L", "l", "Large"]),
        (.extraLarge, ["XL", "xl", "xLarge"]),
        (.extraExtraLarge, ["XXL", "Xxl", "xxLarge"]),
        (.extraExtraExtraLarge, ["XXXL", "xxxl", "XXXLARGE"]),
        (.accessibilityMedium, ["AccessibilityM", "accessibilitym", "accessibility1", "ax1", "AX 1"]),
        (.accessibilityLarge, ["AccessibilityL", "ACCESSIBILITYL", "Accessibility2", "ax2"]),
        (.accessibilityExtraLarge, ["AccessibilityXL", "accessibility-xl", "accessibility3", "AX3"]),
        (.accessibilityExtraExtraLarge, ["AccessibilityXXL", "accessibility_xxl", "accessibility4", "Ax4"]),
        (.accessibilityExtraExtraExtraLarge, ["AccessibilityXXXL", "accessibilityxxxl", "ACCESSIBILITY5", "ax5"]),
    ]

    @Test("every abbreviation parses to its category in any letter case", arguments: abbreviations)
    func abbreviationParses(category: ContentSizeCategory, spellings: [String]) throws {
        for spelling in spellings {
            #expect(try ContentSizeCategory(parsing: spelling) == category, "\(spelling)")
        }
    }

    @Test("near misses are still rejected", arguments: ["XXXXL", "accessibility6", "AX0", "X", "accessibilityS", ""])
    func nearMissesAreRejected(text: String) {
        #expect(throws: DynamicTypeError.unknownCategory(text)) { try ContentSizeCategory(parsing: text) }
    }

    @Test("the error names the valid categories and the other spellings")
    func errorNamesChoices() {
        let message = DynamicTypeError.unknownCategory("huge").description
        #expect(message.contains("extraSmall") && message.contains("accessibilityExtraExtraExtraLarge"))
        #expect(message.contains("XXL") && message.contains("accessibility2"))
    }

    @Test("SwiftUI's title and caption name title 1 and caption 1")
    func swiftUIStyleNames() throws {
        #expect(try TextStyle(parsing: "title") == .title1)
        #expect(try TextStyle(parsing: "Caption") == .caption1)
        #expect(TextStyle.title == .title1)
        #expect(TextStyle.caption == .caption1)
        #expect(try TextStyle(parsing: "title2") == .title2)
        #expect(try TextStyle(parsing: "caption2") == .caption2)
    }
}

@Suite("Weights and numbers people type")
struct WeightInputTests {
    @Test(
        "a negative or out-of-range weight number is refused, not read as a name",
        arguments: ["-400", "0", "1001", "+-7"])
    func refusedNumbers(text: String) {
        #expect(throws: DynamicTypeError.unknownWeight(text)) { try FontWeight(parsing: text) }
    }

    @Test(
        "weight numbers and names parse",
        arguments: [("400", FontWeight.regular), (" 700 ", .bold), ("Semi-Bold", .semibold)])
    func accepted(text: String, expected: FontWeight) throws {
        #expect(try FontWeight(parsing: text) == expected)
    }

    @Test("a message quoting input escapes control characters")
    func escapedInMessage() {
        let message = DynamicTypeError.unknownCategory("a\nb\u{1B}[0m").description
        #expect(!message.contains("\n") && !message.contains("\u{1B}"))
        #expect(message.contains("a\\nb\\u{1B}[0m"))
    }
}
