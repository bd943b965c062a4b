import DynamicType
import SystemFonts

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
