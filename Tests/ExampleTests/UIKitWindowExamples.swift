import DynamicType
import Foundation
import HeadlessUI
import Testing

extension SharedApplication {
    /// A window made as UIKit code makes one, `UIWindow(frame:)` of the shared application.
    @MainActor
    @Suite("A window made with a frame")
    struct UIKitWindowExamples {
        init() { SharedState.reset() }

        @Test("a window made with a frame follows the shared application's category and Bold Text with no manager")
        func windowWithFrameFollows() {
            let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let screen = ViewController()
            window.rootViewController = screen
            let label = Label()
            label.font = .preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
            screen.view.addSubview(label)
            Application.shared.preferredContentSizeCategory = .accessibilityMedium
            #expect(label.font.pointSize == 28)
            Application.shared.isBoldTextEnabled = true
            #expect(label.font.boldText?.bumpedWeight == .semibold)
            SharedState.reset()
            #expect(label.font.pointSize == 17)
        }
    }
}
