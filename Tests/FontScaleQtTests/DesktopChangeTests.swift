#if Qt
import DemoReportsQt
import DynamicType
import FontScaleQt
import Foundation
import TestSupport
import Testing

@testable import DemoHarness

/// A running Qt window following the desktop: KDE Plasma's `[General] font` in `kdeglobals`,
/// changed while the window runs, in a private configuration home; GNOME's text-scaling factor,
/// set with `gsettings` on a private session bus with dconf.
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
        let first = await demo.waitForLines(1, as: QtTextStylesReport.self)
        try #require(first.count == 1, "\(demo.errorOutput)")
        try Self.writeKDEGlobals(pointSize: 15, in: directory)
        let lines = await demo.waitForLines(2, as: QtTextStylesReport.self)
        try #require(lines.count == 2, "no restyle after the KDE change: \(demo.errorOutput)")
        #expect(demo.waitForExit() == 0)
        let (before, after) = (lines[0], lines[1])
        #expect(before.category == "large")
        #expect(after.category != before.category, "\(after.category)")
        #expect(after.restyles == before.restyles + 1)
        for (small, large) in zip(before.rows, after.rows) {
            #expect(large.qt.pixelSize > small.qt.pixelSize, "\(small.style)")
            #expect(large.qt.pixelSize == large.expected.pixelSize.rounded(), "\(large.style)")
        }
    }

    @Test("the catalog's example, as written, follows a KDE font change in Qt with no manager and no more code")
    func catalogExampleFollowsTheDesktop() async throws {
        let (environment, directory) = try Self.kdeEnvironment()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.writeKDEGlobals(pointSize: 10, in: directory)
        let example = try QtDemo.start(
            ["--catalog-example"], on: .offscreen, environment: environment, running: .qtHarness)
        let first = await example.waitForLines(1, as: QtCatalogExample.Line.self)
        try #require(first.count == 1, "\(example.errorOutput)")
        try Self.writeKDEGlobals(pointSize: 15, in: directory)
        let lines = await example.waitForLines(2, as: QtCatalogExample.Line.self)
        try #require(lines.count == 2, "Qt never showed the KDE change: \(example.errorOutput)")
        #expect(example.waitForExit() == 0)
        #expect(lines[0].category == "large")
        #expect(lines[1].category != "large")
        #expect(lines[1].qt > lines[0].qt)
        #expect(abs(lines[1].qt - lines[1].tree) < 0.01)
    }

    @Test(
        "GNOME's text-scaling factor, set on a private bus, restyles the running window: every styled label larger in Qt, a factor within one category too",
        .requires(.dconf))
    func gnomeFactorChange() async throws {
        let bus = try SessionBus(desktop: "GNOME")
        #expect(try bus.setTextScalingFactor(1.0) == 0)
        let demo = try QtDemo.start(
            ["--text-styles", "--report", "--exit-after-restyles", "2"], on: .offscreen, environment: bus.environment)
        let first = await demo.waitForLines(1, as: QtTextStylesReport.self)
        try #require(first.count == 1, "\(demo.errorOutput)")
        #expect(try bus.setTextScalingFactor(1.5) == 0)
        let lines = await demo.waitForLines(2, as: QtTextStylesReport.self)
        try #require(lines.count == 2, "no restyle after gsettings: \(demo.errorOutput)")
        // 1.75 is AX1 too: the window still follows the factor, on the desktop's ramp.
        #expect(try bus.setTextScalingFactor(1.75) == 0)
        let third = await demo.waitForLines(3, as: QtTextStylesReport.self)
        try #require(third.count == 3, "no restyle within the category: \(demo.errorOutput)")
        #expect(third[2].category == lines[1].category)
        let body = try #require(third[2].rows.first { $0.style == "body" && !$0.limited })
        let before = try #require(lines[1].rows.first { $0.style == "body" && !$0.limited })
        #expect(body.expected.pixelSize > before.expected.pixelSize)
        #expect(body.qt.pixelSize == body.expected.pixelSize.rounded())
        #expect(demo.waitForExit() == 0)
        #expect(lines[0].category == "large")
        #expect(lines[1].category == (try ContentSizeCategory(textScale: 1.5)).name)
        for (small, large) in zip(lines[0].rows, lines[1].rows) where !small.limited {
            #expect(large.qt.pixelSize > small.qt.pixelSize, "\(small.style)")
            #expect(large.qt.pixelSize == large.expected.pixelSize.rounded(), "\(large.style)")
        }
        withExtendedLifetime(bus) {}
    }
}
#endif
