#if Qt
import Foundation
import TestSupport
import Testing

@testable import DemoHarness

/// The mail app's window on Qt's offscreen platform as Qt laid it out on its first frame, read
/// back from Qt's geometry, checked by the same rules as GTK's (`WindowLayout`).
@Suite("A Qt window keeps its size and its bars")
struct QtWindowLayoutTests {
    /// The harness's `--window-layout` line for a screen at a category in a window of a size.
    func layout(_ screen: String, at category: String, width: Int = 390, height: Int = 460) throws -> WindowLayout.Line
    {
        let harness = try QtDemo.start(
            [
                "--window-layout", "--screen", screen, "--category", category, "--window-width", "\(width)",
                "--window-height", "\(height)",
            ],
            on: .offscreen, running: .qtHarness)
        #expect(harness.waitForExit() == 0, "\(harness.errorOutput)")
        return try #require(harness.decodedLines(as: WindowLayout.Line.self).last)
    }

    @Test(
        "the window keeps its size and its bars, and shortens one-line texts, at Large, AX1 and AX5",
        arguments: WindowLayout.screens, WindowLayout.categories)
    func keepsItsLayout(screen: String, category: String) throws {
        let line = try layout(screen, at: category)
        #expect(line.problems.isEmpty, "\(line.problems.joined(separator: "\n"))")
        #expect(line.window == [390, 460])
        #expect(line.tabBar != nil)
    }

    @Test(
        "a window narrower than its AX5 texts keeps its width: bars, buttons and texts shorten",
        arguments: WindowLayout.screens)
    func narrowWindowKeepsItsWidth(screen: String) throws {
        let line = try layout(screen, at: "AX5", width: 200, height: 400)
        #expect(line.problems.isEmpty, "\(line.problems.joined(separator: "\n"))")
        #expect(line.window == [200, 400])
    }

    @Test("at AX5 the inbox scrolls between its bars, and a long sender line is elided on the first frame")
    func scrollsAndElides() throws {
        let inbox = try layout("mailbox", at: "AX5")
        let content = try #require(inbox.content)
        #expect(try #require(inbox.contentBottom) > content.maxY + 100)
        let message = try layout("message", at: "AX5")
        let sender = try #require(message.oneLineTexts.first { $0.text.hasPrefix("From:") })
        #expect(sender.isElided && sender.naturalWidth > 390 && sender.allocation.maxX <= 390)
    }
}
#endif
