import DynamicType
import FontScaleTesting
import Foundation
import HeadlessUI
import SystemFonts
import Testing

@MainActor
@Suite("Text-size audit")
struct TextSizeAuditTests {
    @Test("a screen of styled, wrapping, laid-out labels passes at every text size")
    func goodScreenPasses() async {
        let screen = Screen.good()
        let report = await TextSizeAudit().run(on: screen.window)
        #expect(report.passed, "\(report)")
        #expect(report.textCount == 3)
        #expect(report.conditions.count == 24)
    }

    @Test("the audit's measurement cache is the window's only while the audit runs")
    func measurementCacheForTheRun() async {
        let screen = Screen.good()
        let window = screen.window
        var cachedAtEachCondition: [Bool] = []
        _ = await TextSizeAudit().run(on: window) { _ in
            cachedAtEachCondition.append(window.textMeasurementCache != nil)
            return []
        }
        #expect(cachedAtEachCondition == Array(repeating: true, count: 24))
        #expect(window.textMeasurementCache == nil)
    }

    nonisolated static let brokenScreen: [(identifier: String, kind: TextSizeFinding.Kind)] = [
        ("fixed", .doesNotScale),
        ("optedOut", .doesNotScale),
        ("oneLine", .truncated),
        ("clipped", .clipped),
    ]

    @Test("each audit fails on the broken screen's text made to fail it", arguments: brokenScreen)
    func brokenScreenFails(identifier: String, kind: TextSizeFinding.Kind) async throws {
        let screen = try Screen.broken()
        let report = await TextSizeAudit().run(on: screen.window)
        let found = report.failures.filter { $0.path.hasSuffix("\"\(identifier)\"") }
        #expect(found.map(\.kind) == [kind], "\(report)")
    }

    @Test("a fixed font is reported as such, with its size")
    func fixedFontReason() async throws {
        let screen = try Screen.broken()
        let report = await TextSizeAudit(checks: [.dynamicType]).run(on: screen.window)
        let fixed = try #require(report.failures.first { $0.path.hasSuffix("\"fixed\"") })
        #expect(fixed.reason.contains("no text style"))
        #expect(fixed.pointSize == 17)
        #expect(fixed.textStyle == nil)
    }

    @Test("a label that does not adjust is reported for that reason")
    func optedOutReason() async throws {
        let screen = try Screen.broken()
        let report = await TextSizeAudit(checks: [.dynamicType]).run(on: screen.window)
        let optedOut = try #require(report.failures.first { $0.path.hasSuffix("\"optedOut\"") })
        #expect(optedOut.reason == "adjustsFontForContentSizeCategory is false")
        #expect(optedOut.textStyle == .body)
    }

    @Test("a truncated label names the first size it happens at, and what it needs against what it has")
    func truncationDetails() async throws {
        let screen = try Screen.broken()
        let report = await TextSizeAudit(checks: [.textClipped]).run(on: screen.window)
        let truncated = try #require(report.failures(.truncated).first)
        let measured = try #require(truncated.measured)
        let available = try #require(truncated.available)
        #expect(available.width == 360)
        // One line of it: wider than the label, one line high.
        #expect(measured.width > available.width)
        #expect(measured.height == available.height)
        #expect(truncated.path.hasPrefix("Window > ViewController > View > StackView > "))
        #expect(truncated.textStyle == .headline)
        // Not at the smallest size: the subject fits one line there.
        #expect(truncated.condition.category > .extraSmall)
    }

    @Test("bars without the viewer and limited subtrees are reported as needing a large-content alternative")
    func largeContent() async throws {
        let screen = try Screen.broken()
        for case let tabs as TabBar in screen.stack.subviews { tabs.showsLargeContentViewer = false }
        let report = await TextSizeAudit(checks: [.dynamicType]).run(on: screen.window)
        let paths = report.largeContentCandidates.map(\.path)
        #expect(paths.contains { $0.hasSuffix("TabBar") })
        #expect(paths.contains { $0.hasSuffix("\"pinned\"") })
        #expect(!report.failures.contains { $0.path.hasSuffix("\"pinned\"") || $0.path.hasSuffix("TabBar") })
    }

    @Test("a tab bar that shows the large content viewer is not a large-content candidate")
    func tabBarWithViewer() async throws {
        let screen = try Screen.broken()
        let report = await TextSizeAudit(checks: [.dynamicType]).run(on: screen.window)
        let paths = report.largeContentCandidates.map(\.path)
        #expect(!paths.contains { $0.hasSuffix("TabBar") })
        #expect(paths.contains { $0.hasSuffix("\"pinned\"") })
    }

