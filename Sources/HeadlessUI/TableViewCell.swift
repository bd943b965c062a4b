import Foundation

/// A row of a ``TableView`` with a text label and, at its trailing end, an optional accessory
/// view (a switch, a slider), as UIKit's `UITableViewCell`.
@MainActor
open class TableViewCell: ReusableCell {
    /// The cell's main text.
    public let textLabel = Label()

    /// A view shown at the cell's trailing end, after its text (UIKit's `accessoryView`), or
    /// `nil` for none; setting one takes the previous one out of the cell.
    public var accessoryView: View? {
        didSet {
            guard accessoryView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
        }
    }

    /// Creates a cell with an empty text label.
    public required init() {
        super.init()
        addSubview(textLabel)
    }

    /// Creates a cell with an empty text label, in a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(textLabel)
    }

    /// A row: the text at the leading end, taking the width left over, and the accessory at the
    /// trailing end. A slider accessory shares the width left over with the text, as a scale does
    /// in GNOME's and KDE's settings rows; any other accessory keeps its own size.
    open override var renderedContent: RenderedContent {
        var container = containerLayout(acceptsTaps: false)
        container.role = .row
        container.expandingSubviews = subviews.isEmpty ? [] : [0]
        if let slider = accessoryView as? Slider, let index = subviews.firstIndex(where: { $0 === slider }) {
            container.expandingSubviews.append(index)
        }
        return .container(container)
    }
}
