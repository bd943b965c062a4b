// A program that uses the view tree alone, as an app that draws its own text does: HeadlessUI and
// nothing of the desktop's readers. ExampleTests runs it and checks what it links.
import Foundation
import HeadlessUI

let application = Application(notificationCenter: NotificationCenter())
let window = Window(application: application)
let screen = ViewController()
let label = Label(text: "Inbox")
label.adjustsFontForContentSizeCategory = true
screen.view.addSubview(label)
window.rootViewController = screen
let before = label.font.pointSize
application.preferredContentSizeCategory = .accessibilityLarge
print("body \(before) pt at large, \(label.font.pointSize) pt at accessibilityLarge")
