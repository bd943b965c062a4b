import Foundation
import HeadlessUI

/// Stack layouts a toolkit must draw as the tree lays them out: a column and a row, aligned and
/// shared in each way, nested, with margins; for the layout agreement tests of every toolkit.
public struct StackLayoutCase: Sendable, CustomStringConvertible {
    /// What the case shows.
    public let description: String
    private let build: @MainActor @Sendable () -> StackView

    /// A new stack for the case, with labels in body, headline and caption styles.
    @MainActor
    public func make() -> StackView { build() }

    /// A row that becomes a column at accessibility sizes, as Apple's sample code writes it.
    public final class ContactRow: StackView {
        public override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            axis = traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? .vertical : .horizontal
        }
    }

    @MainActor
    private static func labels(_ texts: [String], wrapping: Bool) -> [View] {
        let styles: [TextStyle] = [.headline, .body, .caption1]
        return texts.enumerated().map { index, text in
            let label = Label(text: text)
            label.font = .preferredFont(forTextStyle: styles[index % styles.count])
            label.adjustsFontForContentSizeCategory = true
            label.numberOfLines = wrapping ? 0 : 1
            return label
        }
    }

    @MainActor
    private static func stack(
        _ axis: StackView.Axis, _ alignment: StackView.Alignment, spacing: CGFloat = 8,
        distribution: StackView.Distribution = .fill, texts: [String] = ["Inbox", "Drafts", "Sent mail"],
        wrapping: Bool = false
    ) -> StackView {
        let stack = StackView(arrangedSubviews: labels(texts, wrapping: wrapping))
        stack.axis = axis
        stack.alignment = alignment
        stack.spacing = spacing
        stack.distribution = distribution
        return stack
    }

    /// A row of a label and a button: the button measured with the toolkit's chrome around its
    /// title (``HeadlessUI/ButtonChrome``).
    public static let labelAndButton = StackLayoutCase(description: "a row of a label and a button, centred") {
        let row = stack(.horizontal, .center, texts: ["Drafts"])
        row.addArrangedSubview(Button(title: "Compose"))
        return row
    }

    /// A row of a label and a button whose one-letter title is narrower than the smallest
    /// content the toolkit's theme gives a button: the button is the theme's smallest size.
    public static let labelAndShortButton = StackLayoutCase(
        description: "a row of a label and a one-letter button, centred"
    ) {
        let row = stack(.horizontal, .center, texts: ["Drafts"])
        row.addArrangedSubview(Button(title: "i"))
        return row
    }

    /// A column aligned to its leading edge, of two wrapping labels: each as wide as its widest
    /// line at the column's width, or its text's where it fits on one line.
    public static let wrappingColumn = StackLayoutCase(description: "a column of wrapping labels, leading") {
        stack(
            .vertical, .leading,
            texts: [
                "A note long enough to take two lines at the largest sizes, its second one short",
                "Another, shorter note that wraps only at the accessibility sizes of the text",
            ], wrapping: true)
    }

    /// A row centring a column of wrapping labels beside a label, as a mail app's message row does.
    public static let rowOfWrappingColumn = StackLayoutCase(
        description: "a row of a column of wrapping labels and a label, centred"
    ) {
        let row = stack(.horizontal, .center, texts: ["09:41"])
        row.insertArrangedSubview(
            stack(.vertical, .fill, texts: ["Ada Lovelace", "Tea on Thursday?"], wrapping: true), at: 0)
        return row
    }

    /// Every case of labels and fixed frames.
    public static let all: [StackLayoutCase] = [
        StackLayoutCase(description: "a column, filled") { stack(.vertical, .fill) },
        StackLayoutCase(description: "a column, leading") { stack(.vertical, .leading, spacing: 12) },
        StackLayoutCase(description: "a column, centred") { stack(.vertical, .center) },
        StackLayoutCase(description: "a column, trailing") { stack(.vertical, .trailing) },
        StackLayoutCase(description: "a row, top") { stack(.horizontal, .top, spacing: 16) },
        StackLayoutCase(description: "a row, centred") { stack(.horizontal, .center) },
        StackLayoutCase(description: "a row, filled equally") {
            stack(.horizontal, .fill, spacing: 4, distribution: .fillEqually)
        },
        StackLayoutCase(description: "a column with a fixed frame between labels") {
            let column = stack(.vertical, .leading, texts: ["Inbox", "Drafts"])
            let card = View(frame: CGRect(x: 0, y: 0, width: 120, height: 64))
            column.insertArrangedSubview(card, at: 1)
            return column
        },
        rowOfWrappingColumn,
        StackLayoutCase(description: "a column of a row, with margins") {
            let outer = stack(.vertical, .leading, texts: ["Today"])
            outer.addArrangedSubview(stack(.horizontal, .center, texts: ["From", "Subject"]))
            outer.isLayoutMarginsRelativeArrangement = true
            outer.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
            return outer
        },
    ]
}
