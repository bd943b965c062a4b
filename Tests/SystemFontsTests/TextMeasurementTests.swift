import DynamicType
import SystemFonts
import TestSupport
import Testing

/// Scale Sans gives every glyph an advance of 600 units in 1,000: at 10 points each character is
/// 6 points wide, which makes every width exact. It has only letters, digits, the space, `,`, `-`
/// and `.`: anything else (`…` too) is measured in the system's fallback, DejaVu Sans on Debian,
/// as Pango draws it.
@Suite("Text measurement")
struct TextMeasurementTests {
    static let environment: FontEnvironment = {
        let environment = FontEnvironment(library: FontLibrary())
        _ = try? environment.loadAppFonts(from: Fixtures.fontsDirectory)
        return environment
    }()

    static func scaleSans(_ size: Double = 10) throws -> Font {
        try #require(Font(name: "Scale Sans", size: size, in: environment))
    }

    @Test("a line is as wide as its characters' advances at the font's size", arguments: [10.0, 20, 30])
    func widthScales(size: Double) throws {
        let layout = try Self.scaleSans(size).measure("Scale")
        #expect(layout.width == 5 * 0.6 * size)
        #expect(layout.lineCount == 1)
        #expect(!layout.isTruncated)
    }

    @Test("each glyph's advance is rounded to a whole point, as GTK positions glyphs", arguments: [17.0, 17.5, 14.67])
    func roundedAdvances(size: Double) throws {
        let layout = try Self.scaleSans(size).measure("Scale")
        #expect(layout.width == 5 * (0.6 * size).rounded())
    }

    @Test("spaces a line ends with take no width")
    func trailingSpaces() throws {
        #expect(try Self.scaleSans().measure("ab   ").width == 12)
    }

    @Test("lines wrap after the last space that fits")
    func wordWrapping() throws {
        let layout = try Self.scaleSans().measure("aaa bbb ccc", width: 45)
        #expect(layout.lines.map(\.text) == ["aaa bbb", "ccc"])
        #expect(layout.lines.map(\.width) == [42, 18])
        #expect(!layout.isTruncated)
    }

    @Test("a word wider than the line is broken between characters")
    func longWord() throws {
        let layout = try Self.scaleSans().measure("abcdefghij", width: 30)
        #expect(layout.lines.map(\.text) == ["abcde", "fghij"])
    }

    @Test("a hyphen is a place to break")
    func hyphen() throws {
        let layout = try Self.scaleSans().measure("well-known", width: 36)
        #expect(layout.lines.map(\.text) == ["well-", "known"])
    }

    @Test("character wrapping breaks wherever the width ends")
    func characterWrapping() throws {
        let layout = try Self.scaleSans().measure("aaa bbb", width: 30, lineBreakMode: .byCharWrapping)
        #expect(layout.lines.map(\.text) == ["aaa b", "bb"])
    }

    @Test("a line separator starts a new line even without a width")
    func paragraphs() throws {
        let layout = try Self.scaleSans().measure("one\ntwo words")
        #expect(layout.lines.map(\.text) == ["one", "two words"])
        #expect(layout.width == 54)
    }

    struct Truncation: Sendable, CustomTestStringConvertible {
        let mode: LineBreakMode
        let lines: [String]
        let isTruncated: Bool
        var testDescription: String { mode.description }
    }

    @Test("text that fits its lines is not truncated, whatever the mode", arguments: LineBreakMode.allCases)
    func fits(mode: LineBreakMode) throws {
        let layout = try Self.scaleSans().measure("aaa bbb ccc ddd", width: 45, maximumLines: 2, lineBreakMode: mode)
        #expect(layout.lines.map(\.text) == ["aaa bbb", "ccc ddd"])
        #expect(!layout.isTruncated)
    }

    static let overflows: [Truncation] = [
        Truncation(mode: .byWordWrapping, lines: ["aaa bbb", "ccc ddd"], isTruncated: true),
        Truncation(mode: .byCharWrapping, lines: ["aaa bbb", "ccc ddd"], isTruncated: true),
        Truncation(mode: .byClipping, lines: ["aaa bbb", "ccc ddd"], isTruncated: true),
        // The ellipsis, which Scale Sans lacks, is DejaVu Sans' (10 points): 35 of the 45 are left.
        Truncation(mode: .byTruncatingTail, lines: ["aaa bbb", "ccc d…"], isTruncated: true),
        Truncation(mode: .byTruncatingHead, lines: ["aaa bbb", "…d eee"], isTruncated: true),
        Truncation(mode: .byTruncatingMiddle, lines: ["aaa bbb", "ccc…ee"], isTruncated: true),
    ]

    @Test("the last allowed line ends as the mode says when text is left over", arguments: overflows)
    func overflow(expected: Truncation) throws {
        let layout = try Self.scaleSans().measure(
            "aaa bbb ccc ddd eee", width: 45, maximumLines: 2, lineBreakMode: expected.mode)
        #expect(layout.lines.map(\.text) == expected.lines)
        #expect(layout.isTruncated == expected.isTruncated)
        #expect(layout.width == (expected.mode.truncates ? 45 : 42))
    }

    @Test("one line of unlimited width shortens only what is left over")
    func unlimitedWidthLeftOver() throws {
        let layout = try Self.scaleSans().measure("first\nsecond", maximumLines: 1, lineBreakMode: .byTruncatingTail)
        #expect(layout.lines.map(\.text) == ["first…"])
        #expect(layout.isTruncated)
    }

