import Foundation
import TestSupport
import Testing

/// Input that must be refused: exit 64, nothing on standard output, one line on standard error
/// with the input's control characters escaped.
@Suite("Refused input")
struct RefusedInputTests {
    static let refused: [[String]] = [
        ["resolve", "\u{200B}"],
        ["resolve", " \u{200B}\u{FEFF} "],
        ["resolve", "Scale Sans", "--weight=-400"],
        ["resolve", "Scale Sans", "--weight", "0"],
        ["resolve", "Scale Sans", "--size", "0x1p1"],
        ["resolve", "Scale Sans", "--size", "nan"],
        ["resolve", "Scale Sans", "--size", "1e3"],
        ["list", "--category", "bad\n\u{1B}[31mred"],
        ["list", "--style", "hero\r\n"],
        ["list", "--fonts-dir", ""],
        ["list", "--font", "\u{200B}"],
        ["list", "--format", "xml"],
        ["list", "--no-such-option"],
    ]

    @Test("each is refused with exit 64 and one clean line", arguments: refused)
    func refusedWithOneLine(arguments: [String]) throws {
        let output = try CommandRunner.run(arguments)
        #expect(output.status == 64)
        #expect(output.standardOutput.isEmpty)
        let lines = output.standardError.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("fontscale: ") == true)
        #expect(!output.standardError.contains("\u{1B}") && !output.standardError.contains("\r"))
    }

    @Test("an escape sequence in a value is shown escaped")
    func escapeShown() throws {
        let output = try CommandRunner.run(["list", "--category", "bad\n\u{1B}[31mred"])
        #expect(output.standardError.contains("bad\\n\\u{1B}[31mred"))
    }

    @Test(
        "every --help prints without a stray backslash",
        arguments: [
            ["--help"], ["list", "--help"], ["categories", "--help"], ["resolve", "--help"], ["watch", "--help"],
        ])
    func helpWithoutBackslashes(arguments: [String]) throws {
        let output = try CommandRunner.run(arguments)
        #expect(output.status == 0)
        #expect(!output.standardOutput.split(separator: "\n").contains { $0.hasSuffix("\\") })
    }

    @Test(
        "FONTSCALE_TEXT_SCALE that is not a positive plain decimal is ignored and named",
        arguments: [
            "0", "-1", "0x1p1", "nan", "inf", "1e0",
        ])
    func textScaleRefused(value: String) throws {
        struct Row: Decodable { let source: String }
        let output = try CommandRunner.run(
            ["list", "--style", "body", "--format", "json"],
            environment: ["FONTSCALE_TEXT_SCALE": value, "FONTSCALE_CONTENT_SIZE": "", "XDG_CURRENT_DESKTOP": ""])
        #expect(output.status == 0)
        #expect(try output.json([Row].self).first?.source != "FONTSCALE_TEXT_SCALE")
        #expect(output.standardError.contains("ignoring FONTSCALE_TEXT_SCALE"))
    }
}
