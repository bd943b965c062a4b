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
        for (label, name) in [(sender, "sender"), (date, "date"), (subject, "subject"), (preview, "preview")] {
            label.accessibilityIdentifier = name
            addSubview(label)
        }
    }

    /// At accessibility sizes the sender, date and subject take the lines they need instead of
    /// being cut, as Mail's rows do; the preview keeps its two lines, a summary by design.
    override package func updateFontsForContentSizeChange() {
        super.updateFontsForContentSizeChange()
        let lines = effectiveContentSizeCategory.isAccessibilityCategory ? 0 : 1
        for label in [sender, date, subject] { label.numberOfLines = lines }
    }
}
