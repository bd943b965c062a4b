import Foundation

/// A view whose subviews scroll vertically when they are taller than it; UIKit's `UIScrollView`,
/// as Dynamic Type screens use it: a column of content that grows with the text size and stays
/// reachable inside a window that does not.
///
/// It lays its subviews out in a column as wide as itself, each as tall as its content needs
/// (``View/sizeThatFits(_:)`` at that width), as a content view pinned to a scroll view's content
/// and frame layout guides is in UIKit; ``contentSize`` is the column's size. GTK shows it as a
/// `GtkScrolledWindow`, Qt as a `QScrollArea`, with the same column inside.
///
/// ```swift
/// let scroll = ScrollView()
/// let column = StackView(arrangedSubviews: [Label(text: "Inbox"), Label(text: "Today")])
/// column.axis = .vertical
/// scroll.addSubview(column)
/// ```
open class ScrollView: View {
    /// The size of the column of subviews, set by ``layoutSubviews()``.
    public private(set) var contentSize: CGSize = .zero
    /// How far the content is scrolled, in points from its top-left corner; kept inside the
    /// content.
    public var contentOffset: CGPoint = .zero {
        didSet { keepOffsetInside() }
    }

    /// Lays the subviews out in a column as wide as the scroll view, and sets ``contentSize``.
    open override func layoutSubviews() {
        super.layoutSubviews()
        var top: CGFloat = 0
        for subview in subviews where !subview.isHidden {
            let height = subview.sizeThatFits(CGSize(width: bounds.width, height: 0)).height
            subview.frame = CGRect(x: 0, y: top, width: bounds.width, height: height)
            top += height
        }
        contentSize = CGSize(width: bounds.width, height: top)
        keepOffsetInside()
    }

    /// Moves the offset back inside the content, which may have shrunk.
    private func keepOffsetInside() {
        let limit = CGPoint(x: max(contentSize.width - bounds.width, 0), y: max(contentSize.height - bounds.height, 0))
        let kept = CGPoint(x: min(max(contentOffset.x, 0), limit.x), y: min(max(contentOffset.y, 0), limit.y))
        if kept != contentOffset { contentOffset = kept }
    }

    /// A container whose column scrolls, with nothing between its subviews.
    open override var renderedContent: RenderedContent {
        var container = containerLayout(acceptsTaps: false)
        container.scrolls = true
        container.stack = RenderedContent.Container.Stack(
            axis: .vertical, spacing: 0, alignment: .fill, distribution: .fill, margins: .zero)
        return .container(container)
    }
}
