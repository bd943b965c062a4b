#if Qt
import DemoReportsQt
import DynamicType
import FontScaleQt
import Foundation
import TestSupport
import Testing

/// A desktop's continuous text-scale factor in Qt: FontScale's styled labels against a plain
/// QLabel in Qt's application font at the desktop font's size times the factor, as a platform
/// theme that applies the factor sets it (the test sets it here: Qt 6 on Debian 12 applies no
/// `Xft.dpi` to a plain label by itself, and no platform theme is installed; see the DesktopRamp
/// article). What is compared is the whole pixel size Qt draws each at.
@Suite("A desktop's continuous factor: FontScale's body against a Qt label in the desktop font at the factor")
struct ContinuousFactorQtTests {
    /// The factors of the table and the ends of what GNOME's settings offer.
    static let factors = [0.8, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0, 2.5, 3.0]

    @Test(
        "body on the desktop's ramp is drawn at the whole pixel size Qt gives a QLabel in the desktop font at the factor",
        arguments: factors)
    func bodyMatchesAPlainLabel(factor: Double) throws {
        let demo = try QtDemo.start(
            ["--text-styles", "--report", "--exit-after-restyles", "0", "--qt-font-size", "\(11 * factor)"],
            on: .offscreen,
            environment: ["FONTSCALE_SYSTEM_FONT": "DejaVu Sans 11", "FONTSCALE_TEXT_SCALE": "\(factor)"])
        #expect(demo.waitForExit() == 0, "\(demo.errorOutput)")
        let line = try #require(demo.decodedLines(as: QtTextStylesReport.self).first, "\(demo.errorOutput)")
        let body = try #require(line.rows.first { $0.style == "body" && !$0.limited })
        // Computed here: the desktop font's 14.67 px times the factor, which Qt draws rounded.
        #expect(abs(body.expected.pixelSize - 11.0 * 96 / 72 * factor) < 1e-9, "at \(factor)")
        #expect(body.qt.pixelSize == line.plain.pixelSize, "FontScale \(body.qt), Qt's own \(line.plain) at \(factor)")
        #expect(line.category == (try ContentSizeCategory(textScale: factor)).name)
    }
}
#endif
