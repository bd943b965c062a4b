import DynamicType
import Foundation
import HeadlessUI
import SystemFonts
import TestSupport

/// Records the order in which nodes update their own fonts.
@MainActor
final class UpdateLog {
    var entries: [String] = []
}

@MainActor
final class RecordingView: View {
    let log: UpdateLog
    let name: String
    init(_ name: String, log: UpdateLog) {
        self.name = name
        self.log = log
        super.init(frame: .zero)
    }
    override func updateFontsForContentSizeChange() {
        super.updateFontsForContentSizeChange()
        log.entries.append(name)
    }
}

@MainActor
final class RecordingViewController: ViewController {
    let log: UpdateLog
    init(_ name: String, log: UpdateLog) {
        self.log = log
        super.init()
        identifier = name
    }
    override func updateFontsForContentSizeChange() {
        super.updateFontsForContentSizeChange()
        log.entries.append(identifier ?? "?")
    }
}

/// A cell that moves a constraint by half its body font's cap height, as the pattern's example.
@MainActor
final class BadgeCell: TableViewCell {
    var badgeTopConstraint = 0.0
    override func updateFontsForContentSizeChange() {
        super.updateFontsForContentSizeChange()
        badgeTopConstraint = (textLabel.font.metrics?.capHeight ?? 0) / 2
    }
}

/// A window with a realistic tree: bars, a button, labels at several styles, nested and unloaded
/// child controllers, a table controller and a view with limits. Every font is made in `environment`.
@MainActor
struct TreeFixture {
    let environment: FontEnvironment
    let registry = AppearanceRegistry()
    let notificationCenter = NotificationCenter()
    let application: Application
    let window: Window
    let root: RecordingViewController
    let log = UpdateLog()
    let navigationBar = NavigationBar()
    let tabBar: TabBar
    let button: Button
    let titleLabel: Label
    let bodyLabel: Label
    let captionLabel: Label
    let child: RecordingViewController
    let childLabel: Label
    let grandchild: RecordingViewController
    let unloaded = ViewController()
    let table = TableViewController()
    let limitedLabel: Label
    let limitedContainer = View()
    let barButtonItem = BarButtonItem(title: "Edit")

    static let fontsDirectory = Repository.fontsDirectory

    init() throws {
        let environment = FontEnvironment()
        try environment.loadAppFonts(from: Self.fontsDirectory, family: "Scale Sans")
        self.environment = environment
        func font(_ style: TextStyle) -> Font { Font.appFont(for: style, in: environment) }
        application = Application(notificationCenter: notificationCenter, fontEnvironment: environment)
        window = Window(application: application, appearanceRegistry: registry)
        root = RecordingViewController("root", log: log)
        tabBar = TabBar(items: [TabBarItem(title: "Home"), TabBarItem(title: "Settings")])
        button = Button(title: "Buy", font: Font.appFont(ofSize: 17, in: environment))
        titleLabel = Label(text: "Title", font: font(.title1))
        bodyLabel = Label(text: "Body", font: font(.body))
        captionLabel = Label(text: "Caption", font: font(.caption2))
        limitedLabel = Label(text: "Limited", font: font(.body))
        child = RecordingViewController("child", log: log)
        childLabel = Label(text: "Child", font: font(.headline))
        grandchild = RecordingViewController("grandchild", log: log)

        let rootView: View = root.view
        for view in [navigationBar, tabBar, button, titleLabel, bodyLabel, captionLabel, limitedContainer] as [View] {
            rootView.addSubview(view)
        }
        limitedContainer.contentSizeCategoryLimits = ContentSizeCategoryLimits(maximum: .extraExtraExtraLarge)
        limitedContainer.addSubview(limitedLabel)
        root.navigationItem.rightBarButtonItems = [barButtonItem]

        root.addChild(child)
        rootView.addSubview(child.view)
        child.view.addSubview(childLabel)
        child.addChild(grandchild)
        child.view.addSubview(grandchild.view)
        root.addChild(unloaded)

        root.addChild(table)
        rootView.addSubview(table.view)
        table.tableView.register(BadgeCell.self, forReuseIdentifier: "badge")
        table.tableView.numberOfItems = { 3 }
        table.tableView.cellProvider = { tableView, _ in
            let cell = tableView.dequeueReusableCell(withIdentifier: "badge")!
            cell.textLabel.font = Font.appFont(for: .footnote, in: environment)
            cell.recursivelyUpdateFontsForContentSize()
            return cell
        }
        table.tableView.reloadData()
        window.rootViewController = root
    }

    func manager() -> AppearanceManager {
        AppearanceManager(rootViewController: root)
    }

    func post(_ value: Any?) {
        notificationCenter.post(
            name: ContentSizeCategory.didChangeNotification, object: nil,
            userInfo: value.map { [ContentSizeCategory.newValueUserInfoKey: $0] })
    }
}
