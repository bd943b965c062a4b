import SystemFonts

/// A label's text shaped in its font, and its last few layouts of it, each kept with the width,
/// line limit and line height it was laid out in.
///
/// A layout pass asks a label for its size once for each stack above it (each measures its
/// arranged subviews, then lays them out, which measures them again), and the testing kit's
/// audit asks once more, while the text, the font and the line break mode stay as they were.
/// Shaping, most of a measurement, does not depend on the width, so a label shapes its text once
/// however many widths it is laid out in. The label empties the cache when one of those changes.
struct TextLayoutCache {
    /// What a layout depends on besides what empties the cache.
    struct Key: Hashable {
        var width: Double?
        var maximumLines: Int
        var lineHeight: Double?
    }

    /// What a measured label keeps. A reference, so that the cache is one word in every label:
    /// most labels of a large tree are never measured, and a shaped text inline took several
    /// words of each (see "Memory: bytes per node" in Benchmarks/README.md).
    private final class Storage {
        var shaped: ShapedText?
        var entries: [(key: Key, layout: TextLayout)] = []
    }

    /// Enough for a layout pass and an audit: the natural size, the width the label is laid out
    /// in, and the audit's measurements of what it would need.
    private static let capacity = 4
    /// `nil` until the label is measured, and again once what it was measured in changed.
    private var storage: Storage?

    /// The layout of `text` in `font` for `key`: from `shared` when there is one (which shapes
    /// and lays out each text in each font once for all the labels that show it), else shaping
    /// the text the first time.
    mutating func layout(
        for key: Key, of text: String, in font: Font, lineBreakMode: LineBreakMode, shared: TextMeasurementCache?
    ) -> TextLayout {
        let storage: Storage
        if let existing = self.storage {
            if let entry = existing.entries.first(where: { $0.key == key }) { return entry.layout }
            storage = existing
        } else {
            storage = Storage()
            self.storage = storage
        }
        let layout: TextLayout
        if let shared {
            layout = shared.layout(
                of: text, in: font, width: key.width, maximumLines: key.maximumLines, lineBreakMode: lineBreakMode,
                lineHeight: key.lineHeight)
        } else {
            let shaped = storage.shaped ?? font.shaped(text)
            storage.shaped = shaped
            layout = shaped.layout(
                width: key.width, maximumLines: key.maximumLines, lineBreakMode: lineBreakMode,
                lineHeight: key.lineHeight)
        }
        if storage.entries.count == Self.capacity { storage.entries.removeFirst() }
        storage.entries.append((key, layout))
        return layout
    }

    /// Forgets the shaped text and every layout: what the text is drawn with changed.
    mutating func removeAll() {
        // A test of one word in a walk's labels that no layout measured.
        if storage != nil { storage = nil }
    }
}
