import DynamicType
import TestSupport
import Testing

@Suite("fontscale categories")
struct CategoriesCommandTests {
    struct Row: Decodable {
        let name: String
        let shortName: String
        let isAccessibility: Bool
        let scale: Double
    }

    @Test("JSON lists the twelve categories with short names, accessibility and scale")
    func json() throws {
        let rows = try CommandRunner.run(["categories", "--format", "json"]).json([Row].self)
        #expect(rows.map(\.name) == ContentSizeCategory.allCases.map(\.name))
        #expect(rows.map(\.shortName).last == "AX5")
        #expect(rows.filter(\.isAccessibility).count == 5)
        #expect(rows.first { $0.name == "large" }?.scale == 1.0)
        #expect(rows.first { $0.name == "extraSmall" }?.scale == 14.0 / 17.0)
    }

    @Test("the table shows every category")
    func table() throws {
        let output = try CommandRunner.run(["categories"])
        #expect(output.status == 0)
        for category in ContentSizeCategory.allCases {
            #expect(output.standardOutput.contains(category.name))
        }
    }

    @Test(
        "help for every command explains it with an example",
        arguments: [["--help"], ["list", "--help"], ["categories", "--help"]])
    func helpHasExamples(arguments: [String]) throws {
        let output = try CommandRunner.run(arguments)
        #expect(output.status == 0)
        #expect(output.standardOutput.contains("Example"))
        #expect(output.standardOutput.contains("fontscale "))
    }
}
