#if GTK
import DynamicType
import FontScaleGTK
import Foundation
import HeadlessUI
import TestSupport
import Testing

@testable import DemoHarness

/// The testing kit against a real GTK window under Xvfb (or weston): FontScale's headless
/// measurement beside Pango's, and the text-size audit with GTK's own view of each label.
@Suite(
    "The testing kit in a GTK window", .enabled(if: isGTKBuilt, "built without the GTK trait"), .requires(.testDisplay))
struct TextSizeAuditWindowTests {
    let display: VirtualDisplay

    init() throws {
        display = try VirtualDisplay()
    }

    var environment: [String: String] { display.demoEnvironment }

    /// Runs the harness until it exits; the JSON lines it printed, decoded.
    func run<Line: Decodable>(
        _ arguments: [String], as type: Line.Type, within seconds: Double = 120
    ) async throws
        -> [Line]
    {
        let demo = try DemoProcess(arguments, environment: environment, running: .gtkHarness)
        _ = await eventually(within: seconds) { !demo.isRunning }
        let status = demo.waitForExit()
        // What the harness said is the only clue to a run that ends without its report.
        #expect(status == 0, "\(demo.errorOutput.suffix(2_000))")
        let lines = demo.lines.compactMap { try? JSONDecoder().decode(Line.self, from: Data($0.utf8)) }
        if lines.isEmpty {
            let output = demo.lines.joined(separator: "\n").suffix(1_000)
            let errors = demo.errorOutput.suffix(2_000)
            Issue.record("exit \(status), no line decoded; output: \(output); errors: \(errors)")
        }
        return lines
    }

    @Test("FontScale measures every text style within a pixel of Pango, as a line and wrapped, at three sizes")
    func measurementAgreesWithPango() async throws {
        let lines = try await run(
            ["--measure", "--category", "large", "--window-width", "620"],
            as: MeasureAgreement.Line.self)
        #expect(lines.map(\.category) == MeasureAgreement.categories.map(\.name))
        for line in lines {
            #expect(line.engine == "HarfBuzz")
            #expect(line.rows.count == 2 * TextStyle.allCases.count)
            for row in line.rows {
                let label = "\(row.style) \(row.kind) at \(line.category)"
                #expect(!row.shown.isEllipsized, "\(label)")
                #expect(row.lineCount == row.shown.lineCount, "\(label)")
                #expect(
                    abs(row.width - Double(row.shown.width)) <= 1,
                    "\(label): \(row.width) vs \(row.shown.width), \(row.lineCount) lines")
                #expect(
                    abs(row.height - Double(row.shown.height)) <= 1, "\(label): \(row.height) vs \(row.shown.height)")
            }
            // The paragraphs wrap, or the comparison would only be of single lines.
            #expect(line.rows.contains { $0.kind == "paragraph" && $0.lineCount > 1 })
        }
    }

    @Test(
        "the mail app passes the text-size audit in a GTK window at every size",
        arguments: ["mailbox", "message", "settings"])
    func mailAppPasses(screen: String) async throws {
        let lines = try await run(["--screen", screen, "--audit", "--category", "large"], as: DemoAudit.Line.self)
        let report = try #require(lines.last)
        #expect(report.conditions == 24)
        #expect(report.textCount > 0)
        #expect(report.failures.isEmpty, "\(report.failures.map(\.description))")
        // The tab bar keeps its size, as tab bars do, and has the large content viewer for it.
        #expect(!report.largeContent.contains { $0.path.hasSuffix("TabBar") }, "\(report.largeContent)")
    }

    @Test("single-line labels in a narrow window are reported once each, GTK confirming the headless findings")
    func narrowWindowFails() async throws {
        let lines = try await run(
            ["--screen", "ramp", "--audit", "--category", "large", "--window-width", "240"], as: DemoAudit.Line.self)
        let report = try #require(lines.last)
        let confirmed = report.failures.filter { $0.foundBy.contains("GTK") }
        #expect(!confirmed.isEmpty, "\(report.failures.map(\.description))")
        // What GTK ellipsized, the headless check found too: one finding, both named.
        #expect(confirmed.allSatisfy { $0.kind == "truncated" && $0.foundBy == ["headless", "GTK"] })
        // One finding per defect: no path and kind twice.
        let defects = report.failures.map { "\($0.path) \($0.kind)" }
        #expect(Set(defects).count == defects.count, "\(defects)")
    }
}
#endif
