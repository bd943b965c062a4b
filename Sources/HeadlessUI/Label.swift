import DynamicType
import Foundation
import SystemFonts

/// A single line or block of read-only text.
///
/// Its font update replaces ``font`` with `font.appFontWithSameStyle(compatibleWith:)` at the
/// label's effective content size category: a font made for a text style follows the ramp.
@MainActor
open class Label: View {
    /// Whether the label's font follows the content size category (UIKit's
    /// `UIContentSizeCategoryAdjusting`).
    ///
    /// `true` by default, where UIKit's is `false`: the font update walk FontScale runs is the
    /// one a UIKit app writes itself on the notification, so a label follows the category
    /// unless it opts out. Set `false` to keep the font as it is, as a UIKit label the app does
    /// not update; the testing kit's "does not scale" audit then reports it unless it is in a
    /// subtree whose limits keep it from scaling.
    public var adjustsFontForContentSizeCategory: Bool {
        get { adjustsFont }
        set { adjustsFont = newValue }
    }
    // Private, so that exclusivity is checked statically: a walk reads it at every label.
    private var adjustsFont = true
    /// The font the text is drawn in.
    public var font: Font {
        get { storedFont }
        set {
            // Set from outside: no longer the default.
            defaultFont = nil
            storedFont = newValue
            fontDidChange()
        }
    }
    // Private, so that the compiler sees every access and checks exclusivity statically: a walk
    // reads and sets it at every label, where the runtime's dynamic check cost more than the
    // rest of the label's update.
    private var storedFont: Font
    /// How the default font (none given, nor set since) is made in an environment at a node's
    /// traits, so that it follows the environment of the window the label is in; `nil` once a
    /// font was given.
    private var defaultFont: (@MainActor (FontEnvironment, FontTraits) -> Font)?
    /// The text shaped in the font and its last layouts, kept while the text, the font and the
    /// line break mode do not change: a layout pass measures a label once for each stack above
    /// it, in one or two widths.
    #if DEBUG
    private var measurements = TextLayoutCache()
    #else
    // Emptied at every label of a walk; unchecked for the reason and with the invariant of
    // `Responder.traitCache` (measuring, the one access that spans a call, shapes text in
    // SystemFonts, which cannot reach a label), and checked in debug builds likewise.
    @exclusivity(unchecked) private var measurements = TextLayoutCache()
    #endif

    // What a walk reads at every label is declared above, so that it shares a cache line with
    // the view's own links.
    /// The text shown.
    public var text: String? {
        didSet {
            guard text != oldValue else { return }
            measurements.removeAll()
            contentDidChange()
            invalidateIntrinsicContentSize()
        }
    }
    /// The most lines the text may take, its end truncated past them; `0` for as many as it
    /// needs. `1` by default, as in UIKit.
    public var numberOfLines = 1 {
        didSet {
            guard numberOfLines != oldValue else { return }
            contentDidChange()
            invalidateIntrinsicContentSize()
        }
    }
    /// How the text wraps and how its last line ends when it does not all fit:
    /// `LineBreakMode.byTruncatingTail` by default, as in UIKit.
    public var lineBreakMode = LineBreakMode.byTruncatingTail {
        didSet {
            guard lineBreakMode != oldValue else { return }
            measurements.removeAll()
            contentDidChange()
        }
    }
    /// The width a multi-line label wraps at for ``intrinsicContentSize``; `0` (the default) for
    /// its text's natural width, as in UIKit.
    public var preferredMaxLayoutWidth: CGFloat = 0

    /// Creates a label with no text in a frame, in the default font: the app font for body, in
    /// the environment of the window the label is in (the shared one until it joins a window).
    public override init(frame: CGRect) {
        storedFont = Font.appFont(for: .body)
        defaultFont = { environment, traits in
            Font.appFont(
                for: .body, compatibleWith: traits.category, legibilityWeight: traits.legibilityWeight,
                in: environment)
        }
        super.init(frame: frame)
    }

    /// Creates a label with a font; by default the app font for body, in the environment of the
    /// window the label is in (the shared one until it joins a window).
    public convenience init(text: String? = nil, font: Font? = nil) {
        self.init(frame: .zero)
        self.text = text
        if let font {
            // As `font`'s setter would, without what follows a change: an initializer sets its
            // own properties quietly, as the `text` above.
            storedFont = font
            defaultFont = nil
        }
    }

    /// A label whose default font is `font` in the shared environment, made again by
    /// `defaultFont` in the environment of each window it joins (a button's title label).
    convenience init(
        text: String?, font: Font, defaultFont: @escaping @MainActor (FontEnvironment, FontTraits) -> Font
    ) {
        self.init(frame: .zero)
        self.text = text
        setUpdatedFont(font)
        self.defaultFont = defaultFont
    }

    /// A default font, and a font with a text style that follows the category, move to the
    /// environment of the window the label joins.
    override func didMoveToWindow(_ window: Window) {
        guard font.fontEnvironmentIdentity != ObjectIdentifier(window.environment) else { return }
        if let defaultFont {
            setUpdatedFont(defaultFont(window.environment, fontTraits))
        } else if adjustsFontForContentSizeCategory, let moved = fontForJoinedWindow(font, window) {
            setUpdatedFont(moved)
        }
    }

