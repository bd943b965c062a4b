import DynamicType

/// Texts shaped in fonts and their layouts, kept by an owner that measures the same texts in the
/// same fonts many times over, for as long as it lives: the testing kit's audit, whose screens
/// repeat texts and whose conditions repeat sizes (most styles keep their size across several
/// categories), so most of its measurements are ones it has already made.
///
/// A layout is found by everything that decides it: the text, the face, the size, the weight
/// and slant (which choose the fallback faces), the small-caps variant, the environment whose
/// library measured it, and the width, line limit, line break mode and line height. The cache
/// is bounded: past ``shapedTextLimit`` texts it starts again, and each text keeps its last
/// ``layoutsPerText`` layouts. `package`, for HeadlessUI's labels and the testing kit.
package final class TextMeasurementCache {
    /// What shaping a text reads of a font.
    private struct ShapingKey: Hashable {
        let text: String
        /// Kept, so that its identity stays its own while the key lives.
        let face: FontFace?
        let pointSize: Double
        let weight: FontWeight
        let slant: FontSlant
        let smallCaps: SmallCapsVariant?
        let environment: ObjectIdentifier

        // A face by identity (faces are read once per file and index and shared), not by its
        // path, which would be hashed at every look-up.
        static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.face === rhs.face && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
                && lhs.slant == rhs.slant && lhs.smallCaps == rhs.smallCaps && lhs.environment == rhs.environment
                && lhs.text == rhs.text
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(text)
            hasher.combine(face.map(ObjectIdentifier.init))
            hasher.combine(pointSize)
            hasher.combine(weight)
            hasher.combine(environment)
        }
    }

    /// What a layout of a shaped text reads besides.
    private struct LayoutKey: Equatable {
        let width: Double?
        let maximumLines: Int
        let lineBreakMode: LineBreakMode
        let lineHeight: Double?
    }

    /// A shaped text and its last layouts.
    private final class Entry {
        let shaped: ShapedText
        var layouts: [(key: LayoutKey, layout: TextLayout)] = []

        init(shaped: ShapedText) {
            self.shaped = shaped
        }
    }

    /// The most texts kept before the cache starts again.
    package static let shapedTextLimit = 4_096
    /// The most layouts kept of one text: a label's natural size, its width, and what it would
    /// need, at a few line limits.
    package static let layoutsPerText = 8

    private var entries: [ShapingKey: Entry] = [:]
    /// The environments of the fonts measured, kept so that their identities in the keys stay
    /// theirs while the cache lives.
    private var environments: [ObjectIdentifier: FontEnvironment] = [:]

    /// Shapings made (texts not found in the cache), for tests.
    package private(set) var shapingCount = 0
    /// Layouts computed (not found in the cache), for tests.
    package private(set) var layoutCount = 0
    /// The texts kept now, for tests.
    package var shapedTextCount: Int { entries.count }

    /// Creates an empty cache.
    package init() {}

    /// `text` measured in `font`, as `font.measure(text, width:maximumLines:lineBreakMode:lineHeight:)`
    /// measures it, shaped and laid out only when the cache has not already done so.
    package func layout(
        of text: String, in font: Font, width: Double?, maximumLines: Int, lineBreakMode: LineBreakMode,
        lineHeight: Double?
    ) -> TextLayout {
        let environment = font.fontEnvironmentIdentity
        let shapingKey = ShapingKey(
            text: text, face: font.face, pointSize: font.pointSize, weight: font.weight, slant: font.storage.slant,
            smallCaps: font.smallCaps, environment: environment)
        let layoutKey = LayoutKey(
            width: width, maximumLines: maximumLines, lineBreakMode: lineBreakMode, lineHeight: lineHeight)
        let entry: Entry
        if let found = entries[shapingKey] {
            if let layout = found.layouts.first(where: { $0.key == layoutKey }) { return layout.layout }
            entry = found
        } else {
            if entries.count >= Self.shapedTextLimit { entries.removeAll(keepingCapacity: true) }
            if environments[environment] == nil { environments[environment] = font.fontEnvironment }
            entry = Entry(shaped: font.shaped(text))
            entries[shapingKey] = entry
            shapingCount += 1
        }
        let layout = entry.shaped.layout(
            width: width, maximumLines: maximumLines, lineBreakMode: lineBreakMode, lineHeight: lineHeight)
        layoutCount += 1
        if entry.layouts.count == Self.layoutsPerText { entry.layouts.removeFirst() }
        entry.layouts.append((layoutKey, layout))
        return layout
    }
}
