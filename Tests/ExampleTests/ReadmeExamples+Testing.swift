import FontScaleTesting
import Foundation
import HeadlessUI
import Testing

/// The README's testing-kit block, under `import FontScaleTesting` and `import HeadlessUI`.
@MainActor
@Suite("README: testing at every text size")
struct ReadmeTestingExamples {
    @Test("the README's audit passes a window whose labels wrap")
    func audit() async {
        let application = Application(notificationCenter: NotificationCenter(), fontEnvironment: FontEnvironment())
        let window = Window(application: application)
        window.frame = CGRect(x: 0, y: 0, width: 360, height: 640)
        let screen = ViewController()
        let title = Label(text: "Inbox", font: .appFont(for: .largeTitle, in: application.fontEnvironment))
        title.numberOfLines = 0
        screen.view.addSubview(title)
        window.rootViewController = screen
        let manager = AppearanceManager(rootViewController: screen, application: application)
        // example begin
        let report = await TextSizeAudit().run(on: window)
        #expect(report.passed, "\(report)")
        // example end
        #expect(report.textCount == 1)
        manager.stop()
    }
}
