#if GTK
import DynamicType
import FontScaleGTK
import FontScaleTesting
import Foundation
import HeadlessUI
import SystemFonts
import TestSupport
import Testing

/// The GTK check of the text-size audit run as a user writes it in Swift Testing, with no loop of
/// their own: it turns GTK's loop itself, agrees with the headless check, and gives up with a
/// clear error when the loop cannot turn.
@MainActor
@Suite(
    "The GTK check in a plain Swift Testing test", .enabled(if: isGTKBuilt, "built without the GTK trait"),
    .requires(.testDisplay), .serialized)
struct ToolkitChecksInTestsTests {
    static let environment = FontEnvironment.withAppFonts()

    /// A 300-point-wide window of one line of text and a wrapping paragraph, with its manager.
    struct Screen {
        let window: Window
        let manager: AppearanceManager
    }

    func screen(oneLine text: String, style: TextStyle) -> Screen {
        let application = Application(notificationCenter: NotificationCenter(), fontEnvironment: Self.environment)
        let window = Window(application: application)
        window.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
        let root = ViewController()
        let line = Label(text: text, font: .appFont(for: style, in: Self.environment))
        line.accessibilityIdentifier = "line"
        let paragraph = Label(
            text: "Wraps to as many lines as it needs.", font: .appFont(for: .body, in: Self.environment))
        paragraph.numberOfLines = 0
        let stack = StackView(arrangedSubviews: [line, paragraph])
        stack.axis = .vertical
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
        root.view.addSubview(stack)
        window.rootViewController = root
        return Screen(window: window, manager: AppearanceManager(rootViewController: root, application: application))
    }

    nonisolated static let oneLineTexts: [(String, TextStyle)] = [
        ("Re: the quarterly report, the budget and the offsite", .headline),
        ("Meeting moved to Thursday", .body),
    ]

    @Test(
        "the GTK check runs in a test with no loop of its own and confirms the headless finding at the same size",
        arguments: oneLineTexts)
    func confirmsHeadless(text: String, style: TextStyle) async throws {
        try InProcessGTK.start()
        let screen = screen(oneLine: text, style: style)
        let host = try GtkHost(window: screen.window)
        defer { host.close() }
        // GtkHost keeps a 16-pixel margin around the tree, so the tree's 300 points are a
        // 332-pixel window.
        try host.presentWindow(title: "Verdict", width: 332, height: 632)
        let audit = TextSizeAudit(checks: [.textClipped], sweep: TextSizeSweep(boldText: [false]))
        let report = try await audit.run(on: screen.window, additionalChecks: TextSizeAudit.toolkitChecks(host: host))
        // One defect, one finding: the line, found headless and by GTK at the same first size.
        #expect(report.failures.map(\.kind) == [.truncated], "\(report)")
        let finding = try #require(report.failures.first)
        #expect(finding.path.hasSuffix("Label \"line\""))
        #expect(finding.foundBy == [.headless, .toolkit("GTK")], "\(finding)")
        #expect(!finding.reason.contains("first found it"), "\(finding)")
        withExtendedLifetime(screen) {}
    }

    @Test("the article's GTK audit runs as written in a plain test, and a screen that fits passes")
    func articleExample() async throws {
        try InProcessGTK.start()
        let screen = screen(oneLine: "Inbox", style: .body)
        let window = screen.window
        // The tree's width inside the article's 480-pixel window, less GtkHost's margins.
        window.frame.size.width = 448
        // example begin
        let host = try GtkHost(window: window)
        try host.presentWindow(title: "Inbox")
        let report = try await TextSizeAudit().run(
            on: window, additionalChecks: TextSizeAudit.toolkitChecks(host: host))
        #expect(report.passed, "\(report)")
        // example end
        host.close()
        #expect(report.conditions.count == 24)
    }

    @Test("the GTK check throws a timeout naming GTK and the text size when GTK's loop cannot turn")
    func deadline() async throws {
        try InProcessGTK.start()
        let screen = screen(oneLine: "Inbox", style: .body)
        let host = try GtkHost(window: screen.window)
        defer { host.close() }
        try host.presentWindow(title: "Verdict", width: 300, height: 600)
        // The application's own text size only: the check runs at once.
        let large = TextSizeCondition(category: .large)
        let audit = TextSizeAudit(sweep: TextSizeSweep(categories: [.large], boldText: [false]))
        let timeout = Duration.milliseconds(500)
        let checks = TextSizeAudit.toolkitChecks(host: host, timeout: timeout)
        await #expect(throws: ToolkitLoopError.noFramePainted(toolkit: "GTK", condition: large, timeout: timeout)) {
            try await audit.run(on: screen.window) { condition throws(ToolkitLoopError) in
                // Held within this one turn of the main actor only, so no other test's GTK loop
                // waits on it.
                let holder = MainContextHolder()
                defer { holder.release() }
                let started = ContinuousClock.now
                do throws(ToolkitLoopError) {
                    return try await checks(condition)
                } catch {
                    // It gave up at its deadline, not later.
                    #expect(ContinuousClock.now - started < .seconds(2))
                    throw error
                }
            }
        }
        // Once the loop can turn, the same check completes.
        let report = try await audit.run(on: screen.window, additionalChecks: TextSizeAudit.toolkitChecks(host: host))
        #expect(report.passed, "\(report)")
        withExtendedLifetime(screen) {}
    }
}
#endif
