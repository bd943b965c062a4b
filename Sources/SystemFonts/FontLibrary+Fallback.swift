internal import CFontconfig
import DynamicType
internal import StateLock

extension FontLibrary {
    /// A fallback chain: the fonts fontconfig sorts for a family, weight and slant, or for emoji
    /// (the family `emoji`, as Pango asks for emoji) at the same weight and slant.
    struct FallbackChainKey: Hashable {
        let family: String
        let weight: FontWeight
        let slant: FontSlant
        let isEmoji: Bool
    }

    /// A character looked up in a chain.
    struct FallbackPieceKey: Hashable {
        let chain: FallbackChainKey
        let piece: String
    }

    /// The face a chain draws a character in (`nil`: no font has it) and its position there.
    struct FallbackChoice {
        let face: FaceKey?
        let position: Int
    }

    /// Text measured in a font and, for the characters its face lacks, in the faces fontconfig
    /// falls back to.
    struct FallbackMeasurement {
        /// Each piece's advance in points.
        var advances: [Double]
        /// The faces other than the font's own that drew some of the text, in order of use.
        var fallbackFaces: [FontFace]
    }

    /// The most characters whose fallback is remembered; past it the memo starts again, so text
    /// in a large script cannot grow it without bound.
    static let fallbackChoiceLimit = 8_192

    /// The advance of each piece of text (one character each) at its size in points, each glyph
    /// rounded to a whole point, as Pango draws it: in `face` where it has the character, else in
    /// the face fontconfig falls back to for it (an emoji in the fonts for `emoji`), each run of
    /// one face shaped on its own. `nil` when the face's file cannot be read.
    ///
    /// Text the face covers whole, as Latin in a Latin font is, is shaped as one run with no
    /// fallback lookup at all.
    func measureWithFallback(
        _ pieces: [String], sizes: [Double], features: [String], in face: FontFace, weight: FontWeight,
        slant: FontSlant
    ) -> FallbackMeasurement? {
        state.withStateLock { state -> FallbackMeasurement? in
            let primaryKey = FaceKey(path: face.filePath, index: face.faceIndex)
            guard let primary = Self.measuringFace(for: primaryKey, state: &state) else { return nil }
            if pieces.allSatisfy(primary.covers) {
                return FallbackMeasurement(
                    advances: primary.advances(of: pieces, sizes: sizes, features: features), fallbackFaces: [])
            }
            var faces = [primaryKey]
            var fontFaces = [face]
            func choice(for piece: String, isEmoji: Bool) -> FallbackItemizer.Choice {
                if !isEmoji, primary.covers(piece) { return .init(face: 0, position: 0) }
                let chain = FallbackChainKey(family: face.family, weight: weight, slant: slant, isEmoji: isEmoji)
                let found = Self.fallbackChoice(for: FallbackPieceKey(chain: chain, piece: piece), state: &state)
                // No font has it: the font's own face draws it, as Pango's base font does.
                guard let key = found.face, key != primaryKey else {
                    return .init(face: 0, position: found.face == nil ? Int(UInt16.max) : found.position)
                }
                if let index = faces.firstIndex(of: key) { return .init(face: index, position: found.position) }
                guard Self.measuringFace(for: key, state: &state) != nil, let fontFace = state.faces[key] else {
                    return .init(face: 0, position: Int(UInt16.max))
                }
                faces.append(key)
                fontFaces.append(fontFace)
                return .init(face: faces.count - 1, position: found.position)
            }
            let items = FallbackItemizer.items(
                of: pieces, script: MeasuringFace.script(of:),
                choose: { choice(for: pieces[$0], isEmoji: $1) },
                spaceChoice: { $0 ? choice(for: " ", isEmoji: true) : .init(face: 0, position: 0) })
            var advances = [Double](repeating: 0, count: pieces.count)
            var used: [Int] = []
            for item in items {
                guard let measuring = Self.measuringFace(for: faces[item.face], state: &state) else { continue }
                let measured = measuring.advances(
                    of: Array(pieces[item.range]), sizes: Array(sizes[item.range]), features: features)
                advances.replaceSubrange(item.range, with: measured)
                if item.face != 0, !used.contains(item.face) { used.append(item.face) }
            }
            return FallbackMeasurement(advances: advances, fallbackFaces: used.map { fontFaces[$0] })
        }
    }

    /// The face a chain draws a character in, looked up once and remembered.
    ///
    /// Must be called with the lock held (it takes the state `inout`).
    static func fallbackChoice(for key: FallbackPieceKey, state: inout State) -> FallbackChoice {
        if let cached = state.fallbackChoices[key] { return cached }
        var choice = FallbackChoice(face: nil, position: 0)
        let scalars = Array(key.piece.unicodeScalars.filter(FallbackItemizer.needsGlyph))
        if let chain = fallbackChain(for: key.chain, state: &state),
            let position = chain.firstFont(covering: scalars.isEmpty ? [Unicode.Scalar(0x20)] : scalars),
            let pattern = chain.preparedFont(at: position), let face = face(for: pattern, state: &state)
        {
            choice = FallbackChoice(face: FaceKey(path: face.filePath, index: face.faceIndex), position: position)
        }
        if state.fallbackChoices.count >= fallbackChoiceLimit { state.fallbackChoices.removeAll() }
        state.fallbackChoices[key] = choice
        return choice
    }

    /// The chain for a family, weight and slant (or for emoji), sorted once and kept.
    ///
    /// Must be called with the lock held (it takes the state `inout`).
    static func fallbackChain(for key: FallbackChainKey, state: inout State) -> FontconfigFontSet? {
        if let cached = state.fallbackChains[key] { return cached }
        guard let config = state.config else { return nil }
        let request = FontRequest(family: key.isEmoji ? "emoji" : key.family, weight: key.weight, slant: key.slant)
        guard let pattern = pattern(for: request, substitutingWith: config),
            let chain = FontconfigFontSet(config: config, request: pattern)
        else { return nil }
        state.fallbackChains[key] = chain
        return chain
    }
}
