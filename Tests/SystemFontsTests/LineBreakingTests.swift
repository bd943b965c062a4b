import SystemFonts
import TestSupport
import Testing

/// Lines break where Unicode's line-breaking algorithm (UAX #14) allows, as ICU finds those places,
/// and so where Pango and Qt break them: checked against ``LineBreakCase``'s records of both, and in
/// Scale Sans (every glyph 6 points wide at 10 points) where the old rule, after spaces and hyphens
/// alone, broke otherwise.
@Suite("Line breaking by UAX #14")
struct LineBreakingTests {
    static let environment = FontEnvironment.withAppFonts()

    static let scaleSansEnvironment: FontEnvironment = {
        let environment = FontEnvironment(library: FontLibrary())
        _ = try? environment.loadAppFonts(from: Fixtures.fontsDirectory)
        return environment
    }()

    @Test("a line may end where Pango and Qt let it end", arguments: LineBreakCase.agreeing)
    func agreesWithPangoAndQt(expected: LineBreakCase) {
        #expect(LineBreakOpportunities.segments(of: expected.text).map(String.init) == expected.segments)
    }

    @Test(
        "Thai words are cut by ICU's dictionary, which splits some otherwise than libthai, Pango's and Qt's",
        arguments: LineBreakCase.differing)
    func differsFromPangoAndQt(expected: LineBreakCase) {
        let segments = LineBreakOpportunities.segments(of: expected.text).map(String.init)
        #expect(segments == expected.fontScaleSegments)
        #expect(segments != expected.segments)
    }

    @Test(
        "a wrapped measurement makes the lines Pango and Qt make at the same width",
        .requires(.notoCJK, .notoColorEmoji), arguments: LineBreakCase.wrapped)
    func wrappedLines(expected: LineBreakCase) throws {
        #if !HarfBuzz
        // Without shaping, a cluster of several characters is measured as their advances summed.
        guard !expected.needsShaping else { return }
        #endif
        let font = try #require(Font(name: "Noto Sans", size: LineBreakCase.pixelSize, in: Self.environment))
        let width: Double = try #require(expected.width)
        let layout = font.measure(expected.text, width: width)
        #expect(layout.lines.map(\.text) == expected.lines)
        #expect(layout.lineCount == expected.lines.count)
    }

    @Test("text with no place to break, not even at a no-break space, is broken between characters")
    func noBreakSpace() throws {
        // The no-break space is DejaVu Sans' (Scale Sans lacks it), about 3 points wide.
        let font = try #require(Font(name: "Scale Sans", size: 10, in: Self.scaleSansEnvironment))
        let layout = font.measure("aaa\u{A0}bbb ccc", width: 30)
        #expect(layout.lines.map(\.text) == ["aaa\u{A0}b", "bb", "ccc"])
    }

    @Test("a hyphen before a digit is a minus sign, and the line breaks before it")
    func minusSign() throws {
        let font = try #require(Font(name: "Scale Sans", size: 10, in: Self.scaleSansEnvironment))
        #expect(font.measure("aa -55", width: 30).lines.map(\.text) == ["aa", "-55"])
    }

    @Test("an empty text has no place to break")
    func emptyText() {
        #expect(LineBreakOpportunities.segments(of: "").isEmpty)
    }

    @Test("a CR-LF pair is one character, after which the line must break")
    func crlf() {
        #expect(LineBreakOpportunities.segments(of: "one\r\ntwo").map(String.init) == ["one\r\n", "two"])
    }
}
