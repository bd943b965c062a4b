import DynamicType
import HeadlessUI
import SystemFonts

/// The inbox: a large title over a table of message rows, in a navigation controller; a tap on a
/// row pushes its message.
package final class MailboxViewController: ViewController {
    package let fonts: FontEnvironment
    /// The list of messages, one ``MessageCell`` a row.
    package let messages = TableView()
    /// The rows, in the order of ``SampleMail/messages``.
    package var cells: [MessageCell] { messages.visibleCells.compactMap { $0 as? MessageCell } }
    /// Called with the message a row stands for when it is tapped.
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
        messages.register(MessageCell.self, forReuseIdentifier: MessageCell.reuseIdentifier)
        messages.numberOfItems = { SampleMail.messages.count }
        messages.cellProvider = { [weak self, fonts] table, index in
            let cell =
                table.dequeueReusableCell(withIdentifier: MessageCell.reuseIdentifier) as? MessageCell ?? MessageCell()
            let message = SampleMail.messages[index]
            cell.show(message, fonts: fonts)
            cell.onSelect = { [weak self] in self?.onOpen?(message) }
            return cell
        }
        view.addSubview(messages)
        messages.reloadData()
    }
}
