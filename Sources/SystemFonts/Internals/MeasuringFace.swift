#if HarfBuzz
internal import CHarfBuzz
#endif

/// One face opened for measuring text: shaped by HarfBuzz when the package is built with the
/// trait `HarfBuzz`, else summed from FreeType's advances. Used under ``FontLibrary``'s lock.
final class MeasuringFace {
    #if HarfBuzz
    private let font: HarfBuzzFont
    /// The engine every measuring face uses in this build.
    static let engine = TextMeasurementEngine.harfBuzz
    #else
    private let face: FreeTypeFace
    /// The engine every measuring face uses in this build.
    static let engine = TextMeasurementEngine.freeTypeAdvances
    #endif
    /// The face's units per em; advances are in these units.
    let unitsPerEm: Int
    /// Which ASCII characters the face has a glyph for, one bit each (bit 0 of `asciiHigh` is
    /// 64): the test that keeps Latin text from looking up fallbacks at all.
    private var asciiLow: UInt64 = 0
    private var asciiHigh: UInt64 = 0

    /// Opens the face at `path` and `index`; `nil` when it cannot be read.
    init?(path: String, index: Int) {
        #if HarfBuzz
        guard let font = HarfBuzzFont(path: path, index: index), font.unitsPerEm > 0 else { return nil }
        self.font = font
        unitsPerEm = font.unitsPerEm
        #else
        guard let face = FreeTypeFace(path: path, index: index), face.unitsPerEm > 0 else { return nil }
        self.face = face
        unitsPerEm = face.unitsPerEm
        #endif
        for value in UInt8(0)..<128 where hasGlyphLookup(for: Unicode.Scalar(value)) {
            if value < 64 { asciiLow |= 1 << value } else { asciiHigh |= 1 << (value - 64) }
        }
    }

    /// Whether the face has a glyph for every scalar of `piece` that needs one (see
    /// ``FallbackItemizer/needsGlyph(_:)``); ASCII answered from bits read once.
    func covers(_ piece: String) -> Bool {
        for scalar in piece.unicodeScalars {
            let value = scalar.value
            if value < 64 {
                if asciiLow & (1 << value) != 0 || !FallbackItemizer.needsGlyph(scalar) { continue }
                return false
            } else if value < 128 {
                if asciiHigh & (1 << (value - 64)) != 0 || !FallbackItemizer.needsGlyph(scalar) { continue }
                return false
            } else if FallbackItemizer.needsGlyph(scalar), !hasGlyphLookup(for: scalar) {
                return false
            }
        }
        return true
    }

    private func hasGlyphLookup(for scalar: Unicode.Scalar) -> Bool {
        #if HarfBuzz
        font.hasGlyph(for: scalar)
        #else
        face.glyph(for: scalar) != nil
        #endif
    }

    /// The Unicode script of `scalar` (an ISO 15924 tag), or `nil` when this build cannot tell
    /// (without HarfBuzz), and then text is not split by script.
    static func script(of scalar: Unicode.Scalar) -> UInt32? {
        #if HarfBuzz
        HarfBuzzFont.script(of: scalar)
        #else
        nil
        #endif
    }

    /// The advance of each piece in points, the pieces measured together as one text (so
    /// kerning and ligatures between them count); a ligature's advance goes to the piece it
    /// starts in. Each glyph's advance is rounded to a whole point before it is added, as Pango
    /// positions glyphs by default (GTK keeps `round-glyph-positions` on), so a line is as wide
    /// as GTK draws it.
    ///
    /// - Parameter sizes: The size of each piece in points (synthesized small capitals are
    ///   smaller than the text around them).
    func advances(of pieces: [String], sizes: [Double], features: [String]) -> [Double] {
        let unitsPerEm = Double(unitsPerEm)
        func points(_ units: Int, piece: Int) -> Double {
            (Double(units) * sizes[piece] / unitsPerEm).rounded()
        }
        #if HarfBuzz
        var starts: [Int] = []
        starts.reserveCapacity(pieces.count)
        var offset = 0
        for piece in pieces {
            starts.append(offset)
            offset += piece.utf8.count
        }
        var advances = [Double](repeating: 0, count: pieces.count)
        guard !pieces.isEmpty else { return advances }
        for glyph in font.shape(pieces.joined(), features: features) {
            let piece = Self.piece(containing: glyph.cluster, starts: starts)
            advances[piece] += points(glyph.advance, piece: piece)
        }
        return advances
        #else
        var previous: UInt32?
        return pieces.indices.map { piece in
            var advance = 0.0
            for scalar in pieces[piece].unicodeScalars {
                let glyph = face.glyph(for: scalar) ?? 0  // .notdef, drawn as a box
                let kerning = previous.map { face.kerning($0, glyph) } ?? 0
                advance += points(face.advance(ofGlyph: glyph) + kerning, piece: piece)
                previous = glyph
            }
            return advance
        }
        #endif
    }

    /// The index of the last piece that starts at or before `offset`.
    static func piece(containing offset: Int, starts: [Int]) -> Int {
        var (low, high) = (0, starts.count - 1)
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    #if HarfBuzz
    /// The feature tags of the face's `GSUB` table, as HarfBuzz reads them.
    var substitutionFeatureTags: Set<String> { font.substitutionFeatureTags }
    #endif
}
