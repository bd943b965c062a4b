import SystemFonts

/// The attributes of a bar title or bar button title: font, colour and kerning.
///
/// The counterpart of UIKit's `[NSAttributedString.Key: Any]` title text attributes, as a
/// `Sendable` value: `[.font: f, .foregroundColor: c]` ports as
/// `TextAttributes(font: f, foregroundColor: c)`.
public struct TextAttributes: Hashable, Sendable {
    /// The font, or `nil` for the default.
    public var font: Font?
    /// The text colour, or `nil` for the default.
    public var foregroundColor: Color?
    /// Extra space between characters in points, or `nil` for none.
    public var kern: Double?

    /// Creates attributes; every field defaults to `nil`.
    public init(font: Font? = nil, foregroundColor: Color? = nil, kern: Double? = nil) {
        self.font = font
        self.foregroundColor = foregroundColor
        self.kern = kern
    }

    /// These attributes with every field `other` sets taking precedence.
    public func merging(_ other: TextAttributes) -> TextAttributes {
        TextAttributes(
            font: other.font ?? font, foregroundColor: other.foregroundColor ?? foregroundColor,
            kern: other.kern ?? kern)
    }
}
