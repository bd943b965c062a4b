import Foundation
import HeadlessUI
import Logging
import TestSupport
import Testing

/// One owner per tree: the application owns the category, a window what its tree shares.
@MainActor
@Suite("One owner per tree")
struct OwnershipTests {
    let environment: FontEnvironment
    let center = NotificationCenter()
    let application: Application
    let window: Window

    init() throws {
        environment = FontEnvironment()
        try environment.loadAppFonts(from: Repository.fontsDirectory, family: "Scale Sans")
        application = Application(notificationCenter: center, fontEnvironment: environment)
        window = Window(application: application)
    }

    func postCategory(_ value: String) {
        center.post(
            name: ContentSizeCategory.didChangeNotification, object: nil,
            userInfo: [ContentSizeCategory.newValueUserInfoKey: value])
    }

    @Test("a notification posted directly is recorded by the application, and setting the old value back posts")
    func directPostKeepsApplicationInStep() {
        let posted = LogCapture()
        let token = center.addObserver(forName: ContentSizeCategory.didChangeNotification, object: nil, queue: nil) {
            let category = $0.userInfo?[ContentSizeCategory.newValueUserInfoKey] as? ContentSizeCategory
            posted.logger.info("\(category?.rawValue ?? "?")")
        }
        defer { center.removeObserver(token) }
        postCategory("AX1")
        #expect(application.preferredContentSizeCategory == .accessibilityMedium)
        #expect(environment.contentSizeCategory == .accessibilityMedium)
        application.preferredContentSizeCategory = .large
        #expect(posted.lines.count == 2)
        #expect(posted.lines.last?.contains("UICTContentSizeCategoryL") == true)
    }

    @Test("any walk after a direct post sizes fonts for it: the tree reads the application")
    func anyWalkSeesThePost() {
        let root = ViewController()
        let label = Label(font: .appFont(for: .body, in: environment))
        root.view.addSubview(label)
        window.rootViewController = root
        postCategory("xxxLarge")
        root.recursivelyUpdateFontsForContentSize()
        #expect(label.font.pointSize == 23)
        #expect(label.traitCollection.preferredContentSizeCategory == .extraExtraExtraLarge)
    }

    @Test("a screen whose view loaded before it joined a window is sized for that window on joining")
    func screenLoadedBeforeJoining() {
        final class Screen: ViewController {
            let label = Label()
            var loads = 0
            override func viewDidLoad() {
                loads += 1
                view.addSubview(label)
                recursivelyUpdateFontsForContentSize()
            }
        }
        application.preferredContentSizeCategory = .accessibilityExtraLarge
        let screen = Screen()
        screen.label.font = .appFont(for: .body, in: environment)
        _ = screen.view
        #expect(screen.label.font.pointSize == 17)  // outside a window: Application.shared's large
        window.rootViewController = screen
        #expect(screen.label.font.pointSize == 40)
        #expect(screen.loads == 1)
    }

    @Test("a view moved inside a window under a limit is walked on arrival")
    func moveUnderLimit() {
        let limited = View()
        limited.maximumContentSizeCategory = .extraLarge
        window.addSubview(limited)
        let label = Label(font: .appFont(for: .body, in: environment))
        window.addSubview(label)
        application.preferredContentSizeCategory = .accessibilityMedium
        window.recursivelyUpdateFontsForContentSize()
        #expect(label.font.pointSize == 28)
        limited.addSubview(label)
        #expect(label.font.pointSize == 19)
    }

    @Test("two windows of two applications keep their own categories in one process")
    func windowsAreIndependent() {
        let otherApplication = Application(notificationCenter: NotificationCenter(), fontEnvironment: environment)
        let other = Window(application: otherApplication)
        let here = Label(font: .appFont(for: .body, in: environment))
        let there = Label(font: .appFont(for: .body, in: environment))
        window.addSubview(here)
        other.addSubview(there)
        application.preferredContentSizeCategory = .extraSmall
        otherApplication.preferredContentSizeCategory = .accessibilityMedium
        window.recursivelyUpdateFontsForContentSize()
        other.recursivelyUpdateFontsForContentSize()
        #expect(here.font.pointSize == 14 && there.font.pointSize == 28)
    }

    @Test("a view that outlives its window no longer names it")
    func viewOutlivesWindow() {
        let label = Label()
        do {
            let transient = Window(application: application)
            transient.addSubview(label)
            #expect(label.window === transient)
        }
        #expect(label.window == nil && label.superview == nil)
    }

    @Test("a view that outlives its controller no longer names it")
    func viewOutlivesController() {
        var controller: ViewController? = ViewController()
        let view: View = controller!.view
        #expect(view.owningViewController === controller)
        controller = nil
        #expect(view.owningViewController == nil)
    }

    @Test("a controller that outlives the window hosting it loses it")
    func controllerOutlivesWindow() {
        let controller = ViewController()
        do {
            let transient = Window(application: application)
            transient.rootViewController = controller
            #expect(controller.view.window === transient)
        }
        #expect(controller.view.window == nil)
        // Back in no window: the shared application's traits, not the transient window's.
        #expect(
            controller.traitCollection.preferredContentSizeCategory == Application.shared.preferredContentSizeCategory)
    }
}
