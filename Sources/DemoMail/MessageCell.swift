import DynamicType
import HeadlessUI
import SystemFonts

/// A row of the mailbox, as a mail app draws it: the sender, the date, the subject and two lines
/// of preview in a column, each in its own text style. A tap anywhere on the row calls
/// ``onSelect``, as a UIKit table view's `didSelectRowAt` does for Mail's rows.
package final class MessageCell: TableViewCell {
    /// The identifier the mailbox registers the cell under.
    package static let reuseIdentifier = "message"

    package let sender = Label()
    package let date = Label()
    package let subject = Label()
    package let preview = Label()
    /// Called when the row is tapped.
    package var onSelect: (() -> Void)?

    package required init() {
        super.init()
        preview.numberOfLines = 2
        // The column takes the title label's place: a custom cell's own labels replace it, as
        // UIKit's custom cells leave `textLabel` unused. As the row's first subview it takes
        // the row's width.
        textLabel.removeFromSuperview()
        let column = View()
        for (label, name) in [(sender, "sender"), (date, "date"), (subject, "subject"), (preview, "preview")] {
            label.accessibilityIdentifier = name
            column.addSubview(label)
        }
        addSubview(column)
    }

    /// Shows a message, each label in its text style.
    package func show(_ message: SampleMessage, fonts: FontEnvironment) {
        sender.text = message.sender
        sender.font = .appFont(for: .headline, in: fonts)
        date.text = message.date
        date.font = .appFont(for: .footnote, in: fonts)
        subject.text = message.subject
        subject.font = .appFont(for: .subheadline, in: fonts)
        preview.text = message.body
        preview.font = .appFont(for: .callout, in: fonts)
    }

    /// A row of a list that a tap anywhere on selects, as the desktop's mail apps' rows are.
    override package var renderedContent: RenderedContent {
        guard case .container(var row) = super.renderedContent else { return super.renderedContent }
        row.acceptsTaps = true
        return .container(row)
    }

    /// A tap selects the row.
    override package func receive(_ input: UserInput) {
        if case .tap = input { onSelect?() }
    }

    /// At accessibility sizes the sender, date and subject take the lines they need instead of
    /// being cut, as Mail's rows do; the preview keeps its two lines, a summary by design.
    override package func updateFontsForContentSizeChange() {
        super.updateFontsForContentSizeChange()
        let lines = effectiveContentSizeCategory.isAccessibilityCategory ? 0 : 1
        for label in [sender, date, subject] { label.numberOfLines = lines }
    }
}
