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
