import DynamicType
import SystemFonts

/// The one rule every text view's update follows, kept in one place.
///
/// During a walk the same few styled fonts are asked for again and again, so they are memoized
/// for the walk's duration in a flat table indexed by style, category and small caps: no lock, no
/// hashing. The memo is cleared when the outermost walk starts and ends, so a change of app
/// family between walks is always seen.
@MainActor
enum FontUpdate {
    @exclusivity(unchecked) private static var memo: [(environment: ObjectIdentifier, font: Font)?] = Array(repeating: nil, count: 13 * 13 * 2)
    @exclusivity(unchecked) static var isMemoActive = false

    static func updated(_ font: Font, for view: View) -> Font {
        let category = view.effectiveContentSizeCategory
        guard isMemoActive else { return font.appFontWithSameStyle(compatibleWith: category) }
        guard let style = font.textStyle, Int(style.ordinal) < 13 else {
            return memoized(font, at: category) { $0.appFontWithSameStyle(compatibleWith: category) }
        }
        let slot = (Int(style.ordinal) * 13 + Int(category.ordinal)) * 2 + (font.isSmallCaps ? 1 : 0)
        let environment = ObjectIdentifier(font.fontEnvironment)
        if let entry = memo[slot], entry.environment == environment { return entry.font }
        let updated = font.appFontWithSameStyle(compatibleWith: category)
        memo[slot] = (environment, updated)
        return updated
    }

    /// Results for fonts without a text style (button titles, fixed sizes), keyed by the input
    /// font's storage and the category. The entry keeps the input alive, so its identity cannot
    /// be reused by another font while the walk lasts.
    @exclusivity(unchecked) private static var identityMemo: [IdentityKey: (input: Font, output: Font)] = [:]

    private struct IdentityKey: Hashable {
        let font: ObjectIdentifier
        let category: ContentSizeCategory
        let variant: Int
    }

    /// A transformation of a font, computed once per walk for each distinct input font.
    static func memoized(_ font: Font, at category: ContentSizeCategory, variant: Int = 0, _ transform: (Font) -> Font) -> Font {
        guard isMemoActive else { return transform(font) }
        let key = IdentityKey(font: font.identity, category: category, variant: variant)
        if let entry = identityMemo[key] { return entry.output }
        let output = transform(font)
        identityMemo[key] = (font, output)
        return output
    }

    static func clearMemo() {
        for index in memo.indices { memo[index] = nil }
        identityMemo.removeAll(keepingCapacity: true)
    }
}
