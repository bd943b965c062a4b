internal import CFontconfig

/// The fallback chain fontconfig sorts for a pattern (`FcFontSort`), owned by this wrapper:
/// `deinit` destroys it. What Pango loads as a font set and picks from, character by character.
///
/// The member patterns are fontconfig's own and are only read: a font taken from the chain is
/// prepared into a pattern of its own (``preparedFont(at:)``), as fontconfig requires.
final class FontconfigFontSet {
    private let config: OpaquePointer
    private let request: FontconfigPattern
    private let set: UnsafeMutablePointer<FcFontSet>

    /// Sorts the fonts for `request`, which has had its substitutions; `nil` when fontconfig has
    /// no font at all.
    ///
    /// Trimmed: a font that covers no character the fonts before it lack is left out, which
    /// never changes the first font that covers a character.
    ///
    /// The corresponding C function is `FcFontSort`.
    init?(config: OpaquePointer, request: FontconfigPattern) {
        var result = FcResultNoMatch
        guard let set = FcFontSort(config, request.pointer, FcTrue, nil, &result) else { return nil }
        guard set.pointee.nfont > 0 else {
            FcFontSetDestroy(set)
            return nil
        }
        self.config = config
        self.request = request
        self.set = set
    }

    deinit {
        FcFontSetDestroy(set)
    }

    /// The number of fonts in the chain.
    var count: Int { Int(set.pointee.nfont) }

    /// The position of the first font in the chain whose character set has every scalar of
    /// `scalars`, else of the first of them; `nil` when no font has it.
    ///
    /// The corresponding C functions are `FcPatternGetCharSet` and `FcCharSetHasChar`.
    func firstFont(covering scalars: [Unicode.Scalar]) -> Int? {
        guard let first = scalars.first else { return nil }
        var firstCoveringFirst: Int?
        for position in 0..<count {
            guard let pattern = set.pointee.fonts[position] else { continue }
            var charset: OpaquePointer?
            guard FcPatternGetCharSet(pattern, FC_CHARSET, 0, &charset) == FcResultMatch, let charset else {
                continue
            }
            guard FcCharSetHasChar(charset, first.value) != 0 else { continue }
            if scalars.dropFirst().allSatisfy({ FcCharSetHasChar(charset, $0.value) != 0 }) { return position }
            if firstCoveringFirst == nil { firstCoveringFirst = position }
        }
        return firstCoveringFirst
    }

    /// The font at `position`, prepared for the request as fontconfig requires of a sorted font
    /// (its own pattern, which the caller owns through the wrapper).
    ///
    /// The corresponding C function is `FcFontRenderPrepare`.
    func preparedFont(at position: Int) -> FontconfigPattern? {
        guard (0..<count).contains(position), let pattern = set.pointee.fonts[position],
            let prepared = FcFontRenderPrepare(config, request.pointer, pattern)
        else { return nil }
        return FontconfigPattern(owning: prepared)
    }
}