    @Test("a single line wider than its width is truncated at the tail")
    func singleLineTail() throws {
        let layout = try Self.scaleSans().measure(
            "Inbox (12)", width: 40, maximumLines: 1, lineBreakMode: .byTruncatingTail)
        #expect(layout.lines.map(\.text) == ["Inbox…"])
        #expect(layout.width == 40)  // the ellipsis padded to the width, as Pango does
        #expect(layout.isTruncated)
    }

    @Test("the height is the line count times the line height asked for")
    func heightFromLineHeight() throws {
        let layout = try Self.scaleSans().measure("aaa bbb ccc", width: 45, lineHeight: 13.5)
        #expect(layout.height == 27)
    }

    @Test("without a line height, a line is the face's ascender plus descender")
    func faceLineHeight() throws {
        // Scale Sans Regular: typographic ascender 800, descender -200, in 1,000 units.
        #expect(try Self.scaleSans(20).measure("x").lineHeight == 20)
    }

    @Test("empty text is one empty line")
    func emptyText() throws {
        let layout = try Self.scaleSans().measure("")
        #expect(layout.lines.map(\.text) == [""])
        #expect(layout.width == 0)
        #expect(!layout.isTruncated)
    }

    @Test("a negative or NaN width measures as the narrowest, one character a line", arguments: [-5.0, .nan])
    func badWidth(width: Double) throws {
        let layout = try Self.scaleSans().measure("ab", width: width)
        #expect(layout.lines.map(\.text) == (width.isNaN ? ["ab"] : ["a", "b"]))
    }

    @Test("the engine is named: HarfBuzz when built with it, else FreeType's advances")
    func engine() throws {
        let layout = try Self.scaleSans().measure("a")
        #if HarfBuzz
        #expect(layout.engine == .harfBuzz)
        #else
        #expect(layout.engine == .freeTypeAdvances)
        #expect(!layout.engine.limitations.isEmpty)
        #endif
        #expect(FontLibrary.textMeasurementEngine == layout.engine)
    }

    @Test("synthesized small capitals are measured as capitals at the variant's scale")
    func synthesizedSmallCaps() throws {
        // Scale Plain has no smcp: lowercase letters become capitals scaled by x-height / cap height.
        let plain = try #require(Font(name: "Scale Plain", size: 10, in: Self.environment))
        let font = plain.smallCapsVariant
        let scale = try #require(font.smallCaps?.scale)
        #expect(font.measure("Ab").width == 6 + (6 * scale).rounded())
    }

    @Test("a character the app font lacks is measured in the face fontconfig falls back to, not as its missing glyph")
    func fallbackIsMeasured() throws {
        // Scale Sans has no Cyrillic: its missing glyph would be 6 points, like every glyph of it;
        // the system's sans-serif fallback draws Ж about an em wide.
        #expect(try Self.scaleSans().measure("Ж").width > 6)
    }

    @Test("the layout names the face a missing character fell back to")
    func fallbackIsNamed() throws {
        let faces = try Self.scaleSans().measure("ab Ж").fallbackFaces
        #expect(faces.count == 1)
        #expect(faces.allSatisfy { !$0.hasFamily("Scale Sans") && !$0.isAppFont }, "\(faces)")
    }

    @Test("text the app font covers falls back to no face")
    func noFallbackForCoveredText() throws {
        #expect(try Self.scaleSans().measure("Scale, 2026.").fallbackFaces.isEmpty)
    }

    #if HarfBuzz
    @Test("HarfBuzz applies the face's kerning: AV is narrower than A and V apart")
    func kerning() throws {
        let environment = FontEnvironment(library: FontLibrary())
        _ = try environment.loadAppFonts(from: Repository.appFontsDirectory)
        let font = try #require(Font(name: "Noto Sans", size: 40, in: environment))
        #expect(font.measure("AV").width < font.measure("A").width + font.measure("V").width)
    }
    #endif
}

extension TextMeasurementTests {
    /// Text whose line breaks depend on characters beyond ASCII.
    struct UnicodeBreak: Sendable, CustomTestStringConvertible {
        let name: String
        let text: String
        let width: Double?
        let lines: [String]
        var testDescription: String { name }
    }

    static let unicodeBreaks: [UnicodeBreak] = [
        UnicodeBreak(
            name: "after a Unicode hyphen", text: "well\u{2010}known", width: 36, lines: ["well\u{2010}", "known"]),
        UnicodeBreak(name: "after an ideographic space", text: "aaa\u{3000}bbb", width: 30, lines: ["aaa", "bbb"]),
        UnicodeBreak(name: "at a CR-LF pair", text: "one\r\ntwo", width: nil, lines: ["one", "two"]),
        UnicodeBreak(name: "at a line separator", text: "one\u{2028}two", width: nil, lines: ["one", "two"]),
        UnicodeBreak(
            name: "keeping a combining accent with its letter", text: "cafe\u{301} au lait", width: 30,
            lines: ["cafe\u{301}", "au", "lait"]),
    ]

    @Test("lines break at Unicode's spaces, hyphens and newlines, and keep whole characters", arguments: unicodeBreaks)
    func unicodeLineBreaks(expected: UnicodeBreak) throws {
        let layout = try Self.scaleSans().measure(expected.text, width: expected.width)
        #expect(layout.lines.map(\.text) == expected.lines)
    }
}
