#if GTK
import DynamicType
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
        display.applyToCurrentProcess()
        // The software renderer draws the same pixels on every machine, with or without a GPU.
        setenv("GSK_RENDERER", "cairo", 1)
        return display
    }()
}

/// A small inbox screen in the project's app font, shown in a GTK window of this process.
@MainActor
struct InboxScreen {
    let application: Application
    let window: Window
    let manager: AppearanceManager
    let subject: Label
    let screen: GtkScreen

    static let fonts: FontEnvironment = {
        let environment = FontEnvironment(library: FontLibrary())
        _ = try? environment.loadAppFonts(from: Repository.appFontsDirectory, family: "Noto Sans")
        return environment
    }()

    init() throws {
        _ = SnapshotDisplay.shared
        application = Application(notificationCenter: NotificationCenter(), fontEnvironment: Self.fonts)
        window = Window(application: application)
        let root = ViewController()
        let title = Label(text: "Inbox", font: .appFont(for: .largeTitle, in: Self.fonts))
        subject = Label(text: "The moth, framed", font: .appFont(for: .headline, in: Self.fonts))
        let body = Label(
            text: "Found in relay 70 of panel F, and taped into the logbook.",
            font: .appFont(for: .body, in: Self.fonts))
        body.numberOfLines = 0
        for label in [title, subject, body] { root.view.addSubview(label) }
        window.rootViewController = root
        manager = AppearanceManager(rootViewController: root, application: application)
        screen = try GtkScreen(window: window, width: 360, height: 440)
    }
}
#endif
