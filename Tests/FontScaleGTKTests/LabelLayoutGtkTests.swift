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

/// A label is laid out by CGtkNative's label layout (`fontscale_set_label_lines`), which lays its
/// text out fewer times per font than GtkLabel's own: it must still measure and draw as GTK's own
/// label does, shortened or wrapped.
@MainActor
@Suite(
    "A label is measured and drawn as GTK's own label is, shortened or wrapped",
    .enabled(if: isGTKBuilt, "built without the GTK trait"), .requires(.testDisplay), .serialized)
struct LabelLayoutGtkTests {
    static let environment = FontEnvironment.withAppFonts()

    nonisolated static let narrowCases: [(LineBreakMode, String)] = [
        (.byTruncatingTail, "A subject line far longer than the window it is shown in"),
        (.byTruncatingHead, "A subject line far longer than the window it is shown in"),
        (.byTruncatingMiddle, "A subject line far longer than the window it is shown in"),
        (.byClipping, "A subject line far longer than the window it is shown in"),
        (.byTruncatingTail, "مرحبا بالعالم، هذا سطر طويل جدا لا يتسع في هذه النافذة الضيقة"),
    ]

    @Test(
        "a label narrower than its text is measured and drawn as GTK's own ellipsizing label, in each truncation mode",
        arguments: narrowCases)
    func narrowLabel(mode: LineBreakMode, text: String) throws {
        let shown = try show(text, mode: mode)
        defer { shown.host.close() }
        #expect(try #require(shown.host.textLayout(of: shown.label)).isEllipsized)
        try expectDrawnAsGTKsOwn(shown, ellipsizing: Self.pangoMode(mode))
    }

    @Test("a shortened label given another width is shortened at that width, as GTK's own ellipsizing label is")
    func narrowLabelWidened() throws {
        let shown = try show("A subject line far longer than the window it is shown in", mode: .byTruncatingTail)
        defer { shown.host.close() }
        let narrow = try #require(shown.host.allocation(of: shown.label)).width
        try #require(shown.window.child).requestSize(width: 380, height: -1)
        #expect(InProcessGTK.turnLoop { (shown.host.allocation(of: shown.label)?.width ?? 0) > narrow + 100 })
        try shown.window.waitForPaint()
        #expect(try #require(shown.host.textLayout(of: shown.label)).isEllipsized)
        try expectDrawnAsGTKsOwn(shown, ellipsizing: PANGO_ELLIPSIZE_END)
    }

    @Test("a label as wide as its text is not shortened, and measures as GTK's own ellipsizing label")
    func wideLabel() throws {
        let shown = try show("Inbox", mode: .byTruncatingTail)
        defer { shown.host.close() }
        #expect(try #require(shown.host.textLayout(of: shown.label)).isEllipsized == false)
        try expectDrawnAsGTKsOwn(shown, ellipsizing: PANGO_ELLIPSIZE_END)
    }

    nonisolated static let wrappingCases: [(lines: Int, text: String)] = [
        (0, "A subject line far longer than the window it is shown in"),
        (2, "A preview of the message, which goes on for longer than two lines can show in this window"),
        (0, "Wavy Avenue, Tokyo: 'quoted' — and 1,234.56"),
        (3, "Well-known   spaces, a re-sent e-mail and WAVY AVENUE in capitals, which wraps more than thrice"),
        (0, "مرحبا بالعالم، هذا سطر طويل جدا لا يتسع في هذه النافذة الضيقة"),
        (0, "東京の天気は晴れ、明日は雨が降るでしょう。傘を持って行ってください。"),
        (0, "नमस्ते दुनिया, यह पंक्ति इस संकरी खिड़की में नहीं समाती"),
        (2, "שלום עולם, זו שורה ארוכה מאוד שאינה נכנסת בחלון הצר הזה בכלל"),
    ]

    @Test(
        "a wrapping label is measured as GTK's own at its width, and at any height, and draws the same",
        arguments: wrappingCases)
    func wrappingLabel(lines: Int, text: String) throws {
        let shown = try show(text, mode: .byTruncatingTail, lines: lines)
        defer { shown.host.close() }
        #expect(try #require(shown.host.textLayout(of: shown.label)).lineCount > 1)
        try expectDrawnAsGTKsOwn(shown, ellipsizing: lines == 0 ? PANGO_ELLIPSIZE_NONE : PANGO_ELLIPSIZE_END)
    }