    @Test("a button that keeps its size is a large-content candidate only without the viewer")
    func optedOutButton() async throws {
        let screen = Screen.good()
        let button = Button(title: "Archive")
        button.titleLabel.adjustsFontForContentSizeCategory = false
        screen.stack.addSubview(button)
        let withViewer = await TextSizeAudit(checks: [.dynamicType]).run(on: screen.window)
        #expect(!withViewer.largeContentCandidates.contains { $0.text == "Archive" })
        button.showsLargeContentViewer = false
        let without = await TextSizeAudit(checks: [.dynamicType]).run(on: screen.window)
        #expect(without.largeContentCandidates.contains { $0.text == "Archive" })
    }

    @Test("a subtree no walk reaches fails the scaling audit: its fonts never change")
    func unwalkedTree() async {
        /// A container that opts its subtree out of the walk, overriding it without `super`.
        final class OptedOut: View {
            override func recursivelyUpdateFontsForContentSize() {}
        }
        let screen = Screen.good()
        let optedOut = OptedOut()
        for label in screen.stack.subviews { optedOut.addSubview(label) }
        screen.root.view.addSubview(optedOut)
        let report = await TextSizeAudit(checks: [.dynamicType]).run(on: screen.window)
        #expect(report.failures.count == 3)
        #expect(report.failures.allSatisfy { $0.reason.contains("no font walk reached it") })
    }

    @Test("one category is not enough to judge scaling")
    func singleCategory() async throws {
        let audit = TextSizeAudit(checks: [.dynamicType], sweep: TextSizeSweep(categories: [.large]))
        let screen = try Screen.broken()
        let report = await audit.run(on: screen.window)
        #expect(report.failures.isEmpty)
    }

    @Test("a hidden view is not audited")
    func hiddenViews() async throws {
        let screen = try Screen.broken()
        for view in screen.stack.subviews { view.isHidden = true }
        let report = await TextSizeAudit().run(on: screen.window)
        #expect(report.textCount == 0)
        #expect(report.passed)
    }

    @Test("a toolkit's own findings join the report's failures")
    func additionalChecks() async {
        let finding = TextSizeFinding(
            kind: .clipped, path: "Window", text: "x", condition: TextSizeCondition(category: .large), textStyle: nil,
            pointSize: 17, reason: "in the toolkit")
        let audit = TextSizeAudit(sweep: TextSizeSweep(categories: [.large, .extraLarge], boldText: [false]))
        let screen = Screen.good()
        let report = await audit.run(on: screen.window) { condition in
            condition.category == .large ? [finding] : []
        }
        #expect(report.failures == [finding])
    }

    @Test("a toolkit's finding at several sizes is reported once, at the first, the others counted")
    func additionalChecksFolded() async {
        let screen = Screen.good()
        let audit = TextSizeAudit(
            sweep: TextSizeSweep(categories: [.large, .extraLarge, .extraExtraLarge], boldText: [false]))
        let report = await audit.run(on: screen.window) { condition in
            [
                TextSizeFinding(
                    kind: .truncated, path: "Window > Label", text: "x", condition: condition, textStyle: .body,
                    pointSize: 17, reason: "ellipsized")
            ]
        }
        #expect(report.failures.map(\.condition.category) == [.large])
        #expect(report.failures.map(\.reason) == ["ellipsized (and at 2 more text sizes)"])
    }
}

@MainActor
@Suite("Text-size audit report")
struct TextSizeAuditReportTests {
    @Test("failures a screen has by design can be set aside, and still be read")
    func ignoring() async throws {
        let screen = try Screen.broken()
        let report = await TextSizeAudit().run(on: screen.window).ignoring { $0.path.hasSuffix("\"oneLine\"") }
        #expect(!report.failures.contains { $0.path.hasSuffix("\"oneLine\"") })
        #expect(report.ignored.map(\.kind) == [.truncated])
        #expect(report.failures.count == 3)
    }

    @Test("the description sums up, then gives one line per finding")
    func description() async throws {
        let screen = try Screen.broken()
        let report = await TextSizeAudit().run(on: screen.window)
        let lines = report.description.split(separator: "\n")
        // The pinned label; the tab bar shows the large content viewer.
        #expect(
            lines.first?.hasPrefix("6 texts at 24 text sizes: 4 failures, 1 need a large-content alternative") == true)
        #expect(lines.count == 1 + 4 + 1)
    }
}
