internal import CFontconfig
import DynamicType
internal import StateLock
import Synchronization

extension FontLibrary {
    /// Resolves a request to a face: the app's font when it has the family, else the system's, and
    /// says when the result is a substitute.
    ///
    /// A request for a family the app registered is matched among the application fonts alone
    /// (`FcFontSetMatch`), so the app's copy wins even over an installed copy of the same family,
    /// which a plain `FcFontMatch` would prefer. Such a request skips the configuration's
    /// substitution rules (`FcConfigSubstitute`), over half the cost of a match: they add family
    /// aliases, languages and rendering defaults, none of which can move the choice away from the
    /// named family, whose faces are then told apart by weight and slant alone. The tests check
    /// that every registered family, weight and slant lands on the face `fc-match` picks.
    ///
    /// Any other family is matched against the full configuration after substitution
    /// (`FcFontMatch`), and the result is flagged ``ResolvedFont/isFallback`` when none of its
    /// family names is the one requested.
    ///
    /// Results are cached per family, weight and slant; the size and small-caps wish only change
    /// the returned value, not the match.
    ///
    /// The corresponding C functions are `FcFontSetMatch`, `FcConfigSubstitute`,
    /// `FcDefaultSubstitute` and `FcFontMatch`.
    ///
    /// - Parameters:
    ///   - request: What to resolve.
    ///   - usingCache: `false` matches afresh even when the answer is cached (the new answer
    ///     replaces the cached one); faces already read are reused either way.
    /// - Throws: ``FontError/emptyFamilyName`` for a family with no visible character (blanks, or
    ///   only a zero-width space); ``FontError/noFontsAvailable``
    ///   when fontconfig has no font at all.
    public func resolve(_ request: FontRequest, usingCache: Bool = true) throws(FontError) -> ResolvedFont {
        let key = ResolutionCache.Key(request)
        let cached = usingCache ? state.withStateLock { $0.resolutions[key] } : nil
        if let cached {
            return cached.request == request
                ? cached : ResolvedFont(request: request, face: cached.face, isFallback: cached.isFallback)
        }
        guard request.family.hasVisibleCharacter else { throw .emptyFamilyName }
        return try state.withStateLock { state throws(FontError) -> ResolvedFont in
            let resolved = try Self.match(request, state: &state)
            state.resolutions.insert(resolved, for: key)
            return resolved
        }
    }

    static func match(_ request: FontRequest, state: inout State) throws(FontError) -> ResolvedFont {
        guard let config = state.config else { throw .fontconfigUnavailable }
        let family = FontFace.normalized(request.family)
        if state.appFamilies.contains(family), let pattern = pattern(for: request, substitutingWith: nil),
            let appMatch = matchApplicationSet(config, pattern),
            let face = face(for: appMatch, state: &state), face.hasNormalizedFamily(family)
        {
            return ResolvedFont(request: request, face: face, isFallback: false)
        }

        guard let pattern = pattern(for: request, substitutingWith: config) else { throw .noFontsAvailable }
        var result = FcResultNoMatch
        guard let matched = FcFontMatch(config, pattern.pointer, &result) else { throw .noFontsAvailable }
        let match = FontconfigPattern(owning: matched)
        guard let face = face(for: match, state: &state) else { throw .noFontsAvailable }
        let isFallback = !request.isGenericFamily && !face.hasNormalizedFamily(family)
        return ResolvedFont(request: request, face: face, isFallback: isFallback)
    }

    /// The pattern for a request, with the configuration's substitutions when `config` is given
    /// and fontconfig's defaults always, ready for matching.
    static func pattern(for request: FontRequest, substitutingWith config: OpaquePointer?) -> FontconfigPattern? {
        guard let raw = FcPatternCreate() else { return nil }
        let pattern = FontconfigPattern(owning: raw)
        FcPatternAddString(pattern.pointer, FC_FAMILY, request.family)
        FcPatternAddInteger(pattern.pointer, FC_WEIGHT, FcWeightFromOpenType(Int32(request.weight.openTypeWeight)))
        FcPatternAddInteger(pattern.pointer, FC_SLANT, request.slant.rawValue)
        if let config { FcConfigSubstitute(config, pattern.pointer, FcMatchPattern) }
        FcDefaultSubstitute(pattern.pointer)
        return pattern
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
