import HeadlessUI
import SystemFonts

/// The kinds of view a toolkit draws, each on a screen of its own.
package enum ShownKind: String, CaseIterable, Sendable, Codable {
    case label, textView, field, button, selectedButton, disabledButton, optedOutButton, slider, toggle, card, hidden
    case navigationBar, tabBar, toolbar, list

    /// Puts this kind's views into the window.
    @MainActor
    package func install(in screen: ViewController, window: Window) {
        let views: [View]
        switch self {
        case .label:
            let label = Label(text: "Inbox", font: .appFont(for: .title1))
            label.numberOfLines = 2
            views = [label, Label(text: "Caps", font: Font.appFont(for: .body).smallCapsVariant)]
        case .textView: views = [TextView()]
        case .field:
            let field = TextField()
            field.placeholder = "Search"
            views = [field]
        case .button: views = [Button(title: "Send")]
        case .selectedButton:
            let button = Button(title: "Flag")
            button.isSelected = true
            views = [button]
        case .disabledButton:
            let button = Button(title: "Archive")
            button.isEnabled = false
            views = [button]
        case .optedOutButton:
            // Keeps its size: shows the large content viewer at accessibility sizes.
            let button = Button(title: "Archive")
            button.titleLabel.adjustsFontForContentSizeCategory = false
            views = [button]
        case .slider:
            let slider = Slider()
            slider.maximumValue = 10
            slider.value = 4
            views = [slider]
        case .toggle:
            let toggle = Switch()
            toggle.isOn = true
            views = [toggle]
        case .card:
            let card = Control()
            card.addSubview(Label(text: "Card", font: .appFont(for: .headline)))
            views = [card]
        case .list:
            // A list drawn as the desktop's, its row ending in a switch.
            let row = TableViewCell()
            row.textLabel.text = "Bold Text"
            row.textLabel.numberOfLines = 0
            let toggle = Switch()
            toggle.isOn = true
            row.accessoryView = toggle
            let list = TableView()
            list.addSubview(row)
            views = [list]
        case .hidden:
            let label = Label(text: "Hidden")
            label.isHidden = true
            views = [label, Label(text: "Shown")]
        case .navigationBar:
            let root = ViewController()
            root.title = "Mailboxes"
            let inbox = ViewController()
            inbox.title = "Inbox"
            inbox.navigationItem.rightBarButtonItem = BarButtonItem(title: "Compose", style: .done)
            let navigation = NavigationController(rootViewController: root)
            navigation.pushViewController(inbox, animated: false)
            window.rootViewController = navigation
            return
        case .toolbar:
            let inbox = ViewController()
            inbox.title = "Inbox"
            inbox.setToolbarItems(
                [
                    BarButtonItem(title: "Filter"), BarButtonItem(barButtonSystemItem: .flexibleSpace),
                    BarButtonItem(barButtonSystemItem: .compose),
                ], animated: false)
            let navigation = NavigationController(rootViewController: inbox)
            navigation.isToolbarHidden = false
            window.rootViewController = navigation
            return
        case .tabBar:
            let mail = ViewController()
            mail.title = "Mail"
            let settings = ViewController()
            settings.title = "Settings"
            let tabs = TabBarController()
            tabs.viewControllers = [mail, settings]
            tabs.selectedIndex = 1
            window.rootViewController = tabs
            return
        }
        for view in views { screen.view.addSubview(view) }
        window.rootViewController = screen
    }
}
