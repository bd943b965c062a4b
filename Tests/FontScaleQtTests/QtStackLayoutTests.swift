#if Qt
import CQtShim
import DynamicType
import FontScaleTesting
import Foundation
import HeadlessUI
import SystemFonts
import TestSupport
import Testing

@testable import FontScaleQt

/// Stack views in a real Qt window on the offscreen platform: Qt's box layouts place every label
/// where the tree's layout does.
///
/// The test runs in a child process of its own (an exit test): a process has one QApplication.
@Suite("Qt draws stack views where the tree lays them out", .enabled(if: isQtBuilt, "built without the Qt trait"))
struct QtStackLayoutTests {
    /// Qt's boxes follow the stack's rules, its fixed frames their sizes, its buttons the style's chrome
    /// around their titles (which the tree measures them with), and its labels the ramp's leading and the tree's
    /// measure of a line (each glyph at a whole-pixel advance, as Pango places glyphs), so every
    /// position, spacing, alignment, margin, width and height agrees.
    @Test("each label's allocation is its headless frame within a pixel, at Large, AX1 and AX5")
    func framesAgree() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            await MainActor.run {
                setenv("QT_QPA_PLATFORM", "offscreen", 1)
                guard fsqt_application_ensure() else { exit(1) }
                let environment = FontEnvironment()
                _ = try? environment.loadAppFonts(from: Repository.appFontsDirectory, family: "Noto Sans")
                for category in [ContentSizeCategory.large, .accessibilityMedium, .accessibilityExtraExtraExtraLarge] {
                    for layout in StackLayoutCase.all + [StackLayoutCase.labelAndButton, .labelAndShortButton] {
                        let stack = layout.make()
                        let window = Window.showing(stack, at: category, fontEnvironment: environment)
                        guard let host = try? QtHost(window: window),
                            (try? host.presentWindow(title: "Stacks", width: 1_400, height: 900)) != nil
                        else { exit(2) }
                        let deadline = Date().addingTimeInterval(3)
                        let last = stack.arrangedSubviews.last!
                        while (host.allocation(of: stack)?.height ?? 0) <= 0
                            || (host.allocation(of: last)?.width ?? 0) <= 0,
                            Date() < deadline
                        {
                            Qt.processEvents(wait: false)
                            usleep(2_000)
                        }
                        Qt.processEvents(wait: false)
                        let differences = LayoutAgreement.differences(under: stack, in: host)
                        if !differences.isEmpty {
                            let line = "\(Self.differenceMark) \(category.name), \(layout): \(differences)\n"
                            FileHandle.standardError.write(Data(line.utf8))
                        }
                        host.close()
                    }
                }
                // The differences go to the standard error, which the parent reads: a failed
                // exit test returns no result to read them from.
                exit(0)
            }
        }
        let differences = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            .split(separator: "\n").filter { $0.hasPrefix(Self.differenceMark) }
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n").prefix(4_000))")
    }

    /// Marks the child's lines that name a difference among Qt's own warnings.
    private static let differenceMark = "layout difference:"

    @Test("a row that becomes a column at accessibility sizes is redrawn as a column")
    func rowBecomesColumn() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                setenv("QT_QPA_PLATFORM", "offscreen", 1)
                guard fsqt_application_ensure() else { exit(1) }
                let (name, detail) = (Label(text: "Ada Lovelace"), Label(text: "Analyst"))
                let row = StackLayoutCase.ContactRow(arrangedSubviews: [name, detail])
                row.spacing = 8
                let window = Window.showing(row)
                let application = window.application
                guard let host = try? QtHost(window: window),
                    (try? host.presentWindow(title: "Row", width: 900, height: 900)) != nil
                else { exit(2) }
                @MainActor func turnLoop(until condition: () -> Bool) -> Bool {
                    let deadline = Date().addingTimeInterval(3)
                    while !condition() && Date() < deadline {
                        Qt.processEvents(wait: false)
                        usleep(2_000)
                    }
                    return condition()
                }
                @MainActor func placed(_ test: (CGRect, CGRect) -> Bool) -> Bool {
                    guard let name = host.allocation(of: name), let detail = host.allocation(of: detail),
                        name.width > 0
                    else { return false }
                    return test(name, detail)
                }
                guard turnLoop(until: { placed { $1.minX > $0.maxX && $1.minY == $0.minY } }) else { exit(10) }
                application.preferredContentSizeCategory = .accessibilityLarge
                guard row.axis == .vertical else { exit(11) }
                guard turnLoop(until: { placed { $1.minY >= $0.maxY && $1.minX == $0.minX } }) else { exit(12) }
                host.close()
            }
        }
    }
}
#endif
