/// A plain-text table with padded columns, for terminal output.
struct TextTable {
    let headers: [String]
    let rightAligned: Set<Int>
    private(set) var rows: [[String]] = []

    init(headers: [String], rightAligned: Set<Int> = []) {
        self.headers = headers
        self.rightAligned = rightAligned
    }

    mutating func append(_ row: [String]) {
        rows.append(row)
    }

    func render() -> String {
        let all = [headers] + rows
        let widths = headers.indices.map { column in
            all.map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: max(0, widths[column] - cell.count))
                return rightAligned.contains(column) ? padding + cell : cell + padding
            }
            .joined(separator: "  ")
            .trimmingTrailingBlanks()
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return ([line(headers), rule] + rows.map(line)).joined(separator: "\n")
    }
}

extension String {
    fileprivate func trimmingTrailingBlanks() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
