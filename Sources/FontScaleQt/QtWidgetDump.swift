#if Qt
/// A Qt widget tree as Qt has it: each widget's class, text, font and state, for tests that
/// compare what a window shows with what the headless tree holds.
public struct QtWidgetDump: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The widget's class name, such as `QLabel`.
    public var kind: String
    /// A label's or line edit's text, a button's title; `nil` for other widgets.
    public var text: String?
    /// A line edit's placeholder.
    public var placeholder: String?
    /// The family the widget's font asks for (`QFont::family`); empty where it is not compared.
    public var family: String
    /// The font size in pixels at the widget's resolution; `0` where it is not compared.
    public var pixelSize: Double
    /// The font weight, 100…900; `0` where it is not compared.
    public var weight: Int
    /// Whether the font draws small capitals.
    public var isSmallCaps: Bool
    /// Whether the widget is hidden (its own flag, as `QWidget::isHidden` reads it).
    public var isHidden: Bool
    /// Whether the widget accepts input.
    public var isEnabled: Bool
    /// Whether a checkable button or a check box is checked; `nil` for other widgets.
    public var isChecked: Bool?
    /// Whether a button is drawn pressed (`QAbstractButton::isDown`).
    public var isDown: Bool
    /// A slider's value; `nil` for other widgets.
    public var value: Double?
    /// Whether the widget takes the room its box has left over (a stretch factor): the content above
    /// a tab bar, a navigation bar's title.
    public var stretches: Bool
    /// The children, first to last.
    public var children: [QtWidgetDump]

    /// Describes a widget.
    public init(
        kind: String, text: String? = nil, placeholder: String? = nil, family: String = "", pixelSize: Double = 0,
        weight: Int = 0, isSmallCaps: Bool = false, isHidden: Bool = false, isEnabled: Bool = true,
        isChecked: Bool? = nil, isDown: Bool = false, value: Double? = nil, stretches: Bool = false,
        children: [QtWidgetDump] = []
    ) {
        self.kind = kind
        self.text = text
        self.placeholder = placeholder
        self.family = family
        self.pixelSize = pixelSize
        self.weight = weight
        self.isSmallCaps = isSmallCaps
        self.isHidden = isHidden
        self.isEnabled = isEnabled
        self.isChecked = isChecked
        self.isDown = isDown
        self.value = value
        self.stretches = stretches
        self.children = children
    }

    /// One line per widget, indented by depth.
    public var description: String { lines(depth: 0).joined(separator: "\n") }

    private func lines(depth: Int) -> [String] {
        var line = String(repeating: "  ", count: depth) + kind
        if let text { line += " \"\(text)\"" }
        if let placeholder { line += " placeholder \"\(placeholder)\"" }
        if pixelSize > 0 { line += " \(family) \(pixelSize)px w\(weight)" }
        if isSmallCaps { line += " small caps" }
        if isHidden { line += " hidden" }
        if !isEnabled { line += " disabled" }
        if let isChecked { line += isChecked ? " checked" : " unchecked" }
        if isDown { line += " down" }
        if let value { line += " value \(value)" }
        if stretches { line += " stretches" }
        return [line] + children.flatMap { $0.lines(depth: depth + 1) }
    }
}
#endif
