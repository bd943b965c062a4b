import DynamicType
import Foundation
import SystemFonts

/// A scrollable block of editable multi-line text.
///
/// Its font update re-resolves ``font``, when it has one, like a label's.
@MainActor
open class TextView: View {
    /// The text.
    public var text: String {
        didSet { if text != oldValue { contentDidChange() } }
    }
    /// The font, or `nil` for the default (the app font for body), as in UIKit.
    public var font: Font? {
        didSet { contentDidChange() }
    }
    /// Whether ``font`` follows the content size category; `true` by default, as a
    /// ``Label``'s (see ``Label/adjustsFontForContentSizeCategory``).
    public var adjustsFontForContentSizeCategory = true

    /// Creates an empty text view in a frame, in the default font.
    public override init(frame: CGRect) {
        text = ""
        super.init(frame: frame)
    }

    /// Creates a text view.
    public convenience init(text: String = "", font: Font? = nil) {
        self.init(frame: .zero)
        self.text = text
        self.font = font
    }

    /// A font with a text style moves to the environment of the window the text view joins.
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
        .text(.init(kind: .editor, text: text, placeholder: nil, font: renderedFont(font)))
    }

    override var drawsOwnSubviews: Bool { true }
}
