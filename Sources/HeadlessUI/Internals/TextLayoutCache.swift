import SystemFonts

/// A label's last few measurements of its text, each kept with the width, line limit and line
/// height it was measured in.
///
/// A layout pass asks a label for its size once for each stack above it (each measures its
/// arranged subviews, then lays them out, which measures them again), and the testing kit's
/// audit asks once more, while the text, the font and the line break mode stay as they were.
/// The label empties the cache when one of those changes.
struct TextLayoutCache {
    /// What a measurement depends on besides what empties the cache.
    struct Key: Hashable {
        var width: Double?
        var maximumLines: Int
        var lineHeight: Double?
    }

    /// Enough for a layout pass and an audit: the natural size, the width the label is laid out
    /// in, and the audit's measurements of what it would need.
    private static let capacity = 4
    private var entries: [(key: Key, layout: TextLayout)] = []

    /// The layout measured for `key`, measuring it with `measure` the first time.
    mutating func layout(for key: Key, measure: () -> TextLayout) -> TextLayout {
        if let entry = entries.first(where: { $0.key == key }) { return entry.layout }
        let layout = measure()
        if entries.count == Self.capacity { entries.removeFirst() }
        entries.append((key, layout))
        return layout
    }

    /// Forgets every measurement: what the text is drawn with changed.
    mutating func removeAll() {
        entries.removeAll()
    }
}
