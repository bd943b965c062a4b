import Foundation

/// A view that shows reusable cells from a data source: the shared machinery of ``TableView``
/// and ``CollectionView``.
@MainActor
open class ReusingView<Cell: ReusableCell>: View {
    /// Supplies the number of cells and configures each one.
    public typealias CellProvider = (_ view: ReusingView<Cell>, _ index: Int) -> Cell

    /// The number of cells to show.
    public var numberOfItems: (() -> Int)?
    /// Dequeues and configures the cell at an index.
    public var cellProvider: CellProvider?
    /// The cells currently shown, in index order.
    public private(set) var visibleCells: [Cell] = []
    /// How many times ``reloadData()`` has run.
    public private(set) var reloadCount = 0

    private var registered: [String: Cell.Type] = [:]
    private var reusePool: [String: [Cell]] = [:]

    /// Creates an empty view.
    public override init() {
        super.init()
    }

    /// Creates an empty view in a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Registers the class to create for a reuse identifier.
    public func register(_ cellClass: Cell.Type, forReuseIdentifier identifier: String) {
        registered[identifier] = cellClass
    }

    /// A cell for an identifier: a reused one after ``ReusableCell/prepareForReuse()``, or a new
    /// one after ``ReusableCell/awakeFromNib()``; `nil` for an unregistered identifier.
    ///
    /// The cell is inside this view when either is called, so it already has this view's traits.
    public func dequeueReusableCell(withIdentifier identifier: String) -> Cell? {
        if let cell = reusePool[identifier]?.popLast() {
            addSubview(cell)
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = registered[identifier] else { return nil }
        let cell = cellClass.init()
        cell.reuseIdentifier = identifier
        addSubview(cell)
        cell.awakeFromNib()
        return cell
    }

    /// Returns every visible cell to the reuse pool and asks the data source for them again.
    public func reloadData() {
        reloadCount += 1
        for cell in visibleCells {
            cell.removeFromSuperview()
            reusePool[cell.reuseIdentifier ?? "", default: []].append(cell)
        }
        visibleCells = []
        guard let numberOfItems, let cellProvider else { return }
        for index in 0..<max(0, numberOfItems()) {
            let cell = cellProvider(self, index)
            if cell.superview !== self { addSubview(cell) }
            visibleCells.append(cell)
        }
    }
}
