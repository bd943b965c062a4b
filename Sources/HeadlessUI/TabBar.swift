import DynamicType
import Foundation
import SystemFonts

/// A bar of tabs. Each item's label is a private subview of the bar.
///
/// Its font update does **nothing and does not recurse**: in UIKit the tab bar embeds private
/// labels that break when changed from outside, so the pattern leaves the whole bar alone.
@MainActor
open class TabBar: View {
    /// The tabs, left to right.
    public private(set) var items: [TabBarItem] = []
    /// The labels drawing the item titles, one per item; the bar's own.
    public private(set) var itemLabels: [Label] = []

    /// Creates a tab bar with no items in a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a tab bar with items; their labels use a fixed 10 pt system font, as tab bars do.
    public convenience init(items: [TabBarItem] = []) {
        self.init(frame: .zero)
        setItems(items)
    }

    /// Told when the user selects a tab; a ``TabBarController`` is its bar's delegate.
    public weak var delegate: (any TabBarDelegate)?

    /// What a tap on a tab does: selects it and tells the ``delegate``. An index outside ``items``
    /// does nothing.
    public func select(itemAt index: Int) {
        guard items.indices.contains(index) else { return }
        selectedIndex = index
        delegate?.tabBar(self, didSelect: items[index])
    }

    /// The index of the selected tab, or `nil` for none; an index outside ``items`` selects none.
    public var selectedIndex: Int? {
        didSet {
            if let index = selectedIndex, !items.indices.contains(index) { selectedIndex = nil }
            if selectedIndex != oldValue { contentDidChange() }
        }
    }

    /// The selected tab, or `nil`; UIKit's `selectedItem`. Setting an item the bar does not have
    /// selects none.
    public var selectedItem: TabBarItem? {
        get { selectedIndex.map { items[$0] } }
        set { selectedIndex = newValue.flatMap { items.firstIndex(of: $0) } }
    }

    /// Replaces the tabs and their labels; the selection is kept where the index still exists.
    public func setItems(_ items: [TabBarItem]) {
        for label in itemLabels { label.removeFromSuperview() }
        self.items = items
        itemLabels = items.map { Label(text: $0.title, font: Font.systemFont(ofSize: 10, weight: .medium)) }
        for label in itemLabels { addSubview(label) }
        if let index = selectedIndex, !items.indices.contains(index) { selectedIndex = nil }
        contentDidChange()
    }

    /// The titles, the selection and the titles' fixed font.
    /// A tap on a tab selects it, as ``select(itemAt:)`` does.
    open override func receive(_ input: UserInput) {
        if case .selectTab(let index) = input { select(itemAt: index) }
    }

    open override var renderedContent: RenderedContent {
        let category = effectiveContentSizeCategory
        return .tabBar(
            .init(
                titles: items.map(\.title), selectedIndex: selectedIndex,
                font: itemLabels.first.map { RenderedFont($0.font, category: category) },
                largeContent: items.compactMap { item in
                    largeContent(
                        title: item.title, image: item.largeContentSizeImage, scalesImage: false, textStyle: nil)
                }))
    }

    /// A tab bar shows the large content viewer by default, as UIKit's does.
    override var showsLargeContentViewerByDefault: Bool { true }
    /// Its viewer is built in, as UIKit's is.
    override var hasBuiltInLargeContentViewerInteraction: Bool { true }

    override var drawsOwnSubviews: Bool { true }

    /// Does nothing: the bar keeps its labels' fonts.
    open override func updateFontsForContentSizeChange() {}

    /// Updates nothing and does not recurse; the bar hears of a change of its traits.
    open override func recursivelyUpdateFontsForContentSize() {
        reportTraitChange()
    }
}
