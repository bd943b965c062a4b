import Foundation

/// An item of a ``CollectionView``.
@MainActor
open class CollectionViewCell: ReusableCell {
    /// The view cell content goes into.
    public let contentView = View()

    /// Creates a cell with an empty content view.
    public required init() {
        super.init()
        addSubview(contentView)
    }

    /// Creates a cell with an empty content view, in a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(contentView)
    }
}
