import DynamicType
import Foundation
import HeadlessUI
import SystemFonts
import TestSupport
import Testing

/// Stack views laid out headless. Scale Sans (every glyph 600 units in 1,000) makes each
/// character 6 points wide and each line 10 points high at 10 points, so every frame is exact.
@MainActor
@Suite("Stack views")
struct StackViewTests {
    static let environment: FontEnvironment = {
        let environment = FontEnvironment(library: FontLibrary())
        _ = try? environment.loadAppFonts(from: Repository.fontsDirectory, family: "Scale Sans")
        return environment
    }()

    func label(_ text: String) -> Label {
        Label(text: text, font: Font(name: "Scale Sans", size: 10, in: Self.environment))
    }

    /// A stack of two labels, 12 and 24 points wide, laid out in `size`.
    func laidOut(
        _ axis: StackView.Axis, size: CGSize, configure: (StackView) -> Void = { _ in }
    ) throws -> (StackView, Label, Label) {
        let (short, long) = (label("ab"), label("abcd"))
        let stack = StackView(arrangedSubviews: [short, long])
        stack.axis = axis
        configure(stack)
        stack.frame = CGRect(origin: .zero, size: size)
        stack.layoutIfNeeded()
        return (stack, short, long)
    }

    @Test("a column places its subviews one under the other, the spacing between, each its text's height")
    func column() throws {
        let (_, short, long) = try laidOut(.vertical, size: CGSize(width: 200, height: 100)) { $0.spacing = 4 }
        #expect(short.frame == CGRect(x: 0, y: 0, width: 200, height: 10))
        #expect(long.frame == CGRect(x: 0, y: 14, width: 200, height: 10))
    }

    @Test("a row places its subviews side by side, each its text's width and the row's height")
    func row() throws {
        let (_, short, long) = try laidOut(.horizontal, size: CGSize(width: 200, height: 30)) { $0.spacing = 5 }
        #expect(short.frame == CGRect(x: 0, y: 0, width: 12, height: 30))
        #expect(long.frame == CGRect(x: 17, y: 0, width: 24, height: 30))
    }

    nonisolated static let alignments: [(StackView.Alignment, CGFloat, CGFloat)] = [
        (.fill, 0, 100), (.leading, 0, 24), (.center, 38, 24), (.trailing, 76, 24),
    ]

    @Test("across a column each subview is placed as the alignment says", arguments: alignments)
    func alignment(alignment: StackView.Alignment, x: CGFloat, width: CGFloat) throws {
        let (_, _, long) = try laidOut(.vertical, size: CGSize(width: 100, height: 100)) { $0.alignment = alignment }
        #expect(long.frame == CGRect(x: x, y: 10, width: width, height: 10))
    }

    @Test("the top and bottom alignments of a row are the leading and trailing ones")
    func topAndBottom() {
        #expect(StackView.Alignment.top == .leading)
        #expect(StackView.Alignment.bottom == .trailing)
    }

    @Test("filling equally gives each subview the same length, whatever its text")
    func fillEqually() throws {
        let (_, short, long) = try laidOut(.horizontal, size: CGSize(width: 100, height: 10)) {
            $0.spacing = 4
            $0.distribution = .fillEqually
        }
        #expect(short.frame == CGRect(x: 0, y: 0, width: 48, height: 10))
        #expect(long.frame == CGRect(x: 52, y: 0, width: 48, height: 10))
    }

    @Test("a hidden arranged subview takes no space")
    func hiddenTakesNoSpace() throws {
        let (stack, short, long) = try laidOut(.vertical, size: CGSize(width: 100, height: 100)) { $0.spacing = 4 }
        short.isHidden = true
        #expect(stack.needsLayout)
        stack.layoutIfNeeded()
        #expect(long.frame.origin == .zero)
        #expect(stack.sizeThatFits(.zero) == CGSize(width: 24, height: 10))
    }

    @Test("a stack fits its subviews: their lengths and spacing along the axis, the largest across, and its margins")
    func fittingSize() throws {
        let (stack, _, _) = try laidOut(.vertical, size: .zero) { $0.spacing = 4 }
        #expect(stack.sizeThatFits(.zero) == CGSize(width: 24, height: 24))
        #expect(stack.intrinsicContentSize == CGSize(width: 24, height: 24))
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(stack.sizeThatFits(.zero) == CGSize(width: 30, height: 28))
    }

    @Test("with margins relative arrangement the subviews keep inside the layout margins")
    func margins() throws {
        let (_, short, _) = try laidOut(.vertical, size: CGSize(width: 100, height: 100)) {
            $0.isLayoutMarginsRelativeArrangement = true
            $0.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        }
        #expect(short.frame == CGRect(x: 2, y: 1, width: 94, height: 10))
    }

