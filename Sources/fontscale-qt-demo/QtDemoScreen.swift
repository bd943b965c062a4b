import ArgumentParser
import DemoMail

/// The mail app's screens the demo can open on.
enum QtDemoScreen: String, ExpressibleByArgument, CaseIterable {
    /// The inbox.
    case mailbox
    /// The first message, pushed from the inbox.
    case message
    /// The text-size settings.
    case settings

    /// The mail app's screen.
    var mailScreen: MailScreen {
        switch self {
        case .mailbox: .mailbox
        case .message: .message
        case .settings: .settings
        }
    }
}
