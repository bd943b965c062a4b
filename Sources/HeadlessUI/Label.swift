import DynamicType
import SystemFonts

/// A view that draws text in one font that follows its text style: the shared base of
/// ``Label``, ``TextField`` and ``TextView``.
///
/// Its font update replaces ``font`` with `font.appFontWithSameStyle(compatibleWith:)` at the
/// view's effective content size category: a font made for a text style follows the ramp.
@MainActor
open class TextStyledView: View {
    /// The font the text is drawn in.
    @exclusivity(unchecked) public var font: Font

    /// Creates a view with a font (the app font for body by default).
    public init(font: Font? = nil) {
        self.font = font ?? Font.appFont(for: .body)
    }

    /// Re-resolves ``font`` at the effective content size category.
    open override func updateFontsForContentSizeChange() {
        FontUpdate.update(&font, for: self)
    }
}

/// A single line or block of read-only text.
@MainActor
open class Label: TextStyledView {
    /// The text shown.
    public var text: String?

    /// Creates a label with a font (the app font for body by default).
    public init(text: String? = nil, font: Font? = nil) {
        self.text = text
        super.init(font: font)
    }
}

/// A field of editable single-line text.
@MainActor
open class TextField: TextStyledView {
    /// The text entered.
    public var text: String?
    /// The placeholder shown while empty.
    public var placeholder: String?

    /// Creates a text field with a font (the app font for body by default).
    public init(text: String? = nil, font: Font? = nil) {
        self.text = text
        super.init(font: font)
    }
}

/// A scrollable block of editable multi-line text.
@MainActor
open class TextView: TextStyledView {
    /// The text.
    public var text: String

    /// Creates a text view with a font (the app font for body by default).
    public init(text: String = "", font: Font? = nil) {
        self.text = text
        super.init(font: font)
    }
}
