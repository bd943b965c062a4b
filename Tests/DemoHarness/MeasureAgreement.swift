import DemoMail
import DynamicType
import FontScaleTesting
import Foundation
import HeadlessUI

/// `--measure`: FontScale's headless measurement of each label beside the toolkit's layout of it
/// in its window (Pango's in GTK, the `QLabel`'s in Qt), one JSON line per category.
@MainActor
enum MeasureAgreement {
    /// The printed line.
    struct Line: Codable {
        var category: String
        var engine: String
        var rows: [Row]
    }

    /// One label.
    struct Row: Codable {
        var style: String
        var kind: String
        /// The toolkit's layout of the label.
        var shown: ShownTextLayout
        var width: Double
        var height: Double
        var lineCount: Int
    }

    /// The categories compared: the default, the largest standard one, and an accessibility one.
    nonisolated static let categories: [ContentSizeCategory] = [
        .large, .extraExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]

    static func run(screen: MeasureViewController, application: Application, host: some PaintedToolkitHost) async {
        await TextSizeSweep(categories: categories, boldText: [false]).run(in: application) { condition in
            host.render()
            await host.nextPaint()
            let rows = screen.labels.compactMap { style, kind, label -> Row? in
                guard let shown = host.textLayout(of: label) else { return nil }
                // A paragraph wraps in the width the toolkit gave it; a line has all the width it needs.
                let layout = label.textLayout(forWidth: kind == "paragraph" ? Double(shown.allocatedWidth) : nil)
                return Row(
                    style: style.name, kind: kind, shown: shown, width: layout.width, height: layout.height,
                    lineCount: layout.lineCount)
            }
            let engine = rows.isEmpty ? "" : (screen.labels.first?.label.textLayout(forWidth: nil).engine.name ?? "")
            emitJSONLine(Line(category: condition.category.name, engine: engine, rows: rows))
        }
    }
}
