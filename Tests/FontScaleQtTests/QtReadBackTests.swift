#if Qt
import FontScaleTesting
import Foundation
import HeadlessUI
import TestSupport
import Testing

@testable import DemoHarness

/// What Qt draws for each kind of view, read back from Qt on its offscreen platform and compared
/// with the tree by the oracle GTK's read-back tests use.
@Suite("Qt draws what the tree resolved, for every kind of view")
struct QtReadBackTests {
    @Test("Qt's widgets agree with the tree for every kind of view")
    func agrees() throws {
        let harness = try QtDemo.start(
            ["--agreement", "--category", "accessibilityMedium"], on: .offscreen, running: .qtHarness)
        #expect(harness.waitForExit() == 0, "\(harness.errorOutput)")
        let lines = harness.decodedLines(as: AgreementRun.Line.self)
        #expect(lines.map(\.kind) == ShownKind.allCases)
        for line in lines {
            #expect(
                line.differences.isEmpty, "\(line.kind): \(line.differences.joined(separator: "\n"))\n\(line.shown)")
        }
    }

    @Test("a button's title is drawn in Qt in the small capitals the tree resolved")
    func buttonKeepsSmallCaps() throws {
        let harness = try QtDemo.start(["--agreement"], on: .offscreen, running: .qtHarness)
        #expect(harness.waitForExit() == 0, "\(harness.errorOutput)")
        let button = try #require(harness.decodedLines(as: AgreementRun.Line.self).first { $0.kind == .button })
        #expect(button.shown.children.first?.children.first?.font?.isSmallCaps == true, "\(button.shown)")
    }
}
#endif
