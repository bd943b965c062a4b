/// A grid of ``CollectionViewCell``s.
@MainActor
open class CollectionView: ReusingView<CollectionViewCell> {}
