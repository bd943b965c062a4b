#if GTK
import CGtk
import DynamicType
import FontScaleTesting
import Foundation
import HeadlessUI
import SystemFonts
import TestSupport
import Testing

@testable import FontScaleGTK

/// Stack views in a real GTK window: GTK's boxes place every label where the tree's layout does.
@MainActor
@Suite(
    "GTK draws stack views where the tree lays them out", .enabled(if: isGTKBuilt, "built without the GTK trait"),
    .requires(.testDisplay), .serialized)
struct StackLayoutGtkTests {
    static let environment = FontEnvironment.withAppFonts()

    nonisolated static let cases: [(ContentSizeCategory, StackLayoutCase)] = [
        ContentSizeCategory.large, .accessibilityMedium, .accessibilityExtraExtraExtraLarge,
    ].flatMap { category in StackLayoutCase.all.map { (category, $0) } }

    @Test("each label's allocation is its headless frame within a pixel", arguments: cases)
    func framesAgree(category: ContentSizeCategory, layout: StackLayoutCase) throws {
        let differences = try differences(of: layout, at: category)
        #expect(differences.isEmpty, "\(differences)")
    }

    /// The case's stack shown in a GTK window at `category`, once GTK laid it out, compared with
    /// the tree's frames.
    private func differences(of layout: StackLayoutCase, at category: ContentSizeCategory) throws -> [String] {
        try InProcessGTK.start()
        let stack = layout.make()
        let window = Window.showing(stack, at: category, fontEnvironment: Self.environment)
        let host = try GtkHost(window: window)
        defer { host.close() }
        try host.presentWindow(title: "Stacks", width: 700, height: 500)
        let last = try #require(stack.arrangedSubviews.last)
        // Laid out once the stack has its height and its last subview its width (a button has a
        // width of its own before its window lays it out).
        #expect(
            InProcessGTK.turnLoop {
                (host.allocation(of: stack)?.height ?? 0) > 0 && (host.allocation(of: last)?.width ?? 0) > 0
            })
        return LayoutAgreement.differences(under: stack, in: host)
    }

    /// The tree measures a button as its title in GTK's chrome (padding and border, and the
    /// smallest size GTK's theme gives a titled button, read from GTK), so the row places it
    /// where GTK does: a title wider than the theme's smallest content, and one narrower.
    @Test(
        "a button in a row is drawn at the size the tree gives it",
        arguments: [ContentSizeCategory.large, .accessibilityMedium, .accessibilityExtraExtraExtraLarge],
        [StackLayoutCase.labelAndButton, .labelAndShortButton])
    func buttonAgrees(category: ContentSizeCategory, layout: StackLayoutCase) throws {
        let differences = try differences(of: layout, at: category)
        #expect(differences.isEmpty, "\(differences)")
    }

    @Test(
        "a fixed-size card keeps its size when its text grows past it, drawn clipped, and drawn whole again once it no longer clips"
    )
    func clipping() throws {
        try InProcessGTK.start()
        let screen = ClippingCard()
        let (card, text, below, column) = (screen.card, screen.text, screen.below, screen.column)
        let window = Window.showing(column, fontEnvironment: Self.environment)
        let host = try GtkHost(window: window)
        defer { host.close() }
        let gtkWindow = try host.presentWindow(title: "Card", width: 400, height: 300)
        #expect(InProcessGTK.turnLoop { (host.allocation(of: below)?.width ?? 0) > 0 })
        let widget = try #require(host.widget(for: card))
        #expect(Gtk.clips(widget))
        // The card keeps the tree's frame, its text wrapped in its width and taller than it.
        let differences = LayoutAgreement.differences(under: column, in: host)
        #expect(differences.isEmpty, "\(differences)")
        let shown = try #require(host.allocation(of: text))
        #expect(shown.width <= 120 && shown.height > 24 * 2, "\(shown)")
        // Right of "Below", under the card: the text's second line, were it drawn past the card.
        let underCard = CGRect(x: 56, y: 28, width: 34, height: 14)
        try gtkWindow.waitForPaint()
        #expect(try inkedPixels(in: underCard, of: host.widget(for: column)) == 0)
        card.clipsToBounds = false
        #expect(InProcessGTK.turnLoop { !Gtk.clips(widget) })
        try gtkWindow.waitForPaint()
        #expect(try inkedPixels(in: underCard, of: host.widget(for: column)) > 20)
    }

    /// How many pixels GTK draws something in (not fully transparent) inside `rect` of a widget,
    /// rendered as shown now with its own renderer.
    private func inkedPixels(in rect: CGRect, of widget: GtkWidgetHandle?) throws -> Int {
        let widget = try #require(widget)
        let image = try #require(Gtk.png(of: widget).flatMap(RGBAImage.init(png:)))
        var count = 0
        for y in Int(rect.minY)..<min(Int(rect.maxY), image.height) {
            for x in Int(rect.minX)..<min(Int(rect.maxX), image.width)
            where image.pixels[(y * image.width + x) * 4 + 3] > 0 {
                count += 1
            }
        }
        return count
    }

    @Test(
        "a row that becomes a column at accessibility sizes is redrawn as a column, each label where the tree puts it")
    func rowBecomesColumn() throws {
        try followContactRow(through: [(.large, .horizontal), (.accessibilityLarge, .vertical)])
    }

    @Test("a row that became a column at accessibility sizes is redrawn as a row again when the text size leaves them")
    func columnBecomesRowAgain() throws {
        try followContactRow(through: [(.accessibilityLarge, .vertical), (.large, .horizontal)])
    }

    /// Shows a contact row (``StackLayoutCase/ContactRow``) and takes the application through
    /// `steps`: at each category, the row has the axis and GTK places its detail beside its name
    /// (a row) or under it (a column); then every label is where the tree puts it.
    private func followContactRow(through steps: [(ContentSizeCategory, StackView.Axis)]) throws {
        try InProcessGTK.start()
        let row = StackLayoutCase.ContactRow(arrangedSubviews: [Label(text: "Ada Lovelace"), Label(text: "Analyst")])
        row.spacing = 8
        let window = Window.showing(row, fontEnvironment: Self.environment)
        let host = try GtkHost(window: window)
        defer { host.close() }
        try host.presentWindow(title: "Row", width: 900, height: 900)
        let (name, detail) = (row.arrangedSubviews[0], row.arrangedSubviews[1])
        for (category, axis) in steps {
            window.application.preferredContentSizeCategory = category
            #expect(row.axis == axis, "at \(category)")
            let placed = InProcessGTK.turnLoop {
                guard let name = host.allocation(of: name), let detail = host.allocation(of: detail),
                    detail.width > 0
                else { return false }
                return axis == .horizontal ? detail.minX > name.maxX : detail.minY >= name.maxY
            }
            #expect(placed, "at \(category)")
        }
        let differences = LayoutAgreement.differences(under: row, in: host)
        #expect(differences.isEmpty, "\(differences)")
    }

    /// GTK asks a child it aligns itself for its width at the height it is given, and a column of
    /// wrapping labels answers that with a search over widths, laying every label out again at
    /// each step: the row places its children across itself instead, leaving GTK's alignment at
    /// fill, and they are still where the tree puts them.
    @Test("a row centres its children itself, so GTK never asks a wrapping column for its width at a height")
    func rowAlignsItsChildren() throws {
        try InProcessGTK.start()
        let row = StackLayoutCase.rowOfWrappingColumn.make()
        let window = Window.showing(row, at: .accessibilityMedium, fontEnvironment: Self.environment)
        let host = try GtkHost(window: window)
        defer { host.close() }
        try host.presentWindow(title: "Row", width: 700, height: 500)
        let (column, time) = (row.arrangedSubviews[0], row.arrangedSubviews[1])
        #expect(InProcessGTK.turnLoop { (host.allocation(of: time)?.width ?? 0) > 0 })
        for view in [column, time] {
            let widget = try #require(host.widget(for: view))
            #expect(
                gtk_widget_get_valign(widget.unsafeWidget.assumingMemoryBound(to: GtkWidget.self)) == GTK_ALIGN_FILL)
        }
        // The shorter label sits in the middle of the row's height, as a centred row puts it.
        let (shownRow, shownTime) = (try #require(host.allocation(of: row)), try #require(host.allocation(of: time)))
        #expect(shownTime.height < shownRow.height)
        #expect(abs(shownTime.midY - shownRow.midY) <= 1, "\(shownTime) in \(shownRow)")
        let differences = LayoutAgreement.differences(under: row, in: host)
        #expect(differences.isEmpty, "\(differences)")
    }

    /// A column aligned to its leading edge gives a wrapping label the width of its widest line
    /// at the column's width, as the tree does; GTK, aligning the label itself, gave it the
    /// narrowest width that kept its number of lines, found by a search, and broke its lines
    /// elsewhere.
    @Test(
        "a column places its wrapping labels itself, each as wide as its widest line, where the tree puts it",
        arguments: [ContentSizeCategory.large, .accessibilityMedium, .accessibilityExtraExtraExtraLarge])
    func columnAlignsItsChildren(category: ContentSizeCategory) throws {
        try InProcessGTK.start()
        let column = StackLayoutCase.wrappingColumn.make()
        let window = Window.showing(column, at: category, fontEnvironment: Self.environment)
        let host = try GtkHost(window: window)
        defer { host.close() }
        try host.presentWindow(title: "Column", width: 700, height: 500)
        let (first, last) = (column.arrangedSubviews[0], column.arrangedSubviews[1])
        #expect(InProcessGTK.turnLoop { (host.allocation(of: last)?.width ?? 0) > 0 })
        let widget = try #require(host.widget(for: first))
        #expect(gtk_widget_get_halign(widget.unsafeWidget.assumingMemoryBound(to: GtkWidget.self)) == GTK_ALIGN_FILL)
        let differences = LayoutAgreement.differences(under: column, in: host)
        #expect(differences.isEmpty, "\(differences)")
    }

    /// UIKit's stacks take a negative spacing and overlap their views by it, as GTK's boxes do.
    @Test("a row with a negative spacing overlaps its labels by it, as the tree places them")
    func negativeSpacing() throws {
        try InProcessGTK.start()
        let row = StackView(arrangedSubviews: [Label(text: "Overlapping"), Label(text: "labels")])
        row.spacing = -6
        let window = Window.showing(row, fontEnvironment: Self.environment)
        let host = try GtkHost(window: window)
        defer { host.close() }
        try host.presentWindow(title: "Row", width: 600, height: 300)
        let (first, second) = (row.arrangedSubviews[0], row.arrangedSubviews[1])
        #expect(InProcessGTK.turnLoop { (host.allocation(of: second)?.width ?? 0) > 0 })
        let (left, right) = (try #require(host.allocation(of: first)), try #require(host.allocation(of: second)))
        #expect(abs(right.minX - (left.maxX - 6)) <= 1)
        let differences = LayoutAgreement.differences(under: row, in: host)
        #expect(differences.isEmpty, "\(differences)")
    }

    @Test("a scroll view's column of text taller than the window scrolls inside it, each label where the tree puts it")
    func scrollView() throws {
        try InProcessGTK.start()
        let scroll = ScrollView()
        let column = StackView(arrangedSubviews: (1...12).map { Label(text: "Message \($0)") })
        column.axis = .vertical
        column.spacing = 6
        scroll.addSubview(column)
        let window = Window.showing(
            scroll, at: .accessibilityExtraExtraExtraLarge, fontEnvironment: Self.environment)
        let host = try GtkHost(window: window)
        defer { host.close() }
        try host.presentWindow(title: "Scroll", width: 400, height: 300)
        let last = try #require(column.arrangedSubviews.last)
        #expect(InProcessGTK.turnLoop { (host.allocation(of: last)?.width ?? 0) > 0 })
        let size = try #require(host.windowSize)
        #expect(size.height <= 300, "the window grew to \(size)")
        // The scroll view takes the window's height, as one pinned to its superview's edges.
        #expect(try #require(host.allocation(of: scroll)).height > 200)
        let differences = LayoutAgreement.differences(under: scroll, in: host)
        #expect(differences.isEmpty, "\(differences)")
        #expect(scroll.contentSize.height > 300)
    }
}
#endif
