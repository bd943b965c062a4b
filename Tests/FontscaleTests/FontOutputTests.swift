import Foundation
import TestSupport
import Testing

@Suite("fontscale fonts")
struct FontOutputTests {
    static let repositoryRoot = Repository.root

    struct Row: Decodable {
        let style: String
        let pointSize: Double
        let font: FontObject
    }

    struct FontObject: Decodable {
        let family: String
        let style: String
        let file: String
        let fallback: Bool
        let appFont: Bool
        let smallCaps: String
        let metrics: Metrics
    }

    struct Metrics: Decodable {
        let capHeight: Double
        let xHeight: Double
        let ascender: Double
    }

    struct Resolution: Decodable {
        let font: FontObject
        let hasSMCP: Bool
        let capHeightSource: String
    }

    @Test("list uses ./Fonts (Noto Sans) by default and shows the resolved app font per row")
    func listUsesProjectFonts() throws {
        let output = try CommandRunner.run(["list", "--format", "json"], currentDirectory: Self.repositoryRoot)
        #expect(output.status == 0)
        let rows = try output.json([Row].self)
        let headline = try #require(rows.first { $0.style == "headline" })
        #expect(headline.font.family == "Noto Sans" && headline.font.style == "SemiBold")
        #expect(headline.font.file == Self.repositoryRoot.appendingPathComponent("Fonts/NotoSans-SemiBold.ttf").path)
        #expect(!headline.font.fallback && headline.font.appFont)
        #expect(headline.font.smallCaps == "native")
        #expect(abs(headline.font.metrics.capHeight - 0.714 * 17) < 1e-9)  // OS/2 sCapHeight 714 of 1000
    }

    @Test("a missing --font family is reported as a fallback to a system font")
    func missingFamilyIsFallback() throws {
        // The fixtures' fonts: fontconfig prefers Noto Sans for sans-serif, so with ./Fonts the
        // fallback would be the app's own Noto Sans.
        let fixtures = ["--fonts-dir", Repository.fontsDirectory]
        let output = try CommandRunner.run(
            ["list", "--font", "Museo Slab", "--format", "json"] + fixtures, currentDirectory: Self.repositoryRoot)
        let rows = try output.json([Row].self)
        #expect(rows.allSatisfy { $0.font.fallback && !$0.font.appFont })
        #expect(rows.first?.font.smallCaps == "synthesized")
        let table = try CommandRunner.run(
            ["list", "--font", "Museo Slab"] + fixtures, currentDirectory: Self.repositoryRoot)
        #expect(table.standardOutput.contains("(fallback)"))
        #expect(table.standardOutput.contains("not installed"))
    }

    @Test("--fonts-dir registers another directory")
    func fontsDirOption() throws {
        let output = try CommandRunner.run(
            [
                "list", "--fonts-dir", Repository.fontsDirectory, "--font",
                "Scale Plain", "--format", "json",
            ],
            currentDirectory: URL(fileURLWithPath: "/tmp"))
        let body = try #require(try output.json([Row].self).first { $0.style == "body" })
        #expect(body.font.family == "Scale Plain" && body.font.appFont)
    }

    @Test("a missing --fonts-dir exits non-zero naming the path, with nothing on stdout")
    func missingFontsDir() throws {
        let output = try CommandRunner.run(["list", "--fonts-dir", "/no/such/fonts"])
        #expect(output.status == 66)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError.contains("/no/such/fonts"))
    }

    @Test("resolve reports native small caps and OS/2 metrics for the app font")
    func resolveAppFont() throws {
        let output = try CommandRunner.run(
            [
                "resolve", "Scale Sans", "--fonts-dir", Repository.fontsDirectory, "--weight", "bold", "--size", "20",
                "--small-caps", "--format", "json",
            ], currentDirectory: Self.repositoryRoot)
        let resolution = try output.json(Resolution.self)
        #expect(resolution.font.file.hasSuffix("Fixtures/Fonts/ScaleSans-Bold.ttf"))
        #expect(resolution.hasSMCP && resolution.font.smallCaps == "native")
        #expect(resolution.capHeightSource == "os2")
        #expect(abs(resolution.font.metrics.capHeight - 14.2) < 1e-9)
    }

    @Test("resolve reports DejaVu Sans as synthesized small caps with measured heights")
    func resolveDejaVu() throws {
        let resolution = try CommandRunner.run(["resolve", "DejaVu Sans", "--format", "json"]).json(Resolution.self)
        #expect(!resolution.hasSMCP && resolution.font.smallCaps == "synthesized")
        #expect(resolution.capHeightSource == "outline")
        #expect(!resolution.font.fallback)
    }

    @Test(
        "resolve with a bad weight or size exits 64 naming the valid values",
        arguments: [
            ["resolve", "Scale Sans", "--weight", "fat"], ["resolve", "Scale Sans", "--size", "0"], ["resolve", ""],
        ])
    func resolveBadInput(arguments: [String]) throws {
        let output = try CommandRunner.run(arguments)
        #expect(output.status == 64)
        #expect(output.standardOutput.isEmpty)
        #expect(output.standardError.split(separator: "\n").count == 1)
    }
}