    @Test("arranged subviews keep their order among the subviews, and one that leaves leaves the arrangement")
    func arrangedOrder() throws {
        let (first, second, third) = (label("a"), label("b"), label("c"))
        let stack = StackView(arrangedSubviews: [first, third])
        stack.insertArrangedSubview(second, at: 1)
        #expect(stack.arrangedSubviews.map { ($0 as? Label)?.text } == ["a", "b", "c"])
        #expect(stack.subviews.map { ($0 as? Label)?.text } == ["a", "b", "c"])
        second.removeFromSuperview()
        #expect(stack.arrangedSubviews.map { ($0 as? Label)?.text } == ["a", "c"])
        stack.removeArrangedSubview(third)
        #expect(stack.arrangedSubviews.map { ($0 as? Label)?.text } == ["a"])
        #expect(stack.subviews.count == 2, "a view taken out of the arrangement stays a subview, as in UIKit")
    }

    @Test("a nested stack is measured by its own arrangement")
    func nested() throws {
        let inner = StackView(arrangedSubviews: [label("ab"), label("abcd")])
        inner.axis = .horizontal
        inner.spacing = 2
        let title = label("a")
        let outer = StackView(arrangedSubviews: [title, inner])
        outer.axis = .vertical
        outer.alignment = .leading
        outer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        outer.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 0, y: 10, width: 38, height: 10))
    }

    /// A row that becomes a column at accessibility sizes, written as Apple's sample code does.
    final class ContactRow: StackView {
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            axis = traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? .vertical : .horizontal
        }
    }

    @Test("the Dynamic Type idiom: a row turns into a column at accessibility sizes and back, and its frames follow")
    func rowBecomesColumn() throws {
        let application = Application(notificationCenter: NotificationCenter(), fontEnvironment: Self.environment)
        let window = Window(application: application)
        let screen = ViewController()
        window.rootViewController = screen
        let (name, detail) = (Label(text: "Name"), Label(text: "Detail"))
        let row = ContactRow(arrangedSubviews: [name, detail])
        screen.view.addSubview(row)
        #expect(row.axis == .horizontal)
        application.preferredContentSizeCategory = .accessibilityMedium
        #expect(row.axis == .vertical)
        row.frame = CGRect(x: 0, y: 0, width: 390, height: 600)
        row.layoutIfNeeded()
        #expect(detail.frame.minY == name.frame.maxY)
        #expect(detail.frame.minX == 0)
        application.preferredContentSizeCategory = .large
        #expect(row.axis == .horizontal)
        row.layoutIfNeeded()
        #expect(detail.frame.minX == name.frame.maxX)
        #expect(detail.frame.minY == 0)
    }
}

/// Scroll views laid out headless, in Scale Sans as the stack views above.
@MainActor
@Suite("Scroll views")
struct ScrollViewTests {
    func label(_ text: String) -> Label {
        Label(text: text, font: Font(name: "Scale Sans", size: 10, in: StackViewTests.environment))
    }

    @Test("a scroll view lays its subviews out in a column as wide as itself, and its content size is the column's")
    func column() {
        let scroll = ScrollView()
        let (first, second) = (label("ab"), label("abcd"))
        scroll.addSubview(first)
        scroll.addSubview(second)
        scroll.frame = CGRect(x: 0, y: 0, width: 100, height: 15)
        scroll.layoutIfNeeded()
        #expect(first.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(second.frame == CGRect(x: 0, y: 10, width: 100, height: 10))
        #expect(scroll.contentSize == CGSize(width: 100, height: 20))
    }

    @Test("the content offset stays inside the content", arguments: [(-5.0, 0.0), (3.0, 3.0), (50.0, 5.0)])
    func offsetKeptInside(asked: Double, kept: Double) {
        let scroll = ScrollView()
        scroll.addSubview(label("ab"))
        scroll.addSubview(label("abcd"))
        scroll.frame = CGRect(x: 0, y: 0, width: 100, height: 15)
        scroll.layoutIfNeeded()
        scroll.contentOffset = CGPoint(x: 0, y: asked)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: kept))
    }

    @Test("a scroll view is shown as a scrolling column with nothing between its subviews")
    func rendered() {
        guard case .container(let container) = ScrollView().renderedContent else {
            Issue.record("not a container")
            return
        }
        #expect(container.scrolls)
        #expect(
            container.stack == .init(axis: .vertical, spacing: 0, alignment: .fill, distribution: .fill, margins: .zero)
        )
    }
}

extension StackViewTests {
    @Test("a stack lays out again when an arranged label's text or font changes, as UIKit's intrinsic size does")
    func labelChangesRelayout() throws {
        let (stack, short, long) = try laidOut(.vertical, size: CGSize(width: 100, height: 100))
        #expect(!stack.needsLayout)
        short.text = "abcdef"
        #expect(stack.needsLayout)
        stack.layoutIfNeeded()
        long.font = try #require(Font(name: "Scale Sans", size: 20, in: Self.environment))
        #expect(stack.needsLayout)
        stack.layoutIfNeeded()
        #expect(long.frame == CGRect(x: 0, y: 10, width: 100, height: 20))
    }
}
