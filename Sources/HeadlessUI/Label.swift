import DynamicType
import SystemFonts

/// A single line or block of read-only text.
///
/// Its font update replaces ``font`` with `font.appFontWithSameStyle(compatibleWith:)` at the
/// label's effective content size category: a font made for a text style follows the ramp.
@MainActor
open class Label: View {
    /// The text shown.
    public var text: String? {
        didSet { if text != oldValue { contentDidChange() } }
    }
    /// The most lines the text may take, its end truncated past them; `0` for as many as it
    /// needs. `1` by default, as in UIKit.
    public var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { contentDidChange() } }
    }
    /// The font the text is drawn in.
    public var font: Font {
        didSet {
            if !isUpdatingFont { defaultFont = nil }
            contentDidChange()
        }
    }
    /// How the default font (none given, nor set since) is made in an environment at a node's
    /// traits, so that it follows the environment of the window the label is in; `nil` once a
    /// font was given.
    private var defaultFont: (@MainActor (FontEnvironment, FontTraits) -> Font)?
    /// Whether ``font`` is being set by FontScale (a walk, a move), which keeps a default font
    /// default: only a font set from outside replaces it.
    private var isUpdatingFont = false

    /// Creates a label with a font; by default the app font for body, in the environment of the
    /// window the label is in (the shared one until it joins a window).
    public init(text: String? = nil, font: Font? = nil) {
        self.text = text
        self.font = font ?? Font.appFont(for: .body)
        if font == nil {
            defaultFont = { environment, traits in
                Font.appFont(
                    for: .body, compatibleWith: traits.category, legibilityWeight: traits.legibilityWeight,
                    in: environment)
            }
        }
    }

    /// A label whose default font is `font` in the shared environment, made again by
    /// `defaultFont` in the environment of each window it joins (a button's title label).
    init(text: String?, font: Font, defaultFont: @escaping @MainActor (FontEnvironment, FontTraits) -> Font) {
        self.text = text
        self.font = font
        self.defaultFont = defaultFont
    }

    /// A default font moves to the environment of the window the label joins.
    override func didMoveToWindow(_ window: Window) {
        guard let defaultFont, font.fontEnvironmentIdentity != ObjectIdentifier(window.environment) else { return }
        setUpdatedFont(defaultFont(window.environment, fontTraits))
    }

    /// Sets ``font`` as a walk does: a default font stays the default.
    func setUpdatedFont(_ updated: Font) {
        isUpdatingFont = true
        font = updated
        isUpdatingFont = false
    }

    /// Re-resolves ``font`` at the effective content size category.
    open override func updateFontsForContentSizeChange() {
        isUpdatingFont = true
        updateFont(&font)
        isUpdatingFont = false
    }

    /// The text and font.
    open override var renderedContent: RenderedContent {
        .text(
            .init(
                kind: .label, text: text, font: RenderedFont(font, category: effectiveContentSizeCategory),
                numberOfLines: max(numberOfLines, 0)))
    }

    override var drawsOwnSubviews: Bool { true }
}

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

    /// The text, placeholder and font (the default one when none is set).
    open override var renderedContent: RenderedContent {
        .text(.init(kind: .field, text: text, placeholder: placeholder, font: renderedFont(font), numberOfLines: 1))
    }

    override var drawsOwnSubviews: Bool { true }
}

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

    /// The text, placeholder and font (the default one when none is set).
    open override var renderedContent: RenderedContent {
        .text(.init(kind: .editor, text: text, placeholder: nil, font: renderedFont(font)))
    }

    override var drawsOwnSubviews: Bool { true }
}

extension View {
    /// A font as rendered here: `font`, or the default the text views use (the app font for
    /// body at this view's category) when it is `nil`.
    func renderedFont(_ font: Font?) -> RenderedFont {
        let traits = fontTraits
        let font =
            font
            ?? Font.appFont(
                for: .body, compatibleWith: traits.category, legibilityWeight: traits.legibilityWeight,
                in: fontEnvironment ?? .shared)
        return RenderedFont(font, category: traits.category)
    }
}
