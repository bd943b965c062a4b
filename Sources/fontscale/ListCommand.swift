import ArgumentParser
import DynamicType

/// `fontscale list`: every text style with its size, leading and weights.
struct ListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List every text style's point size, leading and weights.",
        discussion: """
            One row per text style. With --all-categories the table has one column per content \
            size category (size/leading); JSON has one object per style and category.

            Examples:
              fontscale list
              fontscale list --category xxLarge --style body --style headline
              fontscale list --all-categories --format json
            """
    )

    @Option(name: .shortAndLong, help: "A content size category, e.g. large, xSmall, AX3, UICTContentSizeCategoryL.")
    var category: String?

    @Flag(help: "Show every content size category.")
    var allCategories = false

    @Option(name: .shortAndLong, help: "Only these text styles (repeatable), e.g. body, title1, caption2.")
    var style: [String] = []

    @Option(help: "Output format: table or json.")
    var format: OutputFormat = .table

    func validate() throws {
        if category != nil && allCategories {
            throw ValidationError("--category and --all-categories cannot be used together")
        }
    }

    func run() async throws {
        let categories: [ContentSizeCategory]
        let styles: [TextStyle]
        do {
            categories = allCategories ? ContentSizeCategory.allCases : [try category.map(ContentSizeCategory.init(parsing:)) ?? .large]
            styles = style.isEmpty ? TextStyle.allCases : try style.map(TextStyle.init(parsing:))
        } catch {
            throw usageError(error)
        }
        let rows = styles.flatMap { style in categories.map { ListRow(style: style, category: $0) } }
        switch format {
        case .json:
            try printJSON(rows)
        case .table:
            print(ListTable(rows: rows, styles: styles, categories: categories).render())
        }
    }
}

/// One style at one category, as `list` prints it.
struct ListRow: Encodable {
    let style: String
    let category: String
    let pointSize: Double
    let leading: Double
    let weight: String
    let emphasizedWeight: String

    init(style: TextStyle, category: ContentSizeCategory) {
        let entry = style.attributes(at: category)
        self.style = style.name
        self.category = category.name
        self.pointSize = entry.pointSize
        self.leading = entry.leading
        self.weight = entry.weight.name
        self.emphasizedWeight = entry.emphasizedWeight.name
    }
}
