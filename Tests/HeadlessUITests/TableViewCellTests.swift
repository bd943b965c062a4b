import HeadlessUI
import Testing

/// A table view cell is a row: its text at the start, its accessory at the end.
@MainActor
@Suite("A table view cell's row")
struct TableViewCellTests {
    /// An accessory, and whether it shares the width left over with the cell's text.
    nonisolated static let accessories: [(String, Bool)] = [("switch", false), ("slider", true), ("label", false)]

    @Test("the text takes the width left over, shared only with a slider accessory", arguments: accessories)
    func accessoryExpands(kind: String, expands: Bool) throws {
        let cell = TableViewCell()
        cell.textLabel.text = "Size"
        let accessory: View =
            switch kind {
            case "switch": Switch()
            case "slider": Slider()
            default: Label(text: "On")
            }
        cell.accessoryView = accessory
        guard case .container(let row) = cell.renderedContent else {
            Issue.record("a cell is not a container")
            return
        }
        #expect(row.role == .row)
        let accessoryIndex = try #require(cell.subviews.firstIndex { $0 === accessory })
        #expect(row.expandingSubviews.contains(0))
        #expect(row.expandingSubviews.contains(accessoryIndex) == expands)
        #expect(row.placement(ofSubviewAt: accessoryIndex).expands == expands)
    }
}
