#if GTK
import CGtk
import SystemFonts
import TestSupport
import Testing

@testable import FontScaleGTK

/// FontScale's line breaking against the Pango in this process, with no window: where a line may
/// end (`pango_get_log_attrs`), and the lines a `PangoLayout` makes at a width, wrapping as a
/// GtkLabel does (`PANGO_WRAP_WORD_CHAR`), in the app font at ``LineBreakCase/pixelSize``.
@MainActor
@Suite(
    "FontScale breaks lines where Pango does", .enabled(if: isGTKBuilt, "built without the GTK trait"),
    .serialized)
struct LineBreakPangoTests {
    static let environment = FontEnvironment.withAppFonts()

    @Test("a line may end where Pango lets it end", arguments: LineBreakCase.agreeing)
    func opportunities(expected: LineBreakCase) {
        let pango = Self.pangoSegments(of: expected.text)
        #expect(LineBreakOpportunities.segments(of: expected.text).map(String.init) == pango)
        #expect(pango == expected.segments, "the record is not this Pango's")
    }

    @Test(
        "Thai words are cut by ICU's dictionary, which splits some otherwise than Pango's libthai",
        arguments: LineBreakCase.differing)
    func knownDifference(expected: LineBreakCase) {
        let pango = Self.pangoSegments(of: expected.text)
        withKnownIssue("ICU and libthai split Thai with dictionaries of their own") {
            #expect(LineBreakOpportunities.segments(of: expected.text).map(String.init) == pango)
        }
        #expect(pango == expected.segments, "the record is not this Pango's")
    }

    @Test(
        "a wrapped measurement makes the lines Pango makes at the same width", .requires(.notoCJK, .notoColorEmoji),
        arguments: LineBreakCase.wrapped)
    func wrappedLines(expected: LineBreakCase) throws {
        let width = try #require(expected.width)
        let font = try #require(Font(name: "Noto Sans", size: LineBreakCase.pixelSize, in: Self.environment))
        // Pango finds the app font through fontconfig's current configuration, as GTK does.
        Self.environment.library.shareAppFontsWithCurrentConfiguration()
        let pango = Self.pangoLines(of: expected.text, width: width)
        let layout = font.measure(expected.text, width: width)
        #expect(layout.lines.map(\.text) == pango)
        #expect(layout.lineCount == pango.count)
        #expect(pango == expected.lines, "the record is not this Pango's")
    }

    /// `text` cut before each character Pango marks as a place a line may break.
    ///
    /// The corresponding C function is `pango_get_log_attrs`.
    static func pangoSegments(of text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        // One attribute for each character and one for the end.
        var attributes = [PangoLogAttr](repeating: PangoLogAttr(), count: scalars.count + 1)
        attributes.withUnsafeMutableBufferPointer { buffer in
            pango_get_log_attrs(
                text, Int32(text.utf8.count), -1, pango_language_from_string("en"), buffer.baseAddress,
                Int32(buffer.count))
        }
        var segments: [String] = []
        var segment = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            if index > 0, attributes[index].is_line_break != 0 {
                segments.append(String(segment))
                segment = String.UnicodeScalarView()
            }
            segment.append(scalar)
        }
        if !segment.isEmpty { segments.append(String(segment)) }
        return segments
    }

    /// The lines a `PangoLayout` over a new cairo font map makes of `text` in Noto Sans at
    /// ``LineBreakCase/pixelSize``, wrapping at `width` pixels as a GtkLabel does, each without the
    /// spaces it ends with (FontScale's lines leave them out).
    ///
    /// The corresponding C functions are `pango_cairo_font_map_new`, `pango_layout_set_wrap`,
    /// `pango_layout_set_width` and `pango_layout_get_line_readonly`.
    static func pangoLines(of text: String, width: Double) -> [String] {
        guard let map = pango_cairo_font_map_new() else { return [] }
        defer { g_object_unref(gpointer(map)) }
        guard let context = pango_font_map_create_context(map) else { return [] }
        defer { g_object_unref(gpointer(context)) }
        guard let layout = pango_layout_new(context) else { return [] }
        defer { g_object_unref(gpointer(layout)) }
        guard let description = pango_font_description_new() else { return [] }
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, "Noto Sans")
        pango_font_description_set_absolute_size(description, LineBreakCase.pixelSize * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_width(layout, Int32(width) * PANGO_SCALE)
        pango_layout_set_text(layout, text, -1)
        let bytes = Array(text.utf8)
        return (0..<pango_layout_get_line_count(layout)).compactMap { index in
            guard let line = pango_layout_get_line_readonly(layout, index)?.pointee else { return nil }
            let start = Int(line.start_index)
            var shown = String(decoding: bytes[start..<start + Int(line.length)], as: UTF8.self)
            while shown.last?.isWhitespace == true { shown.removeLast() }
            return shown
        }
    }
}
#endif
