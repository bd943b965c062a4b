import DynamicType
import SystemFonts

/// The fonts one font update walk has resolved, owned by the walk's ``Window``.
///
/// A walk asks for the same few styled fonts again and again, so they are kept in a flat table
/// indexed by style, category, legibility weight and small caps: no lock and no hashing. Fonts
/// without a text style (button titles, fixed sizes) are kept by the identity of the input font.
@MainActor
final class FontMemo {
    private typealias Entry = (environment: ObjectIdentifier, font: Font)?
    private static let styleCount = 13
    private static let categoryCount = 13
    #if DEBUG
    private var table: [Entry] = Array(repeating: nil, count: styleCount * categoryCount * 3 * 2)
    #else
    // Read for every label of a walk; see `Responder.traitCache` for the reason and invariant.
    @exclusivity(unchecked) private var table: [Entry] = Array(
        repeating: nil, count: styleCount * categoryCount * 3 * 2)
    #endif
    /// The slots filled in this walk, so clearing touches only them.
    private var filled: [Int] = []

    private struct IdentityKey: Hashable {
        let font: ObjectIdentifier
        let traits: FontTraits
        let variant: Int
    }
    // The entry keeps the input font alive, so its identity cannot be reused during the walk.
    private var byIdentity: [IdentityKey: (input: Font, output: Font)] = [:]

    func clear() {
        for slot in filled { table[slot] = nil }
        filled.removeAll(keepingCapacity: true)
        if !byIdentity.isEmpty { byIdentity.removeAll(keepingCapacity: true) }
    }

    /// `font` re-resolved for `traits` (in `environment` when it has a text style), from the memo
    /// when this walk has resolved it already.
    func styled(_ font: Font, for traits: FontTraits, in environment: FontEnvironment) -> Font {
        guard let style = font.textStyle, Int(style.ordinal) < Self.styleCount else {
            return transformed(font, for: traits, variant: 0) {
                $0.appFontWithSameStyle(compatibleWith: traits.category, legibilityWeight: traits.legibilityWeight)
            }
        }
        let legibility = Int((traits.legibilityWeight ?? .unspecified).rawValue + 1)
        let slot =
            ((Int(style.ordinal) * Self.categoryCount + Int(traits.category.ordinal)) * 3 + legibility) * 2
            + (font.isSmallCaps ? 1 : 0)
        let identity = ObjectIdentifier(environment)
        if let entry = table[slot], entry.environment == identity { return entry.font }
        let updated = font.appFontWithSameStyle(
            compatibleWith: traits.category, legibilityWeight: traits.legibilityWeight, in: environment)
        if table[slot] == nil { filled.append(slot) }
        table[slot] = (identity, updated)
        return updated
    }

    /// A transformation of a font, computed once per walk for each distinct input font.
    func transformed(_ font: Font, for traits: FontTraits, variant: Int, _ transform: (Font) -> Font) -> Font {
        let key = IdentityKey(font: font.identity, traits: traits, variant: variant)
        if let entry = byIdentity[key] { return entry.output }
        let output = transform(font)
        byIdentity[key] = (font, output)
        return output
    }
}
