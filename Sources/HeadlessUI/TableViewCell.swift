/// A row of a ``TableView`` with a text label.
@MainActor
open class TableViewCell: ReusableCell {
    /// The cell's main text.
    public let textLabel = Label()

    /// Creates a cell with an empty text label.
    public required init() {
        super.init()
        addSubview(textLabel)
    }

    /// Creates a cell with an empty text label, in a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(textLabel)
    }
}
