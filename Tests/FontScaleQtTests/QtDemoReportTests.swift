#if Qt
import DemoReportsQt
import FontScaleQt
import Foundation
import TestSupport
import Testing

/// The demo's `--report` line, as a person running it reads it.
@Suite("The Qt demo's report")
struct QtDemoReportTests {
    @Test(
        "the report lists every styled label of the inbox, Qt's size and weight equal to the tree's",
        arguments: ["large", "AX3"])
    func report(category: String) throws {
        let demo = try QtDemo.start(
            ["--category", category, "--report", "--exit-after-restyles", "0"], on: .offscreen)
        #expect(demo.waitForExit() == 0, "\(demo.errorOutput)")
        let report = try #require(demo.decodedLines(as: QtDemoReport.self).first)
        #expect(report.platform == "offscreen" && !report.isFallback && report.family == "Noto Sans")
        // The inbox's heading and five rows of four styled labels each.
        #expect(report.rows.count == 21)
        #expect(Set(report.rows.map(\.style)) == ["largeTitle", "headline", "footnote", "subheadline", "callout"])
        for row in report.rows {
            // Qt draws whole pixel sizes only: the tree's, rounded.
            #expect(row.qt.pixelSize == row.pointSize.rounded(), "\(row.style) \(row.text)")
            #expect(row.qt.weight == row.weight && row.qt.family == row.family, "\(row.style) \(row.text)")
        }
    }
}
#endif
