internal import CFontconfig
internal import CFreeType
import DynamicType
import Synchronization

extension FontLibrary {
    /// The face a fontconfig pattern describes, read once with FreeType and then cached.
    ///
    /// Must be called with the lock held (it takes the state `inout`).
    static func face(for pattern: FontconfigPattern, state: inout State) -> FontFace? {
        guard let path = pattern.strings(FC_FILE).first else { return nil }
        let index = Int(pattern.integer(FC_INDEX) ?? 0)
        let key = FaceKey(path: path, index: index)
        if let cached = state.faces[key] { return cached }
        guard let freeType = state.freeType, let ftFace = FreeTypeFace(library: freeType, path: path, index: index)
        else { return nil }

        let features = substitutionFeatures(of: ftFace, key: key, state: &state)
        let fontconfigWeight = pattern.integer(FC_WEIGHT) ?? Int32(FC_WEIGHT_REGULAR)
        let face = FontFace(
            filePath: path,
            faceIndex: index,
            familyNames: pattern.strings(FC_FAMILY),
            styleName: pattern.strings(FC_STYLE).first ?? "",
            weight: FontWeight(openTypeWeight: Int(FcWeightToOpenType(fontconfigWeight))),
            slant: FontSlant(rawValue: pattern.integer(FC_SLANT) ?? 0),
            isAppFont: state.appFontFiles.contains(path),
            smallCapsSupport: SmallCapsSupport(
                lowercaseToSmallCaps: features.contains("smcp"), uppercaseToSmallCaps: features.contains("c2sc")),
            metrics: metrics(of: ftFace))
        state.faces[key] = face
        return face
    }

    /// The face's `GSUB` feature tags: HarfBuzz's reading when the package is built with it (one
    /// engine for measuring text and for small caps; the package's tests check that both readings
    /// agree on every font), else FontScale's own FeatureList reader.
    ///
    /// Must be called with the lock held (it takes the state `inout`).
    static func substitutionFeatures(of face: FreeTypeFace, key: FaceKey, state: inout State) -> Set<String> {
        #if HarfBuzz
        if let measuring = measuringFace(for: key, state: &state) { return measuring.substitutionFeatureTags }
        #endif
        return face.table(tag: GSUBFeatures.tableTag).map(GSUBFeatures.tags(in:)) ?? []
    }

    /// Reads line metrics, cap height and x-height, with the fallbacks ``FaceMetrics`` documents.
    static func metrics(of face: FreeTypeFace) -> FaceMetrics {
        let unitsPerEm = face.unitsPerEm
        let os2 = face.os2
        let useTypoMetrics = os2.map { $0.fsSelection & (1 << 7) != 0 } ?? false
        var ascender = Int(face.face.pointee.ascender)
        var descender = Int(face.face.pointee.descender)
        var lineGap = max(0, Int(face.face.pointee.height) - ascender + descender)
        if let os2, useTypoMetrics {
            ascender = Int(os2.sTypoAscender)
            descender = Int(os2.sTypoDescender)
            lineGap = max(0, Int(os2.sTypoLineGap))
        } else if let hhea = face.horizontalHeader, hhea.Ascender != 0 || hhea.Descender != 0 {
            ascender = Int(hhea.Ascender)
            descender = Int(hhea.Descender)
            lineGap = max(0, Int(hhea.Line_Gap))
        }

        func measure(os2Value: Int?, glyph: Unicode.Scalar, estimate: Double) -> (Int, FaceMetrics.Source) {
            if let os2Value, os2Value > 0 { return (os2Value, .os2Table) }
            if let top = face.outlineTop(of: glyph) { return (top, .glyphOutline) }
            return (Int((Double(unitsPerEm) * estimate).rounded()), .estimate)
        }
        let hasHeights = (os2?.version ?? 0) >= 2
        let cap = measure(os2Value: hasHeights ? os2.map { Int($0.sCapHeight) } : nil, glyph: "H", estimate: 0.7)
        let x = measure(os2Value: hasHeights ? os2.map { Int($0.sxHeight) } : nil, glyph: "x", estimate: 0.5)
        return FaceMetrics(
            unitsPerEm: unitsPerEm, ascender: ascender, descender: descender, lineGap: lineGap,
            capHeight: cap.0, xHeight: x.0, capHeightSource: cap.1, xHeightSource: x.1)
    }
}
