/// How GTK laid a label's text out as it is drawn now: Pango's layout of it, and the room the
/// label was given. What the testing kit's clipping check and the headless measurement are
/// compared against.
public struct GtkLabelLayout: Hashable, Sendable, Codable {
    /// The text's width as Pango laid it out, in pixels (rounded up, as Pango reports it).
    public var width: Int
    /// The text's height as Pango laid it out, in pixels.
    public var height: Int
    /// The number of lines.
    public var lineCount: Int
    /// Whether Pango shortened the text with an ellipsis.
    public var isEllipsized: Bool
    /// The width GTK allocated the label, in pixels.
    public var allocatedWidth: Int
    /// The height GTK allocated the label, in pixels.
    public var allocatedHeight: Int
    /// The width the label asks for with all its text on its lines, in pixels.
    public var naturalWidth: Int
    /// The height the label asks for at its allocated width, in pixels.
    public var naturalHeight: Int

    /// Whether the text is cut: shortened by an ellipsis, or taller than the label's allocation.
    public var isClippedOrTruncated: Bool {
        isEllipsized || naturalHeight > allocatedHeight
    }
}
