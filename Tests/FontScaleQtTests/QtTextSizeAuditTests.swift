#if Qt
import Foundation
import TestSupport
import Testing

@testable import DemoHarness

/// The testing kit's text-size audit in a real Qt window on Qt's offscreen platform, with Qt's own
/// view of each label (`TextSizeAudit.toolkitChecks(host:timeout:)` over a `QtHost`), as GTK's window
/// tests run it with GTK's.
@Suite("The text-size audit in a Qt window")
struct QtTextSizeAuditTests {
    /// Runs the harness's `--audit` until it exits; the report it printed.
    func audit(_ arguments: [String]) throws -> DemoAudit.Line {
        let harness = try QtDemo.start(
            ["--audit", "--category", "large"] + arguments, on: .offscreen, running: .qtHarness)
        #expect(harness.waitForExit() == 0, "\(harness.errorOutput)")
        return try #require(harness.decodedLines(as: DemoAudit.Line.self).last)
    }

    @Test(
        "the mail app passes the text-size audit in a Qt window at every size",
        arguments: ["mailbox", "message", "settings"])
    func mailAppPasses(screen: String) throws {
        let report = try audit(["--screen", screen])
        #expect(report.conditions == 24)
        #expect(report.textCount > 0)
        #expect(report.failures.isEmpty, "\(report.failures.map(\.description))")
        // The tab bar keeps its size, as tab bars do, and has the large content viewer for it.
        #expect(!report.largeContent.contains { $0.path.hasSuffix("TabBar") }, "\(report.largeContent)")
    }

    @Test("single-line labels in a narrow window are reported once each, Qt confirming the headless findings")
    func narrowWindowFails() throws {
        let report = try audit(["--screen", "ramp", "--window-width", "240"])
        let confirmed = report.failures.filter { $0.foundBy.contains("Qt") }
        #expect(!confirmed.isEmpty, "\(report.failures.map(\.description))")
        // What Qt ellipsized, the headless check found too: one finding, both named.
        #expect(confirmed.allSatisfy { $0.kind == "truncated" && $0.foundBy == ["headless", "Qt"] })
        // One finding per defect: no path and kind twice.
        let defects = report.failures.map { "\($0.path) \($0.kind)" }
        #expect(Set(defects).count == defects.count, "\(defects)")
    }
}
#endif
