/// A vertical list of ``TableViewCell``s.
@MainActor
open class TableView: ReusingView<TableViewCell> {}
