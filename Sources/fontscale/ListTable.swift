import DesktopSettings
import DynamicType

/// The terminal table for `fontscale list`.
struct ListTable {
    let rows: [ListRow]
    let styles: [TextStyle]
    let categories: [ContentSizeCategory]
    let desktop: DesktopTextSize?
    let ramp: TypeRamp
    /// The factor `--text-scale` named, if it did.
    var requestedTextScale: Double? = nil

    func render() -> String {
        if categories.count == 1, let category = categories.first {
            let origin =
                desktop.map { ", from \($0.source) (text scale \(points($0.textScale)))" }
                ?? (requestedTextScale.map { ", from --text-scale (text scale \(points($0)))" } ?? ", from --category")
            let drawn =
                ramp.textScale.map { "Sizes at text scale \(points($0)), between the categories around it\n" } ?? ""
            let overruled =
                desktop.map(\.overruled).flatMap { $0.isEmpty ? nil : $0 }.map { readings in
                    "Overruled: "
                        + readings.map { "\($0.source) (text scale \(points($0.textScale)))" }
                        .joined(separator: ", ") + "\n"
                } ?? ""
            let bold = rows.contains { $0.boldText != nil } ? "Bold Text: on\n" : ""
            return "Category: \(category.name) (\(category.shortName))\(origin)\n" + drawn + overruled + bold
                + singleCategory()
        }
        return allCategories()
    }

    private func singleCategory() -> String {
        var table = TextTable(
            headers: ["Style", "Size", "Leading", "Weight", "Emphasized", "Font", "Small caps"], rightAligned: [1, 2])
        for row in rows {
            table.append([
                row.style, points(row.pointSize), points(row.leading), weightCell(row), row.emphasizedWeight,
                fontCell(row.font), row.font?.smallCaps ?? "-",
            ])
        }
        return table.render()
    }

    private func allCategories() -> String {
        var table = TextTable(
            headers: ["Style"] + categories.map(\.shortName) + ["Font"],
            rightAligned: Set(1...categories.count))
        for style in styles {
            let cells = categories.map { category -> String in
                let entry = style.attributes(at: category, in: ramp)
                return "\(points(entry.pointSize))/\(points(entry.leading))"
            }
            let font = rows.first { $0.style == style.name }?.font
            table.append([style.name] + cells + [fontCell(font)])
        }
        return table.render() + "\n(size/leading in points)"
    }
}

/// The ramp's weight, and with Bold Text the weight it was bumped to and how: `regular → semibold`,
/// `semibold → heavy (clamped)`.
func weightCell(_ row: ListRow) -> String {
    guard let bold = row.boldText else { return row.weight }
    return "\(bold.baseWeight) → \(bold.bumpedWeight)" + (bold.outcome == "applied" ? "" : " (\(bold.outcome))")
}

/// "Family Style", with "(fallback)" when the app family was missing.
func fontCell(_ font: FontJSON?) -> String {
    guard let font else { return "-" }
    return "\(font.family) \(font.style)" + (font.fallback ? " (fallback)" : "")
}

/// Points without a trailing ".0" for whole numbers, two decimals otherwise.
func points(_ value: Double) -> String {
    value.hundredthsDescription
}
