import DynamicType
import Foundation
import HeadlessUI
import SystemFonts

/// A long settings page of 200 labels, as a desktop's settings app shows one: ten sections in a
/// scrolling column, each a heading and a note over a list of nine rows, each row a setting's name
/// and its value. The frame benchmark's realistic screen beside the mail app's inbox.
@MainActor
final class SettingsListViewController: ViewController {
    nonisolated static let sections = 10
    nonisolated static let rowsPerSection = 9
    /// Every label the screen shows.
    nonisolated static let labelCount = sections * (2 + 2 * rowsPerSection)

    let fonts: FontEnvironment
    /// The page's first row.
    private let firstRow = TableViewCell()
    /// The first row's name, at the top of the page: the label a benchmark reads back from the
    /// toolkit.
    var probe: Label { firstRow.textLabel }

    init(fonts: FontEnvironment) {
        self.fonts = fonts
        super.init()
        title = "Settings"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let column = StackView()
        column.axis = .vertical
        column.spacing = 8
        for section in 1...Self.sections {
            let heading = Label(text: "Section \(section)", font: .appFont(for: .headline, in: fonts))
            let note = Label(
                text: "What the settings of section \(section) change.", font: .appFont(for: .footnote, in: fonts))
            let list = TableView()
            for row in 1...Self.rowsPerSection {
                let cell = section == 1 && row == 1 ? firstRow : TableViewCell()
                cell.textLabel.text = "Setting \(section).\(row)"
                cell.textLabel.font = .appFont(for: .body, in: fonts)
                cell.accessoryView = Label(text: "Value \(row)", font: .appFont(for: .subheadline, in: fonts))
                list.addSubview(cell)
            }
            for view in [heading, note, list] as [View] { column.addArrangedSubview(view) }
        }
        let scroll = ScrollView()
        scroll.addSubview(column)
        view.addSubview(scroll)
    }
}
