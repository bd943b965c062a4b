#if Qt
import CQtShim
import Foundation
import Testing

@testable import FontScaleQt

/// The size hints of FontScale's labels that do not wrap, which measure their text once where
/// QLabel measures it three times: the same as a plain QLabel's with the same settings, after the
/// text and the font change.
///
/// Each row runs in a child process of its own (an exit test) with Qt's offscreen platform, as
/// `QtWidgetHandleTests` explains.
@Suite("Qt label size hints", .enabled(if: isQtBuilt, "built without the Qt trait"))
struct QtLabelHintTests {
    /// A label's settings, and the text and pixel size it is measured with first and then.
    struct Row: Codable, Sendable, CustomTestStringConvertible {
        var firstText = "Label 12"
        var text = "Inbox"
        var alignment = QtLabelHintTests.leadingTop
        var margin: Int32 = 0
        var indent: Int32 = -1
        var frameWidth: Int32 = 0
        var contentsMargin: Int32 = 0
        var minimumWidth: Int32 = 0
        var firstPixelSize: Int32 = 17
        var pixelSize: Int32 = 28

        var testDescription: String {
            "\(text.debugDescription) at \(pixelSize) px, alignment \(alignment), margin \(margin), indent \(indent), "
                + "frame \(frameWidth), contents margin \(contentsMargin), minimum width \(minimumWidth)"
        }
    }

    /// Qt's `Qt::AlignmentFlag` values the rows use: leading and top (FontScale's labels'),
    /// centred both ways, and bottom right.
    static let leadingTop: Int32 = 0x0001 | 0x0020
    static let centre: Int32 = 0x0004 | 0x0080
    static let bottomRight: Int32 = 0x0002 | 0x0040

    static let rows: [Row] = [
        Row(),
        Row(firstPixelSize: 28, pixelSize: 11),
        Row(firstText: "Inbox", text: "Inbox", firstPixelSize: 13, pixelSize: 40),
        Row(text: "Two\nlines"),
        Row(text: "Tabs\tand  spaces "),
        Row(text: "مرحبا بالعالم"),
        Row(text: "Emoji 😀 and 日本語"),
        Row(text: "Centred", alignment: Self.centre),
        Row(text: "Bottom right", alignment: Self.bottomRight, margin: 3),
        Row(text: "Indented", indent: 6),
        Row(text: "Indented below", alignment: Self.bottomRight, indent: 9),
        Row(text: "Framed", frameWidth: 2),
        Row(text: "Framed, margin", margin: 4, frameWidth: 3),
        Row(text: "Framed, no indent", indent: 0, frameWidth: 2),
        Row(text: "Contents margins", contentsMargin: 2),
        Row(text: "Wide", minimumWidth: 300),
        Row(text: "A & B"),
        Row(text: "x"),
    ]

    @Test("a FontScale label on one line asks for the size and smallest size a QLabel does", arguments: rows)
    func hintsMatchQLabel(row: Row) async {
        await #expect(processExitsWith: .success) { [row] in
            await MainActor.run {
                setenv("QT_QPA_PLATFORM", "offscreen", 1)
                precondition(fsqt_application_ensure(), "no QApplication")
                defer { Qt.shutDownApplication() }
                func hints(leaded: Bool) -> [Int32] {
                    var hints: [Int32] = [0, 0, 0, 0]
                    fsqt_label_hints_for_testing(
                        leaded, row.firstText, row.text, row.alignment, row.margin, row.indent, row.frameWidth,
                        row.contentsMargin, row.minimumWidth, row.firstPixelSize, row.pixelSize, &hints)
                    return hints
                }
                let ours = hints(leaded: true)
                let qt = hints(leaded: false)
                guard ours == qt, qt.allSatisfy({ $0 > 0 }) else {
                    FileHandle.standardError.write(Data("FontScale's \(ours), QLabel's \(qt)\n".utf8))
                    exit(1)
                }
            }
        }
    }
}
#endif
