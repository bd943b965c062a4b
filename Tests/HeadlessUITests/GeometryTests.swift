import DynamicType
import Foundation
import HeadlessUI
import SystemFonts
import TestSupport
import Testing

/// Scale Sans (every glyph 600 units in 1,000) makes each character 6 points wide at 10 points,
/// so every size below is exact.
@MainActor
@Suite("Geometry")
struct GeometryTests {
    static let environment: FontEnvironment = {
        let environment = FontEnvironment(library: FontLibrary())
        _ = try? environment.loadAppFonts(from: Repository.fontsDirectory, family: "Scale Sans")
        return environment
    }()

    func label(_ text: String?, size: Double = 10) throws -> Label {
        let font: Font = try #require(Font(name: "Scale Sans", size: size, in: Self.environment))
        return Label(text: text, font: font)
    }

    @Test("a view starts with a zero frame, and its bounds have the frame's size")
    func frameAndBounds() {
        let view = View()
        #expect(view.frame == .zero)
        view.frame = CGRect(x: 10, y: 20, width: 300, height: 44)
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 300, height: 44))
    }

    @Test("setting the bounds' size resizes the frame around the same origin")
    func boundsSetsFrameSize() {
        let view = View()
        view.frame = CGRect(x: 10, y: 20, width: 300, height: 44)
        view.bounds = CGRect(x: 0, y: 5, width: 100, height: 50)
        #expect(view.frame == CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.bounds.origin == CGPoint(x: 0, y: 5))
    }

    @Test("a new size asks for layout; a new origin does not")
    func resizingNeedsLayout() {
        let view = View()
        view.frame.origin = CGPoint(x: 5, y: 5)
        #expect(!view.needsLayout)
        view.frame.size = CGSize(width: 10, height: 10)
        #expect(view.needsLayout)
    }

    @Test("a plain view has no intrinsic size and fits in its own")
    func plainView() {
        let view = View()
        view.frame.size = CGSize(width: 40, height: 30)
        #expect(view.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        #expect(view.sizeThatFits(CGSize(width: 1000, height: 1000)) == CGSize(width: 40, height: 30))
    }

    @Test("a label's intrinsic size is its text on one line, one face line high")
    func labelIntrinsicSize() throws {
        // Scale Sans: ascender 800, descender -200: a 10-point line is 10 points high.
        #expect(try label("Scale Sans").intrinsicContentSize == CGSize(width: 60, height: 10))
    }

    @Test("a multi-line label's intrinsic size wraps at its preferred width")
    func preferredMaxLayoutWidth() throws {
        let label = try label("aaa bbb ccc")
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 45
        #expect(label.intrinsicContentSize == CGSize(width: 42, height: 20))
    }

    @Test("a multi-line label fits a width by wrapping")
    func sizeThatFitsWraps() throws {
        let label = try label("aaa bbb ccc")
        label.numberOfLines = 0
        #expect(label.sizeThatFits(CGSize(width: 45, height: 0)) == CGSize(width: 42, height: 20))
    }

    @Test("a single-line label's fitting size is its whole line, whatever the width")
    func singleLineIgnoresWidth() throws {
        #expect(try label("aaa bbb ccc").sizeThatFits(CGSize(width: 45, height: 0)).width == 66)
    }

    @Test("sizeToFit gives a label its text's size and keeps its origin")
    func sizeToFit() throws {
        let label = try label("Inbox")
        label.frame = CGRect(x: 8, y: 8, width: 0, height: 0)
        label.sizeToFit()
        #expect(label.frame == CGRect(x: 8, y: 8, width: 30, height: 10))
    }

    @Test("a label without text has no size", arguments: [nil, ""])
    func emptyLabel(text: String?) throws {
        let label = try label(text)
        #expect(label.intrinsicContentSize == .zero)
        #expect(label.sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
    }

    @Test("a label truncates its tail on one line by default, as UIKit's")
    func labelDefaults() {
        let label = Label(text: "x")
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.adjustsFontForContentSizeCategory)
    }

    @Test("a label measures its text in its frame's width with its line limit and mode")
    func textLayoutInWidth() throws {
        let label = try label("aaa bbb ccc ddd eee")
        label.numberOfLines = 2
        let layout = label.textLayout(forWidth: 45)
        // Scale Sans lacks the ellipsis: DejaVu Sans draws it, 10 points wide.
        #expect(layout.lines.map(\.text) == ["aaa bbb", "ccc d…"])
        #expect(layout.isTruncated)
    }

    @Test("textRect(forBounds:limitedToNumberOfLines:) wraps in the bounds, keeps their origin and stops at the limit")
    func textRect() throws {
        let label = try label("aaa bbb ccc ddd")
        let bounds = CGRect(x: 4, y: 6, width: 45, height: 100)
        #expect(
            label.textRect(forBounds: bounds, limitedToNumberOfLines: 0) == CGRect(x: 4, y: 6, width: 42, height: 20))
        #expect(label.textRect(forBounds: bounds, limitedToNumberOfLines: 1).height == 10)
    }

    @Test("a styled label's lines are its text style's leading high")
    func styledLineHeight() throws {
        let font = Font.appFont(for: .body, compatibleWith: .large, in: Self.environment)
        let label = Label(text: "Body", font: font)
        let leading = TextStyle.body.attributes(at: .large, in: Self.environment.typeRamp).leading
        #expect(label.textLayout(forWidth: nil).lineHeight == leading)
    }

    @Test("a label that does not adjust keeps its font when the category changes")
    func notAdjusting() throws {
        let application = Application(fontEnvironment: FontEnvironment(library: Self.environment.library))
        let window = Window(application: application)
        let adjusting = Label(text: "a", font: Font.appFont(for: .body, in: application.fontEnvironment))
        let fixed = Label(text: "b", font: Font.appFont(for: .body, in: application.fontEnvironment))
        fixed.adjustsFontForContentSizeCategory = false
        window.addSubview(adjusting)
        window.addSubview(fixed)
        let before = (adjusting.font.pointSize, fixed.font.pointSize)
        application.preferredContentSizeCategory = .accessibilityLarge
        window.recursivelyUpdateFontsForContentSize()
        #expect(adjusting.font.pointSize > before.0)
        #expect(fixed.font.pointSize == before.1)
    }

    /// What changes in a label after it was measured.
    enum MeasuredChange: String, CaseIterable, Sendable {
        case text, font, lineBreakMode, numberOfLines, category
    }

    @Test(
        "a label measured before a change measures as a new label made with the change",
        arguments: MeasuredChange.allCases)
    func measuresAfterChange(_ change: MeasuredChange) {
        let application = Application(notificationCenter: NotificationCenter(), fontEnvironment: Self.environment)
        let window = Window(application: application)
        let label = Label(
            text: "aaa bbb ccc ddd", font: Font.appFont(for: .body, compatibleWith: .large, in: Self.environment))
        // Its font stays, so a category change changes only the ramp's leading it is drawn with.
        label.adjustsFontForContentSizeCategory = false
        window.addSubview(label)
        let widths: [CGFloat?] = [nil, 45]
        let before = widths.map { label.textLayout(forWidth: $0) }
        switch change {
        case .text: label.text = "aaa bbb"
        case .font: label.font = Font.appFont(for: .title1, compatibleWith: .large, in: Self.environment)
        case .lineBreakMode: label.lineBreakMode = .byTruncatingHead
        case .numberOfLines: label.numberOfLines = 0
        case .category: application.preferredContentSizeCategory = .accessibilityLarge
        }
        let fresh = Label(text: label.text, font: label.font)
        fresh.numberOfLines = label.numberOfLines
        fresh.lineBreakMode = label.lineBreakMode
        fresh.adjustsFontForContentSizeCategory = false
        window.addSubview(fresh)
        let after = widths.map { label.textLayout(forWidth: $0) }
        #expect(after == widths.map { fresh.textLayout(forWidth: $0) })
        #expect(after != before)
    }

    @Test(
        "a label laid out in one width after another gives in each what its font measures there",
        arguments: [1, 2, 0])
    func layoutsInSeveralWidths(lines: Int) throws {
        let label = try label("aaa bbb ccc ddd eee")
        label.numberOfLines = lines
        let widths: [CGFloat?] = [nil, 45, 1000, 20, 0, 45]
        let laidOut = widths.map { label.textLayout(forWidth: $0) }
        let measured = widths.map {
            label.font.measure(
                "aaa bbb ccc ddd eee", width: $0.map(Double.init), maximumLines: lines,
                lineBreakMode: label.lineBreakMode)
        }
        #expect(laidOut == measured)
    }
}
