import DynamicType
import SystemFonts

/// A single line or block of read-only text.
///
/// Its font update replaces ``font`` with `font.appFontWithSameStyle(compatibleWith:)` at the
/// label's effective content size category: a font made for a text style follows the ramp.
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
        updateFont(&font)
    }
}

/// A field of editable single-line text.
///
/// Its font update re-resolves ``font``, when it has one, like a label's.
@MainActor
open class TextField: View {
    /// The text entered.
    public var text: String?
    /// The placeholder shown while empty.
    public var placeholder: String?
    /// The font, or `nil` for the default (the app font for body), as in UIKit.
    public var font: Font?

    /// Creates a text field.
    public init(text: String? = nil, font: Font? = nil) {
        self.text = text
        self.font = font
    }

    /// Re-resolves ``font`` at the effective content size category.
    open override func updateFontsForContentSizeChange() {
        if var current = font {
            updateFont(&current)
            font = current
        }
    }
}

/// A scrollable block of editable multi-line text.
///
/// Its font update re-resolves ``font``, when it has one, like a label's.
@MainActor
open class TextView: View {
    /// The text.
    public var text: String
    /// The font, or `nil` for the default (the app font for body), as in UIKit.
    public var font: Font?

    /// Creates a text view.
    public init(text: String = "", font: Font? = nil) {
        self.text = text
        self.font = font
    }

    /// Re-resolves ``font`` at the effective content size category.
    open override func updateFontsForContentSizeChange() {
        if var current = font {
            updateFont(&current)
            font = current
        }
    }
}
