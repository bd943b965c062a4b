/// What GTK and Pango made of a widget's text: for checking that a style arrived.
public struct GtkTextMeasurement: Hashable, Sendable, Codable {
    /// The family Pango was asked for.
    public var family: String
    /// The font size in device pixels.
    public var pixelSize: Double
    /// The weight, 100…900.
    public var weight: Int
    /// The height the widget asks for at its natural width, in pixels.
    public var naturalHeight: Int
    /// The height of the widget's text as Pango lays it out, in pixels (labels only; 0 else).
    public var layoutHeight: Int
    /// The file of the face Pango draws with, when fontconfig names one.
    public var fontFile: String?
}
