#if GTK
import DynamicType
import FontScaleGTK
import FontScaleTesting
import Foundation
import HeadlessUI

/// `--audit`: the testing kit's text-size audit over the screen shown, headless and in the GTK
/// window, printed as one JSON line.
@MainActor
enum DemoAudit {
    /// The printed line.
    struct Line: Codable {
        var textCount: Int
        var conditions: Int
        var failures: [Finding]
        var ignored: [Finding]
        var largeContent: [Finding]
    }

    /// One finding, in JSON's terms.
    struct Finding: Codable {
        var kind: String
        var path: String
        var text: String
        var condition: String
        var style: String?
        var pointSize: Double
        var measured: [Double]?
        var available: [Double]?
        var reason: String
        /// The finding's own one-line description.
        var description: String

        init(_ finding: TextSizeFinding) {
            kind = finding.kind.rawValue
            path = finding.path
            text = finding.text
            condition = finding.condition.description
            style = finding.textStyle?.name
            pointSize = finding.pointSize
            measured = finding.measured.map { [$0.width, $0.height] }
            available = finding.available.map { [$0.width.isFinite ? $0.width : -1, $0.height] }
            reason = finding.reason
            description = finding.description
        }
    }

    /// What the mail app has by design: a row's preview is a two-line summary.
    static func isByDesign(_ finding: TextSizeFinding) -> Bool {
        finding.kind == .truncated && finding.path.hasSuffix("Label \"preview\"")
    }

    /// Audits `window` at every text size, with GTK's view of each label at each.
    static func run(window: Window, host: GtkHost, gtkWindow: GtkWidgetHandle) async -> Line {
        let report = await TextSizeAudit().run(
            on: window, additionalChecks: TextSizeAudit.gtkChecks(host: host, gtkWindow: gtkWindow)
        ).ignoring(isByDesign)
        return Line(
            textCount: report.textCount, conditions: report.conditions.count,
            failures: report.failures.map(Finding.init),
            ignored: report.ignored.map(Finding.init), largeContent: report.largeContentCandidates.map(Finding.init))
    }
}
#endif
