import DynamicType
import Foundation
import SystemFonts

/// A push button with a title label.
///
/// Its font update sets the title label's font to the small-caps variant of its font at the
/// button's category, and it updates **only itself**: the title label is the button's own.
@MainActor
open class Button: Control {
    /// The label drawing the title; a subview the button manages.
    public let titleLabel: Label

    /// The titles set per state; ``currentTitle`` falls back to the normal state's, as in UIKit.
    private var titles: [ControlState: String] = [:]

    /// Whether the button accepts taps; `false` is the ``ControlState/disabled`` state.
    public var isEnabled = true {
        didSet { if oldValue != isEnabled { stateChanged() } }
    }
    /// Whether the button is selected.
    public var isSelected = false {
        didSet { if oldValue != isSelected { stateChanged() } }
    }
    /// Whether the button is being pressed.
    public var isHighlighted = false {
        didSet { if oldValue != isHighlighted { stateChanged() } }
    }

    /// The button's state, from ``isEnabled``, ``isSelected`` and ``isHighlighted``.
    public var state: ControlState {
        var state: ControlState = []
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    /// Creates a button with no title in a frame; its title font is the `buttonFont` of the
    /// environment of the window the button is in (the shared one until it joins a window).
    public override init(frame: CGRect) {
        titleLabel = Label(text: nil, font: Font.buttonFont) { environment, traits in
            Self.titleFont(environment.buttonFont, traits, in: environment)
        }
        // UIKit's title label: one line, shortened in the middle.
        titleLabel.lineBreakMode = .byTruncatingMiddle
        super.init(frame: frame)
        addSubview(titleLabel)
    }

    /// Creates a button with a title in a font; by default the `buttonFont` of the environment
    /// of the window the button is in (the shared one until it joins a window).
    public convenience init(title: String? = nil, font: Font? = nil) {
        self.init(frame: .zero)
        if let font { titleLabel.font = font }
        setTitle(title, for: .normal)
    }

    /// Sets the title for a state; UIKit's `setTitle(_:for:)`. The title label shows the current
    /// state's title.
    public func setTitle(_ title: String?, for state: ControlState) {
        titles[state] = title
        titleLabel.text = currentTitle
    }

    /// The title set for a state, or `nil`; UIKit's `title(for:)`.
    public func title(for state: ControlState) -> String? {
        titles[state]
    }

    /// The title for the current state, else the normal state's; UIKit's `currentTitle`.
    public var currentTitle: String? { titles[state] ?? titles[.normal] }

    private func stateChanged() {
        titleLabel.text = currentTitle
        contentDidChange()
    }

    /// The current title, state and title font.
    open override var renderedContent: RenderedContent {
        .button(
            .init(
                title: titleLabel.text, state: state,
                font: RenderedFont(titleLabel.font, category: effectiveContentSizeCategory),
                numberOfLines: titleLabel.numberOfLines, lineBreakMode: titleLabel.lineBreakMode,
                largeContent: ownLargeContent))
    }

    /// The title's size in the window's ``Window/buttonChrome``: the size the toolkit showing the
    /// window draws the button at (headless, the title's own size).
    open override var intrinsicContentSize: CGSize {
        (window?.buttonChrome ?? .none).size(fittingTitle: titleLabel.intrinsicContentSize)
    }

    /// The button's ``intrinsicContentSize``: its title stays on one line.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    /// A button whose title keeps its size (its title label opts out of Dynamic Type) shows the
    /// large content viewer, as UIKit's controls that cannot grow do.
    override var showsLargeContentViewerByDefault: Bool { !titleLabel.adjustsFontForContentSizeCategory }
    /// The viewer shows the current title.
    override var largeContentTitleByDefault: String? { currentTitle }
    /// A button has the viewer's interaction built in, so an opted-out button shows it by
    /// default (UIKit's `UIButton` needs one added).
    override var hasBuiltInLargeContentViewerInteraction: Bool { true }
    /// The title's text style, body for a fixed font.
    override var largeContentTextStyle: TextStyle? { titleLabel.font.textStyle }

    /// A tap on an enabled button sends the actions for `.touchUpInside`.
    open override func receive(_ input: UserInput) {
        guard isEnabled else { return }
        super.receive(input)
    }

    override var drawsOwnSubviews: Bool { true }

    /// Sets the title label's font to its small-caps variant at the button's category, unless
    /// the title label's `adjustsFontForContentSizeCategory` is `false`.
    open override func updateFontsForContentSizeChange() {
        guard titleLabel.adjustsFontForContentSizeCategory else { return }
        let environment = fontEnvironment ?? titleLabel.font.fontEnvironment
        titleLabel.setUpdatedFont(
            transformedFont(titleLabel.font, variant: 1) { font, traits in
                Self.titleFont(font, traits, in: environment)
            })
    }

    /// A title font as the pattern draws it: the same style at the traits (in the window's
    /// environment), in small capitals.
    private static func titleFont(_ font: Font, _ traits: FontTraits, in environment: FontEnvironment) -> Font {
        font.appFontWithSameStyle(
            compatibleWith: traits.category, legibilityWeight: traits.legibilityWeight, drawsCell: traits.drawsCell,
            in: environment
        )
        .smallCapsVariant
    }

    /// Updates only this button, not its title label separately.
    open override func recursivelyUpdateFontsForContentSize() {
        reportTraitChange()
        updateFontsForContentSizeChange()
    }
}
