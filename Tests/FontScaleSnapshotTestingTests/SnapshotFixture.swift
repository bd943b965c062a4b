#if GTK
import DynamicType
import FontScaleGTK
import FontScaleSnapshotTesting
import Foundation
import HeadlessUI
import SystemFonts
import TestSupport

/// The one display of this test process: GTK opens its display once per process, so every
/// snapshot test shares it, and its windows.
enum SnapshotDisplay {
    static let shared: VirtualDisplay? = {
        guard let display = try? VirtualDisplay() else { return nil }
        // Also has GTK draw with its cairo renderer: the same pixels on every machine.
        display.applyToCurrentProcess()
        return display
    }()
}

/// A small inbox screen in the project's app font, shown in a GTK window of this process.
@MainActor
struct InboxScreen {
    let application: Application
    let window: Window
    let manager: AppearanceManager
    let root: ViewController
    let subject: Label
    let body: Label
    let screen: GtkScreen

    /// The app fonts, registered once for every screen.
    static let library: FontLibrary = {
        let library = FontLibrary()
        _ = try? FontEnvironment(library: library).loadAppFonts(from: Repository.appFontsDirectory, family: "Noto Sans")
        return library
    }()

    init() throws {
        _ = SnapshotDisplay.shared
        // An environment of each screen's own: an application keeps its category and Bold Text
        // in its environment, so a shared one would carry a test's Bold Text into the next.
        let fonts = FontEnvironment(library: Self.library)
        fonts.appFamily = "Noto Sans"
        application = Application(notificationCenter: NotificationCenter(), fontEnvironment: fonts)
        window = Window(application: application)
        root = ViewController()
        let title = Label(text: "Inbox", font: .appFont(for: .largeTitle, in: fonts))
        subject = Label(text: "The moth, framed", font: .appFont(for: .headline, in: fonts))
        body = Label(
            text: "Found in relay 70 of panel F, and taped into the logbook.",
            font: .appFont(for: .body, in: fonts))
        body.numberOfLines = 0
        for label in [title, subject, body] { root.view.addSubview(label) }
        window.rootViewController = root
        manager = AppearanceManager(rootViewController: root, application: application)
        screen = try GtkScreen(window: window, width: 360, height: 440)
    }

    /// Where GTK drew the subject, in the pixels of the screen's snapshots: the window's content,
    /// whose coordinates GTK's allocations are in, whatever title bar the window has above it.
    func subjectFrame() -> PixelDifference.Rectangle? {
        guard let label = screen.host.allocation(of: subject) else { return nil }
        let (x, y) = (label.minX, label.minY)
        return PixelDifference.Rectangle(
            x: Int(x.rounded(.down)), y: Int(y.rounded(.down)),
            width: Int(label.width.rounded(.up)), height: Int(label.height.rounded(.up)))
    }
}
#endif
