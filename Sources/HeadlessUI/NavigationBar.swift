import DynamicType
import Foundation
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

    /// The back button pops the top controller; an item sends its action, if it is still there.
    open override func receive(_ input: UserInput) {
        switch input {
        case .back: sendBackAction()
        case .barItem(let placement, let index):
            let items = placement == .left ? topItem?.leftBarButtonItems : topItem?.rightBarButtonItems
            if let items, items.indices.contains(index) { _ = items[index].sendAction() }
        default: break
        }
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
        func item(_ item: BarButtonItem) -> RenderedContent.BarItem { item.rendered(in: self) }
        return .navigationBar(
            .init(
                title: top?.title, backTitle: backTitle, leftItems: top?.leftBarButtonItems.map(item) ?? [],
                rightItems: top?.rightBarButtonItems.map(item) ?? [],
                titleFont: titleTextAttributes.font.map { RenderedFont($0, category: category) },
                isTranslucent: isTranslucent,
                backLargeContent: backTitle.flatMap {
                    largeContent(title: $0, image: nil, scalesImage: false, textStyle: nil)
                }))
    }

    /// A navigation bar shows the large content viewer for its buttons by default, as UIKit's
    /// does; its title grows with the text size and has none.
    override var showsLargeContentViewerByDefault: Bool { true }
    /// Its viewer is built in, as UIKit's is.
    override var hasBuiltInLargeContentViewerInteraction: Bool { true }

    override var drawsOwnSubviews: Bool { true }
}
