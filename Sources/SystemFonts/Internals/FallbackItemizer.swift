/// Splits text into items, each drawn in one face, as Pango itemizes: runs of one script and of
/// emoji or not, each character in the first face of its run's chain that has it, and spaces in
/// the face around them rather than a face of their own.
///
/// Pure logic over pieces of text (one character each) and a lookup the caller gives, so it is
/// the same for every engine; see `pango/itemize.c` (`itemize_state_add_character`,
/// `consider_as_space`) for the rules followed.
enum FallbackItemizer {
    /// The face a piece is drawn in: an index into the caller's faces, and the face's position in
    /// the run's chain (0 for the font's own face), which decides where spaces between two faces go.
    struct Choice: Equatable {
        var face: Int
        var position: Int
    }

    /// A stretch of pieces drawn in one face, shaped on its own.
    struct Item: Equatable {
        var range: Range<Int>
        var face: Int
    }

    /// Common (`Zyyy`), inherited (`Zinh`) and unknown (`Zzzz`): characters that take the script
    /// of the text around them.
    static let scriptsOfNoOwn: Set<UInt32> = [0x5A79_7979, 0x5A69_6E68, 0x5A7A_7A7A]

    /// The items of `pieces`.
    ///
    /// - Parameters:
    ///   - script: A piece's script (see ``MeasuringFace/script(of:)``); `nil` where the build
    ///     cannot tell, and then runs split at emoji only.
    ///   - choose: The face of a piece that is not a space, in the chain of emoji (`true`) or of
    ///     the font (`false`).
    ///   - spaceChoice: The face of a run of nothing but spaces, in the same chain.
    static func items(
        of pieces: [String], script: (Unicode.Scalar) -> UInt32?, choose: (Int, Bool) -> Choice,
        spaceChoice: (Bool) -> Choice
    ) -> [Item] {
        var items: [Item] = []
        for run in runs(of: pieces, script: script) {
            // The item being built: its start, face and position; spaces wait for a face.
            var start = run.range.lowerBound
            var current: Choice?
            var firstSpace: Int?
            for index in run.range {
                let space = isSpace(pieces[index])
                let previousFirstSpace = firstSpace
                firstSpace = space ? (firstSpace ?? index) : nil
                var choice = space ? nil : choose(index, run.isEmoji)
                if current == nil, choice != nil {
                    current = choice
                    continue
                }
                if choice == nil { choice = current }
                guard let next = choice, let now = current, next.face != now.face else { continue }
                // Spaces that end the item move to the next one when its face is less of a
                // fallback (pango#249).
                var end = index
                if let spaces = previousFirstSpace, start < spaces, next.position < now.position { end = spaces }
                items.append(Item(range: start..<end, face: now.face))
                start = end
                current = next
            }
            let face = (current ?? spaceChoice(run.isEmoji)).face
            items.append(Item(range: start..<run.range.upperBound, face: face))
        }
        return items
    }

    /// Runs of one script and of emoji or not; characters of no script of their own take the
    /// script before them (the one after them at the start).
    static func runs(of pieces: [String], script: (Unicode.Scalar) -> UInt32?) -> [(range: Range<Int>, isEmoji: Bool)] {
        guard !pieces.isEmpty else { return [] }
        let emoji = pieces.map(isEmoji)
        var scripts: [UInt32?] = pieces.map { piece in
            piece.unicodeScalars.first.flatMap(script).flatMap { scriptsOfNoOwn.contains($0) ? nil : $0 }
        }
        let first = scripts.first { $0 != nil } ?? nil
        var previous = first
        for index in scripts.indices {
            if let own = scripts[index] { previous = own } else { scripts[index] = previous }
        }
        var runs: [(range: Range<Int>, isEmoji: Bool)] = []
        var start = 0
        for index in 1..<pieces.count + 1 {
            if index == pieces.count || emoji[index] != emoji[start] || scripts[index] != scripts[start] {
                runs.append((start..<index, emoji[start]))
                start = index
            }
        }
        return runs
    }

    /// Whether a piece is only characters that choose no face (spaces, controls, joiners,
    /// variation selectors).
    static func isSpace(_ piece: String) -> Bool {
        piece.unicodeScalars.allSatisfy { !needsGlyph($0) }
    }

    /// Whether a character chooses a face: Pango's `consider_as_space` is false for it.
    static func needsGlyph(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if (0xFE00...0xFE0F).contains(value) || (0xE0100...0xE01EF).contains(value) { return false }
        switch scalar.properties.generalCategory {
        case .control, .surrogate, .lineSeparator, .paragraphSeparator: return false
        case .spaceSeparator: return value == 0x1680
        case .format: return (0x600...0x6FF).contains(value) || value == 0x70F || value == 0x8E2
        default: return true
        }
    }

    /// Whether a character is drawn as an emoji: emoji presentation by default or asked for with
    /// U+FE0F, a keycap, a flag; not when U+FE0E asks for text.
    static func isEmoji(_ piece: String) -> Bool {
        let scalars = piece.unicodeScalars
        guard let first = scalars.first, first.value >= 0x23 else { return false }
        if scalars.contains(where: { $0.value == 0xFE0E }) { return false }
        if first.properties.isEmojiPresentation { return true }
        return first.properties.isEmoji && scalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 }
    }
}
