/// Shows one of several view controllers at a time, chosen by a tab bar; UIKit's
/// `UITabBarController`.
///
/// Each child's ``ViewController/tabBarItem`` is a tab. Selecting one (``selectedIndex``, or
/// ``selectedViewController``) shows its view above the bar and selects its tab; the others'
/// views leave the hierarchy, as in UIKit. The bar opts out of Dynamic Type, as tab bars do.
///
/// ```swift
/// let tabs = TabBarController()
/// tabs.viewControllers = [inbox, settings]
/// tabs.selectedIndex = 1   // settings' view is shown, its tab selected
/// ```
@MainActor
open class TabBarController: ViewController {
    /// The bar of tabs at the bottom.
    public let tabBar = TabBar()
    private let container = View()

    /// The controllers, one per tab; setting them selects the first (or keeps the selected one
    /// if it is still among them).
    public var viewControllers: [ViewController] = [] {
        didSet { childrenChanged(selecting: selectedViewController) }
    }

    /// The index of the shown controller, or `nil` when there are none; an index out of range
    /// changes nothing.
    public var selectedIndex: Int? {
        get { selectedViewController.flatMap { selected in viewControllers.firstIndex { $0 === selected } } }
        set {
            guard let newValue, viewControllers.indices.contains(newValue) else { return }
            selectedViewController = viewControllers[newValue]
        }
    }

    /// The shown controller; one that is not among ``viewControllers`` changes nothing.
    public var selectedViewController: ViewController? {
        get { shown }
        set {
            guard let newValue, newValue !== shown, viewControllers.contains(where: { $0 === newValue }) else { return }
            show(newValue)
        }
    }
    private var shown: ViewController?

    /// Creates a tab bar controller with no tabs.
    public override init() {
        super.init()
        tabBar.delegate = self
    }

    open override func loadView() {
        let view = View()
        view.addSubview(container)
        view.addSubview(tabBar)
        self.view = view
    }

    private func childrenChanged(selecting selection: ViewController?) {
        for child in children where !viewControllers.contains(where: { $0 === child }) {
            child.willMove(toParent: nil)
            child.removeFromParent()
        }
        for controller in viewControllers where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        tabBar.setItems(viewControllers.map(\.tabBarItem))
        let next = selection.flatMap { selected in viewControllers.first { $0 === selected } } ?? viewControllers.first
        shown = nil
        if let next { show(next) } else { container.subviews.forEach { $0.removeFromSuperview() } }
    }

    /// A child's tab changed (its ``ViewController/tabBarItem`` or the title it is named after):
    /// the bar shows the new items, as UIKit's does.
    func tabBarItemsDidChange() {
        let items = viewControllers.map(\.tabBarItem)
        guard items != tabBar.items else { return }
        tabBar.setItems(items)
        tabBar.selectedIndex = selectedIndex
    }

    private func show(_ controller: ViewController) {
        shown = controller
        for view in container.subviews where view !== controller.view { view.removeFromSuperview() }
        if controller.view.superview !== container { container.addSubview(controller.view) }
        tabBar.selectedIndex = selectedIndex
    }
}

extension TabBarController: TabBarDelegate {
    /// Shows the controller of the tab the user selected.
    public func tabBar(_ tabBar: TabBar, didSelect item: TabBarItem) {
        guard let index = tabBar.selectedIndex, viewControllers.indices.contains(index) else { return }
        selectedIndex = index
    }
}
