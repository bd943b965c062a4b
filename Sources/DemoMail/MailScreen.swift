/// The mail app's screens, which a demo can open on.
package enum MailScreen: String, CaseIterable, Sendable {
    /// The inbox.
    case mailbox
    /// The first message, pushed from the inbox.
    case message
    /// The text-size settings.
    case settings
}
