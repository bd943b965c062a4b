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

    /// Enough for a layout pass and an audit: the natural size, the width the label is laid out
    /// in, and the audit's measurements of what it would need.
    private static let capacity = 4
    private var shaped: ShapedText?
    private var entries: [(key: Key, layout: TextLayout)] = []

    /// The layout of `text` in `font` for `key`: from `shared` when there is one (which shapes
    /// and lays out each text in each font once for all the labels that show it), else shaping
    /// the text the first time.
    mutating func layout(
        for key: Key, of text: String, in font: Font, lineBreakMode: LineBreakMode, shared: TextMeasurementCache?
    ) -> TextLayout {
        if let entry = entries.first(where: { $0.key == key }) { return entry.layout }
        let layout: TextLayout
        if let shared {
            layout = shared.layout(
                of: text, in: font, width: key.width, maximumLines: key.maximumLines, lineBreakMode: lineBreakMode,
                lineHeight: key.lineHeight)
        } else {
            let shaped = self.shaped ?? font.shaped(text)
            self.shaped = shaped
            layout = shaped.layout(
                width: key.width, maximumLines: key.maximumLines, lineBreakMode: lineBreakMode,
                lineHeight: key.lineHeight)
        }
        if entries.count == Self.capacity { entries.removeFirst() }
        entries.append((key, layout))
        return layout
    }

    /// Forgets the shaped text and every layout: what the text is drawn with changed.
    mutating func removeAll() {
        // Empty in a walk's labels that no layout measured; `shaped` is set only with an entry
        // (or not at all, when a shared cache measured them).
        guard !entries.isEmpty else { return }
        shaped = nil
        entries.removeAll()
    }
}
