import DynamicType

/// The terminal table for `fontscale list`.
struct ListTable {
    let rows: [ListRow]
    let styles: [TextStyle]
    let categories: [ContentSizeCategory]

    func render() -> String {
        if categories.count == 1, let category = categories.first {
            return "Category: \(category.name) (\(category.shortName))\n" + singleCategory()
        }
        return allCategories()
    }

    private func singleCategory() -> String {
        var table = TextTable(headers: ["Style", "Size", "Leading", "Weight", "Emphasized"], rightAligned: [1, 2])
        for row in rows {
            table.append([row.style, format(row.pointSize), format(row.leading), row.weight, row.emphasizedWeight])
        }
        return table.render()
    }

    private func allCategories() -> String {
        var table = TextTable(
            headers: ["Style"] + categories.map(\.shortName),
            rightAligned: Set(1...categories.count))
        for style in styles {
            let cells = categories.map { category -> String in
                let entry = style.attributes(at: category)
                return "\(format(entry.pointSize))/\(format(entry.leading))"
            }
            table.append([style.name] + cells)
        }
        return table.render() + "\n(size/leading in points)"
    }
}

/// Points without a trailing ".0" for whole numbers, two decimals otherwise.
func format(_ value: Double) -> String {
    if value == value.rounded() && abs(value) < 1e9 { return String(Int(value)) }
    let hundredths = (value * 100).rounded() / 100
    return String(hundredths)
}
