import Foundation
import HeadlessUI

/// The window the example programs audit: 300 points wide, with a headline too long for it at
/// every text size, so each audit has one finding for the toolkit to confirm.
@MainActor
public func inboxWindow(application: Application = .shared) -> Window {
    let window = Window(application: application)
    window.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
    let root = ViewController()
    let subject = Label(text: "Re: the quarterly report, the budget and the offsite", font: .appFont(for: .headline))
    subject.accessibilityIdentifier = "subject"
    root.view.addSubview(subject)
    window.rootViewController = root
    return window
}
