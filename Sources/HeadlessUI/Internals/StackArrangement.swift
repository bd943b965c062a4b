import Foundation

/// A ``StackView``'s layout computed from its rules and its arranged subviews' sizes: the frames
/// ``StackView/layoutSubviews()`` gives them and the size ``StackView/sizeThatFits(_:)`` reports.
///
/// The rules are the ones GTK's and Qt's boxes follow, so a toolkit box draws these frames: each
/// view takes the length its content needs along the axis (or an equal share), from the leading
/// edge, the spacing between; across the axis the whole breadth (fill) or its own, placed at the
/// leading edge, the centre or the trailing edge.
@MainActor
struct StackArrangement {
    var views: [View]
    var axis: StackView.Axis
    var spacing: CGFloat
    var alignment: StackView.Alignment
    var distribution: StackView.Distribution
    var margins: EdgeInsets

    /// The breadth a view is measured in: the stack's, inside its margins, or none (`0`) when the
    /// stack has no size in that direction yet.
    private func breadth(of size: CGSize) -> CGFloat {
        let available =
            axis == .vertical ? size.width - margins.left - margins.right : size.height - margins.top - margins.bottom
        return max(available, 0)
    }

    /// A view's size with its breadth limited to `breadth` (`0`: unlimited), as (length, breadth).
    private func measure(_ view: View, breadth: CGFloat) -> (length: CGFloat, breadth: CGFloat) {
        switch axis {
        case .vertical:
            let size = view.sizeThatFits(CGSize(width: breadth, height: 0))
            return (size.height, size.width)
        case .horizontal:
            let size = view.sizeThatFits(CGSize(width: 0, height: breadth))
            return (size.width, size.height)
        }
    }

    /// The size the arrangement needs, its breadth limited to `size`'s where that is not zero.
    func size(fitting size: CGSize) -> CGSize {
        let limit = breadth(of: size)
        let measured = views.map { measure($0, breadth: limit) }
        let gaps = spacing * CGFloat(max(views.count - 1, 0))
        let lengths = measured.map(\.length)
        let length =
            distribution == .fillEqually
            ? (lengths.max() ?? 0) * CGFloat(views.count) + gaps : lengths.reduce(0, +) + gaps
        let breadth = measured.map(\.breadth).max() ?? 0
        switch axis {
        case .vertical:
            return CGSize(
                width: breadth + margins.left + margins.right, height: length + margins.top + margins.bottom)
        case .horizontal:
            return CGSize(
                width: length + margins.left + margins.right, height: breadth + margins.top + margins.bottom)
        }
    }

    /// Each view's frame in a stack of `size`, in the views' order.
    func frames(in size: CGSize) -> [CGRect] {
        let inner = CGRect(
            x: margins.left, y: margins.top, width: max(size.width - margins.left - margins.right, 0),
            height: max(size.height - margins.top - margins.bottom, 0))
        let (start, available, crossStart, breadth) =
            axis == .vertical
            ? (inner.minY, inner.height, inner.minX, inner.width) : (inner.minX, inner.width, inner.minY, inner.height)
        let measured = views.map { measure($0, breadth: breadth) }
        let gaps = spacing * CGFloat(max(views.count - 1, 0))
        let share = views.isEmpty ? 0 : max(available - gaps, 0) / CGFloat(views.count)
        var position = start
        var frames: [CGRect] = []
        for item in measured {
            let length = distribution == .fillEqually ? share : item.length
            let ownBreadth = alignment == .fill ? breadth : min(item.breadth, breadth)
            let offset: CGFloat =
                switch alignment {
                case .fill, .leading: 0
                case .center: (breadth - ownBreadth) / 2
                case .trailing: breadth - ownBreadth
                }
            frames.append(
                axis == .vertical
                    ? CGRect(x: crossStart + offset, y: position, width: ownBreadth, height: length)
                    : CGRect(x: position, y: crossStart + offset, width: length, height: ownBreadth))
            position += length + spacing
        }
        return frames
    }
}
