#if Qt
import FontScaleQt
import Foundation
import TestSupport
import Testing

@testable import fontscale_qt_demo

/// A running Qt window following the desktop: KDE Plasma's `[General] font` in `kdeglobals`,
/// changed while the window runs, in a private configuration home.
@Suite("A Qt window following the desktop")
struct DesktopChangeTests {
    /// A private home and configuration folder on KDE.
    static func kdeEnvironment() throws -> ([String: String], URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-qt-kde-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return (
            [
                "HOME": directory.path, "XDG_CONFIG_HOME": directory.path, "XDG_CURRENT_DESKTOP": "KDE",
                "GSETTINGS_BACKEND": "memory",
            ], directory
        )
    }

    /// Writes `kdeglobals` beside and renames it, as KConfig does.
    static func writeKDEGlobals(pointSize: Double, in directory: URL) throws {
        let text = "[General]\nfont=Noto Sans,\(pointSize),-1,5,400,0,0,0,0,0,0,0,0,0,0,1\n"
        let temporary = directory.appendingPathComponent("kdeglobals.new")
        try Data(text.utf8).write(to: temporary)
        #expect(rename(temporary.path, directory.appendingPathComponent("kdeglobals").path) == 0)
    }

    @Test(
        "a larger KDE font restyles the running window: a larger category, every styled label larger in Qt",
        arguments: [QtPlatform.offscreen])
    func kdeFontChange(platform: QtPlatform) async throws {
        let (environment, directory) = try Self.kdeEnvironment()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.writeKDEGlobals(pointSize: 10, in: directory)
        let demo = try QtDemo.start(
            ["--text-styles", "--report", "--exit-after-restyles", "1"], on: platform, environment: environment)
        let first = await demo.waitForLines(1, as: QtTextStylesWindow.Line.self)
        try #require(first.count == 1, "\(demo.errorOutput)")
        try Self.writeKDEGlobals(pointSize: 15, in: directory)
        let lines = await demo.waitForLines(2, as: QtTextStylesWindow.Line.self)
        try #require(lines.count == 2, "no restyle after the KDE change: \(demo.errorOutput)")
        #expect(demo.waitForExit() == 0)
        let (before, after) = (lines[0], lines[1])
        #expect(before.category == "large")
        #expect(after.category != before.category, "\(after.category)")
        #expect(after.restyles == before.restyles + 1)
        for (small, large) in zip(before.rows, after.rows) {
            #expect(large.qt.pixelSize > small.qt.pixelSize, "\(small.style)")
            #expect(abs(large.qt.pixelSize - large.expected.pixelSize) < 0.01, "\(large.style)")
        }
    }
}
#endif
