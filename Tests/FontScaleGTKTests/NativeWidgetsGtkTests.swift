#if GTK
import DemoMail
import DynamicType
import FontScaleTesting
import Foundation
import HeadlessUI
import SystemFonts
import TestSupport
import Testing

@testable import FontScaleGTK

/// The mail app in a real GTK window drawn as GNOME's apps are: its navigation bar is the
/// window's header bar, its tab bar a view switcher bar pinned at the bottom, its settings a boxed
/// list whose row has its switch at the end; and the text in each still follows the tree.
@MainActor
@Suite(
    "GTK draws bars and rows as GNOME's apps do, in the tree's fonts",
    .enabled(if: isGTKBuilt, "built without the GTK trait"),
    .requires(.testDisplay), .serialized)
struct NativeWidgetsGtkTests {
    static let fonts = FontEnvironment.withAppFonts()

    nonisolated static let categories: [ContentSizeCategory] = [.large, .accessibilityExtraExtraExtraLarge]

    /// The mail app at a category in a presented window, on a screen.
    struct Shown {
        let app: MailApp
        let window: Window
        let host: GtkHost
        let gtkWindow: GtkWidgetHandle
    }

    private func show(_ screen: MailScreen, at category: ContentSizeCategory) throws -> Shown {
        try InProcessGTK.start()
        let application = Application(notificationCenter: NotificationCenter(), fontEnvironment: Self.fonts)
        application.preferredContentSizeCategory = category
        let app = MailApp(application: application, fonts: Self.fonts) { _ in }
        let window = Window(application: application)
        window.rootViewController = app.tabs
        app.show(screen)
        let host = try GtkHost(window: window)
        let gtkWindow = try host.presentWindow(title: "Mail", width: 480, height: 640)
        #expect(InProcessGTK.turnLoop { Gtk.windowContentSize(of: host.widget) != nil })
        return Shown(app: app, window: window, host: host, gtkWindow: gtkWindow)
    }

