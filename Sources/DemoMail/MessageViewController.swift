import DynamicType
import HeadlessUI
import SystemFonts

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
