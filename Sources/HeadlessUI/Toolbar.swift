import DynamicType
import Foundation
import SystemFonts

/// A bar of ``BarButtonItem``s at the bottom of a screen.
@MainActor
open class Toolbar: View {
    /// The items, left to right; each one's appearance container is this toolbar.
    public var items: [BarButtonItem] = [] {
        didSet {
            for item in items { item.owner = self }
            contentDidChange()
        }
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

    // MARK: - Rendering

    /// The items split at the flexible space around which UIKit spreads them: those before the
    /// first flexible space sit at the leading end, those after it at the trailing end. Spaces
    /// themselves draw nothing.
    private var itemsByEnd: (leading: [BarButtonItem], trailing: [BarButtonItem]) {
        let isSpace = { (item: BarButtonItem) in item.systemItem == .flexibleSpace || item.systemItem == .fixedSpace }
        guard let flexible = items.firstIndex(where: { $0.systemItem == .flexibleSpace }) else {
            return (items.filter { !isSpace($0) }, [])
        }
        return (items[..<flexible].filter { !isSpace($0) }, items[flexible...].filter { !isSpace($0) })
    }

    /// The items, drawn as a bar's row (a navigation bar's content with no title and no way
    /// back): the leading items, the space between, the trailing items.
    open override var renderedContent: RenderedContent {
        let (leading, trailing) = itemsByEnd
        return .navigationBar(
            .init(
                title: nil, backTitle: nil, leftItems: leading.map { $0.rendered(in: self) },
                rightItems: trailing.map { $0.rendered(in: self) }, titleFont: nil, isTranslucent: true))
    }

    /// A toolbar shows the large content viewer for its items by default, as UIKit's does.
    override var showsLargeContentViewerByDefault: Bool { true }
    /// Its viewer is built in, as UIKit's is.
    override var hasBuiltInLargeContentViewerInteraction: Bool { true }

    /// A click on an item sends its action.
    open override func receive(_ input: UserInput) {
        guard case .barItem(let placement, let index) = input else { return }
        let (leading, trailing) = itemsByEnd
        let items = placement == .left ? leading : trailing
        if items.indices.contains(index) { _ = items[index].sendAction() }
    }

    override var drawsOwnSubviews: Bool { true }
}
