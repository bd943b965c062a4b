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

/// A one-line label is laid out by the shim's one-line layout (`fontscale_set_one_line`), which
/// lays its text out once per font rather than three or four times: narrower than its text, it
/// must still measure and draw as GTK's own ellipsizing label does.
@MainActor
@Suite(
    "A one-line label is shortened as GTK's own ellipsizing label is",
    .enabled(if: isGTKBuilt, "built without the GTK trait"), .requires(.testDisplay), .serialized)
struct OneLineLabelGtkTests {
    static let environment: FontEnvironment = {
        let environment = FontEnvironment()
        _ = try? environment.loadAppFonts(from: Repository.appFontsDirectory, family: "Noto Sans")
        return environment
    }()

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
        let ours = try drawn(shown)
        // The same widget, given back to GtkLabel's own ellipsizing.
        fontscale_set_one_line(Gtk.widget(shown.widget), 0, Self.pangoMode(mode))
        try shown.window.waitForPaint()
        #expect(Gtk.typeName(of: shown.widget) == "GtkLabel")
        let gtks = try drawn(shown)
        #expect(ours.sizes == gtks.sizes)
        #expect(ours.png == gtks.png, "the label is drawn otherwise than GTK's own ellipsizing label")
    }

    @Test("a label as wide as its text is not shortened, and measures as GTK's own ellipsizing label")
    func wideLabel() throws {
        let shown = try show("Inbox", mode: .byTruncatingTail)
        defer { shown.host.close() }
        #expect(try #require(shown.host.textLayout(of: shown.label)).isEllipsized == false)
        let ours = try drawn(shown)
        fontscale_set_one_line(Gtk.widget(shown.widget), 0, PANGO_ELLIPSIZE_END)
        try shown.window.waitForPaint()
        let gtks = try drawn(shown)
        #expect(ours.sizes == gtks.sizes)
        #expect(ours.png == gtks.png)
    }

    @Test("a label that wraps again after one line is GTK's own label again, and wraps")
    func wrapsAgain() throws {
        let shown = try show("A subject line far longer than the window it is shown in", mode: .byTruncatingTail)
        defer { shown.host.close() }
        shown.label.numberOfLines = 0
        shown.host.render()
        #expect(
            InProcessGTK.turnLoop {
                shown.host.textLayout(of: shown.label).map { $0.lineCount > 1 && !$0.isEllipsized } ?? false
            })
        #expect(gtk_widget_get_layout_manager(Gtk.widget(shown.widget)) == nil)
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

    /// A one-line label of `text`, ending as `mode` says, in a window narrower than the text.
    private func show(_ text: String, mode: LineBreakMode) throws -> Shown {
        try InProcessGTK.start()
        let label = Label(text: text, font: .appFont(for: .title2, in: Self.environment))
        label.numberOfLines = 1
        label.lineBreakMode = mode
        let host = try GtkHost(window: Window.showing(label, fontEnvironment: Self.environment))
        let window = try host.presentWindow(title: "One line", width: 260, height: 120)
        #expect(InProcessGTK.turnLoop { (host.allocation(of: label)?.width ?? 0) > 0 })
        try window.waitForPaint()
        return Shown(host: host, window: window, label: label, widget: try #require(host.widget(for: label)))
    }

    /// The label's smallest and natural width and height, and its picture.
    private func drawn(_ shown: Shown) throws -> Drawn {
        let pointer = Gtk.widget(shown.widget)
        var sizes: [Int32] = []
        for orientation in [GTK_ORIENTATION_HORIZONTAL, GTK_ORIENTATION_VERTICAL] {
            var minimum: Int32 = 0
            var natural: Int32 = 0
            gtk_widget_measure(pointer, orientation, -1, &minimum, &natural, nil, nil)
            sizes += [minimum, natural]
        }
        return Drawn(sizes: sizes, png: try #require(Gtk.png(of: shown.widget)))
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