    /// Sets ``font`` as a walk does: a default font stays the default.
    func setUpdatedFont(_ updated: Font) {
        storedFont = updated
        fontDidChange()
    }

    /// What follows a new font (set, or re-resolved by a walk, even to the same font): the
    /// measurements go, the renderer hears of it, and the label and its superview lay out again.
    private func fontDidChange(in window: Window?) {
        measurements.removeAll()
        contentDidChange(in: window)
        invalidateIntrinsicContentSize()
    }

    private func fontDidChange() {
        fontDidChange(in: windowLink)
    }

    /// Re-resolves ``font`` at the effective content size category, unless
    /// ``adjustsFontForContentSizeCategory`` is `false`.
    open override func updateFontsForContentSizeChange() {
        guard adjustsFont else { return }
        guard let window = walkingWindow else { return updateFontOutsideWalk() }
        // In a walk: the window is read without a retain, fields only (see `walkingWindow`).
        let entry = traitEntry(generation: window.lend { $0.windowTraitGeneration })
        let traits = FontTraits(
            category: entry.effectiveCategory, legibilityWeight: entry.legibilityWeightForFonts,
            drawsCell: entry.drawsCell)
        // A walk's common case, asked without retaining the label's font: a text style the walk
        // has already resolved at these traits.
        if let memoized = window.lend({
            $0.fontMemo.memoized(storedFont.textStyle, smallCaps: storedFont.isSmallCaps, for: traits)
        }) {
            if memoized.identity != storedFont.identity { storedFont = memoized }
        } else if let updated = updatedFont(storedFont) {
            storedFont = updated
        }
        measurements.removeAll()
        if window.lend({ $0.isRendered }) { contentDidChange() }
        invalidateIntrinsicContentSize()
    }

    @inline(never)
    private func updateFontOutsideWalk() {
        if let updated = updatedFont(storedFont) { storedFont = updated }
        fontDidChange(in: windowLink)
    }

    // MARK: Size

    /// The text measured in ``font``, ``numberOfLines`` and ``lineBreakMode`` in a width (`nil`:
    /// unlimited), with the text style's leading as the line height, as a toolkit draws it.
    public func textLayout(forWidth width: CGFloat?) -> TextLayout {
        textLayout(forWidth: width, maximumLines: numberOfLines)
    }

    /// The text measured as drawn, in a width and a line limit of the caller's (`0`: none).
    ///
    /// `package`, for the testing kit, which measures what a truncated label would need.
    package func textLayout(forWidth width: CGFloat?, maximumLines: Int) -> TextLayout {
        let rendered = RenderedFont(font, category: effectiveContentSizeCategory)
        let key = TextLayoutCache.Key(
            width: width.map(Double.init), maximumLines: max(maximumLines, 0), lineHeight: rendered.lineHeight)
        return measurements.layout(
            for: key, of: text ?? "", in: font, lineBreakMode: lineBreakMode, shared: windowLink?.textMeasurementCache)
    }

    /// The rectangle the text takes drawn in `bounds` with at most `numberOfLines` lines (`0`:
    /// as many as it needs), as UIKit's `textRect(forBounds:limitedToNumberOfLines:)`: at
    /// `bounds`' origin, as wide as its widest line and as tall as its lines, rounded up.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let text, !text.isEmpty else { return CGRect(origin: bounds.origin, size: .zero) }
        let layout = textLayout(forWidth: bounds.width, maximumLines: numberOfLines)
        return CGRect(origin: bounds.origin, size: Self.roundedUp(layout))
    }

    /// The measured size of the text on one line per paragraph, or wrapped at
    /// ``preferredMaxLayoutWidth`` when it is set and the label has more than one line; rounded
    /// up to whole points. `.zero` for no text, as in UIKit.
    open override var intrinsicContentSize: CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let wraps = numberOfLines != 1 && preferredMaxLayoutWidth > 0
        return Self.roundedUp(textLayout(forWidth: wraps ? preferredMaxLayoutWidth : nil))
    }

    /// The size the text takes wrapped in `size.width` (a single-line label: its whole line),
    /// rounded up to whole points; `.zero` for no text.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let width = numberOfLines == 1 || size.width <= 0 ? nil : size.width
        return Self.roundedUp(textLayout(forWidth: width))
    }

    private static func roundedUp(_ layout: TextLayout) -> CGSize {
        CGSize(width: layout.width.rounded(.up), height: layout.height.rounded(.up))
    }

    /// The text and font.
    open override var renderedContent: RenderedContent {
        .text(
            .init(
                kind: .label, text: text, font: RenderedFont(font, category: effectiveContentSizeCategory),
                numberOfLines: max(numberOfLines, 0), lineBreakMode: lineBreakMode))
    }

    override var drawsOwnSubviews: Bool { true }
}
