import Foundation
import HeadlessUI

extension Window {
    /// A window of a new application at `category`, whose root controller's view holds `view`:
    /// the smallest screen a toolkit test shows.
    @MainActor
    public static func showing(
        _ view: View, at category: ContentSizeCategory = .large, fontEnvironment: FontEnvironment? = nil
    ) -> Window {
        let application = Application(fontEnvironment: fontEnvironment)
        application.preferredContentSizeCategory = category
        let window = Window(application: application)
        let screen = ViewController()
        screen.view.addSubview(view)
        window.rootViewController = screen
        return window
    }
}
