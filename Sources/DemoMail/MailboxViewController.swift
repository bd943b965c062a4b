import DynamicType
import HeadlessUI
import SystemFonts

/// The inbox: a list of message cells in a navigation controller; a tap pushes the message.
package final class MailboxViewController: ViewController {
    package let fonts: FontEnvironment
    package private(set) var cells: [MessageCell] = []
    /// Called with the message a cell stands for when it is tapped.
    package var onOpen: ((SampleMessage) -> Void)?

    package init(fonts: FontEnvironment) {
        self.fonts = fonts
        super.init()
        title = "Inbox"
        tabBarItem = TabBarItem(title: "Mail")
        navigationItem.leftBarButtonItem = BarButtonItem(title: "Edit", style: .plain)
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Compose", style: .done)
    }

    override package func viewDidLoad() {
        super.viewDidLoad()
        let heading = Label(text: "Inbox", font: .appFont(for: .largeTitle, in: fonts))
        view.addSubview(heading)
        for message in SampleMail.messages {
            let cell = MessageCell(message: message, fonts: fonts)
            cell.addAction(for: .touchUpInside) { [weak self] _ in self?.onOpen?(message) }
            cells.append(cell)
            view.addSubview(cell)
        }
    }
}

/// One message, reached by a push from the inbox.
package final class MessageViewController: ViewController {
    package let message: SampleMessage
    package let fonts: FontEnvironment

    package init(message: SampleMessage, fonts: FontEnvironment) {
        self.message = message
        self.fonts = fonts
        super.init()
        title = message.subject
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Reply", style: .plain)
    }

    override package func viewDidLoad() {
        super.viewDidLoad()
        let subject = Label(text: message.subject, font: .appFont(for: .title2, in: fonts))
        subject.numberOfLines = 0
        let sender = Label(text: "From: \(message.sender)", font: .appFont(for: .headline, in: fonts))
        let date = Label(text: message.date, font: .appFont(for: .footnote, in: fonts))
        let body = Label(text: message.body, font: .appFont(for: .body, in: fonts))
        body.numberOfLines = 0
        for label in [subject, sender, date, body] { view.addSubview(label) }
    }
}
