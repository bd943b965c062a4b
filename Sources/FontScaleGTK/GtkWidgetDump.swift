#if GTK
/// A GTK widget tree as GTK has it: each widget's type, text, font and state, for tests that
/// compare what a window shows with what the headless tree holds.
public struct GtkWidgetDump: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The widget's GType name, such as `GtkLabel`.
    public var kind: String
    /// A label's or entry's text, a button's label; `nil` for containers.
    public var text: String?
    /// An entry's placeholder.
    public var placeholder: String?
    /// The font size Pango lays the widget's text out at, in pixels.
    public var pixelSize: Double
    /// The font weight Pango uses, 100…900.
    public var weight: Int
    /// Whether Pango lays the text out in small capitals (a button's: its label's).
    public var isSmallCaps: Bool
    /// Whether the widget is visible (its own flag, as `gtk_widget_get_visible` reads it).
    public var isVisible: Bool
    /// Whether the widget accepts input.
    public var isSensitive: Bool
    /// Whether a toggle button is pressed or a switch on; `nil` for other widgets.
    public var isActive: Bool?
    /// A slider's value; `nil` for other widgets.
    public var value: Double?
    /// Whether the widget takes the height its parent has left over (`vexpand`).
    public var expandsVertically: Bool
    /// Whether a button is drawn selected (GTK's checked state).
    public var isSelected: Bool
    /// Whether a button is drawn highlighted (GTK's active, pressed state).
    public var isHighlighted: Bool
    /// The children, first to last.
    public var children: [GtkWidgetDump]

    /// Describes a widget.
    public init(
        kind: String, text: String? = nil, placeholder: String? = nil, pixelSize: Double = 0, weight: Int = 0,
        isSmallCaps: Bool = false,
        isVisible: Bool = true, isSensitive: Bool = true, isActive: Bool? = nil, isSelected: Bool = false,
        isHighlighted: Bool = false, value: Double? = nil, expandsVertically: Bool = false,
        children: [GtkWidgetDump] = []
    ) {
        self.kind = kind
        self.text = text
        self.placeholder = placeholder
        self.pixelSize = pixelSize
        self.weight = weight
        self.isSmallCaps = isSmallCaps
        self.isVisible = isVisible
        self.isSensitive = isSensitive
        self.isActive = isActive
        self.isSelected = isSelected
        self.isHighlighted = isHighlighted
        self.value = value
        self.expandsVertically = expandsVertically
        self.children = children
    }

    /// One line per widget, indented by depth.
    public var description: String { lines(depth: 0).joined(separator: "\n") }

    private func lines(depth: Int) -> [String] {
        var line = String(repeating: "  ", count: depth) + kind
        if let text { line += " \"\(text)\"" }
        if let placeholder { line += " placeholder \"\(placeholder)\"" }
        if pixelSize > 0 { line += " \(pixelSize)px w\(weight)" }
        if isSmallCaps { line += " small caps" }
        if !isVisible { line += " hidden" }
        if !isSensitive { line += " insensitive" }
        if let isActive { line += isActive ? " active" : " inactive" }
        if isSelected { line += " selected" }
        if isHighlighted { line += " highlighted" }
        if let value { line += " value \(value)" }
        if expandsVertically { line += " expands" }
        return [line] + children.flatMap { $0.lines(depth: depth + 1) }
    }
}
#endif
