import DynamicType
import SystemFonts

/// A bar of navigation controls with a title.
///
/// Its font update re-applies appearance proxies and sets the font of ``titleTextAttributes`` to
/// the environment's `navigationBarTitleFont` at the bar's category. It updates **only itself**:
/// the views inside it are the bar's own business, as in UIKit.
@MainActor
open class NavigationBar: View, AppearanceCustomizable {
    /// Attributes of the title; an appearance property.
    public var titleTextAttributes = TextAttributes() {
        didSet {
            noteExplicitAppearance(\NavigationBar.titleTextAttributes)
            if titleTextAttributes != oldValue { contentDidChange() }
        }
    }
    /// The tint of the bar's controls; an appearance property.
    public var tintColor: Color? {
        didSet { noteExplicitAppearance(\NavigationBar.tintColor) }
    }
    /// The bar's background tint; an appearance property.
    public var barTintColor: Color? {
        didSet { noteExplicitAppearance(\NavigationBar.barTintColor) }
    }

    /// Whether the bar is translucent, content showing through it; an appearance property. A
    /// headless bar draws nothing: the value is recorded for tests and toolkit adapters.
    public var isTranslucent = true {
        didSet {
            noteExplicitAppearance(\NavigationBar.isTranslucent)
            if isTranslucent != oldValue { contentDidChange() }
        }
    }

    /// The bar's style.
    public var barStyle = BarStyle.default
    /// The look in the regular layout.
    public var standardAppearance = NavigationBarAppearance()
    /// The look in compact height, or `nil` to use the standard chain.
    public var compactAppearance: NavigationBarAppearance?
    /// The look when content is scrolled to its edge, or `nil` for the standard look with a
    /// transparent background.
    public var scrollEdgeAppearance: NavigationBarAppearance?
    /// The compact look at the scroll edge, or `nil` to fall back to ``scrollEdgeAppearance``.
    public var compactScrollEdgeAppearance: NavigationBarAppearance?
    /// The navigation controller managing this bar, whose top controller supplies the top item.
    public internal(set) weak var navigationController: NavigationController?

    /// Appearance properties set on this instance.
    public var explicitAppearanceKeys: Set<AnyKeyPath> = []
    /// Whether proxies are being applied.
    public var isApplyingAppearance = false

    /// Creates an empty navigation bar.
    public override init() {
        super.init()
    }

    /// Creates an empty navigation bar in a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    open override func applyAppearance(from registry: AppearanceRegistry) {
        registry.apply(to: self)
    }

    /// Re-applies proxies, then sets the title font to `navigationBarTitleFont` at this bar's category.
    open override func updateFontsForContentSizeChange() {
        applyAppearanceProxies()
        guard let environment = fontEnvironment ?? titleTextAttributes.font?.fontEnvironment else { return }
        let traits = fontTraits
        let font = Font.appFont(
            for: .headline, compatibleWith: traits.category, legibilityWeight: traits.legibilityWeight,
            in: environment)
        isApplyingAppearance = true
        titleTextAttributes.font = font
        isApplyingAppearance = false
    }

    /// Updates only this bar, not its subviews.
    open override func recursivelyUpdateFontsForContentSize() {
        reportTraitChange()
        updateFontsForContentSizeChange()
    }

    /// The navigation item of the top controller, whose title and items the bar shows; UIKit's
    /// `topItem`.
    public var topItem: NavigationItem? { navigationController?.viewControllers.last?.navigationItem }

    /// What a tap on the back button does: pops the top controller.
    public func sendBackAction() {
        _ = navigationController?.popViewController(animated: true)
    }

    /// The top controller's title and items, the way back, and the title font.
    open override var renderedContent: RenderedContent {
        let stack = navigationController?.viewControllers ?? []
        let top = stack.last?.navigationItem
        var backTitle: String?
        if stack.count > 1, top?.hidesBackButton != true {
            let previous = stack[stack.count - 2]
            backTitle = previous.navigationItem.backBarButtonItem?.title ?? previous.navigationItem.title ?? "Back"
        }
        let category = effectiveContentSizeCategory
        func item(_ item: BarButtonItem) -> RenderedContent.BarItem {
            RenderedContent.BarItem(
                title: item.title, isEnabled: item.isEnabled, isDone: item.style == .done,
                font: item.titleTextAttributes(for: .normal)?.font.map { RenderedFont($0, category: category) })
        }
        return .navigationBar(
            .init(
                title: top?.title, backTitle: backTitle, leftItems: top?.leftBarButtonItems.map(item) ?? [],
                rightItems: top?.rightBarButtonItems.map(item) ?? [],
                titleFont: titleTextAttributes.font.map { RenderedFont($0, category: category) },
                isTranslucent: isTranslucent))
    }

    override var drawsOwnSubviews: Bool { true }
}

/// A bar of ``BarButtonItem``s at the bottom of a screen.
@MainActor
open class Toolbar: View {
    /// The items, left to right; each one's appearance container is this toolbar.
    public var items: [BarButtonItem] = [] {
        didSet { for item in items { item.owner = self } }
    }

    /// The tint of the toolbar's controls.
    public var tintColor: Color?
    /// The toolbar's background tint.
    public var barTintColor: Color?
    /// The toolbar's style.
    public var barStyle = BarStyle.default
    /// The toolbar's look.
    public var standardAppearance = ToolbarAppearance()

    /// Creates an empty toolbar.
    public override init() {
        super.init()
    }

    /// Creates an empty toolbar in a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    open override func applyAppearance(from registry: AppearanceRegistry) {
        for item in items { registry.apply(to: item) }
    }

    /// Re-applies proxies to the items, so fonts in them follow the category.
    open override func updateFontsForContentSizeChange() {
        for item in items { item.applyAppearanceProxies() }
    }
}

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
                font: RenderedFont(titleLabel.font, category: effectiveContentSizeCategory)))
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
            compatibleWith: traits.category, legibilityWeight: traits.legibilityWeight, in: environment
        )
        .smallCapsVariant
    }

    /// Updates only this button, not its title label separately.
    open override func recursivelyUpdateFontsForContentSize() {
        reportTraitChange()
        updateFontsForContentSizeChange()
    }
}
