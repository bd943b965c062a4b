internal import CFontconfig
import Synchronization
import DynamicType

extension FontLibrary {
    /// Resolves a request to a face: the app's font when it has the family, else the system's, and
    /// says when the result is a substitute.
    ///
    /// Matching runs in two steps. First the application font set alone is matched
    /// (`FcFontSetMatch`); if one of its faces has the requested family, it wins, even over an
    /// installed copy of the same family, which a plain `FcFontMatch` would prefer. Otherwise the
    /// full configuration is matched (`FcFontMatch`) and the result is flagged
    /// ``ResolvedFont/isFallback`` when none of its family names is the one requested.
    ///
    /// Results are cached per family, weight and slant; the size and small-caps wish only change
    /// the returned value, not the match.
    ///
    /// The corresponding C functions are `FcConfigSubstitute`, `FcDefaultSubstitute`,
    /// `FcFontSetMatch` and `FcFontMatch`.
    ///
    /// - Parameters:
    ///   - request: What to resolve.
    ///   - usingCache: `false` matches afresh even when the answer is cached (the new answer
    ///     replaces the cached one); faces already read are reused either way.
    /// - Throws: ``FontError/emptyFamilyName`` for a blank family; ``FontError/noFontsAvailable``
    ///   when fontconfig has no font at all.
    public func resolve(_ request: FontRequest, usingCache: Bool = true) throws(FontError) -> ResolvedFont {
        let key = ResolutionKey(family: request.family, weight: FontWeightKey(request.weight), slant: request.slant.rawValue)
        let cached = usingCache ? state.withLock { $0.resolutions[key] } : nil
        if let cached {
            return cached.request == request ? cached : ResolvedFont(request: request, face: cached.face, isFallback: cached.isFallback)
        }
        guard request.family.contains(where: { !$0.isWhitespace }) else { throw .emptyFamilyName }
        return try state.withLock { state throws(FontError) -> ResolvedFont in
            let resolved = try Self.match(request, state: &state)
            state.resolutions[key] = resolved
            return resolved
        }
    }

    static func match(_ request: FontRequest, state: inout State) throws(FontError) -> ResolvedFont {
        guard let config = state.config else { throw .fontconfigUnavailable }
        guard let raw = FcPatternCreate() else { throw .noFontsAvailable }
        let pattern = FontconfigPattern(owning: raw)
        FcPatternAddString(pattern.pointer, FC_FAMILY, request.family)
        FcPatternAddInteger(pattern.pointer, FC_WEIGHT, FcWeightFromOpenType(Int32(request.weight.openTypeWeight)))
        FcPatternAddInteger(pattern.pointer, FC_SLANT, request.slant.rawValue)
        FcConfigSubstitute(config, pattern.pointer, FcMatchPattern)
        FcDefaultSubstitute(pattern.pointer)

        if !state.appFontFiles.isEmpty, let appMatch = matchApplicationSet(config, pattern),
            let face = face(for: appMatch, state: &state), face.hasFamily(request.family)
        {
            return ResolvedFont(request: request, face: face, isFallback: false)
        }

        var result = FcResultNoMatch
        guard let matched = FcFontMatch(config, pattern.pointer, &result) else { throw .noFontsAvailable }
        let match = FontconfigPattern(owning: matched)
        guard let face = face(for: match, state: &state) else { throw .noFontsAvailable }
        let isFallback = !request.isGenericFamily && !face.hasFamily(request.family)
        return ResolvedFont(request: request, face: face, isFallback: isFallback)
    }

    /// The best match among application fonts only, or `nil` when there are none.
    static func matchApplicationSet(_ config: OpaquePointer, _ pattern: FontconfigPattern) -> FontconfigPattern? {
        guard let appSet = FcConfigGetFonts(config, FcSetApplication), appSet.pointee.nfont > 0 else { return nil }
        var sets: [UnsafeMutablePointer<FcFontSet>?] = [appSet]
        var result = FcResultNoMatch
        guard let matched = FcFontSetMatch(config, &sets, 1, pattern.pointer, &result) else { return nil }
        return FontconfigPattern(owning: matched)
    }
}
