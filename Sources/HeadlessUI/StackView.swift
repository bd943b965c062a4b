import Foundation

/// A view that lays its arranged subviews out in a row or a column; UIKit's `UIStackView`.
///
/// Each arranged subview takes the size its content needs (``View/sizeThatFits(_:)``: a label its
/// measured text, a nested stack its own arrangement, a plain view its frame), one after the
/// other along ``axis`` with ``spacing`` between them, and is placed across the axis by
/// ``alignment``. Hidden arranged subviews take no space. GTK and Qt show a stack as a box with
/// the same rules, so what a toolkit draws is what ``layoutSubviews()`` computes.
///
/// The Dynamic Type idiom, a row that becomes a column at accessibility sizes, is written as in
/// UIKit:
///
/// ```swift
/// final class ContactRow: StackView {
///     override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
///         super.traitCollectionDidChange(previousTraitCollection)
///         axis = traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? .vertical : .horizontal
///     }
/// }
/// ```
open class StackView: View {
    /// The direction a stack lays its arranged subviews out in; UIKit's `NSLayoutConstraint.Axis`.
    public enum Axis: Hashable, Sendable {
        /// Left to right, in a row.
        case horizontal
        /// Top to bottom, in a column.
        case vertical
    }

    /// How arranged subviews are placed across the stack's axis; UIKit's `UIStackView.Alignment`.
    ///
    /// UIKit's baseline alignments are not offered: GTK's and Qt's boxes have no equivalent that
    /// would draw what the tree computes.
    public enum Alignment: Hashable, Sendable {
        /// Each takes the stack's whole breadth.
        case fill
        /// Each keeps its own breadth, at the leading edge (the top, in a row).
        case leading
        /// Each keeps its own breadth, centred.
        case center
        /// Each keeps its own breadth, at the trailing edge (the bottom, in a row).
        case trailing

        /// In a row, the top edge: ``leading``.
        public static var top: Alignment { .leading }
        /// In a row, the bottom edge: ``trailing``.
        public static var bottom: Alignment { .trailing }
    }

    /// How the length along the axis is shared; UIKit's `UIStackView.Distribution`.
    ///
    /// UIKit's proportional and equal-spacing distributions are not offered: GTK's and Qt's boxes
    /// have no equivalent that would draw what the tree computes.
    public enum Distribution: Hashable, Sendable {
        /// Each takes the length its content needs, from the leading edge on.
        case fill
        /// Each takes the same length: the stack's, less the spacing, shared equally.
        case fillEqually
    }

    /// The direction of the arrangement; horizontal by default, as in UIKit.
    public var axis = Axis.horizontal {
        didSet { if axis != oldValue { arrangementDidChange() } }
    }
    /// The distance between neighbouring arranged subviews, in points.
    public var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { arrangementDidChange() } }
    }
    /// How arranged subviews are placed across the axis.
    public var alignment = Alignment.fill {
        didSet { if alignment != oldValue { arrangementDidChange() } }
    }
    /// How the length along the axis is shared.
    public var distribution = Distribution.fill {
        didSet { if distribution != oldValue { arrangementDidChange() } }
    }
    /// Whether arranged subviews keep inside ``View/layoutMargins`` rather than the bounds.
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
    }

    /// The arranged subviews, in their order, which is also their order among ``View/subviews``.
    public private(set) var arrangedSubviews: [View] = []

    /// A stack of `views`, each added as a subview and arranged.
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Adds a view at the end of the arrangement, and as a subview if it is not one.
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a view in the arrangement at `index` (clamped), and among the subviews at the
    /// matching place, so the two orders agree.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        guard view !== self else { return }
        arrangedSubviews.removeAll { $0 === view }
        let index = min(max(index, 0), arrangedSubviews.count)
        let subviewIndex =
            index < arrangedSubviews.count
            ? subviews.firstIndex { $0 === arrangedSubviews[index] } ?? subviews.count
            : (arrangedSubviews.last.flatMap { last in subviews.firstIndex { $0 === last } }.map { $0 + 1 }
                ?? subviews.count)
        arrangedSubviews.insert(view, at: index)
        let current = subviews.firstIndex { $0 === view }
        insertSubview(view, at: current.map { $0 < subviewIndex ? subviewIndex - 1 : subviewIndex } ?? subviewIndex)
        setNeedsLayout()
    }

    /// Takes a view out of the arrangement; it stays a subview, as in UIKit (remove it from its
    /// superview too to take it off the screen).
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        setNeedsLayout()
    }

    /// A subview that leaves leaves the arrangement too, as in UIKit.
    open override func willRemoveSubview(_ subview: View) {
        super.willRemoveSubview(subview)
        arrangedSubviews.removeAll { $0 === subview }
        setNeedsLayout()
    }

    open override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        if isLayoutMarginsRelativeArrangement { arrangementDidChange() }
    }

    /// Lays the arranged subviews out in the bounds, by the stack's rules.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let frames = arrangement.frames(in: bounds.size)
        for (view, frame) in zip(visibleArrangedSubviews, frames) { view.frame = frame }
    }

    /// The size the arrangement needs: its subviews' sizes along the axis with the spacing
    /// between them, and the largest across it, with the margins it keeps to.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        arrangement.size(fitting: size)
    }

    /// The size the arrangement needs with no limit.
    open override var intrinsicContentSize: CGSize {
        arrangement.size(fitting: .zero)
    }

    /// A container whose box follows the stack's rules.
    open override var renderedContent: RenderedContent {
        var container = containerLayout(acceptsTaps: false)
        // The stack's rules share its length, not the column's.
        container.expandingSubviews = []
        container.stack = RenderedContent.Container.Stack(
            axis: axis, spacing: Double(spacing), alignment: alignment, distribution: distribution,
            margins: isLayoutMarginsRelativeArrangement ? layoutMargins : .zero)
        return .container(container)
    }

    /// The arranged subviews that are not hidden: the ones that take space.
    var visibleArrangedSubviews: [View] { arrangedSubviews.filter { !$0.isHidden } }

    /// The rules and the views to arrange, as they are now.
    var arrangement: StackArrangement {
        StackArrangement(
            views: visibleArrangedSubviews, axis: axis, spacing: spacing, alignment: alignment,
            distribution: distribution, margins: isLayoutMarginsRelativeArrangement ? layoutMargins : .zero)
    }

    /// A rule changed: the toolkit's box changes with it, and the stack lays out again.
    private func arrangementDidChange() {
        setNeedsLayout()
        contentDidChange()
    }
}
