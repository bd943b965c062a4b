#if Qt
import CQtShim
import DemoMail
import DynamicType
import FontScaleTesting
import Foundation
import HeadlessUI
import SystemFonts
import TestSupport
import Testing

@testable import FontScaleQt

/// The mail app in a real Qt window on the offscreen platform drawn as KDE's apps are: its
/// navigation bar a tool bar pinned at the window's top, its tab bar a tool bar of checkable tool
/// buttons pinned at its bottom, its settings a framed list whose row has its switch at the end;
/// and the text in each still follows the tree.
///
/// Each test runs in a child process of its own (an exit test): a process has one QApplication.
/// The child writes what it finds wrong to its standard error, which the test reads: a failed
/// exit test returns nothing else to read.
@Suite(
    "Qt draws bars and lists as KDE's apps do, in the tree's fonts",
    .enabled(if: isQtBuilt, "built without the Qt trait"))
struct NativeWidgetsQtTests {
    /// The sizes each test shows the app at: the default and the largest.
    nonisolated static let categories = ["large", "AX5"]

    /// The mail app at a category, on a screen, in a presented window.
    @MainActor
    struct Shown {
        let app: MailApp
        let window: Window
        let host: QtHost
        let qtWindow: QtWidgetHandle
        let size: CGSize
    }

    /// Shows the mail app at a category on a screen in a 480 × 640 window on the offscreen
    /// platform, once Qt laid out `ready`'s widget; the child exits with status 1 or 2 when Qt
    /// cannot show it.
    @MainActor
    static func show(_ screen: MailScreen, at categoryName: String, ready: (MailApp) -> View) -> Shown {
        setenv("QT_QPA_PLATFORM", "offscreen", 1)
        // The child makes the QApplication first, so that a platform that cannot start is its exit
        // status 1.
        guard fsqt_application_ensure(), let category = try? ContentSizeCategory(parsing: categoryName) else {
            exit(1)
        }
        let fonts = FontEnvironment()
        _ = try? fonts.loadAppFonts(from: Repository.appFontsDirectory, family: "Noto Sans")
        let application = Application(notificationCenter: NotificationCenter(), fontEnvironment: fonts)
        application.preferredContentSizeCategory = category
        let app = MailApp(application: application, fonts: fonts) { _ in }
        let window = Window(application: application)
        window.rootViewController = app.tabs
        app.show(screen)
        guard let host = try? QtHost(window: window),
            let qtWindow = try? host.presentWindow(title: "Mail", width: 480, height: 640)
        else { exit(2) }
        QtLoop.turn { (host.allocation(of: ready(app))?.width ?? 0) > 0 && host.windowSize != nil }
        // Laid out once more: a label that elides asks for less height at its width.
        QtLoop.turn(within: 0.2) { false }
        return Shown(
            app: app, window: window, host: host, qtWindow: qtWindow, size: host.windowSize ?? .zero)
    }

    /// Marks the child's lines that name a problem among Qt's own warnings.
    static let problemMark = "native widgets problem:"

    /// Writes a problem to the child's standard error unless `holds`.
    static func check(_ holds: Bool, _ problem: @autoclosure () -> String) {
        guard !holds else { return }
        FileHandle.standardError.write(Data("\(problemMark) \(problem())\n".utf8))
    }

    /// The problems a child wrote.
    static func problems(in result: ExitTest.Result?) -> [String] {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            .split(separator: "\n").filter { $0.hasPrefix(problemMark) }.map(String.init)
    }

    /// Whether a widget sits in a scroll area: it scrolls with the page rather than staying put.
    @MainActor
    static func scrolls(_ widget: QtWidgetHandle) -> Bool {
        var parent = Qt.parent(of: widget)
        while let current = parent {
            if current.className == "QScrollArea" { return true }
            parent = Qt.parent(of: current)
        }
        return false
    }

    /// The tree's size for a font as Qt draws it: the nearest whole pixel.
    static func drawn(_ pointSize: Double) -> Double { pointSize.rounded() }

    // MARK: - The navigation bar

