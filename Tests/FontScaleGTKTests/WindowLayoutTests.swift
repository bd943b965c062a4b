#if GTK
import FontScaleGTK
import Foundation
import TestSupport
import Testing

@testable import DemoHarness

/// The mail app's window in GTK under Xvfb as GTK laid it out on its first frame, read back from
/// GTK's allocations: the window keeps its size at every text size, the bars stay at its top and
/// bottom while the content between them scrolls, and one-line texts are shortened inside it.
///
/// The window's size is its content's, below the header bar GTK draws as its title bar (the
/// navigation bar), without the frame around it.
@Suite(
    "A GTK window keeps its size and its bars", .enabled(if: isGTKBuilt, "built without the GTK trait"),
    .requires(.testDisplay))
struct WindowLayoutTests {
    let display: VirtualDisplay

    init() throws {
        display = try VirtualDisplay()
    }

    /// The harness's `--window-layout` line for a screen at a category in a window of a size.
    func layout(
        _ screen: String, at category: String, width: Int = 390, height: Int = 460
    ) async throws -> WindowLayout.Line {
        let demo = try DemoProcess(
            [
                "--window-layout", "--screen", screen, "--category", category, "--window-width", "\(width)",
                "--window-height", "\(height)",
            ],
            environment: display.demoEnvironment, running: .gtkHarness)
        _ = await eventually(within: 60) { !demo.isRunning }
        #expect(demo.waitForExit() == 0)
        let lines = demo.lines.compactMap { try? JSONDecoder().decode(WindowLayout.Line.self, from: Data($0.utf8)) }
        return try #require(lines.last, "no layout line: \(demo.lines)")
    }

    @Test(
        "the window keeps its size and its bars, and shortens one-line texts, at Large, AX1 and AX5",
        arguments: WindowLayout.screens, WindowLayout.categories)
    func keepsItsLayout(screen: String, category: String) async throws {
        let line = try await layout(screen, at: category)
        #expect(line.problems.isEmpty, "\(line.problems.joined(separator: "\n"))")
        #expect(line.window == [390, 460])
        #expect(line.tabBar != nil)
    }

    /// GNOME's narrowest window (libadwaita's minimum width, which its header bar's window
    /// buttons need): far narrower than the screens' AX5 texts.
    static let narrowestWidth = 360

    /// As in GNOME's apps, the header bar's title is shortened (and cut off past its ellipsis)
    /// before its buttons are: they keep their whole titles (the line's problems name any that
    /// does not).
    @Test(
        "a window of GNOME's narrowest width keeps it at AX5: the bar's title and the texts shorten, the bar's buttons keep their titles",
        arguments: WindowLayout.screens)
    func narrowWindowKeepsItsWidth(screen: String) async throws {
        let line = try await layout(screen, at: "AX5", width: Self.narrowestWidth, height: 400)
        #expect(line.problems.isEmpty, "\(line.problems.joined(separator: "\n"))")
        #expect(line.window == [Double(Self.narrowestWidth), 400])
        #expect(line.navigationBar == nil || line.barTexts?.contains(where: \.isButton) == true, "no bar button read")
    }

    @Test("at AX5 the inbox scrolls between its bars instead of pushing the tab bar out of the window")
    func inboxScrollsBetweenBars() async throws {
        let line = try await layout("mailbox", at: "AX5")
        let content = try #require(line.content)
        let tabBar = try #require(line.tabBar)
        let navigationBar = try #require(line.navigationBar)
        // The inbox is far taller than the space between the bars: it scrolls there.
        #expect(try #require(line.contentBottom) > content.maxY + 100)
        // The bar is the window's title bar, right above the content, which starts at its top.
        #expect(line.navigationBarIsTitleBar)
        #expect(navigationBar.height > 0 && content.y >= 0 && content.y <= 16)
        #expect(content.maxY <= tabBar.y && tabBar.maxY <= 460)
    }

    @Test("at AX5 a sender line too long for the window is elided on the first frame")
    func longLineElidedOnFirstFrame() async throws {
        let line = try await layout("message", at: "AX5")
        let sender = try #require(line.oneLineTexts.first { $0.text.hasPrefix("From:") })
        #expect(sender.isElided)
        #expect(sender.naturalWidth > 390)
        #expect(sender.allocation.maxX <= 390)
    }
}
#endif
