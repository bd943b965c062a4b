import DynamicType
import HeadlessUI
import SystemFonts

extension DemoScreen {
    /// Shows the screen in `window`: its root controller becomes the window's, limited to
    /// `maximumCategory`, opened at this screen. Returns the mail app that owns a mail screen,
    /// which must live as long as the window; `followDesktop` is its settings screen's switch.
    @MainActor
    package func show(
        in window: Window, fonts: FontEnvironment, maximumCategory: ContentSizeCategory? = nil,
        followDesktop: @escaping @MainActor (Bool) -> Void = { _ in }
    ) -> MailApp? {
        switch self {
        case .ramp:
            let ramp = RampViewController(fontEnvironment: fonts)
            ramp.view.maximumContentSizeCategory = maximumCategory
            window.rootViewController = ramp
            return nil
        case .mailbox, .message, .settings:
            let app = MailApp(application: window.application, fonts: fonts, followDesktop: followDesktop)
            app.tabs.view.maximumContentSizeCategory = maximumCategory
            window.rootViewController = app.tabs
            if let screen = MailScreen(rawValue: rawValue) { app.show(screen) }
            return app
        }
    }
}