    @Test(
        "the navigation bar is a tool bar pinned across the window's top: Edit at its start, the title beside it in the tree's font, Compose at its end, raised as a done item",
        arguments: categories)
    func navigationBarIsAToolBar(category: String) async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) { [category] in
            await MainActor.run {
                let shown = NativeWidgetsQtTests.show(.mailbox, at: category) { $0.navigation.navigationBar }
                NativeWidgetsQtTests.checkNavigationBar(shown)
                shown.host.close()
                exit(0)
            }
        }
        let problems = Self.problems(in: result)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @MainActor
    static func checkNavigationBar(_ shown: Shown) {
        let navigationBar = shown.app.navigation.navigationBar
        guard let bar = shown.host.widget(for: navigationBar), let frame = shown.host.allocation(of: navigationBar),
            case .navigationBar(let content) = navigationBar.renderedContent
        else { return check(false, "the navigation bar is not shown") }
        check(bar.className == "QToolBar", "the bar is a \(bar.className)")
        check(!scrolls(bar), "the bar is inside the scrolling page")
        check(
            frame.minX == 0 && frame.minY == 0 && frame.width == shown.size.width,
            "the bar (\(frame)) does not span the \(shown.size.width)-px window's top")
        let widgets = bar.boxChildren
        check(widgets.map(\.className) == ["QToolButton", "QLabel", "QToolButton"], "\(widgets.map(\.className))")
        guard widgets.count == 3, let edit = Qt.allocation(of: widgets[0]), let title = Qt.allocation(of: widgets[1]),
            let compose = Qt.allocation(of: widgets[2])
        else { return }
        check(
            widgets.map { Qt.text(of: $0) ?? "" } == ["Edit", "Inbox", "Compose"],
            "\(widgets.map { Qt.text(of: $0) ?? "" })")
        check(edit.minX < 16, "Edit (\(edit)) is not at the bar's start")
        check(title.minX >= edit.maxX && title.maxX <= compose.minX, "the title (\(title)) is not between the items")
        check(shown.size.width - compose.maxX < 16, "Compose (\(compose)) is not at the bar's end")
        check(Qt.isProminent(widgets[2]) && !Qt.isProminent(widgets[0]), "only the done item is prominent")
        // At Large the bar leaves its title to the toolkit; at accessibility sizes it grows.
        check(Qt.hasOwnFont(widgets[1]) == (content.titleFont != nil), "the title's font is not the tree's choice")
        if let titleFont = content.titleFont {
            let font = Qt.font(of: widgets[1])
            check(
                font.pixelSize == drawn(titleFont.pointSize),
                "the title is \(font.pixelSize) px, not \(drawn(titleFont.pointSize))")
            check(font.weight == titleFont.weight.openTypeWeight, "the title's weight is \(font.weight)")
        }
        let found = ToolkitAgreement.differences(in: shown.host)
        check(found.isEmpty, "\(found.joined(separator: "; "))")
    }

    @Test("a pushed screen's back button is the tool bar's first tool button, at its start", arguments: categories)
    func backButton(category: String) async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) { [category] in
            await MainActor.run {
                let shown = NativeWidgetsQtTests.show(.message, at: category) { $0.navigation.navigationBar }
                guard let bar = shown.host.widget(for: shown.app.navigation.navigationBar),
                    let back = bar.boxChildren.first, let frame = Qt.allocation(of: back)
                else { exit(3) }
                NativeWidgetsQtTests.check(back.className == "QToolButton", "the back button is a \(back.className)")
                NativeWidgetsQtTests.check(
                    Qt.text(of: back) == "‹ Inbox", "the back button reads \(Qt.text(of: back) ?? "")")
                NativeWidgetsQtTests.check(frame.minX < 16, "the back button (\(frame)) is not at the bar's start")
                let found = ToolkitAgreement.differences(in: shown.host)
                NativeWidgetsQtTests.check(found.isEmpty, "\(found.joined(separator: "; "))")
                shown.host.close()
                exit(0)
            }
        }
        let problems = Self.problems(in: result)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("holding the back button at AX5 shows its title large, and releasing over it goes back")
    func holdBackButton() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                let shown = NativeWidgetsQtTests.show(.message, at: "AX5") { $0.navigation.navigationBar }
                let navigationBar = shown.app.navigation.navigationBar
                guard let back = shown.host.widget(for: navigationBar)?.boxChildren.first,
                    case .navigationBar(let content) = navigationBar.renderedContent,
                    let large = content.backLargeContent
                else { exit(3) }
                back.pressForLargeContent()
                guard QtLoop.turn(until: { back.largeContentShown?.isShown == true }) else {
                    exit(10)
                }
                guard let popup = back.largeContentShown, popup.text == large.title,
                    popup.font?.pixelSize == NativeWidgetsQtTests.drawn(large.font.pointSize)
                else { exit(11) }
                guard shown.app.navigation.viewControllers.count == 2 else { exit(12) }
                back.releasePress()
                guard QtLoop.turn(until: { shown.app.navigation.viewControllers.count == 1 }) else {
                    exit(13)
                }
                shown.host.close()
                // Ends here, on the main thread, with Qt's application alive: an exit from the
                // runner's thread would run Qt's teardown while Qt waits on the main thread.
                exit(0)
            }
        }
    }

    // MARK: - The tab bar

    @Test(
        "the tab bar is a tool bar pinned across the window's bottom, below the scrolling page: checkable tool buttons sharing its width, in the tree's font",
        arguments: categories)
    func tabBarIsAToolBar(category: String) async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) { [category] in
            await MainActor.run {
                let shown = NativeWidgetsQtTests.show(.mailbox, at: category) { $0.tabs.tabBar }
                NativeWidgetsQtTests.checkTabBar(shown)
                shown.host.close()
                exit(0)
            }
        }
        let problems = Self.problems(in: result)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test(
        "a tab whose large content goes when the text size leaves the accessibility sizes and comes back is watched once"
    )
    func pressWatchedOnce() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let shown = NativeWidgetsQtTests.show(.mailbox, at: "large") { $0.tabs.tabBar }
                guard let bar = shown.host.widget(for: shown.app.tabs.tabBar), let tab = bar.boxChildren.first else {
                    NativeWidgetsQtTests.check(false, "the tab bar has no tab")
                    exit(0)
                }
                NativeWidgetsQtTests.check(tab.largeContentShown == nil, "a tab at Large has large content")
                let categories: [ContentSizeCategory] = [
                    .accessibilityExtraExtraExtraLarge, .large, .accessibilityLarge,
                ]
                for category in categories {
                    shown.window.application.preferredContentSizeCategory = category
                    shown.host.render()
                }
                NativeWidgetsQtTests.check(
                    bar.boxChildren.first?.unsafeWidget == tab.unsafeWidget, "the tab was made anew")
                NativeWidgetsQtTests.check(tab.largeContentShown != nil, "the tab's large content did not come back")
                NativeWidgetsQtTests.check(tab.pressWatchCount == 1, "the tab is watched \(tab.pressWatchCount) times")
                shown.host.close()
                exit(0)
            }
        }
        let problems = Self.problems(in: result)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @MainActor
    static func checkTabBar(_ shown: Shown) {
        let tabBar = shown.app.tabs.tabBar
        guard let bar = shown.host.widget(for: tabBar), let frame = shown.host.allocation(of: tabBar),
            let page = shown.host.allocation(of: shown.app.navigation.view),
            case .tabBar(let content) = tabBar.renderedContent, let font = content.font
        else { return check(false, "the tab bar is not shown with a font") }
        check(bar.className == "QToolBar", "the bar is a \(bar.className)")
        check(!scrolls(bar), "the bar is inside the scrolling page")
        check(
            frame.minX == 0 && frame.maxY == shown.size.height && frame.width == shown.size.width,
            "the bar (\(frame)) does not span the \(shown.size)-px window's bottom")
        check(page.maxY <= frame.minY, "the page (\(page)) reaches into the bar (\(frame))")
        let tabs = bar.boxChildren
        check(tabs.map(\.className) == ["QToolButton", "QToolButton"], "\(tabs.map(\.className))")
        check(tabs.map { Qt.text(of: $0) ?? "" } == ["Mail", "Settings"], "\(tabs.map { Qt.text(of: $0) ?? "" })")
        check(tabs.map(Qt.isChecked) == [true, false], "the checked tabs are \(tabs.map(Qt.isChecked))")
        let widths = tabs.compactMap { Qt.allocation(of: $0)?.width }
        check(
            widths.count == 2 && abs(widths[0] - widths[1]) <= 1 && widths.reduce(0, +) > frame.width * 0.9,
            "the tabs' widths \(widths) do not share the \(frame.width)-px bar")
        for tab in tabs {
            let shownFont = Qt.font(of: tab)
            check(
                shownFont.pixelSize == drawn(font.pointSize),
                "a tab is \(shownFont.pixelSize) px, not \(drawn(font.pointSize))")
        }
        let found = ToolkitAgreement.differences(in: shown.host)
        check(found.isEmpty, "\(found.joined(separator: "; "))")
    }

    // MARK: - Lists

    @Test(
        "settings rows are a framed list's rows: a title in the tree's font at the start, a switch at the end, a slider sharing the width left over",
        arguments: categories)
    func settingsRow(category: String) async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) { [category] in
            await MainActor.run {
                let shown = NativeWidgetsQtTests.show(.settings, at: category) { $0.settings.boldText }
                NativeWidgetsQtTests.checkSettingsRow(shown)
                shown.host.close()
                exit(0)
            }
        }
        let problems = Self.problems(in: result)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @MainActor
    static func checkSettingsRow(_ shown: Shown) {
        let settings = shown.app.settings
        let title = settings.boldTextRow.textLabel
        guard let list = shown.host.widget(for: settings.options),
            let row = shown.host.widget(for: settings.boldTextRow),
            let label = shown.host.widget(for: title), let listFrame = shown.host.allocation(of: settings.options),
            let rowFrame = shown.host.allocation(of: settings.boldTextRow),
            let titleFrame = shown.host.allocation(of: title),
            let switchFrame = shown.host.allocation(of: settings.boldText),
            let sizeRow = shown.host.widget(for: settings.sizeRow),
            let sizeRowFrame = shown.host.allocation(of: settings.sizeRow),
            let sizeTitleFrame = shown.host.allocation(of: settings.sizeRow.textLabel),
            let sliderFrame = shown.host.allocation(of: settings.slider)
        else { return check(false, "the settings list is not shown") }
        check(list.className == "QFrame", "the list is a \(list.className)")
        check(list.boxChildren == [sizeRow, row], "the list's rows are not its cells")
        check(sliderFrame.minX >= sizeTitleFrame.maxX, "the slider (\(sliderFrame)) is not after its title")
        check(sliderFrame.width >= sizeRowFrame.width / 3, "the slider (\(sliderFrame)) does not share its row")
        check(row.boxChildren.map(\.className) == ["QLabel", "QCheckBox"], "\(row.boxChildren.map(\.className))")
        check(listFrame.minX > 0 && listFrame.maxX < shown.size.width, "the list (\(listFrame)) has no page margins")
        check(
            rowFrame.minX >= listFrame.minX && rowFrame.maxX <= listFrame.maxX,
            "the row (\(rowFrame)) is outside its list (\(listFrame))")
        check(switchFrame.minX >= titleFrame.maxX, "the switch (\(switchFrame)) is not after the title (\(titleFrame))")
        check(rowFrame.maxX - switchFrame.maxX <= 16, "the switch (\(switchFrame)) is not at the row's end")
        check(abs(switchFrame.midY - rowFrame.midY) <= 1, "the switch (\(switchFrame)) is not centred in the row")
        check(Qt.text(of: label) == "Bold Text", "the row's title reads \(Qt.text(of: label) ?? "")")
        check(shown.host.textLayout(of: title)?.isEllipsized == false, "the row's title is elided")
        let font = Qt.font(of: label)
        check(font.pixelSize == drawn(title.font.pointSize), "the title is \(font.pixelSize) px")
        let found = ToolkitAgreement.differences(in: shown.host)
        check(found.isEmpty, "\(found.joined(separator: "; "))")
    }

    // MARK: - The inbox

    @Test(
        "the inbox's messages are a framed list's rows, each cell's labels whole inside its row, and a click on a row opens its message",
        arguments: categories)
    func inboxRows(category: String) async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) { [category] in
            await MainActor.run {
                let shown = NativeWidgetsQtTests.show(.mailbox, at: category) {
                    $0.mailbox.cells.last?.preview ?? View()
                }
                NativeWidgetsQtTests.checkInboxRows(shown)
                shown.host.close()
                exit(0)
            }
        }
        let problems = Self.problems(in: result)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @MainActor
    static func checkInboxRows(_ shown: Shown) {
        let mailbox = shown.app.mailbox
        guard let list = shown.host.widget(for: mailbox.messages) else { return check(false, "the inbox is not shown") }
        check(list.className == "QFrame", "the list is a \(list.className)")
        let rows = mailbox.cells.compactMap { shown.host.widget(for: $0) }
        check(list.boxChildren == rows, "the list's rows are not its cells")
        check(
            mailbox.cells.map(\.subject.text) == SampleMail.messages.map(\.subject),
            "the rows show \(mailbox.cells.map(\.subject.text))")
        for cell in mailbox.cells {
            guard let row = shown.host.allocation(of: cell) else { return check(false, "a row is not shown") }
            for label in [cell.sender, cell.date, cell.subject, cell.preview] {
                guard let frame = shown.host.allocation(of: label), let layout = shown.host.textLayout(of: label)
                else { return check(false, "\(label.text ?? "") is not shown") }
                check(
                    frame.minX >= row.minX && frame.maxX <= row.maxX && frame.minY >= row.minY
                        && frame.maxY <= row.maxY, "\(label.text ?? "") (\(frame)) is outside its row (\(row))")
                check(layout.naturalHeight <= layout.allocatedHeight, "\(label.text ?? "") is cut: \(layout)")
            }
        }
        let found = ToolkitAgreement.differences(in: shown.host)
        check(found.isEmpty, "\(found.joined(separator: "; "))")
        guard mailbox.cells.count > 1 else { return check(false, "the inbox has \(mailbox.cells.count) rows") }
        shown.host.widget(for: mailbox.cells[1])?.click()
        QtLoop.turn { shown.app.navigation.viewControllers.count == 2 }
        let opened = shown.app.navigation.topViewController as? MessageViewController
        check(
            opened?.message.subject == SampleMail.messages[1].subject,
            "a click on the second row opened \(opened?.message.subject ?? "nothing")")
    }
}
#endif
