import Foundation
import HeadlessUI
import Testing

/// Curt Clifton's "Appearance Manager" pattern, as an app writes it for UIKit, ported by dropping
/// the `UI` prefix. Nothing here uses the library's own `AppearanceManager`: the app's 20-line
/// manager only walks the tree, and the tree's traits follow `Application.shared`.
enum AppearanceManagerPattern {
    /// The pattern's manager. Its name is the library's too; inside this namespace the app's wins.
    @MainActor
    final class AppearanceManager {
        private weak var rootViewController: ViewController?
        private var observer: (any NSObjectProtocol)?

        init(rootViewController: ViewController) {
            self.rootViewController = rootViewController
            BarButtonItem.appearance().setTitleTextAttributes(TextAttributes(font: .navigationItemFont), for: .normal)
            NavigationBar.appearance().titleTextAttributes = TextAttributes(font: .navigationBarTitleFont)
            observer = NotificationCenter.default.addObserver(
                forName: ContentSizeCategory.didChangeNotification, object: nil, queue: nil
            ) { [weak self] _ in
                MainActor.assumeIsolated { self?.contentSizeCategoryDidChange() }
            }
        }

        isolated deinit {
            if let observer { NotificationCenter.default.removeObserver(observer) }
        }

        private func contentSizeCategoryDidChange() {
            rootViewController?.recursivelyUpdateFontsForContentSize()
        }
    }

    /// A cell that moves its badge by half its body font's cap height, as in the pattern.
    final class BadgeCell: TableViewCell {
        var badgeTopConstraint = 0.0

        override func updateFontsForContentSizeChange() {
            super.updateFontsForContentSizeChange()
            badgeTopConstraint = textLabel.font.capHeight / 2
        }
    }

    /// A screen that updates its fonts in `viewDidLoad`, as the pattern asks of every controller.
    final class InboxViewController: ViewController {
        let titleLabel = Label(text: "Inbox", font: .appFont(for: .title1))
        let bodyLabel = Label(text: "3 new", font: .appFont(for: .body))
        let field = TextField(font: .appFont(for: .callout))
        let button = Button(title: "Compose")
        let tabBar = TabBar(items: [TabBarItem(title: "Mail")])

        override func viewDidLoad() {
            super.viewDidLoad()
            for subview in [titleLabel, bodyLabel, field, button, tabBar] as [View] { view.addSubview(subview) }
            navigationItem.rightBarButtonItem = editButtonItem
            recursivelyUpdateFontsForContentSize()
        }
    }

    final class MessagesViewController: TableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(BadgeCell.self, forReuseIdentifier: "badge")
            tableView.numberOfItems = { 2 }
            tableView.cellProvider = { tableView, _ in
                let cell = tableView.dequeueReusableCell(withIdentifier: "badge")!
                cell.textLabel.font = .appFont(for: .footnote)
                return cell
            }
            tableView.reloadData()
        }
    }
}

extension SharedApplication {
    @MainActor
    @Suite("Pattern: the Appearance Manager, ported")
    struct AppearanceManagerPatternTests {
        init() throws {
            SharedState.reset()
            try Font.loadAppFonts(from: "Fonts", family: "Noto Sans")
        }

        @Test("the app's own 20-line manager sizes every label for the shared application's category")
        func ownManagerFollowsApplication() {
            let inbox = AppearanceManagerPattern.InboxViewController()
            let navigation = NavigationController(rootViewController: inbox)
            let window = Window()
            window.rootViewController = navigation
            let manager = AppearanceManagerPattern.AppearanceManager(rootViewController: navigation)
            Application.shared.preferredContentSizeCategory = .accessibilityLarge
            #expect(inbox.titleLabel.font.pointSize == 43)
            #expect(inbox.bodyLabel.font.pointSize == 33)
            #expect(inbox.field.font?.pointSize == 32)
            #expect(inbox.button.titleLabel.font.isSmallCaps)
            #expect(inbox.tabBar.itemLabels[0].font.pointSize == 10)
            #expect(navigation.navigationBar.titleTextAttributes.font?.pointSize == 33)
            #expect(inbox.editButtonItem.titleTextAttributes(for: .normal)?.font?.pointSize == 17)
            withExtendedLifetime(manager) {}
        }

        @Test("a table's cells are reconfigured and keep their badge half a cap height down")
        func cellsFollow() {
            let messages = AppearanceManagerPattern.MessagesViewController()
            let window = Window()
            window.rootViewController = messages
            let manager = AppearanceManagerPattern.AppearanceManager(rootViewController: messages)
            Application.shared.preferredContentSizeCategory = .accessibilityMedium
            let cells = messages.tableView.visibleCells.compactMap { $0 as? AppearanceManagerPattern.BadgeCell }
            #expect(cells.count == 2)
            #expect(cells.allSatisfy { $0.textLabel.font.pointSize == 23 })
            #expect(cells.allSatisfy { $0.badgeTopConstraint == $0.textLabel.font.capHeight / 2 })
            #expect(cells.allSatisfy { $0.badgeTopConstraint > 0 })
            withExtendedLifetime(manager) {}
        }

        @Test("a screen pushed after a change is sized for the category in effect by its viewDidLoad")
        func laterScreen() {
            let navigation = NavigationController(rootViewController: ViewController())
            let window = Window()
            window.rootViewController = navigation
            Application.shared.preferredContentSizeCategory = .extraExtraLarge
            let inbox = AppearanceManagerPattern.InboxViewController()
            navigation.pushViewController(inbox, animated: true)
            #expect(inbox.bodyLabel.font.pointSize == 21)
        }
    }
}
