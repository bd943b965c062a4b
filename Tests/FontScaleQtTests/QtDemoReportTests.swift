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

    @Test(
        "the report lists the bars' titles, items and tabs, Qt's size and weight equal to the tree's, inside tool bars pinned across the window's top and bottom",
        arguments: ["large", "AX3"])
    func bars(category: String) throws {
        let demo = try QtDemo.start(
            ["--category", category, "--report", "--exit-after-restyles", "0"], on: .offscreen)
        #expect(demo.waitForExit() == 0, "\(demo.errorOutput)")
        let report = try #require(demo.decodedLines(as: QtDemoReport.self).first)
        let window = try #require(report.windowSize)
        #expect(report.barWidgets.map(\.text) == ["Edit", "Inbox", "Compose", "Mail", "Settings"])
        #expect(
            report.barWidgets.map(\.qtClass) == ["QToolButton", "QLabel", "QToolButton", "QToolButton", "QToolButton"])
        for widget in report.barWidgets {
            // Where the tree leaves the font to Qt (the title at Large), Qt's is the application's.
            if let pointSize = widget.pointSize {
                #expect(widget.qt.pixelSize == pointSize.rounded(), "\(widget.bar) \(widget.text)")
                #expect(widget.qt.weight == widget.weight, "\(widget.bar) \(widget.text)")
            }
            let bar = try #require(report.barFrames[widget.bar])
            let frame = try #require(widget.frame, "\(widget.text) is not shown")
            #expect(
                frame[0] >= bar[0] && frame[1] >= bar[1] && frame[0] + frame[2] <= bar[0] + bar[2]
                    && frame[1] + frame[3] <= bar[1] + bar[3], "\(widget.text) (\(frame)) is outside its bar (\(bar))")
        }
        // The tabs keep their size, as tab bars do: the tree gives them a font at every size.
        #expect(report.barWidgets.filter { $0.bar == "tabBar" }.allSatisfy { $0.pointSize != nil })
        #expect(report.barFrames["navigationBar"] == [0, 0, window[0], report.barFrames["navigationBar"]?[3] ?? 0])
        let tabBar = try #require(report.barFrames["tabBar"])
        #expect(tabBar[0] == 0 && tabBar[2] == window[0] && tabBar[1] + tabBar[3] == window[1], "\(tabBar)")
    }
}
#endif
