import ArgumentParser
import DynamicType

/// `fontscale categories`: the twelve content size categories.
struct CategoriesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "categories",
        abstract: "List the content size categories with their short names and scale factors.",
        discussion: """
            The scale factor is the category's body size divided by 17 pt, the default; it is the \
            number a desktop text-scaling setting maps to.

            Examples:
              fontscale categories
              fontscale categories --format json
            """
    )

    @Option(help: "Output format: table or json.")
    var format: OutputFormat = .table

    struct Row: Encodable {
        let name: String
        let shortName: String
        let isAccessibility: Bool
        let scale: Double
        let uiKitName: String
    }

    func run() throws {
        let rows = ContentSizeCategory.allCases.map {
            Row(
                name: $0.name, shortName: $0.shortName, isAccessibility: $0.isAccessibilityCategory,
                scale: $0.textScale, uiKitName: $0.rawValue)
        }
        switch format {
        case .json:
            try printJSON(rows)
        case .table:
            var table = TextTable(
                headers: ["Name", "Short", "Accessibility", "Scale", "UIKit raw value"], rightAligned: [3])
            for row in rows {
                let scale = String((row.scale * 1000).rounded() / 1000)
                table.append([row.name, row.shortName, row.isAccessibility ? "yes" : "no", scale, row.uiKitName])
            }
            print(table.render())
        }
    }
}
