import DynamicType
import SystemFonts

/// The fonts font update walks resolve, owned by the walks' ``Window``.
///
/// A walk asks for the same few styled fonts again and again, so they are kept in a flat table
/// indexed by style, category, legibility weight and small caps: no lock and no hashing. The
/// table's fonts are made for it (not the environment's weakly held ones, whose side table puts
/// every retain and release of them on the runtime's slow path, two at every label of a walk) and
/// kept from walk to walk while the environment's styled fonts stay what they were. Fonts without
/// a text style (button titles, fixed sizes) are kept by what re-resolving them reads, for one walk.
@MainActor
final class FontMemo {
    private static let styleCount = 13
    private static let categoryCount = 13
    private static let slotCount = styleCount * categoryCount * 3 * 2
    // Read at every label of a walk: a pointer rather than an array, so that a read is a load,
    // without the array's retain and bounds check. Invariant: `slotCount` slots, allocated and
    // set to nil in init, emptied and freed in deinit, and indexed only by `slot(_:smallCaps:for:)`
    // for a style and a category below `styleCount` and `categoryCount` (checked before it is
    // called), which is below `slotCount`.
    private let table = UnsafeMutablePointer<Font?>.allocate(capacity: slotCount)
    /// The filled slots, so clearing touches only them.
    private var filled: [Int] = []
    /// The environment's state the table's fonts were made in.
    private var state: StyledFontState?

    private struct TransformKey: Hashable {
        let font: Font.ReresolutionKey
        let traits: FontTraits
        let variant: Int
    }
    // By what re-resolution reads, not by identity: fonts made apart with the same values (a
    // button title's each) are transformed once. The entry keeps the input font alive, so the
    // identity of its environment in the key cannot be reused during the walk.
    private var transforms: [TransformKey: (input: Font, output: Font)] = [:]

    isolated deinit {
        table.deinitialize(count: Self.slotCount)
        table.deallocate()
    }

    /// Called as the outermost walk begins: the styled fonts go if the environment changed what
    /// they would be (app family, ramp, fonts, default legibility weight) since they were made.
    func walkWillBegin() {
        let current = environment.styledFontState
        guard current != state else { return }
        state = current
        for slot in filled { table[slot] = nil }
        filled.removeAll(keepingCapacity: true)
    }

    /// Called as the outermost walk ends: the transformed fonts, and the input fonts their keys
    /// need alive, go.
    func walkDidEnd() {
        if !transforms.isEmpty { transforms.removeAll(keepingCapacity: true) }
    }

    /// The environment fonts with a text style resolve in: the window's, which never changes.
    private let environment: FontEnvironment

    init(environment: FontEnvironment) {
        self.environment = environment
        table.initialize(repeating: nil, count: Self.slotCount)
    }

    /// `font` re-resolved for `traits` (in the window's environment when it has a text style),
    /// from the memo when this walk has resolved it already.
    func styled(_ font: Font, for traits: FontTraits) -> Font {
        guard let style = font.textStyle, Self.hasSlot(style, traits) else {
            return transformed(font, for: traits, variant: 0) {
                $0.appFontWithSameStyle(
                    compatibleWith: traits.category, legibilityWeight: traits.legibilityWeight,
                    drawsCell: traits.drawsCell)
            }
        }
        let slot = Self.slot(style, smallCaps: font.isSmallCaps, for: traits)
        if let memoized = table[slot] { return memoized }
        let updated = environment.unmemoizedStyledFont(
            style, at: traits.category, legibilityWeight: traits.legibilityWeight, smallCaps: font.isSmallCaps,
            drawsCell: traits.drawsCell)
        filled.append(slot)
        table[slot] = updated
        return updated
    }

    /// The font ``styled(_:for:)`` gives for a font of `style` at `traits`, if it has resolved it
    /// since the environment last changed: asked without the font itself, so that a label need
    /// not retain its font to ask.
    @inline(__always)
    func memoized(_ style: TextStyle?, smallCaps: Bool, for traits: FontTraits) -> Font? {
        guard let style, Self.hasSlot(style, traits) else { return nil }
        return table[Self.slot(style, smallCaps: smallCaps, for: traits)]
    }

    /// Whether the table has a slot for a style at these traits: every style and category there
    /// is, unless more are added. A font at a category's cell where limits hold the ramp's factor
    /// (`FontTraits.drawsCell`, rare) takes the once-per-walk path instead.
    @inline(__always)
    private static func hasSlot(_ style: TextStyle, _ traits: FontTraits) -> Bool {
        Int(style.ordinal) < styleCount && Int(traits.category.ordinal) < categoryCount && !traits.drawsCell
    }

    /// Where a styled font is kept in the table; only for a style and traits it ``hasSlot(_:_:)`` for.
    // Inlined: a label's update asks at every label of a walk.
    @inline(__always)
    private static func slot(_ style: TextStyle, smallCaps: Bool, for traits: FontTraits) -> Int {
        let legibility = Int((traits.legibilityWeight ?? .unspecified).rawValue + 1)
        return ((Int(style.ordinal) * categoryCount + Int(traits.category.ordinal)) * 3 + legibility) * 2
            + (smallCaps ? 1 : 0)
    }

    /// A transformation of a font, computed once per walk for each distinct input font (by its
    /// `Font.ReresolutionKey`): `transform` must be a re-resolution, reading only
    /// what that key holds.
    func transformed(_ font: Font, for traits: FontTraits, variant: Int, _ transform: (Font) -> Font) -> Font {
        let key = TransformKey(font: font.reresolutionKey, traits: traits, variant: variant)
        if let entry = transforms[key] { return entry.output }
        let output = transform(font)
        transforms[key] = (font, output)
        return output
    }
}
