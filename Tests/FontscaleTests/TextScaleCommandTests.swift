import Foundation
import TestSupport
import Testing

@Suite("fontscale list --text-scale")
struct TextScaleCommandTests {
    struct Row: Decodable {
        let style: String
        let category: String
        let textScale: Double
        let pointSize: Double
    }

    /// A desktop whose interface font is Noto Sans at 12 pt (16 px), with no text size of its own.
    static let environment = [
        "FONTSCALE_SYSTEM_FONT": "Noto Sans 12", "XDG_CURRENT_DESKTOP": "", "PATH": "/nonexistent",
    ]

    /// The body row of `fontscale list` with these arguments.
    static func body(_ arguments: [String], environment: [String: String] = environment) throws -> Row {
        let output = try CommandRunner.run(
            ["list", "--style", "body", "--format", "json"] + arguments, environment: environment)
        return try #require(try output.json([Row].self).first, "\(output.standardError)")
    }

    @Test(
        "on the desktop's ramp body is the desktop font times the factor, at the category nearest it",
        arguments: [
            (0.5, "extraSmall"), (1.1, "extraLarge"), (1.75, "accessibilityMedium"),
            (3.12, "accessibilityExtraExtraExtraLarge"),
        ])
    func desktopRampAtTheFactor(factor: Double, category: String) throws {
        let row = try Self.body(["--ramp", "desktop", "--text-scale", "\(factor)"])
        #expect(abs(row.pointSize - 16 * factor) < 1e-9 && row.textScale == factor && row.category == category)
    }

    @Test("Apple's ramp stays by category: --text-scale 1.75 is AX1's 28 pt")
    func appleRampByCategory() throws {
        let row = try Self.body(["--text-scale", "1.75"])
        #expect(row.pointSize == 28 && row.category == "accessibilityMedium")
        #expect(abs(row.textScale - 28.0 / 17) < 1e-9)
    }

    @Test("a factor that is its category's own draws the ramp by category, and the header says so")
    func categoryFactorByCategory() throws {
        let table = try CommandRunner.run(
            ["list", "--ramp", "desktop", "--text-scale", "1"], environment: Self.environment)
        #expect(table.standardOutput.contains("Ramp: desktop-anchored (body 16 pt)\n"))
        #expect(!table.standardOutput.contains("Sizes at text scale"))
        let between = try CommandRunner.run(
            ["list", "--ramp", "desktop", "--text-scale", "1.5"], environment: Self.environment)
        #expect(between.standardOutput.contains("from --text-scale (text scale 1.5)"))
        #expect(between.standardOutput.contains("Sizes at text scale 1.5, between the categories around it"))
    }

    @Test("the desktop's own factor draws the desktop's ramp at it")
    func desktopFactor() throws {
        let row = try Self.body(
            ["--ramp", "desktop"], environment: Self.environment.merging(["FONTSCALE_TEXT_SCALE": "1.75"]) { $1 })
        #expect(abs(row.pointSize - 16 * 1.75) < 1e-9 && row.textScale == 1.75)
    }

    @Test(
        "a factor out of range or not a plain number is one line on stderr, nothing on stdout, and a failure status",
        arguments: ["0.4", "3.2", "nan", "1e0", "0x1", "0", ""])
    func refused(text: String) throws {
        let output = try CommandRunner.run(["list", "--text-scale", text], environment: Self.environment)
        #expect(output.status != 0 && output.standardOutput.isEmpty)
        #expect(output.standardError.contains("a text scale is a number from 0.5 to 3.12"), "\(output.standardError)")
        #expect(output.standardError.split(separator: "\n").count <= 2)
    }

    @Test(
        "--text-scale cannot be used with --category or --all-categories",
        arguments: [["--category", "AX1"], ["--all-categories"]])
    func exclusive(other: [String]) throws {
        let output = try CommandRunner.run(["list", "--text-scale", "1.5"] + other, environment: Self.environment)
        #expect(output.status != 0 && output.standardOutput.isEmpty)
        #expect(output.standardError.contains("--text-scale cannot be used with --category or --all-categories"))
    }
}
