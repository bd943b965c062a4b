import ArgumentParser

/// The screens a demo or harness opens on: the mail app's, or the ramp of every text style.
package enum DemoScreen: String, ExpressibleByArgument, CaseIterable {
    /// The inbox.
    case mailbox
    /// The first message, pushed from the inbox.
    case message
    /// The text-size settings.
    case settings
    /// Every text style, each saying its size.
    case ramp
}
