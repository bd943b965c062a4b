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
                Self.startQt()
                let environment = FontEnvironment.withAppFonts()
                for category in [ContentSizeCategory.large, .accessibilityMedium, .accessibilityExtraExtraExtraLarge] {
                    // A leading column of wrapping labels, where they fit on one line in this
                    // window: each as wide as its text. Where they wrap (AX5), Qt gives such a
                    // label the column's width and the tree its widest line's, which is not
                    // checked here.
                    let wrapping =
                        category == .accessibilityExtraExtraExtraLarge ? [] : [StackLayoutCase.wrappingColumn]
                    for layout in StackLayoutCase.all + [StackLayoutCase.labelAndButton, .labelAndShortButton]
                        + wrapping
                    {
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

    /// Makes the child's QApplication on the offscreen platform; the child fails when Qt cannot.
    @MainActor
    private static func startQt() {
        setenv("QT_QPA_PLATFORM", "offscreen", 1)
        guard fsqt_application_ensure() else { exit(1) }
    }

    /// Marks the child's lines that name a difference (or a problem) among Qt's own warnings.
    private static let differenceMark = "layout difference:"

    @Test(
        "a fixed-size card keeps its size when its text grows past it, drawn clipped, and drawn whole again once it no longer clips"
    )
    func clipping() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            await MainActor.run {
                Self.startQt()
                let environment = FontEnvironment.withAppFonts()
                let screen = ClippingCard()
                let (card, text, below, column) = (screen.card, screen.text, screen.below, screen.column)
                let window = Window.showing(column, fontEnvironment: environment)
                guard let host = try? QtHost(window: window),
                    (try? host.presentWindow(title: "Card", width: 400, height: 300)) != nil,
                    let widget = host.widget(for: card), let columnWidget = host.widget(for: column)
                else { exit(2) }
                let check = Self.check
                check(QtLoop.turn { (host.allocation(of: below)?.width ?? 0) > 0 }, "Below was never shown")
                check(Qt.clips(widget), "the card does not clip")
                // The card keeps the tree's frame, its text wrapped in its width and taller than it.
                let differences = LayoutAgreement.differences(under: column, in: host)
                check(differences.isEmpty, "\(differences)")
                // In the stack's coordinates, which its drawing has.
                let origin = host.allocation(of: column)?.origin ?? .zero
                let (shown, cardShown, belowShown) = (
                    host.allocation(of: text) ?? .zero, host.allocation(of: card) ?? .zero,
                    host.allocation(of: below) ?? .zero
                )
                check(shown.width <= 120 && shown.height > 24 * 2, "the text is shown at \(shown)")
                // Right of "Below", under the card: the text's second line, were it drawn past the card.
                let underCard = CGRect(
                    x: belowShown.maxX + 2 - origin.x, y: cardShown.maxY + 2 - origin.y,
                    width: cardShown.maxX - belowShown.maxX - 4, height: 12)
                check(underCard.width >= 20, "Below reaches to \(belowShown.maxX), under the card's \(cardShown)")
                check(host.turnLoopUntilPainted(timeout: .seconds(5)), "Qt never painted the window")
                let clipped = Self.inkedPixels(in: underCard, of: columnWidget)
                check(clipped == 0, "\(clipped) pixels drawn under the clipping card")
                card.clipsToBounds = false
                check(QtLoop.turn { !Qt.clips(widget) }, "the card still clips")
                check(host.turnLoopUntilPainted(timeout: .seconds(5)), "Qt never painted the window again")
                let whole = Self.inkedPixels(in: underCard, of: columnWidget)
                check(whole > 20, "\(whole) pixels drawn under the card that no longer clips")
                // Still the tree's frames: the text reaches past the card, which keeps its size.
                let after = LayoutAgreement.differences(under: column, in: host)
                check(after.isEmpty, "\(after)")
                host.close()
                exit(0)
            }
        }
        let problems = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            .split(separator: "\n").filter { $0.hasPrefix(Self.differenceMark) }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// A press on a card's text reaches the card as a tap, whether its text is drawn inside it or,
    /// where the card does not clip, beside it over its neighbours; one on its text past its edge
    /// does not, as UIKit takes no touch outside a view's bounds to its subviews.
    @Test(
        "a click on a card's text taps the card, whether or not it clips, and one on its text past its edge does not",
        arguments: [true, false])
    func cardTaps(clips: Bool) async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) { [clips] in
            await MainActor.run {
                Self.startQt()
                let card = Control(frame: CGRect(x: 0, y: 0, width: 120, height: 24))
                card.clipsToBounds = clips
                let text = Label(text: "A message far too long for its card")
                text.numberOfLines = 0
                card.addSubview(text)
                var taps = 0
                card.addAction(for: .touchUpInside) { _ in taps += 1 }
                let column = StackView(arrangedSubviews: [card])
                column.axis = .vertical
                column.alignment = .leading
                let window = Window.showing(column)
                guard let host = try? QtHost(window: window),
                    let qtWindow = try? host.presentWindow(title: "Card", width: 400, height: 300)
                else { exit(2) }
                let check = Self.check
                check(QtLoop.turn { (host.allocation(of: text)?.height ?? 0) > 24 }, "the text was never shown")
                check(Qt.clips(host.widget(for: card)!) == clips, "the card's widget does not clip as the card")
                let shown = host.allocation(of: card) ?? .zero
                qtWindow.click(atX: shown.midX, y: shown.midY)
                check(QtLoop.turn { taps == 1 }, "a click inside the card made \(taps) taps")
                qtWindow.click(atX: shown.minX + 10, y: shown.maxY + 10)
                _ = QtLoop.turn { taps > 1 }
                check(taps == 1, "\(taps) taps once the text past the card's edge was clicked too")
                host.close()
                exit(0)
            }
        }
        let problems = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
            .split(separator: "\n").filter { $0.hasPrefix(Self.differenceMark) }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// Writes a problem to the child's standard error, marked, unless `holds`.
    private static func check(_ holds: Bool, _ problem: @autoclosure () -> String) {
        guard !holds else { return }
        FileHandle.standardError.write(Data("\(differenceMark) \(problem())\n".utf8))
    }

    /// How many pixels Qt draws something in (not fully transparent) inside `rect` of a widget,
    /// drawn as shown now without the window's background.
    @MainActor
    private static func inkedPixels(in rect: CGRect, of widget: QtWidgetHandle) -> Int {
        guard let image = Qt.renderedPixels(of: widget) else { return -1 }
        var count = 0
        for y in max(0, Int(rect.minY))..<min(Int(rect.maxY), image.height) {
            for x in max(0, Int(rect.minX))..<min(Int(rect.maxX), image.width)
            where image.pixels[(y * image.width + x) * 4 + 3] > 0 {
                count += 1
            }
        }
        return count
    }

    @Test("a row that becomes a column at accessibility sizes is redrawn as a column")
    func rowBecomesColumn() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run {
                Self.startQt()
                let (name, detail) = (Label(text: "Ada Lovelace"), Label(text: "Analyst"))
                let row = StackLayoutCase.ContactRow(arrangedSubviews: [name, detail])
                row.spacing = 8
                let window = Window.showing(row)
                let application = window.application
                guard let host = try? QtHost(window: window),
                    (try? host.presentWindow(title: "Row", width: 900, height: 900)) != nil
                else { exit(2) }
                @MainActor func placed(_ test: (CGRect, CGRect) -> Bool) -> Bool {
                    guard let name = host.allocation(of: name), let detail = host.allocation(of: detail),
                        name.width > 0
                    else { return false }
                    return test(name, detail)
                }
                guard QtLoop.turn(until: { placed { $1.minX > $0.maxX && $1.minY == $0.minY } }) else { exit(10) }
                application.preferredContentSizeCategory = .accessibilityLarge
                guard row.axis == .vertical else { exit(11) }
                guard QtLoop.turn(until: { placed { $1.minY >= $0.maxY && $1.minX == $0.minX } }) else { exit(12) }
                host.close()
                // Ends here, on the main thread, with Qt's application alive: an exit from the
                // runner's thread would run Qt's teardown while Qt waits on the main thread.
                exit(0)
            }
        }
    }
}
#endif
