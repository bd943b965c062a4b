#if Qt
import CQtShim
import Foundation
import Testing

@testable import FontScaleQt

/// The sizes Qt is given and draws: whole pixel sizes, which no resolution scales, and Qt's
/// application font followed through `QEvent::ApplicationFontChange`.
///
/// Each test runs in a child process of its own (an exit test) with Qt's offscreen platform, as
/// `QtWidgetHandleTests` does.
@Suite("Qt font sizes and the application font", .enabled(if: isQtBuilt, "built without the Qt trait"))
struct QtFontSizeTests {
    @Test("a label's QFont asks for a whole pixel size, the tree's rounded, never a point size, and Qt draws that size")
    func wholePixelSizes() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                QtWidgetHandleTests.startQt()
                defer { Qt.shutDownApplication() }
                guard let label = try? Qt.makeLabel("Size") else { exit(2) }
                // The desktop ramp's body at 11 pt (14.67 px), whole sizes and halves.
                for size in [14.666_666, 17, 28.5, 11.4, 33] {
                    Qt.setFont(family: "DejaVu Sans", pixelSize: size, weight: 400, smallCaps: false, of: label)
                    let whole = size.rounded()
                    guard Qt.requestedPixelSize(of: label) == Int(whole) else { exit(1) }
                    guard Qt.drawnPixelSize(of: label) == whole, label.textMeasurement().pixelSize == whole else {
                        exit(3)
                    }
                }
            }
        }
    }

    @Test(
        "each change of Qt's application font calls its observers once, whoever sets it; the same font again does not")
    func applicationFontChangeIsFollowed() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                QtWidgetHandleTests.startQt()
                defer { Qt.shutDownApplication() }
                var calls = 0
                guard let observation = try? QtApplicationFont.observeChanges({ calls += 1 }) else { exit(2) }
                QtApplicationFont.pointSize = 20
                guard calls == 1 else { exit(1) }
                QtApplicationFont.pointSize = 20
                guard calls == 1 else { exit(3) }
                // As a platform theme does: QApplication::setFont from C++.
                fsqt_set_application_font_point_size(14)
                guard calls == 2 else { exit(4) }
                withExtendedLifetime(observation) {}
            }
        }
    }

    @Test("a cancelled observation of Qt's application font is called no more")
    func cancelledObservationIsQuiet() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                QtWidgetHandleTests.startQt()
                defer { Qt.shutDownApplication() }
                var calls = 0
                guard let observation = try? QtApplicationFont.observeChanges({ calls += 1 }) else { exit(2) }
                observation.cancel()
                QtApplicationFont.pointSize = 21
                guard calls == 0 else { exit(1) }
            }
        }
    }
}
#endif
