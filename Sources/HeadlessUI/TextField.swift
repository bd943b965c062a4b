import DynamicType
import Foundation
import SystemFonts

/// A field of editable single-line text.
///
/// Its font update re-resolves ``font``, when it has one, like a label's.
@MainActor
open class TextField: View {
    /// The text entered.
    public var text: String? {
        didSet { if text != oldValue { contentDidChange() } }
    }
    /// The placeholder shown while empty.
    public var placeholder: String? {
        didSet { if placeholder != oldValue { contentDidChange() } }
    }
    /// The font, or `nil` for the default (the app font for body), as in UIKit.
    public var font: Font? {
        didSet { contentDidChange() }
    }
    /// Whether ``font`` follows the content size category; `true` by default, as a
    /// ``Label``'s (see ``Label/adjustsFontForContentSizeCategory``).
    public var adjustsFontForContentSizeCategory = true

    /// Creates an empty text field in a frame, in the default font.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a text field.
    public convenience init(text: String? = nil, font: Font? = nil) {
        self.init(frame: .zero)
        self.text = text
        self.font = font
    }

    /// A font with a text style moves to the environment of the window the field joins.
    override func didMoveToWindow(_ window: Window) {
        if adjustsFontForContentSizeCategory, let font, let moved = fontForJoinedWindow(font, window) {
            self.font = moved
        }
    }

    /// Re-resolves ``font`` at the effective content size category, unless
    /// ``adjustsFontForContentSizeCategory`` is `false`.
    open override func updateFontsForContentSizeChange() {
        if adjustsFontForContentSizeCategory, var current = font {
            updateFont(&current)
            font = current
        }
    }

    /// The text, placeholder and font (the default one when none is set).
    open override var renderedContent: RenderedContent {
        .text(.init(kind: .field, text: text, placeholder: placeholder, font: renderedFont(font), numberOfLines: 1))
    }

    override var drawsOwnSubviews: Bool { true }
}
