#if GTK
import FontScaleGTK
import FontScaleTesting
import Foundation
import HeadlessUI
import TestSupport
import Testing

@testable import DemoHarness

/// The headless tree driving a real GTK 4 window live: after every change the demo's scenario
/// makes, the GTK widget tree (read back from GTK and Pango) matches what the headless tree says.
@Suite("A live GTK window", .enabled(if: isGTKBuilt, "built without the GTK trait"), .requires(.testDisplay))
struct LiveEmbeddingTests {
    let display: VirtualDisplay

    init() throws {
        display = try VirtualDisplay()
    }

    /// The demo's environment: this display, drawn with GTK's cairo renderer.
    var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        display.apply(to: &environment)
        environment["GSK_RENDERER"] = "cairo"
        return environment
    }

    @Test(
        "push, pops, a swipe, a new stack, tabs, added and removed views, texts, button states, a hidden bar, an override, a limit, a category and Bold Text reach GTK"
    )
    func everyChangeReachesGTK() async throws {
        let demo = try DemoProcess(
            ["--category", "large", "--scenario"], environment: environment, running: .gtkHarness)
        #expect(demo.waitForExit() == 0)
        _ = await eventually { demo.lines.contains { $0.contains("\"closed\"") } }
        let decoder = JSONDecoder()
        let steps = demo.lines.compactMap { try? decoder.decode(ScenarioLine.self, from: Data($0.utf8)) }
        #expect(
            steps.map(\.step) == [
                "initial", "push", "text", "added and removed", "category", "override", "limit", "removed subtree",
                "Bold Text", "hidden",
                "pop", "disabled button", "typed search", "tab switch", "tab back", "selected and highlighted button",
                "bar hidden", "bar shown", "renamed tab", "two pushes", "finished swipe", "pop to root", "new stack",
            ])
        for step in steps {
            let found = ToolkitAgreement.differences(expected: step.expected, shown: step.shown)
            #expect(found.isEmpty, "after \(step.step):\n\(found.joined(separator: "\n"))\nGTK:\n\(step.shown)")
        }
        // The step after a category change shows the larger text in GTK, not only in the tree.
        let sizes = steps.map { $0.shown.description }
        #expect(sizes.count > 4 && sizes[3] != sizes[4])
        // A view detached from a removed subtree, unreported, lost its widget with the subtree.
        let closed = try #require(demo.lines.first { $0.contains("\"closed\"") })
        #expect(try decoder.decode(ScenarioClosed.self, from: Data(closed.utf8)).detachedWidgetForgotten)
    }

    @Test(
        "the mail app follows what the user does in GTK: a row opens a message, GTK's back button, tab, slider, switch and button reach the tree"
    )
    func mailAppThroughGTK() async throws {
        let demo = try DemoProcess(
            ["--category", "large", "--screen", "mailbox", "--mail-scenario"], environment: environment,
            running: .gtkHarness)
        #expect(demo.waitForExit() == 0)
        let decoder = JSONDecoder()
        let steps = demo.lines.compactMap { try? decoder.decode(MailScenarioLine.self, from: Data($0.utf8)) }
        #expect(
            steps.map(\.step) == [
                "initial", "open a message", "GTK's back button", "GTK's Settings tab", "GTK's slider to AX3",
                "GTK's Bold Text switch", "GTK's desktop-size button",
            ])
        for step in steps {
            let found = ToolkitAgreement.differences(expected: step.expected, shown: step.shown)
            #expect(found.isEmpty, "after \(step.step):\n\(found.joined(separator: "\n"))")
        }
        guard steps.count == 7 else { return }
        #expect(steps[1].topTitle == "Tea on Thursday?" && steps[2].topTitle == "Inbox")
        #expect(steps[0].shown.description.contains("FontScaleBox expands"))  // the tab bar sits at the bottom
        #expect(steps[1].shown.description.contains("Shall we meet"))
        #expect(steps[3].shown.description.contains("\"Text Size\""))
        #expect(steps[4].category == "accessibilityExtraLarge" && !steps[4].followsDesktop)
        #expect(steps[5].boldText)
        #expect(steps[6].followsDesktop)
    }

    @Test("closing the window unhooks the host: every method is safe and does nothing, the tree goes on alone")
    func closedWindow() async throws {
        let demo = try DemoProcess(
            ["--category", "large", "--scenario"], environment: environment, running: .gtkHarness)
        #expect(demo.waitForExit() == 0)
        _ = await eventually { demo.lines.contains { $0.contains("\"closed\"") } }
        let line = try #require(demo.lines.first { $0.contains("\"closed\"") })
        let closed = try JSONDecoder().decode(ScenarioClosed.self, from: Data(line.utf8))
        #expect(closed.isClosed)
        #expect(closed.renderCountUnchanged)
        #expect(!closed.widgetAfterClose)
        #expect(closed.presentError == "\(GtkError.closed)")
        #expect(closed.shownAfterClose == "closed")
    }
}
#endif
