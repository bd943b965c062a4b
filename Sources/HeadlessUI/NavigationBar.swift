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
        didSet { noteExplicitAppearance(\NavigationBar.titleTextAttributes) }
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
        didSet { noteExplicitAppearance(\NavigationBar.isTranslucent) }
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
    public override init() {}

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
        updateFontsForContentSizeChange()
    }
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
    public override init() {}

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
open class Button: View {
    /// The label drawing the title; a subview the button manages.
    public let titleLabel: Label

    /// Creates a button with a title in the environment's `buttonFont`.
    public init(title: String? = nil, font: Font? = nil) {
        titleLabel = Label(text: title, font: font ?? Font.buttonFont)
        super.init()
        addSubview(titleLabel)
    }

    /// Sets the title label's font to its small-caps variant at the button's category.
    open override func updateFontsForContentSizeChange() {
        titleLabel.font = transformedFont(titleLabel.font, variant: 1) { font, traits in
            font.appFontWithSameStyle(compatibleWith: traits.category, legibilityWeight: traits.legibilityWeight)
                .smallCapsVariant
        }
    }

    /// Updates only this button, not its title label separately.
    open override func recursivelyUpdateFontsForContentSize() {
        updateFontsForContentSizeChange()
    }
}
