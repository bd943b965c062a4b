import Foundation
import TestSupport
import Testing

@Suite("fontscale list --ramp and the system font")
struct RampCommandTests {
    struct Row: Decodable {
        struct SystemFont: Decodable {
            let family: String
            let pointSize: Double
            let pixelSize: Double
            let source: String
        }
        let style: String
        let pointSize: Double
        let leading: Double
        let ramp: String
        let systemFont: SystemFont
    }

    /// A desktop whose interface font is Noto Sans at 12 pt (16 px), named by the override.
    static let environment = [
        "FONTSCALE_SYSTEM_FONT": "Noto Sans 12", "FONTSCALE_CONTENT_SIZE": "large", "XDG_CURRENT_DESKTOP": "",
    ]

    static let ramps: [(arguments: [String], body: Double, title1: Double, ramp: String)] = [
        ([], 17, 28, "apple"), (["--ramp", "apple"], 17, 28, "apple"),
        (["--ramp", "desktop"], 16, 28 * 16.0 / 17, "desktop"),
    ]

    @Test("--ramp desktop puts body at the desktop font's size; apple, the default, is Apple's table", arguments: ramps)
    func ramp(arguments: [String], body: Double, title1: Double, ramp: String) throws {
        let rows = try CommandRunner.run(
            ["list", "--style", "body", "--style", "title1", "--format", "json"] + arguments,
            environment: Self.environment
        ).json([Row].self)
        #expect(rows.first { $0.style == "body" }?.pointSize == body)
        #expect(abs((rows.first { $0.style == "title1" }?.pointSize ?? 0) - title1) < 1e-9)
        #expect(rows.allSatisfy { $0.ramp == ramp })
    }

    @Test("the system font, its size and where it came from are in the JSON and the table's header")
    func systemFontReported() throws {
        let rows = try CommandRunner.run(
            ["list", "--style", "body", "--format", "json"], environment: Self.environment
        ).json([Row].self)
        let font = try #require(rows.first?.systemFont)
        #expect(font.family == "Noto Sans" && font.pointSize == 12 && font.pixelSize == 16)
        #expect(font.source == "FONTSCALE_SYSTEM_FONT")
        let table = try CommandRunner.run(["list", "--ramp", "desktop"], environment: Self.environment)
        #expect(table.standardOutput.contains("System font: Noto Sans 12pt (16 px), from FONTSCALE_SYSTEM_FONT"))
        #expect(table.standardOutput.contains("Ramp: desktop-anchored (body 16 pt)"))
    }

    @Test("a system font that is not installed is named with fontconfig's substitute")
    func missingSystemFont() throws {
        let table = try CommandRunner.run(
            ["list", "--style", "body"],
            environment: Self.environment.merging(["FONTSCALE_SYSTEM_FONT": "Nowhere Sans 11"]) { $1 })
        #expect(
            table.standardOutput.contains(
                "System font: Nowhere Sans 11pt (14.67 px) -- not installed, fontconfig substitutes"))
    }

    @Test(
        "a system font whose size is refused is named on stderr, and list goes on with the next source",
        arguments: ["Cantarell 1e19", "Cantarell 1e308", "Inter 0x10", "Cantarell 99999"])
    func refusedSystemFontSize(text: String) throws {
        let environment = Self.environment.merging([
            "FONTSCALE_SYSTEM_FONT": text, "GSETTINGS_BACKEND": "memory", "XDG_CONFIG_HOME": "/nonexistent",
        ]) { $1 }
        for format in ["table", "json"] {
            let output = try CommandRunner.run(
                ["list", "--ramp", "desktop", "--format", format], environment: environment)
            #expect(output.status == 0)
            #expect(output.standardError.contains("FONTSCALE_SYSTEM_FONT='\(text)'"))
        }
        let rows = try CommandRunner.run(
            ["list", "--style", "body", "--format", "json"], environment: environment
        ).json([Row].self)
        #expect(rows.first?.systemFont.source == "default" && rows.first?.systemFont.pointSize == 11)
    }

    @Test("an unknown ramp is one line on stderr naming the choices, nothing on stdout, and a failure status")
    func unknownRamp() throws {
        let output = try CommandRunner.run(["list", "--ramp", "gnome"], environment: Self.environment)
        #expect(output.status != 0)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError.contains("'apple'") && output.standardError.contains("'desktop'"))
    }
}
