import DynamicType
import SystemFonts

/// The one rule every text view's update follows, kept in one place.
///
/// During a walk the same few styled fonts are asked for again and again, so they are memoized
/// for the walk's duration in a flat table indexed by style, category, legibility weight and small
/// caps: no lock, no hashing. The memo is cleared when the outermost walk starts and ends, so a change of app
/// family between walks is always seen.
@MainActor
enum FontUpdate {
    private typealias MemoEntry = (environment: ObjectIdentifier, font: Font)?
    private static let memoSize = 13 * 13 * 3 * 2
    // A table allocated by the first walk and kept for the process: a global holding a constant
    // `nil` needs no lazy initialisation, which an array global would check at every access.
    @exclusivity(unchecked) private static var memoTable: UnsafeMutablePointer<MemoEntry>?
    @exclusivity(unchecked) private static var isMemoActive = false

    /// Replaces `font` with its re-resolution at the view's category; a font that is already
    /// the answer is left untouched, which spares a retain and a release per label.
    static func update(_ font: inout Font, for view: View) {
        let category = view.effectiveContentSizeCategory
        let legibility = view.legibilityWeightForFonts
        guard isMemoActive, let memo = memoTable else {
            font = font.appFontWithSameStyle(compatibleWith: category, legibilityWeight: legibility)
            return
        }
        guard let style = font.textStyle, Int(style.ordinal) < 13 else {
            font = memoized(font, at: category, legibilityWeight: legibility) {
                $0.appFontWithSameStyle(compatibleWith: category, legibilityWeight: legibility)
            }
            return
        }
        let slot =
            ((Int(style.ordinal) * 13 + Int(category.ordinal)) * 3 + Int((legibility ?? .unspecified).rawValue + 1)) * 2
            + (font.isSmallCaps ? 1 : 0)
        let environment = font.fontEnvironmentIdentity
        if let entry = memo[slot], entry.environment == environment {
            if entry.font.identity != font.identity { font = entry.font }
            return
        }
        let updated = font.appFontWithSameStyle(compatibleWith: category, legibilityWeight: legibility)
        memo[slot] = (environment, updated)
        font = updated
    }

    /// Results for fonts without a text style (button titles, fixed sizes), keyed by the input
    /// font's storage and the category. The entry keeps the input alive, so its identity cannot
    /// be reused by another font while the walk lasts.
    @exclusivity(unchecked) private static var identityMemo: [IdentityKey: (input: Font, output: Font)] = [:]

    private struct IdentityKey: Hashable {
        let font: ObjectIdentifier
        let category: ContentSizeCategory
        let legibilityWeight: LegibilityWeight?
        let variant: Int
    }

    /// A transformation of a font, computed once per walk for each distinct input font.
    static func memoized(
        _ font: Font, at category: ContentSizeCategory, legibilityWeight: LegibilityWeight?, variant: Int = 0,
        _ transform: (Font) -> Font
    ) -> Font {
        guard isMemoActive else { return transform(font) }
        let key = IdentityKey(
            font: font.identity, category: category, legibilityWeight: legibilityWeight, variant: variant)
        if let entry = identityMemo[key] { return entry.output }
        let output = transform(font)
        identityMemo[key] = (font, output)
        return output
    }

    /// Runs a walk with the memo active, starting and ending it empty when this is the
    /// outermost walk; nested walks share it.
    static func withMemo(_ walk: () -> Void) {
        guard !isMemoActive else { return walk() }
        clearMemo()
        isMemoActive = true
        defer {
            isMemoActive = false
            clearMemo()
        }
        walk()
    }

    static func clearMemo() {
        if let memoTable {
            for slot in 0..<memoSize { memoTable[slot] = nil }
        } else {
            memoTable = .allocate(capacity: memoSize)
            memoTable?.initialize(repeating: nil, count: memoSize)
        }
        identityMemo.removeAll(keepingCapacity: true)
    }
}
