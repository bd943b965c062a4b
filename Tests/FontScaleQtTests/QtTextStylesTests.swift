#if Qt
import DemoReportsQt
import DynamicType
import FontScaleQt
import Foundation
import TestSupport
import Testing

/// Plain Qt labels tagged with text styles (`QtTextStyles`), read back from Qt: each label's QFont
/// and the height of its text as Qt lays it out.
@Suite("Text styles in Qt widgets")
struct QtTextStylesTests {
    /// The desktop's ramp for the pinned 11 pt interface font.
    static let ramp = TypeRamp.desktop(interfaceFontPointSize: 11)

    /// The demo's text-styles window at a category, its first report.
    static func report(
        _ arguments: [String], on platform: QtPlatform = .offscreen, display: VirtualDisplay? = nil,
        environment: [String: String] = [:]
    ) throws -> QtTextStylesReport {
        // The desktop's font pinned, so the ramp the sizes are checked against is known here.
        let demo = try QtDemo.start(
            ["--text-styles", "--report", "--exit-after-restyles", "0"] + arguments, on: platform, display: display,
            environment: environment.merging(["FONTSCALE_SYSTEM_FONT": "Noto Sans 11"]) { $1 })
        #expect(demo.waitForExit() == 0, "\(demo.errorOutput)")
        return try #require(demo.decodedLines(as: QtTextStylesReport.self).first, "\(demo.errorOutput)")
    }

    @Test(
        "each styled label's QFont has its style's pixel size, weight and the app family, at the category its limits allow",
        arguments: QtPlatform.allCases, ["extraSmall", "large", "accessibilityExtraExtraExtraLarge"])
    func fontsArrive(platform: QtPlatform, category: String) throws {
        let display = try platform.startDisplay()
        let line = try Self.report(["--category", category], on: platform, display: display)
        #expect(line.category == category)
        #expect(line.rows.count == TextStyle.allCases.count * 2)
        let requested = try ContentSizeCategory(parsing: category)
        for row in line.rows {
            // Computed here from the ramp, not read from the code under test: body at 11 pt's
            // 14.67 px, every style in Apple's proportion, the limited column at large at most.
            let style = try #require(TextStyle.allCases.first { $0.name == row.style })
            let effective = row.limited ? min(requested, .large) : requested
            let size = style.attributes(at: effective, in: Self.ramp).pointSize
            // Drawn at whole pixels, the only sizes Qt draws: the ramp's size, rounded.
            #expect(row.qt.pixelSize == size.rounded(), "\(row.style): \(row.qt) against \(size)")
            #expect(row.qt.pixelSize == row.expected.pixelSize.rounded(), "\(row.style): \(row.qt)")
            #expect(row.qt.weight == row.expected.weight, "\(row.style)")
            #expect(row.qt.family == row.expected.family && row.expected.family == "Noto Sans", "\(row.style)")
            // Qt's font database has the app font itself, registered from the resolved file.
            #expect(row.qt.matchedFamily == "Noto Sans", "\(row.style)")
        }
        // The column limited to large is at large at most: smaller above large, the same below.
        let plain = Dictionary(uniqueKeysWithValues: line.rows.filter { !$0.limited }.map { ($0.style, $0) })
        for row in line.rows where row.limited {
            let unlimited = try #require(plain[row.style])
            if category == "accessibilityExtraExtraExtraLarge" {
                #expect(row.qt.pixelSize < unlimited.qt.pixelSize, "\(row.style)")
            } else {
                #expect(row.qt.pixelSize == unlimited.qt.pixelSize, "\(row.style)")
            }
        }
        withExtendedLifetime(display) {}
    }

    @Test(
        "under a forced font DPI (QT_FONT_DPI=120) every styled label is drawn at the tree's size in whole pixels, with Qt's display scaling or without",
        arguments: [["QT_FONT_DPI": "120"], ["QT_FONT_DPI": "120", "QT_ENABLE_HIGHDPI_SCALING": "0"]])
    func forcedFontDPIScalesNothingTwice(environment: [String: String]) throws {
        // Qt 6 turns a forced font DPI into a device pixel ratio (1.25) that scales the whole
        // window, or, without high-DPI scaling, into a logical DPI of 120 that scales point sizes:
        // either way a label's font, in the window's logical pixels, is the tree's.
        let line = try Self.report(["--category", "large"], environment: environment)
        #expect(line.rows.count == TextStyle.allCases.count * 2)
        for row in line.rows {
            let style = try #require(TextStyle.allCases.first { $0.name == row.style })
            let size = style.attributes(at: .large, in: Self.ramp).pointSize
            #expect(row.qt.pixelSize == size.rounded(), "\(row.style): \(row.qt) against \(size)")
            #expect(row.expected.pixelSize == size, "\(row.style): the tree's \(row.expected.pixelSize)")
        }
    }

    @Test("Bold Text draws every style in a heavier face")
    func boldText() throws {
        let regular = try Self.report(["--category", "large"])
        let bold = try Self.report(["--category", "large", "--bold-text"])
        #expect(!regular.boldText && bold.boldText)
        // The app font's three files: Regular, SemiBold, Bold.
        let faces = ["Regular": 400, "SemiBold": 600, "Bold": 700]
        for (plain, heavy) in zip(regular.rows, bold.rows) {
            // A style already at the family's heaviest face (Bold, 700) stays there: the weight
            // reported is the face's, as UIKit's font reports the face it is.
            #expect(
                heavy.qt.weight > plain.qt.weight || (plain.qt.weight == 700 && heavy.qt.weight == 700),
                "\(plain.style): \(plain.qt.weight) → \(heavy.qt.weight)")
            #expect(heavy.qt.weight == heavy.expected.weight)
            // Qt draws each with the face of the nearest weight the app font has: a heavier file,
            // unless the style already had the heaviest (the extra-large titles, Bold at 700).
            let before = try #require(faces[plain.qt.matchedStyle], "\(plain.style): \(plain.qt.matchedStyle)")
            let after = try #require(faces[heavy.qt.matchedStyle], "\(heavy.style): \(heavy.qt.matchedStyle)")
            #expect(
                after > before || (before == 700 && after == 700),
                "\(plain.style): \(plain.qt.matchedStyle) → \(heavy.qt.matchedStyle)")
        }
    }

    @Test("the text Qt lays out grows with the category, one line at least the face's line height")
    func renderedHeight() throws {
        let large = try Self.report(["--category", "large"])
        let huge = try Self.report(["--category", "AX3"])
        for (small, big) in zip(large.rows, huge.rows) where !small.limited {
            #expect(big.qt.textHeight > small.qt.textHeight, "\(small.style)")
            #expect(Double(small.qt.textHeight) >= small.qt.lineHeight.rounded(.down), "\(small.style)")
        }
    }

    @Test("Qt's own application font scales only the label left to it; styled labels keep their ramp sizes")
    func applicationFontLeavesStyledLabels() throws {
        let before = try Self.report(["--category", "large"])
        let after = try Self.report(["--category", "large", "--qt-font-size", "20"])
        #expect(after.qtApplicationFontPointSize == 20)
        #expect(after.plain.pixelSize > before.plain.pixelSize)
        #expect(after.rows.map(\.qt.pixelSize) == before.rows.map(\.qt.pixelSize))
    }
}
#endif
