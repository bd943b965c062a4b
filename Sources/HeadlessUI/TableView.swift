/// A vertical list of ``TableViewCell``s.
@MainActor
open class TableView: ReusingView<TableViewCell> {
    /// A list: a toolkit draws its subviews as its desktop's list rows.
    open override var renderedContent: RenderedContent {
        var container = containerLayout(acceptsTaps: false)
        container.role = .list
        return .container(container)
    }
}
