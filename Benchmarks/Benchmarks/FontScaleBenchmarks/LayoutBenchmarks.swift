import Benchmark
import DynamicType
import Foundation
import HeadlessUI
import SystemFonts

// The headless layout pass after a category change, per view, beside the walk that changed the
// fonts, both timed on the same tree in the same iteration.

/// A card of a fixed height that lays its label out itself and clips it, as an app's card view
/// does: a plain view's size is its frame, so a stack keeps the card's height.
final class CardView: View {
    let label: Label

    init(text: String, font: Font) {
        label = Label(text: text, font: font)
        label.numberOfLines = 0
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: 64))
        clipsToBounds = true
        addSubview(label)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = label.sizeThatFits(CGSize(width: bounds.width - 24, height: 0))
        label.frame = CGRect(x: 12, y: 12, width: bounds.width - 24, height: size.height)
    }
}

/// A screen as Dynamic Type screens are made: a scroll view over a column of sections, each a
/// wrapping headline, a row (a fixed-size icon, a column of title and two-line detail, a
/// fixed-size button), a fixed-height card that clips its wrapping text, and a row of three
/// equal columns of captions. About 22 views a section, 12 of them texts.
@MainActor
struct LayoutTree {
    let root = ViewController()
    let window: Window
    let scroll = ScrollView()
    let viewCount: Int

    init(environment: FontEnvironment, sections: Int) {
        window = Window(
            application: Application(notificationCenter: NotificationCenter(), fontEnvironment: environment),
            appearanceRegistry: AppearanceRegistry())
        func label(_ text: String, _ style: TextStyle, lines: Int = 1) -> Label {
            let label = Label(text: text, font: .appFont(for: style, compatibleWith: .large, in: environment))
            label.numberOfLines = lines
            return label
        }
        let column = StackView()
        column.axis = .vertical
        column.spacing = 16
        column.isLayoutMarginsRelativeArrangement = true
        for index in 0..<sections {
            let text = { (offset: Int) in measuredTexts[(index * 7 + offset) % measuredTexts.count] }
            let icon = View(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
            let detail = StackView(arrangedSubviews: [label(text(1), .body), label(text(2), .footnote, lines: 2)])
            detail.axis = .vertical
            let button = Button(title: "Reply", font: .appFont(for: .body, compatibleWith: .large, in: environment))
            button.frame = CGRect(x: 0, y: 0, width: 88, height: 44)
            let row = StackView(arrangedSubviews: [icon, detail, button])
            row.spacing = 8
            row.alignment = .center
            let captions = StackView(
                arrangedSubviews: (0..<3).map { offset in
                    let cell = StackView(
                        arrangedSubviews: [label(text(3 + offset), .caption1), label(text(6 + offset), .caption2)])
                    cell.axis = .vertical
                    return cell
                })
            captions.distribution = .fillEqually
            captions.spacing = 8
            let section = StackView(arrangedSubviews: [
                label(text(0), .headline, lines: 0), row,
                CardView(text: text(9), font: .appFont(for: .callout, in: environment)),
                captions,
            ])
            section.axis = .vertical
            section.spacing = 4
            column.addArrangedSubview(section)
        }
        scroll.addSubview(column)
        scroll.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        root.view.frame = scroll.frame
        root.view.addSubview(scroll)
        window.frame = scroll.frame
        window.rootViewController = root
        var count = 0
        var stack: [View] = [root.view]
        while let view = stack.popLast() {
            count += 1
            stack.append(contentsOf: view.subviews)
        }
        viewCount = count
    }
}

/// Every view's `layoutSubviews()`, top-down, each asked for first: the pass FontScaleTesting's
/// audit runs at each text size (`TextSizeAudit.layOut`, internal to it), as after a text-size
/// change.
@MainActor
func layOutTopDown(_ view: View) {
    view.setNeedsLayout()
    view.layoutIfNeeded()
    for subview in view.subviews where !subview.isHidden { layOutTopDown(subview) }
}

func layoutBenchmarks() {
    let layoutPerView = BenchmarkMetric.custom("layout ns per view", polarity: .prefersSmaller, useScalingFactor: false)
    let walkPerView = BenchmarkMetric.custom("walk ns per view", polarity: .prefersSmaller, useScalingFactor: false)
    let ratio = BenchmarkMetric.custom("layout / walk (×100)", polarity: .prefersSmaller, useScalingFactor: false)
    // One tree for every sample, made in setup (see `Fixture`).
    let layoutTree = Fixture<LayoutTree>()
    Benchmark(
        "Tree layout: 10,000 views after a category change",
        configuration: .init(
            metrics: [.wallClock, .mallocCountTotal, layoutPerView, walkPerView, ratio], warmupIterations: 2,
            maxDuration: .seconds(20), maxIterations: 30),
        closure: { benchmark in
            benchmark.startMeasurement()
            let (walk, layout, viewCount) = await MainActor.run {
                let tree = layoutTree.value!
                let current = tree.root.traitOverrides.preferredContentSizeCategory
                let category: ContentSizeCategory = current == .accessibilityMedium ? .large : .accessibilityMedium
                // The window walks the subtree whose override changed, once; then the layout pass.
                let walk = nanoseconds { tree.root.traitOverrides.preferredContentSizeCategory = category }
                let layout = nanoseconds { layOutTopDown(tree.window) }
                blackHole(tree.scroll.contentSize)
                return (walk, layout, tree.viewCount)
            }
            benchmark.stopMeasurement()
            benchmark.measurement(walkPerView, walk / viewCount)
            benchmark.measurement(layoutPerView, layout / viewCount)
            benchmark.measurement(ratio, layout * 100 / max(walk, 1))
        },
        setup: layoutTree.setup { LayoutTree(environment: makeNotoEnvironment(), sections: 450) },
        teardown: layoutTree.teardown())
}
