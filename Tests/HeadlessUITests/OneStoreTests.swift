import Foundation
import HeadlessUI
import TestSupport
import Testing

/// One store for the category and Bold Text: the application owns them, applications are
/// isolated, and changes reach apps as typed values with their source.
@MainActor
@Suite("One store, typed changes")
struct OneStoreTests {
    @Test("applications made with the defaults are isolated from each other and from the shared one")
    func applicationsAreIsolated() {
        let first = Application()
        let second = Application()
        let sharedBold = Application.shared.isBoldTextEnabled
        first.isBoldTextEnabled = true
        first.preferredContentSizeCategory = .accessibilityLarge
        #expect(!second.isBoldTextEnabled)
        #expect(second.preferredContentSizeCategory == .large)
        #expect(Application.shared.isBoldTextEnabled == sharedBold)
        #expect(first.fontEnvironment !== FontEnvironment.shared && first.fontEnvironment !== second.fontEnvironment)
        #expect(first.fontEnvironment.library === FontEnvironment.shared.library)
        #expect(second.fontEnvironment.legibilityWeight != .bold)
    }

    @Test("a change is heard once, typed, with its source: code, a notification posted by anyone")
    func changesCarryTheirSource() {
        let application = Application()
        var heard: [ApplicationChange] = []
        let observation = application.observeChanges { heard.append($0) }
        application.preferredContentSizeCategory = .extraLarge
        application.preferredContentSizeCategory = .extraLarge  // the same value: nothing
        application.notificationCenter.post(
            name: Application.boldTextStatusDidChangeNotification, object: nil,
            userInfo: [Application.boldTextEnabledUserInfoKey: true])
        #expect(
            heard == [
                ApplicationChange(.contentSizeCategory(.extraLarge), source: .application),
                ApplicationChange(.boldText(true), source: .notification),
            ])
        observation.cancel()
        application.isBoldTextEnabled = false
        #expect(heard.count == 2)
    }

    @Test("the asynchronous sequence delivers every change in order and ends with its task")
    func changesAsSequence() async {
        let application = Application()
        let stream = application.changes()
        let reader = Task { @MainActor in
            var seen: [String] = []
            for await change in stream {
                seen.append(change.description)
                if seen.count == 3 { break }
            }
            return seen
        }
        application.preferredContentSizeCategory = .small
        application.isBoldTextEnabled = true
        application.preferredContentSizeCategory = .accessibilityMedium
        #expect(
            await reader.value == [
                "contentSizeCategory small from application", "boldText on from application",
                "contentSizeCategory accessibilityMedium from application",
            ])
    }

    @Test("a label with the default font takes the environment of the window it joins")
    func defaultLabelFontFollowsWindow() throws {
        let fonts = FontEnvironment()
        try fonts.loadAppFonts(from: Repository.fontsDirectory, family: "Scale Sans")
        let window = Window(application: Application(fontEnvironment: fonts))
        let label = Label(text: "Default")
        #expect(label.font.fontEnvironment === FontEnvironment.shared)
        window.addSubview(label)
        #expect(label.font.fontEnvironment === fonts)
        #expect(label.font.face?.family == "Scale Sans")
        let chosen = Label(text: "Chosen", font: .systemFont(ofSize: 12))
        window.addSubview(chosen)
        #expect(chosen.font.fontEnvironment === FontEnvironment.shared)  // a font set by the app stays
    }

    @Test("a default font stays the default through walks: a label walked outside a window still moves when it joins")
    func defaultFontSurvivesWalks() throws {
        let fonts = FontEnvironment()
        try fonts.loadAppFonts(from: Repository.fontsDirectory, family: "Scale Sans")
        let window = Window(application: Application(fontEnvironment: fonts))
        let screen = ViewController()
        let label = Label(text: "Default")
        screen.view.addSubview(label)
        screen.view.recursivelyUpdateFontsForContentSize()
        window.rootViewController = screen
        #expect(label.font.fontEnvironment === fonts)
        label.font = .systemFont(ofSize: 12)
        let other = Window(application: Application(fontEnvironment: FontEnvironment()))
        other.addSubview(label)
        #expect(label.font.fontEnvironment === FontEnvironment.shared)  // set by the app: it stays
    }

    @Test("a button with the default font takes the environment of the window it joins, in small capitals")
    func defaultButtonFontFollowsWindow() throws {
        let fonts = FontEnvironment()
        try fonts.loadAppFonts(from: Repository.fontsDirectory, family: "Scale Sans")
        let application = Application(fontEnvironment: fonts)
        application.preferredContentSizeCategory = .accessibilityMedium
        let window = Window(application: application)
        let button = Button(title: "Send")
        #expect(button.titleLabel.font.fontEnvironment === FontEnvironment.shared)
        window.addSubview(button)
        #expect(button.titleLabel.font.fontEnvironment === fonts)
        #expect(button.titleLabel.font.face?.family == "Scale Sans")
        #expect(button.titleLabel.font.isSmallCaps)
        #expect(button.titleLabel.font.pointSize == fonts.buttonFont.pointSize)  // fixed: buttons keep their size
        let chosen = Button(title: "Chosen", font: .systemFont(ofSize: 12))
        window.addSubview(chosen)
        #expect(chosen.titleLabel.font.fontEnvironment === FontEnvironment.shared)
    }

    @Test("the appearance manager keeps no copy: it reports the application's values")
    func managerReadsTheApplication() {
        let application = Application()
        let window = Window(application: application)
        let root = ViewController()
        window.rootViewController = root
        let manager = AppearanceManager(rootViewController: root)
        application.preferredContentSizeCategory = .accessibilityMedium
        application.isBoldTextEnabled = true
        #expect(manager.contentSizeCategory == .accessibilityMedium && manager.legibilityWeight == .bold)
        #expect(manager.updateCount == 2)
    }
}
