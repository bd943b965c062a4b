import Foundation
import TestSupport
import Testing

@Suite("fontscale list --bold-text")
struct BoldTextCommandTests {
    struct Row: Decodable {
        struct Font: Decodable {
            let style: String
        }
        struct BoldText: Decodable {
            let baseWeight: String
            let bumpedWeight: String
            let faceWeight: String?
            let outcome: String
        }
        let style: String
        let font: Font?
        let boldText: BoldText?
    }

    /// For Noto Sans (./Fonts: Regular, SemiBold, Bold), each style's face and bump with Bold Text
    /// on, written out by hand.
    static let expected: [(String, String, String, String)] = [
        ("body", "SemiBold", "semibold", "applied"),
        ("headline", "Bold", "heavy", "clamped"),
        ("extraLargeTitle", "Bold", "black", "unchanged"),
    ]

    @Test("the flag bumps every style and says how, in JSON")
    func flagInJSON() throws {
        let rows = try CommandRunner.run(["list", "--bold-text", "--category", "L", "--format", "json"]).json(
            [Row].self)
        for (style, face, bumped, outcome) in Self.expected {
            let row = try #require(rows.first { $0.style == style })
            #expect(row.font?.style == face)
            #expect(row.boldText?.bumpedWeight == bumped)
            #expect(row.boldText?.outcome == outcome)
        }
    }

    @Test("FONTSCALE_BOLD_TEXT turns it on and off", arguments: [("1", "SemiBold"), ("off", "Regular")])
    func environmentVariable(value: String, face: String) throws {
        let rows = try CommandRunner.run(
            ["list", "--style", "body", "--format", "json"], environment: ["FONTSCALE_BOLD_TEXT": value]
        ).json([Row].self)
        #expect(rows.first?.font?.style == face)
        #expect((rows.first?.boldText != nil) == (face == "SemiBold"))
    }

    @Test("an unusable FONTSCALE_BOLD_TEXT is named once on stderr and ignored")
    func unusableVariable() throws {
        let output = try CommandRunner.run(
            ["list", "--style", "body", "--format", "json"], environment: ["FONTSCALE_BOLD_TEXT": "maybe"])
        #expect(output.status == 0)
        #expect(try output.json([Row].self).first?.font?.style == "Regular")
        let warnings = output.standardError.split(separator: "\n").filter { $0.contains("FONTSCALE_BOLD_TEXT") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("on/off") == true)
    }

    @Test("the table marks the bump in the weight column")
    func table() throws {
        let output = try CommandRunner.run(["list", "--bold-text", "--category", "L"])
        #expect(output.standardOutput.contains("Bold Text: on"))
        let headline = try #require(output.standardOutput.split(separator: "\n").first { $0.hasPrefix("headline ") })
        #expect(headline.contains("semibold → heavy (clamped)") && headline.contains("Noto Sans Bold"))
    }

    @Test("category spellings people type work on the command line", arguments: ["XXL", "accessibility2", "ax3", "xs"])
    func categorySpellings(spelling: String) throws {
        let output = try CommandRunner.run(["list", "--category", spelling, "--style", "body", "--format", "json"])
        #expect(output.status == 0)
    }
}
