import DesktopSettings
import HeadlessUI
import SystemFonts

/// What both demos start with: the app fonts, one application at the options' ramp and Bold
/// Text, and its text size fixed by the options or following the desktop's live.
@MainActor
package final class DemoSession {
    /// The app fonts.
    package let fonts: FontEnvironment
    /// The demo's application.
    package let application: Application
    private var monitor: DesktopTextSizeMonitor?
    private var following: Task<Void, Never>?

    /// Loads the fonts and sets the application up; a problem with the fonts is said on standard
    /// error after `program`'s name.
    package init(options: DemoOptions, program: String) {
        fonts = options.type.loadFonts(program: program)
        application = Application(fontEnvironment: fonts)
        options.type.configure(application)
        if let category = options.category {
            application.preferredContentSizeCategory = category
        } else {
            let desktop = DesktopTextSizeMonitor()
            desktop.start()
            following = desktop.follow(application)
            monitor = desktop
        }
    }

    /// Starts (`true`) or stops (`false`) following the desktop's text size: the mail app's
    /// settings screen takes the size into the app's hands, or gives it back.
    package func followDesktop(_ follow: Bool) {
        following?.cancel()
        following = follow ? monitor?.follow(application) : nil
    }

    /// Shows the options' screen in a new window of the application; the mail app returned, if
    /// the screen is one of its, must live as long as the window.
    package func showScreen(_ options: DemoOptions) -> (window: Window, mail: MailApp?) {
        let window = Window(application: application)
        let mail = options.screen.show(
            in: window, fonts: fonts, maximumCategory: options.maximumCategory,
            followDesktop: { [weak self] in self?.followDesktop($0) })
        return (window, mail)
    }

    /// Stops following the desktop.
    package func stop() {
        following?.cancel()
        monitor?.stop()
    }
}
