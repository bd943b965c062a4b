/// A controller managing a ``CollectionView``; its font update is `collectionView.reloadData()`.
@MainActor
open class CollectionViewController: ViewController {
    /// The collection, the controller's root view.
    public let collectionView = CollectionView()

    /// Creates a controller.
    public override init() {}

    open override func loadView() { view = collectionView }

    /// Reloads the collection so every cell is configured afresh for the new category.
    open override func updateFontsForContentSizeChange() {
        refreshNavigationItemAppearance()
        if isViewLoaded { collectionView.reloadData() }
    }
}
