#if HarfBuzz
internal import CHarfBuzz

/// An `hb_font_t` over one face of a font file, owned by this wrapper: `deinit` destroys it.
///
/// The font's scale is left at HarfBuzz's default, the face's units per em, so advances come
/// back in font units, unhinted, and one font serves every size (the caller scales linearly, as
/// Pango's unhinted metrics do).
final class HarfBuzzFont {
    private let font: OpaquePointer
    /// One buffer, cleared and reused by every shaping: the font is used under ``FontLibrary``'s
    /// lock, one shaping at a time.
    private let buffer: OpaquePointer
    /// The face's units per em.
    let unitsPerEm: Int

    /// Opens a face; `nil` when HarfBuzz cannot read the file or it has no glyphs.
    ///
    /// The corresponding C functions are `hb_blob_create_from_file_or_fail`, `hb_face_create`
    /// and `hb_font_create`.
    init?(path: String, index: Int) {
        guard let blob = hb_blob_create_from_file_or_fail(path) else { return nil }
        defer { hb_blob_destroy(blob) }
        guard let face = hb_face_create(blob, UInt32(truncatingIfNeeded: index)) else { return nil }
        defer { hb_face_destroy(face) }  // the font holds its own reference
        guard hb_face_get_glyph_count(face) > 0, let font = hb_font_create(face) else { return nil }
        guard let buffer = hb_buffer_create() else {
            hb_font_destroy(font)
            return nil
        }
        self.font = font
        self.buffer = buffer
        unitsPerEm = Int(hb_face_get_upem(face))
    }

    deinit {
        hb_buffer_destroy(buffer)
        hb_font_destroy(font)
    }

    /// Shapes `text` and returns each glyph's cluster (the UTF-8 offset of the text it came from)
    /// and advance in font units, in visual order.
    ///
    /// The corresponding C functions are `hb_buffer_reset`, `hb_buffer_add_utf8`,
    /// `hb_buffer_guess_segment_properties`, `hb_shape` and `hb_buffer_get_glyph_positions`.
    func shape(_ text: String, features: [String]) -> [(cluster: Int, advance: Int)] {
        hb_buffer_reset(buffer)
        var utf8 = text
        utf8.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), 0, Int32(chars.count))
            }
        }
        hb_buffer_guess_segment_properties(buffer)
        var parsed: [hb_feature_t] =
            features.isEmpty
            ? []
            : features.compactMap { name in
                var feature = hb_feature_t()
                return hb_feature_from_string(name, -1, &feature) != 0 ? feature : nil
            }
        parsed.withUnsafeMutableBufferPointer { hb_shape(font, buffer, $0.baseAddress, UInt32($0.count)) }
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return [] }
        return (0..<Int(count)).map { (Int(infos[$0].cluster), Int(positions[$0].x_advance)) }
    }

    /// Whether the face's character map has a glyph for `scalar`.
    ///
    /// The corresponding C function is `hb_font_get_nominal_glyph`.
    func hasGlyph(for scalar: Unicode.Scalar) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar.value, &glyph) != 0
    }

    /// The Unicode script of `scalar` as an ISO 15924 tag (`Latn`, `Hani`); `Zyyy` (common),
    /// `Zinh` (inherited) and `Zzzz` (unknown) for characters of no script of their own.
    ///
    /// The corresponding C functions are `hb_unicode_funcs_get_default` and `hb_unicode_script`.
    static func script(of scalar: Unicode.Scalar) -> UInt32 {
        hb_unicode_script(hb_unicode_funcs_get_default(), scalar.value).rawValue
    }

    /// The feature tags of the face's `GSUB` table, such as `smcp`.
    ///
    /// The corresponding C function is `hb_ot_layout_table_get_feature_tags`.
    var substitutionFeatureTags: Set<String> {
        let face = hb_font_get_face(font)
        let gsub: hb_tag_t = 0x4753_5542  // HB_OT_TAG_GSUB, a macro Swift cannot import
        var tags: Set<String> = []
        var start: UInt32 = 0
        var page = [hb_tag_t](repeating: 0, count: 64)
        while true {
            var count = UInt32(page.count)
            let total = page.withUnsafeMutableBufferPointer {
                hb_ot_layout_table_get_feature_tags(face, gsub, start, &count, $0.baseAddress)
            }
            for tag in page.prefix(Int(count)) {
                let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }
                tags.insert(String(decoding: bytes, as: UTF8.self))
            }
            start += count
            if count == 0 || start >= total { return tags }
        }
    }
}
#endif
