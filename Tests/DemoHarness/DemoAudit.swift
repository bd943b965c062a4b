import DemoMail
import DynamicType
import FontScaleTesting
import Foundation
import HeadlessUI
import SystemFonts

/// `--audit` of either harness: the testing kit's text-size audit over the screen shown, headless
/// and in the toolkit's window, printed as one JSON line.
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
        /// Who found it: `headless`, a toolkit's name, or both.
        var foundBy: [String]
        /// The path of the ancestor that clips it, for text past a clipping container.
        var clippingAncestor: String?
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
            foundBy = finding.foundBy.map(\.description)
            clippingAncestor = finding.clippingAncestor
            description = finding.description
        }
    }

    /// What the mail app has by design: a row's preview is a two-line summary.
    static func isByDesign(_ finding: TextSizeFinding) -> Bool {
        finding.kind == .truncated && finding.path.hasSuffix("Label \"preview\"")
    }

    /// How long the toolkit may take to paint a frame at one text size: longer than the kit's
    /// default, because the tests run three harnesses at once under Address Sanitizer's slow
    /// unwinder on two cores, where one frame of the inbox at an accessibility size has taken
    /// past the default's 10 seconds. A window that never paints still fails, a minute later.
    static let frameTimeout: Duration = .seconds(60)

    /// Audits the host's window at every text size, with the toolkit's view of each label at each.
    static func run(host: some PaintedToolkitHost) async throws(ToolkitLoopError) -> Line {
        let report = try await TextSizeAudit().run(
            on: host.window, additionalChecks: TextSizeAudit.toolkitChecks(host: host, timeout: frameTimeout)
        ).ignoring(isByDesign)
        return Line(
            textCount: report.textCount, conditions: report.conditions.count,
            failures: report.failures.map(Finding.init),
            ignored: report.ignored.map(Finding.init), largeContent: report.largeContentCandidates.map(Finding.init))
    }
}
