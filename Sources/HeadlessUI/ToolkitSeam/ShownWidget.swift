/// A toolkit's widget tree as the toolkit has it, in the same terms for every toolkit: what a
/// window shows, read back for tests that compare it with the headless tree.
///
/// A ``ToolkitHost`` reads it from its toolkit's own widgets (GTK's, through Pango; Qt's,
/// through `QFontInfo`), never from the tree; FontScaleTesting's `ToolkitAgreement` says what the
/// tree expects and where the two differ.
public struct ShownWidget: Hashable, Codable, Sendable, CustomStringConvertible {
    /// What kind of widget it is, whatever the toolkit calls it.
    public enum Role: String, Hashable, Codable, Sendable {
        /// A box of widgets: a container, a navigation bar's or tab bar's row.
        case box
        /// Read-only text: a label, a text view, a bar's title.
        case label
        /// A single-line text field.
        case field
        /// A push button, a bar's item or back button, a tab.
        case button
        /// A slider.
        case slider
        /// A switch.
        case toggle
    }

    /// A font as the toolkit lays text out in it.
    public struct Font: Hashable, Codable, Sendable, CustomStringConvertible {
        /// The family the toolkit asked for.
        public var family: String
        /// The size in pixels, to the hundredth.
        public var pixelSize: Double
        /// The weight, 100…900.
        public var weight: Int
        /// Whether the text is laid out in small capitals.
        public var isSmallCaps: Bool
        /// Whether the toolkit draws whole pixel sizes only (Qt): the size shown is then the
        /// nearest whole pixel to the size asked for.
        public var drawsWholePixels: Bool

        /// A font read back; the size is kept to the hundredth.
        public init(
            family: String, pixelSize: Double, weight: Int, isSmallCaps: Bool = false, drawsWholePixels: Bool = false
        ) {
            self.family = family
            self.pixelSize = pixelSize.isFinite ? (pixelSize * 100).rounded() / 100 : 0
            self.weight = weight
            self.isSmallCaps = isSmallCaps
            self.drawsWholePixels = drawsWholePixels
        }

        /// For example `Noto Sans 17.0px w400 small caps`.
        public var description: String {
            "\(family) \(pixelSize)px w\(weight)" + (isSmallCaps ? " small caps" : "")
        }
    }

    /// The large content viewer's popup a widget carries, as the toolkit has it: the text it
    /// shows, its font, and whether it is up.
    public struct LargeContent: Hashable, Codable, Sendable, CustomStringConvertible {
        /// The text shown large.
        public var text: String
        /// The font the popup's text is laid out in.
        public var font: Font?
        /// Whether the popup is shown now (the item is pressed and held).
        public var isShown: Bool

        /// A popup read back.
        public init(text: String, font: Font?, isShown: Bool = false) {
            self.text = text
            self.font = font
            self.isShown = isShown
        }

        /// For example `large "Inbox" Noto Sans 53.0px w400 shown`.
        public var description: String {
            "large \"\(text)\"" + (font.map { " \($0)" } ?? "") + (isShown ? " shown" : "")
        }
    }

    /// What kind of widget it is.
    public var role: Role
    /// The toolkit's name for the widget's class, such as `GtkLabel` or `QLabel`; for messages.
    public var toolkitClass: String
    /// A label's or field's text, a button's title; `nil` for boxes, sliders and switches.
    public var text: String?
    /// A field's placeholder.
    public var placeholder: String?
    /// The font the text is laid out in; `nil` without text.
    public var font: Font?
    /// Whether the widget is hidden (its own flag).
    public var isHidden: Bool
    /// Whether it accepts input.
    public var isEnabled: Bool
    /// Whether a button is drawn selected: a selected button, the selected tab.
    public var isSelected: Bool
    /// Whether a button is drawn pressed (highlighted).
    public var isPressed: Bool
    /// Whether a switch is on; `nil` for other widgets.
    public var isOn: Bool?
    /// A slider's value; `nil` for other widgets.
    public var value: Double?
    /// Whether it takes the length its box has left over, along the box's axis.
    public var expands: Bool
    /// Whether its children scroll vertically inside it (a scrolled window).
    public var scrolls: Bool
    /// The children, first to last; a button's and a field's insides are the toolkit's own.
    public var children: [ShownWidget]
    /// The large content viewer's popup the widget carries (a tab's, a bar button's, a button's),
    /// or `nil`.
    public var largeContent: LargeContent?

    /// A widget read back.
    public init(
        role: Role, toolkitClass: String, text: String? = nil, placeholder: String? = nil, font: Font? = nil,
        isHidden: Bool = false, isEnabled: Bool = true, isSelected: Bool = false, isPressed: Bool = false,
        isOn: Bool? = nil, value: Double? = nil, expands: Bool = false, scrolls: Bool = false,
        children: [ShownWidget] = [], largeContent: LargeContent? = nil
    ) {
        self.role = role
        self.toolkitClass = toolkitClass
        self.text = text
        self.placeholder = placeholder
        self.font = font
        self.isHidden = isHidden
        self.isEnabled = isEnabled
        self.isSelected = isSelected
        self.isPressed = isPressed
        self.isOn = isOn
        self.value = value
        self.expands = expands
        self.scrolls = scrolls
        self.children = children
        self.largeContent = largeContent
    }

    /// The tree as indented lines, one widget each: class, text, font and state.
    public var description: String { lines(depth: 0).joined(separator: "\n") }

    private func lines(depth: Int) -> [String] {
        var line = String(repeating: "  ", count: depth) + toolkitClass
        if let text { line += " \"\(text)\"" }
        if let placeholder { line += " placeholder \"\(placeholder)\"" }
        if let font { line += " \(font)" }
        if isHidden { line += " hidden" }
        if !isEnabled { line += " disabled" }
        if isSelected { line += " selected" }
        if isPressed { line += " pressed" }
        if let isOn { line += isOn ? " on" : " off" }
        if let value { line += " value \(value)" }
        if expands { line += " expands" }
        if scrolls { line += " scrolls" }
        if let largeContent { line += " \(largeContent)" }
        return [line] + children.flatMap { $0.lines(depth: depth + 1) }
    }
}
