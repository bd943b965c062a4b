#if Qt
import FontScaleQt
import FontScaleTesting
import Foundation
import HeadlessUI
import TestSupport
import Testing

@testable import DemoHarness

/// The headless tree driving a real Qt 6 window live, on Qt's offscreen platform and on a display
/// server (X11 on Xvfb, or Wayland on weston with `FONTSCALE_TEST_DISPLAY=wayland`): after every change the scenario makes, the Qt widget tree (read back from Qt: each
/// widget's class, text, state and QFont) matches what the headless tree says.
@Suite("A live Qt window")
struct LiveQtWindowTests {

    @Test(
        "push, pops, a swipe, a new stack, tabs, added and removed views, texts, button states, a hidden bar, an override, a limit, a category and Bold Text reach Qt",
        arguments: QtPlatform.allCases)
    func everyChangeReachesQt(platform: QtPlatform) async throws {
        let display = try platform.startDisplay()
        let demo = try QtDemo.start(
            ["--category", "large", "--scenario"], on: platform, display: display, running: .qtHarness)
        #expect(demo.waitForExit() == 0, "\(demo.errorOutput)")
        let steps = demo.decodedLines(as: ScenarioLine.self)
        #expect(
            steps.map(\.step) == [
                "initial", "push", "text", "added and removed", "category", "override", "limit", "removed subtree",
                "Bold Text", "hidden",
                "pop", "disabled button", "typed search", "tab switch", "tab back", "selected and highlighted button",
                "bar hidden", "bar shown", "renamed tab", "two pushes", "finished swipe", "pop to root", "new stack",
            ])
        for step in steps {
            let found = ToolkitAgreement.differences(expected: step.expected, shown: step.shown)
            #expect(found.isEmpty, "after \(step.step):\n\(found.joined(separator: "\n"))\nQt:\n\(step.shown)")
        }
        // The step after a category change shows larger text in Qt, not only in the tree.
        #expect(steps.count > 4 && steps[3].shown.description != steps[4].shown.description)
        let closed = try #require(demo.decodedLines(as: ScenarioClosed.self).first { $0.step == "closed" })
        // A view detached from a removed subtree, unreported, lost its widget with the subtree.
        #expect(closed.detachedWidgetForgotten)
        withExtendedLifetime(display) {}
    }

    @Test(
        "the mail app follows what the user does in Qt: a row opens a message, Qt's back button, tab, slider, check box and button reach the tree"
    )
    func mailAppThroughQt() throws {
        let demo = try QtDemo.start(["--category", "large", "--mail-scenario"], on: .offscreen, running: .qtHarness)
        #expect(demo.waitForExit() == 0, "\(demo.errorOutput)")
        let steps = demo.decodedLines(as: MailScenarioLine.self)
        #expect(
            steps.map(\.step) == [
                "initial", "open a message", "Qt's back button", "Qt's Settings tab", "Qt's slider to AX3",
                "Qt's Bold Text switch", "Qt's desktop-size button",
            ])
        for step in steps {
            let found = ToolkitAgreement.differences(expected: step.expected, shown: step.shown)
            #expect(found.isEmpty, "after \(step.step):\n\(found.joined(separator: "\n"))")
        }
        guard steps.count == 7 else { return }
        #expect(steps[1].topTitle == "Tea on Thursday?" && steps[2].topTitle == "Inbox")
        #expect(steps[1].shown.description.contains("Shall we meet"))
        #expect(steps[3].shown.description.contains("\"Text Size\""))
        #expect(steps[4].category == "accessibilityExtraLarge" && !steps[4].followsDesktop)
        #expect(steps[5].boldText)
        #expect(steps[6].followsDesktop)
    }

    @Test("closing the window unhooks the host: every method is safe and does nothing, the tree goes on alone")
    func closedWindow() throws {
        let demo = try QtDemo.start(["--category", "large", "--scenario"], on: .offscreen, running: .qtHarness)
        #expect(demo.waitForExit() == 0, "\(demo.errorOutput)")
        let closed = try #require(demo.decodedLines(as: ScenarioClosed.self).first { $0.step == "closed" })
        #expect(closed.isClosed)
        #expect(closed.renderCountUnchanged)
        #expect(!closed.widgetAfterClose)
        #expect(closed.presentError == "\(QtError.closed)")
        #expect(closed.shownAfterClose == "closed")
    }

    @Test(
        "main-actor work posted from another thread runs inside Qt's loop, woken by libdispatch's descriptor, under either event dispatcher",
        arguments: [[:], ["QT_NO_GLIB": "1"]])
    func mainActorInsideQtLoop(dispatcher: [String: String]) throws {
        let demo = try QtDemo.start(
            ["--measure-main-actor"], on: .offscreen, environment: dispatcher, running: .qtHarness)
        #expect(demo.waitForExit() == 0, "\(demo.errorOutput)")
        let latency = try #require(demo.decodedLines(as: MainActorLatency.Result.self).first)
        #expect(latency.mode == "eventDriven")
        #expect(latency.hops == 200)
        // Timing is for benchmarks, not tests: the wait is printed for people, the mode asserted.
        print("main-actor hop inside Qt's loop: median \(latency.medianMicroseconds) µs")
    }

    @Test(
        "without a display for Qt's platform the demo says so and exits, instead of Qt aborting",
        arguments: [[:], ["QT_QPA_PLATFORM": "xcb"], ["QT_QPA_PLATFORM": "no-such-platform"]])
    func noDisplay(environment: [String: String]) throws {
        let demo = try LineProcess(
            BuiltExecutable.qtDemo.require(), arguments: ["--category", "large"],
            environment: QtDemo.baseEnvironment.merging(environment) { $1 })
        #expect(demo.waitForExit() == 1)
        #expect(demo.errorOutput.contains("\(QtError.noDisplay)"), "\(demo.errorOutput)")
    }
}
#endif
