import DynamicType
import Testing

/// Apple's HIG "iOS, iPadOS Dynamic Type sizes" tables, as the guidelines print them: one block
/// per category, one line per style (Style | Weight | Size | Leading | Emphasized weight). Kept as
/// text, independent of the library's storage, so the ramp test compares two transcriptions.
enum HIGTable {
    static let text = """
        xSmall
        Large Title|Regular|31|38|Bold
        Title 1|Regular|25|31|Bold
        Title 2|Regular|19|24|Bold
        Title 3|Regular|17|22|Semibold
        Headline|Semibold|14|19|Semibold
        Body|Regular|14|19|Semibold
        Callout|Regular|13|18|Semibold
        Subhead|Regular|12|16|Semibold
        Footnote|Regular|12|16|Semibold
        Caption 1|Regular|11|13|Semibold
        Caption 2|Regular|11|13|Semibold
        Small
        Large Title|Regular|32|39|Bold
        Title 1|Regular|26|32|Bold
        Title 2|Regular|20|25|Bold
        Title 3|Regular|18|23|Semibold
        Headline|Semibold|15|20|Semibold
        Body|Regular|15|20|Semibold
        Callout|Regular|14|19|Semibold
        Subhead|Regular|13|18|Semibold
        Footnote|Regular|12|16|Semibold
        Caption 1|Regular|11|13|Semibold
        Caption 2|Regular|11|13|Semibold
        Medium
        Large Title|Regular|33|40|Bold
        Title 1|Regular|27|33|Bold
        Title 2|Regular|21|26|Bold
        Title 3|Regular|19|24|Semibold
        Headline|Semibold|16|21|Semibold
        Body|Regular|16|21|Semibold
        Callout|Regular|15|20|Semibold
        Subhead|Regular|14|19|Semibold
        Footnote|Regular|12|16|Semibold
        Caption 1|Regular|11|13|Semibold
        Caption 2|Regular|11|13|Semibold
        Large
        Large Title|Regular|34|41|Bold
        Title 1|Regular|28|34|Bold
        Title 2|Regular|22|28|Bold
        Title 3|Regular|20|25|Semibold
        Headline|Semibold|17|22|Semibold
        Body|Regular|17|22|Semibold
        Callout|Regular|16|21|Semibold
        Subhead|Regular|15|20|Semibold
        Footnote|Regular|13|18|Semibold
        Caption 1|Regular|12|16|Semibold
        Caption 2|Regular|11|13|Semibold
        xLarge
        Large Title|Regular|36|43|Bold
        Title 1|Regular|30|37|Bold
        Title 2|Regular|24|30|Bold
        Title 3|Regular|22|28|Semibold
        Headline|Semibold|19|24|Semibold
        Body|Regular|19|24|Semibold
        Callout|Regular|18|23|Semibold
        Subhead|Regular|17|22|Semibold
        Footnote|Regular|15|20|Semibold
        Caption 1|Regular|14|19|Semibold
        Caption 2|Regular|13|18|Semibold
        xxLarge
        Large Title|Regular|38|46|Bold
        Title 1|Regular|32|39|Bold
        Title 2|Regular|26|32|Bold
        Title 3|Regular|24|30|Semibold
        Headline|Semibold|21|26|Semibold
        Body|Regular|21|26|Semibold
        Callout|Regular|20|25|Semibold
        Subhead|Regular|19|24|Semibold
        Footnote|Regular|17|22|Semibold
        Caption 1|Regular|16|21|Semibold
        Caption 2|Regular|15|20|Semibold
        xxxLarge
        Large Title|Regular|40|48|Bold
        Title 1|Regular|34|41|Bold
        Title 2|Regular|28|34|Bold
        Title 3|Regular|26|32|Semibold
        Headline|Semibold|23|29|Semibold
        Body|Regular|23|29|Semibold
        Callout|Regular|22|28|Semibold
        Subhead|Regular|21|28|Semibold
        Footnote|Regular|19|24|Semibold
        Caption 1|Regular|18|23|Semibold
        Caption 2|Regular|17|22|Semibold
        AX1
        Large Title|Regular|44|52|Bold
        Title 1|Regular|38|46|Bold
        Title 2|Regular|34|41|Bold
        Title 3|Regular|31|38|Semibold
        Headline|Semibold|28|34|Semibold
        Body|Regular|28|34|Semibold
        Callout|Regular|26|32|Semibold
        Subhead|Regular|25|31|Semibold
        Footnote|Regular|23|29|Semibold
        Caption 1|Regular|22|28|Semibold
        Caption 2|Regular|20|25|Semibold
        AX2
        Large Title|Regular|48|57|Bold
        Title 1|Regular|43|51|Bold
        Title 2|Regular|39|47|Bold
        Title 3|Regular|37|44|Semibold
        Headline|Semibold|33|40|Semibold
        Body|Regular|33|40|Semibold
        Callout|Regular|32|39|Semibold
        Subhead|Regular|30|37|Semibold
        Footnote|Regular|27|33|Semibold
        Caption 1|Regular|26|32|Semibold
        Caption 2|Regular|24|30|Semibold
        AX3
        Large Title|Regular|52|61|Bold
        Title 1|Regular|48|57|Bold
        Title 2|Regular|44|52|Bold
        Title 3|Regular|43|51|Semibold
        Headline|Semibold|40|48|Semibold
        Body|Regular|40|48|Semibold
        Callout|Regular|38|46|Semibold
        Subhead|Regular|36|43|Semibold
        Footnote|Regular|33|40|Semibold
        Caption 1|Regular|32|39|Semibold
        Caption 2|Regular|29|35|Semibold
        AX4
        Large Title|Regular|56|66|Bold
        Title 1|Regular|53|62|Bold
        Title 2|Regular|50|59|Bold
        Title 3|Regular|49|58|Semibold
        Headline|Semibold|47|56|Semibold
        Body|Regular|47|56|Semibold
        Callout|Regular|44|52|Semibold
        Subhead|Regular|42|50|Semibold
        Footnote|Regular|38|46|Semibold
        Caption 1|Regular|37|44|Semibold
        Caption 2|Regular|34|41|Semibold
        AX5
        Large Title|Regular|60|70|Bold
        Title 1|Regular|58|68|Bold
        Title 2|Regular|56|66|Bold
        Title 3|Regular|55|65|Semibold
        Headline|Semibold|53|62|Semibold
        Body|Regular|53|62|Semibold
        Callout|Regular|51|60|Semibold
        Subhead|Regular|49|58|Semibold
        Footnote|Regular|44|52|Semibold
        Caption 1|Regular|43|51|Semibold
        Caption 2|Regular|40|48|Semibold
        """

    struct Cell: Sendable, CustomTestStringConvertible {
        let category: String
        let style: String
        let weight: String
        let size: Double
        let leading: Double
        let emphasized: String
        var testDescription: String { "\(style) at \(category)" }
    }

    /// Every cell, 11 styles × 12 categories.
    static let cells: [Cell] = {
        var cells: [Cell] = []
        var category = ""
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "|").map(String.init)
            if fields.count == 1 {
                category = fields[0]
                continue
            }
            cells.append(
                Cell(
                    category: category, style: fields[0], weight: fields[1],
                    size: Double(fields[2])!, leading: Double(fields[3])!, emphasized: fields[4]))
        }
        return cells
    }()
}
