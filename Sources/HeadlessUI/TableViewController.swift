/// A controller managing a ``TableView``; its font update is `tableView.reloadData()`.
@MainActor
open class TableViewController: ViewController {
    /// The table, the controller's root view.
    public let tableView = TableView()

    /// Creates a controller.
    public override init() {}

    open override func loadView() { view = tableView }

    /// Reloads the table so every cell is configured afresh for the new category.
    open override func updateFontsForContentSizeChange() {
        refreshNavigationItemAppearance()
        if isViewLoaded { tableView.reloadData() }
    }
}
