import DynamicType
import Foundation
import TestSupport
import Testing

@Suite("fontscale list")
struct ListCommandTests {
    struct Row: Decodable {
        let style: String
        let category: String
        let pointSize: Double
        let leading: Double
        let weight: String
        let emphasizedWeight: String
    }

    @Test("JSON has one object per style at the requested category with the ramp's values")
    func jsonForOneCategory() throws {
        let output = try CommandRunner.run(["list", "--category", "AX2", "--format", "json"])
        #expect(output.status == 0)
        let rows = try output.json([Row].self)
        #expect(rows.count == TextStyle.allCases.count)
        for row in rows {
            let style = try TextStyle(parsing: row.style)
            let entry = style.attributes(at: .accessibilityLarge)
            #expect(row.category == "accessibilityLarge")
            #expect(row.pointSize == entry.pointSize && row.leading == entry.leading)
            #expect(row.weight == entry.weight.name && row.emphasizedWeight == entry.emphasizedWeight.name)
        }
    }

    @Test("all categories in JSON give every style × category")
    func jsonAllCategories() throws {
        let rows = try CommandRunner.run(["list", "--all-categories", "--format", "json"]).json([Row].self)
        #expect(rows.count == 13 * 12)
        let body = try #require(rows.first { $0.style == "body" && $0.category == "accessibilityExtraExtraExtraLarge" })
        #expect(body.pointSize == 53 && body.leading == 62)
    }

    @Test("weights are lowercase-initial names")
    func weightNames() throws {
        let rows = try CommandRunner.run(["list", "--format", "json"]).json([Row].self)
        let headline = try #require(rows.first { $0.style == "headline" })
        #expect(headline.weight == "semibold")
        #expect(rows.first { $0.style == "largeTitle" }?.emphasizedWeight == "bold")
    }

    @Test("style filters keep only the named styles")
    func styleFilter() throws {
        let rows = try CommandRunner.run(["list", "-s", "body", "-s", "Caption 2", "--format", "json"]).json([Row].self)
        #expect(rows.map(\.style) == ["body", "caption2"])
    }

    @Test("the table has one row per style with its size and leading")
    func tableRows() throws {
        let output = try CommandRunner.run(["list", "--category", "xSmall"])
        #expect(output.status == 0)
        let bodyLine = try #require(output.standardOutput.split(separator: "\n").first { $0.hasPrefix("body ") })
        #expect(bodyLine.split(separator: " ").prefix(5) == ["body", "14", "19", "regular", "semibold"])
    }

    @Test("the all-categories table has one column per category")
    func tableColumns() throws {
        let output = try CommandRunner.run(["list", "--all-categories"])
        let lines = output.standardOutput.split(separator: "\n")
        let header = try #require(lines.first { $0.hasPrefix("Style ") })
        #expect(
            header.split(separator: " ") == ["Style"] + ContentSizeCategory.allCases.map { Substring($0.shortName) } + [
                "Font"
            ])
        #expect(lines.contains { $0.hasPrefix("caption2 ") && $0.contains(" 40/48 ") })
    }

    @Test("an unknown category exits 64 with one line naming the valid values and prints nothing")
    func unknownCategory() throws {
        let output = try CommandRunner.run(["list", "--category", "gigantic"])
        #expect(output.status == 64)
        #expect(output.standardOutput.isEmpty)
        let lines = output.standardError.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(lines[0].contains("gigantic") && lines[0].contains("accessibilityMedium"))
    }

    @Test("an unknown style exits 64 and names the valid styles")
    func unknownStyle() throws {
        let output = try CommandRunner.run(["list", "--style", "hero", "--format", "json"])
        #expect(output.status == 64)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError.contains("caption1"))
    }

    @Test("--category and --all-categories together are a usage error")
    func conflictingOptions() throws {
        let output = try CommandRunner.run(["list", "--category", "large", "--all-categories"])
        #expect(output.status == 64)
        #expect(output.standardOutput.isEmpty)
    }
}
