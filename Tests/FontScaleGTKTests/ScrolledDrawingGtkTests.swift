#if GTK
import DynamicType
import Foundation
import HeadlessUI
import SystemFonts
import TestSupport
import Testing

@testable import FontScaleGTK

/// A long page in a scroll view draws only what its scrolled window shows (CGtkNative's boxes leave
/// the rest out, which GTK's cairo renderer would draw whole), and shows the same pixels as when
/// everything is drawn, wherever it is scrolled to and after its text size changes.
@MainActor
@Suite(
    "GTK draws what a scrolled page shows, and only that",
    .enabled(if: isGTKBuilt, "built without the GTK trait"),
    .requires(.testDisplay), .serialized)
struct ScrolledDrawingGtkTests {
    static let fonts = FontEnvironment.withAppFonts()

    /// A page of sections in a scroll view, each a heading, a note and a boxed list of rows
    /// (which draw shadows past their edges), presented in a window shorter than the page.
    struct Shown {
        let window: Window
        let host: GtkHost
        let gtkWindow: GtkWidgetHandle
        let scrolled: GtkWidgetHandle
        /// The scrolled window's viewport: the page as shown, without the scroll bars, which fade
        /// in and out as it scrolls.
        let viewport: GtkWidgetHandle
        let labels: Int
    }

    private func show() throws -> Shown {
        try InProcessGTK.start()
        let application = Application(notificationCenter: NotificationCenter(), fontEnvironment: Self.fonts)
        let screen = ViewController()
        let column = StackView()
        column.axis = .vertical
        column.spacing = 8
        var labels = 0
        for section in 1...6 {
            let heading = Label(text: "Section \(section)", font: .appFont(for: .headline, in: Self.fonts))
            let note = Label(text: "What section \(section) changes.", font: .appFont(for: .footnote, in: Self.fonts))
            let list = TableView()
            for row in 1...5 {
                let cell = TableViewCell()
                cell.textLabel.text = "Setting \(section).\(row)"
                cell.textLabel.font = .appFont(for: .body, in: Self.fonts)
                cell.accessoryView = Label(text: "Value \(row)", font: .appFont(for: .subheadline, in: Self.fonts))
                list.addSubview(cell)
                labels += 2
            }
            for view in [heading, note, list] as [View] { column.addArrangedSubview(view) }
            labels += 2
        }
        let scroll = ScrollView()
        scroll.addSubview(column)
        screen.view.addSubview(scroll)
        let window = Window(application: application)
        window.rootViewController = screen
        let host = try GtkHost(window: window)
        let gtkWindow = try host.presentWindow(title: "Page", width: 400, height: 480)
        let scrolled = try #require(host.widget(for: scroll))
        let viewport = try #require(Gtk.parent(of: Gtk.contentBox(of: scrolled)))
        #expect(InProcessGTK.turnLoop { (Gtk.textNodes(in: viewport) ?? 0) > 0 })
        return Shown(
            window: window, host: host, gtkWindow: gtkWindow, scrolled: scrolled, viewport: viewport, labels: labels)
    }

    /// The page's picture and its text nodes as drawn now, then the same with every box drawing
    /// every child.
    private func drawnBothWays(_ shown: Shown) throws -> (culled: (Data, Int), all: (Data, Int)) {
        // A frame painted after whatever changed (a scroll, a text size), so that the nodes GTK
        // keeps for the window are that frame's.
        try shown.gtkWindow.waitForPaint(timeout: .seconds(5))
        let culled = (try #require(Gtk.png(of: shown.viewport)), try #require(Gtk.textNodes(in: shown.viewport)))
        Gtk.setBoxesDrawAll(true, under: shown.gtkWindow)
        try shown.gtkWindow.waitForPaint(timeout: .seconds(5))
        let all = (try #require(Gtk.png(of: shown.viewport)), try #require(Gtk.textNodes(in: shown.viewport)))
        Gtk.setBoxesDrawAll(false, under: shown.gtkWindow)
        try shown.gtkWindow.waitForPaint(timeout: .seconds(5))
        return (culled, all)
    }

    @Test("scrolled anywhere, the page shows the pixels it shows drawn whole, from fewer text nodes")
    func scrolledPageShowsWhatItShowsWhole() throws {
        let shown = try show()
        defer { shown.host.close() }
        for fraction in [0, 0.35, 0.7, 1, 0.5, 0] {
            Gtk.scroll(shown.scrolled, toFraction: fraction)
            let (culled, all) = try drawnBothWays(shown)
            #expect(culled.0 == all.0, "scrolled to \(fraction) of the page")
            #expect(all.1 == shown.labels, "scrolled to \(fraction): \(all.1) text nodes drawn whole")
            #expect(culled.1 < all.1 / 2, "scrolled to \(fraction): \(culled.1) text nodes of \(all.1) drawn")
        }
    }

    @Test("after a text-size change, the part of the page scrolled to shows what it shows drawn whole")
    func textSizeChangeShowsWhatItShowsWhole() throws {
        let shown = try show()
        defer { shown.host.close() }
        Gtk.scroll(shown.scrolled, toFraction: 0.5)
        _ = try drawnBothWays(shown)
        for category in [ContentSizeCategory.accessibilityMedium, .extraSmall, .large] {
            shown.window.application.preferredContentSizeCategory = category
            shown.host.render()
            let (culled, all) = try drawnBothWays(shown)
            #expect(culled.0 == all.0, "at \(category)")
        }
    }
}
#endif
