import DynamicType
import HeadlessUI
import SystemFonts

/// The live scenario both demos run through their toolkit's host: a small mail app in a window,
/// and the steps that change it (a push, a pop, a tab switch, views added and removed, texts, an
/// override, a limit, a category, Bold Text, a hidden view, button states, a hidden bar, stack
/// changes). A demo shows ``window`` through its host and reports what its toolkit shows after
/// each step.
@MainActor
package final class LiveScript {
    /// The window the steps change.
    package let window: Window
    /// The inbox's heading, which stays in the window until it is closed.
    package let heading: Label
    /// A label inside a subtree that leaves the window, then leaves the subtree, unreported.
    package let quoted: Label
    /// The mail tab's navigation controller.
    package let mail: NavigationController
    /// Each step's name and change, in order.
    package private(set) var steps: [(name: String, change: @MainActor () -> Void)] = []
    private let manager: AppearanceManager

    /// Builds the window at the application's category.
    package init(application: Application, fonts: FontEnvironment) {
        let inbox = ViewController()
        inbox.title = "Inbox"
        let heading = Label(text: "Inbox", font: .appFont(for: .title1, in: fonts))
        let first = Label(text: "Ada: Tea on Thursday?", font: .appFont(for: .body, in: fonts))
        let search = TextField(font: .appFont(for: .callout, in: fonts))
        search.placeholder = "Search"
        let compose = Button(title: "Compose", font: .appFont(ofSize: 17, in: fonts))
        for view in [heading, first, search, compose] as [View] { inbox.view.addSubview(view) }
        let mail = NavigationController(rootViewController: inbox)
        let settings = ViewController()
        settings.title = "Settings"
        settings.view.addSubview(Label(text: "Text size", font: .appFont(for: .headline, in: fonts)))
        let tabs = TabBarController()
        tabs.viewControllers = [mail, settings]
        let window = Window(application: application)
        window.rootViewController = tabs
        manager = AppearanceManager(rootViewController: tabs)
        tabs.recursivelyUpdateFontsForContentSize()

        let message = ViewController()
        message.title = "Tea"
        message.navigationItem.rightBarButtonItem = BarButtonItem(title: "Reply", style: .plain)
        let subject = Label(text: "Tea on Thursday?", font: .appFont(for: .headline, in: fonts))
        let body = Label(text: "Shall we?", font: .appFont(for: .body, in: fonts))
        let quote = View()
        let quoted = Label(text: "> earlier", font: .appFont(for: .footnote, in: fonts))
        quote.addSubview(quoted)
        for view in [subject, body, quote] as [View] { message.view.addSubview(view) }
        let thread = ViewController()
        thread.title = "Thread"
        thread.view.addSubview(Label(text: "3 messages", font: .appFont(for: .subheadline, in: fonts)))

        self.window = window
        self.heading = heading
        self.quoted = quoted
        self.mail = mail
        steps = [
            ("push", { mail.pushViewController(message, animated: true) }),
            ("text", { subject.text = "Re: Tea on Thursday?" }),
            (
                "added and removed",
                {
                    message.view.addSubview(
                        Label(text: "Sent from FontScale", font: .appFont(for: .caption1, in: fonts)))
                    body.removeFromSuperview()
                }
            ),
            ("category", { application.preferredContentSizeCategory = .accessibilityExtraExtraLarge }),
            (
                "override",
                {
                    quote.traitOverrides.preferredContentSizeCategory = .extraSmall
                    tabs.recursivelyUpdateFontsForContentSize()
                }
            ),
            (
                "limit",
                {
                    message.view.maximumContentSizeCategory = .extraExtraExtraLarge
                    tabs.recursivelyUpdateFontsForContentSize()
                }
            ),
            (
                "removed subtree",
                {
                    // Its label leaves the subtree after the subtree left the window: unreported.
                    quote.removeFromSuperview()
                    quoted.removeFromSuperview()
                }
            ),
            ("Bold Text", { application.isBoldTextEnabled = true }),
            ("hidden", { subject.isHidden = true }),
            ("pop", { mail.popViewController(animated: true) }),
            ("disabled button", { compose.isEnabled = false }),
            ("typed search", { search.text = "tea" }),
            ("tab switch", { tabs.selectedIndex = 1 }),
            ("tab back", { tabs.selectedIndex = 0 }),
            (
                "selected and highlighted button",
                {
                    compose.isSelected = true
                    compose.isHighlighted = true
                }
            ),
            ("bar hidden", { mail.setNavigationBarHidden(true, animated: false) }),
            ("bar shown", { mail.setNavigationBarHidden(false, animated: false) }),
            ("renamed tab", { settings.title = "Preferences" }),
            (
                "two pushes",
                {
                    mail.pushViewController(message, animated: false)
                    mail.pushViewController(thread, animated: false)
                }
            ),
            ("finished swipe", { mail.beginInteractivePop()?.finish() }),
            ("pop to root", { _ = mail.popToRootViewController(animated: true) }),
            ("new stack", { mail.setViewControllers([inbox, thread], animated: false) }),
        ]
    }
}
