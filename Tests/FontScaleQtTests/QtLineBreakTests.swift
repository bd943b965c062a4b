#if Qt
import CQtShim
import Foundation
import HeadlessUI
import SystemFonts
import TestSupport
import Testing

@testable import FontScaleQt

/// Wrapping labels in a real Qt window on the offscreen platform: Qt breaks their lines by UAX #14
/// (at `/`, dashes, CJK punctuation, emoji) where FontScale measured them to break, so the tree's
/// line count is Qt's.
///
/// Each case runs in a child process of its own (an exit test): a process has one QApplication.
@Suite(
    "Qt wraps labels into the lines FontScale measures", .enabled(if: isQtBuilt, "built without the Qt trait"),
    .requires(.notoCJK, .notoColorEmoji))
struct QtLineBreakTests {
    @Test(
        "a wrapping label has as many lines in Qt as FontScale measures at its width",
        arguments: LineBreakCase.wrapped)
    func lineCounts(expected: LineBreakCase) async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) { [expected] in
            await MainActor.run {
                setenv("QT_QPA_PLATFORM", "offscreen", 1)
                guard fsqt_application_ensure(), let width = expected.width.map({ Int($0) }) else { exit(2) }
                let environment = FontEnvironment.withAppFonts()
                let label = Label(
                    text: expected.text, font: .appFont(ofSize: LineBreakCase.pixelSize, in: environment))
                label.numberOfLines = 0
                let window = Window.showing(label, at: .large, fontEnvironment: environment)
                guard let host = try? QtHost(window: window),
                    let shown = try? host.presentWindow(title: "Lines", width: 400, height: 300)
                else { exit(3) }
                Self.turnLoop { (host.textLayout(of: label)?.allocatedWidth ?? 0) > 0 }
                // The window around the label is as much wider as its page's margins: widened or
                // narrowed by the difference, the label is the case's width.
                let first = host.textLayout(of: label)?.allocatedWidth ?? width
                Qt.resize(shown, width: 400 + width - first, height: 300)
                Self.turnLoop { host.textLayout(of: label)?.allocatedWidth == width }
                guard let qt = host.textLayout(of: label), qt.allocatedWidth == width else {
                    let shownWidth = host.textLayout(of: label).map { "\($0.allocatedWidth)" } ?? "none"
                    Self.report("the label is \(shownWidth) pixels wide, not \(width)")
                    exit(0)
                }
                let measured = label.textLayout(forWidth: CGFloat(width)).lineCount
                if qt.lineCount != measured || measured != expected.lines.count {
                    Self.report("Qt \(qt.lineCount) lines, FontScale \(measured), recorded \(expected.lines.count)")
                }
                host.close()
                exit(0)
            }
        }
        // The differences go to the standard error, which the parent reads: a failed exit test
        // returns no result to read them from.
        let differences = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            .split(separator: "\n").filter { $0.hasPrefix(Self.differenceMark) }
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }

    /// Marks the child's lines that name a difference among Qt's own warnings.
    private static let differenceMark = "line break difference:"

    private static func report(_ difference: String) {
        FileHandle.standardError.write(Data("\(differenceMark) \(difference)\n".utf8))
    }

    /// Turns Qt's loop until `condition` holds, for at most three seconds, then once more.
    @MainActor
    private static func turnLoop(until condition: () -> Bool) {
        let deadline = Date().addingTimeInterval(3)
        while !condition(), Date() < deadline {
            Qt.processEvents(wait: false)
            usleep(2_000)
        }
        Qt.processEvents(wait: false)
    }
}
#endif
