import Foundation

/// A cell of a ``TableView`` or ``CollectionView``: it updates its fonts when created
/// (``awakeFromNib()``) and when reused (``prepareForReuse()``), as the pattern asks.
@MainActor
open class ReusableCell: View {
    /// The identifier the cell was registered under.
    public internal(set) var reuseIdentifier: String?

    /// Creates a cell; a ``ReusingView`` creates the cells it dequeues with it.
    public required override init() {
        super.init()
    }

    /// Creates a cell in a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Called once after the cell is created; updates fonts for the current category.
    open func awakeFromNib() {
        recursivelyUpdateFontsForContentSize()
    }

    /// Called before a cell is handed out again; updates fonts for the current category.
    open func prepareForReuse() {
        recursivelyUpdateFontsForContentSize()
    }
}
