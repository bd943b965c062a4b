import DynamicType
import SystemFonts

/// A single line or block of read-only text.
///
/// Its font update replaces ``font`` with `font.appFontWithSameStyle(compatibleWith:)` at the
/// label's effective content size category: a label made with a text style follows the ramp.
@MainActor
open class Label: View {
    /// The text shown.
    public var text: String?
    /// The font the text is drawn in.
    public var font: Font

    /// Creates a label with a font (the app font for body by default).
    public init(text: String? = nil, font: Font? = nil) {
        self.text = text
        self.font = font ?? Font.appFont(for: .body)
    }

    /// Re-resolves ``font`` at the effective content size category.
    open override func updateFontsForContentSizeChange() {
        font = FontUpdate.updated(font, for: self)
    }
}

/// A field of editable single-line text.
@MainActor
open class TextField: View {
    /// The text entered.
    public var text: String?
    /// The placeholder shown while empty.
    public var placeholder: String?
    /// The font of text and placeholder.
    public var font: Font

    /// Creates a text field with a font (the app font for body by default).
    public init(text: String? = nil, font: Font? = nil) {
        self.text = text
        self.font = font ?? Font.appFont(for: .body)
    }

    /// Re-resolves ``font`` at the effective content size category.
    open override func updateFontsForContentSizeChange() {
        font = FontUpdate.updated(font, for: self)
    }
}

/// A scrollable block of editable multi-line text.
@MainActor
open class TextView: View {
    /// The text.
    public var text: String
    /// The font of the text.
    public var font: Font

    /// Creates a text view with a font (the app font for body by default).
    public init(text: String = "", font: Font? = nil) {
        self.text = text
        self.font = font ?? Font.appFont(for: .body)
    }

    /// Re-resolves ``font`` at the effective content size category.
    open override func updateFontsForContentSizeChange() {
        font = FontUpdate.updated(font, for: self)
    }
}

/// The one rule every text view's update follows, kept in one place.
@MainActor
enum FontUpdate {
    static func updated(_ font: Font, for view: View) -> Font {
        font.appFontWithSameStyle(compatibleWith: view.effectiveContentSizeCategory)
    }
}
