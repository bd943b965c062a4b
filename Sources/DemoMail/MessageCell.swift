import DynamicType
import HeadlessUI
import SystemFonts

/// A row of the mailbox, as a mail app draws it: the sender and the date on top, the subject, two
/// lines of preview; each in its own text style. Tapping it sends `touchUpInside`.
package final class MessageCell: Control {
    package let sender: Label
    package let date: Label
    package let subject: Label
    package let preview: Label

    package init(message: SampleMessage, fonts: FontEnvironment) {
        sender = Label(text: message.sender, font: .appFont(for: .headline, in: fonts))
        date = Label(text: message.date, font: .appFont(for: .footnote, in: fonts))
        subject = Label(text: message.subject, font: .appFont(for: .subheadline, in: fonts))
        preview = Label(text: message.body, font: .appFont(for: .callout, in: fonts))
        preview.numberOfLines = 2
        super.init()
        for label in [sender, date, subject, preview] { addSubview(label) }
    }
}