    @Test(
        "the navigation bar is the window's header bar, its back button, title and tabs in the tree's fonts",
        arguments: categories)
    func headerBarIsTheTitlebar(category: ContentSizeCategory) throws {
        let shown = try show(.message, at: category)
        defer { shown.host.close() }
        let bar = try #require(shown.host.widget(for: shown.app.navigation.navigationBar))
        let titlebar = try #require(shown.gtkWindow.titlebar)
        #expect(titlebar.boxChildren.map(\.pointer) == [bar.pointer])
        #expect(Gtk.typeName(of: bar) == "GtkHeaderBar")
        let found = ToolkitAgreement.differences(in: shown.host)
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))\nGTK:\n\(shown.host.readBack())")
        guard case .navigationBar(let content) = shown.app.navigation.navigationBar.renderedContent else {
            Issue.record("not a navigation bar")
            return
        }
        let widgets = bar.boxChildren
        let title = try #require(widgets.first { Gtk.typeName(of: $0) == "GtkLabel" })
        #expect(Gtk.text(ofLabel: title) == content.title)
        // At Large the bar leaves its title to the toolkit; at accessibility sizes it grows.
        if let titleFont = content.titleFont {
            #expect(abs(Gtk.font(of: title).pixelSize - titleFont.pointSize) <= 0.01)
            #expect(Gtk.font(of: title).weight == titleFont.weight.openTypeWeight)
        }
        #expect(Gtk.label(ofButton: widgets[0]) == "‹ Inbox")
    }

    @Test("the tab bar stays at the window's bottom edge outside the scrolling page", arguments: categories)
    func tabBarIsPinned(category: ContentSizeCategory) throws {
        let shown = try show(.mailbox, at: category)
        defer { shown.host.close() }
        let tabBar = shown.app.tabs.tabBar
        #expect(
            InProcessGTK.turnLoop {
                guard let bar = shown.host.allocation(of: tabBar),
                    let size = Gtk.windowContentSize(of: shown.host.widget)
                else { return false }
                return bar.width > 0 && size.height > 0
            })
        let bar = try #require(shown.host.allocation(of: tabBar))
        let windowWidth = try #require(shown.host.allocation(of: shown.app.tabs.view)).width
        #expect(abs(bar.width - windowWidth) <= 1, "the bar spans the window's width")
        let page = try #require(shown.host.allocation(of: shown.app.navigation.view))
        #expect(bar.minY >= page.maxY - 1, "the bar is below the page, not in it")
        let tabs = try #require(shown.host.widget(for: tabBar)).boxChildren
        #expect(tabs.map { Gtk.label(ofButton: $0) } == ["Mail", "Settings"])
        guard case .tabBar(let content) = tabBar.renderedContent, let font = content.font else {
            Issue.record("not a tab bar with a font")
            return
        }
        for tab in tabs {
            let label = try #require(Gtk.child(of: tab))
            #expect(abs(Gtk.font(of: label).pixelSize - font.pointSize) <= 0.01)
        }
        let found = ToolkitAgreement.differences(in: shown.host)
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    @Test(
        "settings rows are a boxed list's rows: a title in the tree's font at the start, a switch at the end, a slider sharing the width left over",
        arguments: categories)
    func settingsRow(category: ContentSizeCategory) throws {
        let shown = try show(.settings, at: category)
        defer { shown.host.close() }
        let settings = shown.app.settings
        let list = try #require(shown.host.widget(for: settings.options))
        #expect(Gtk.typeName(of: list) == "GtkListBox")
        #expect(Gtk.classes(of: list).contains("boxed-list"))
        let title = settings.boldTextRow.textLabel
        #expect(
            InProcessGTK.turnLoop {
                (shown.host.allocation(of: settings.boldText)?.width ?? 0) > 0
                    && (shown.host.allocation(of: title)?.width ?? 0) > 0
            })
        let titleFrame = try #require(shown.host.allocation(of: title))
        let switchFrame = try #require(shown.host.allocation(of: settings.boldText))
        let rowFrame = try #require(shown.host.allocation(of: settings.boldTextRow))
        #expect(switchFrame.minX >= titleFrame.maxX, "the switch is after the title")
        #expect(rowFrame.maxX - switchFrame.maxX <= 16, "the switch is at the row's end")
        #expect(abs(switchFrame.midY - rowFrame.midY) <= 1, "the switch is centred in the row")
        let label = try #require(shown.host.widget(for: title))
        #expect(Gtk.text(ofLabel: label) == "Bold Text")
        #expect(try #require(shown.host.textLayout(of: title)).isEllipsized == false)
        #expect(abs(Gtk.font(of: label).pixelSize - title.font.pointSize) <= 0.01)
        // The size row above it: its slider after its title, sharing the width left over.
        let sizeTitle = try #require(shown.host.allocation(of: settings.sizeRow.textLabel))
        let slider = try #require(shown.host.allocation(of: settings.slider))
        let sizeRow = try #require(shown.host.allocation(of: settings.sizeRow))
        #expect(slider.minX >= sizeTitle.maxX, "the slider (\(slider)) is after its title (\(sizeTitle))")
        #expect(slider.width >= sizeRow.width / 3, "the slider (\(slider)) shares its row (\(sizeRow))")
        #expect(sizeRow.maxY <= rowFrame.minY, "the size row is above the Bold Text row")
        let found = ToolkitAgreement.differences(in: shown.host)
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
    }

    @Test(
        "the inbox's messages are a boxed list's rows, each cell's labels whole inside its row, and a click on a row opens its message",
        arguments: categories)
    func inboxRows(category: ContentSizeCategory) throws {
        let shown = try show(.mailbox, at: category)
        defer { shown.host.close() }
        let mailbox = shown.app.mailbox
        let list = try #require(shown.host.widget(for: mailbox.messages))
        #expect(Gtk.typeName(of: list) == "GtkListBox")
        #expect(Gtk.classes(of: list).contains("boxed-list"))
        #expect(mailbox.cells.map(\.subject.text) == SampleMail.messages.map(\.subject))
        let rows = mailbox.cells.compactMap { shown.host.widget(for: $0)?.pointer }
        #expect(Gtk.rowChildren(of: list).map(\.pointer) == rows)
        let last = try #require(mailbox.cells.last)
        #expect(InProcessGTK.turnLoop { (shown.host.allocation(of: last.preview)?.height ?? 0) > 0 })
        for cell in mailbox.cells {
            let row = try #require(shown.host.allocation(of: cell))
            for label in [cell.sender, cell.date, cell.subject, cell.preview] {
                let frame = try #require(shown.host.allocation(of: label))
                let layout = try #require(shown.host.textLayout(of: label))
                #expect(
                    frame.minX >= row.minX && frame.maxX <= row.maxX && frame.minY >= row.minY
                        && frame.maxY <= row.maxY, "\(label.text ?? "") (\(frame)) is outside its row (\(row))")
                #expect(layout.naturalHeight <= layout.allocatedHeight, "\(label.text ?? "") is cut: \(layout)")
            }
        }
        let found = ToolkitAgreement.differences(in: shown.host)
        #expect(found.isEmpty, "\(found.joined(separator: "\n"))")
        #expect(shown.host.widget(for: mailbox.cells[1])?.click() == true)
        #expect(InProcessGTK.turnLoop { shown.app.navigation.viewControllers.count == 2 })
        let opened = try #require(shown.app.navigation.topViewController as? MessageViewController)
        #expect(opened.message.subject == SampleMail.messages[1].subject)
    }

    @Test(
        "a tab whose large content goes when the text size leaves the accessibility sizes and comes back is watched once"
    )
    func pressWatchedOnce() throws {
        let shown = try show(.mailbox, at: .large)
        defer { shown.host.close() }
        let application = shown.window.application
        let tabBar = try #require(shown.host.widget(for: shown.app.tabs.tabBar))
        let tab = try #require(tabBar.boxChildren.first)
        #expect(tab.largeContentShown == nil)
        for category in [ContentSizeCategory.accessibilityExtraExtraExtraLarge, .large, .accessibilityLarge] {
            application.preferredContentSizeCategory = category
            shown.host.render()
        }
        // The same tab, restyled in place each time, its large content back.
        #expect(tabBar.boxChildren.first?.pointer == tab.pointer)
        #expect(tab.largeContentShown != nil)
        #expect(tab.pressWatchCount == 1)
    }

    @Test(
        "every border the mail app's screens draw is one colour on all four sides, which cairo fills plainly",
        arguments: MailScreen.allCases)
    func bordersAreOneColour(screen: MailScreen) throws {
        let shown = try show(screen, at: .large)
        defer { shown.host.close() }
        // Drawn once laid out: the rows' lines and the tab bar's are in the picture.
        #expect(InProcessGTK.turnLoop { (Gtk.mixedColourBorders(in: shown.gtkWindow) ?? -1) >= 0 })
        #expect(Gtk.mixedColourBorders(in: shown.gtkWindow) == 0)
    }
}
#endif