    @Test("a label that wraps after one line wraps, and is one line again after")
    func wrapsAgain() throws {
        let shown = try show("A subject line far longer than the window it is shown in", mode: .byTruncatingTail)
        defer { shown.host.close() }
        shown.label.numberOfLines = 0
        shown.host.render()
        #expect(
            InProcessGTK.turnLoop {
                shown.host.textLayout(of: shown.label).map { $0.lineCount > 1 && !$0.isEllipsized } ?? false
            })
        shown.label.numberOfLines = 1
        shown.host.render()
        #expect(
            InProcessGTK.turnLoop {
                shown.host.textLayout(of: shown.label).map { $0.lineCount == 1 && $0.isEllipsized } ?? false
            })
    }

    private struct Shown {
        let host: GtkHost
        let window: GtkWidgetHandle
        let label: Label
        let widget: GtkWidgetHandle
    }

    private struct Drawn {
        let sizes: [Int32]
        let png: Data
    }

    /// A label of `text` on at most `lines` lines (`0`: any), ending as `mode` says, in a window
    /// narrower than the text.
    private func show(_ text: String, mode: LineBreakMode, lines: Int = 1) throws -> Shown {
        try InProcessGTK.start()
        let label = Label(text: text, font: .appFont(for: .title2, in: Self.environment))
        label.numberOfLines = lines
        label.lineBreakMode = mode
        let host = try GtkHost(window: Window.showing(label, fontEnvironment: Self.environment))
        let window = try host.presentWindow(title: "One line", width: 260, height: 120)
        #expect(InProcessGTK.turnLoop { (host.allocation(of: label)?.width ?? 0) > 0 })
        try window.waitForPaint()
        return Shown(host: host, window: window, label: label, widget: try #require(host.widget(for: label)))
    }

    /// The label's smallest and natural width and height at any size, its height at a width of 200
    /// pixels, and its picture.
    private func drawn(_ shown: Shown) throws -> Drawn {
        let pointer = Gtk.widget(shown.widget)
        var sizes: [Int32] = []
        for (orientation, across) in [
            (GTK_ORIENTATION_HORIZONTAL, -1), (GTK_ORIENTATION_VERTICAL, -1),
            (GTK_ORIENTATION_VERTICAL, 200),
        ] as [(GtkOrientation, Int32)] {
            var minimum: Int32 = 0
            var natural: Int32 = 0
            gtk_widget_measure(pointer, orientation, across, &minimum, &natural, nil, nil)
            sizes += [minimum, natural]
        }
        return Drawn(sizes: sizes, png: try #require(Gtk.png(of: shown.widget)))
    }

    /// Expects the label to measure and draw as it does once given back to GtkLabel's own layout.
    private func expectDrawnAsGTKsOwn(_ shown: Shown, ellipsizing mode: PangoEllipsizeMode) throws {
        let ours = try drawn(shown)
        try giveBackToGTK(shown, ellipsizing: mode)
        let gtks = try drawn(shown)
        #expect(ours.sizes == gtks.sizes)
        #expect(ours.png == gtks.png, "the label is drawn otherwise than GtkLabel's own")
    }

    /// Gives the label back to GtkLabel's own layout and ellipsizing, and waits for it to be drawn.
    private func giveBackToGTK(_ shown: Shown, ellipsizing mode: PangoEllipsizeMode) throws {
        let pointer = Gtk.widget(shown.widget)
        gtk_widget_set_layout_manager(pointer, nil)
        gtk_label_set_ellipsize(OpaquePointer(pointer), mode)
        try shown.window.waitForPaint()
        #expect(gtk_widget_get_layout_manager(pointer) == nil)
        #expect(Gtk.typeName(of: shown.widget) == "GtkLabel")
    }

    private static func pangoMode(_ mode: LineBreakMode) -> PangoEllipsizeMode {
        switch mode {
        case .byTruncatingHead: PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: PANGO_ELLIPSIZE_MIDDLE
        default: PANGO_ELLIPSIZE_END
        }
    }
}
#endif
