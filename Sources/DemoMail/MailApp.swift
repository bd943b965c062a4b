import DynamicType
import HeadlessUI
import SystemFonts

/// The demo's mail app: an inbox in a navigation controller and a settings screen, in a tab bar
/// controller whose bar keeps its size, as tab bars do.
@MainActor
package final class MailApp {
    package let tabs = TabBarController()
    package let navigation: NavigationController
    package let mailbox: MailboxViewController
    package let settings: SettingsViewController

    /// - Parameter followDesktop: Starts (`true`) or stops (`false`) following the desktop's text
    ///   size; the settings screen calls it when the user takes the size into the app's hands.
    package init(
        application: Application, fonts: FontEnvironment, followDesktop: @escaping @MainActor (Bool) -> Void
    ) {
        mailbox = MailboxViewController(fonts: fonts)
        navigation = NavigationController(rootViewController: mailbox)
        navigation.tabBarItem = TabBarItem(title: "Mail")
        settings = SettingsViewController(application: application, fonts: fonts)
        tabs.viewControllers = [navigation, settings]
        mailbox.onOpen = { [weak self] message in self?.open(message) }
        settings.onFollowDesktopChange = { [weak self] following in
            followDesktop(following)
            self?.settings.showCurrent(followingDesktop: following)
        }
    }

    /// Pushes a message.
    package func open(_ message: SampleMessage) {
        navigation.pushViewController(MessageViewController(message: message, fonts: mailbox.fonts), animated: true)
    }

    /// Shows a screen, for screenshots.
    package func show(_ screen: MailScreen) {
        switch screen {
        case .mailbox: tabs.selectedIndex = 0
        case .message:
            tabs.selectedIndex = 0
            if let first = SampleMail.messages.first { open(first) }
        case .settings: tabs.selectedIndex = 1
        }
    }
}
