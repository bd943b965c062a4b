import DynamicType
import Foundation

/// What a view shows, as a toolkit adapter draws it: read from the tree, never recomputed.
///
/// A plain view is a ``container(_:)`` of its subviews. Text views, buttons and bars are leaves: an
/// adapter draws them whole from their content, and their subviews (a button's title label, a
/// tab bar's item labels) are theirs, as in UIKit.
public enum RenderedContent: Hashable, Sendable {
    /// A view whose subviews are drawn as its children, laid out as the tree says.
    case container(Container)
    /// A label, text field or text view.
    case text(Text)
    /// A push button.
    case button(Button)
    /// A navigation bar: the top item's title and items, and the way back.
    case navigationBar(NavigationBar)
    /// A tab bar: its items and which one is selected.
    case tabBar(TabBar)
    /// A slider: its value and range.
    case slider(Slider)
    /// A switch, on or off.
    case toggle(Toggle)

    /// How a container lays out its subviews and whether it takes taps: the tree's decisions,
    /// which an adapter applies rather than re-derives.
    public struct Container: Hashable, Sendable {
        /// The subviews, by index, that take the length left over: the window's root view, and
        /// in a view that holds bars (a navigation controller's, a tab bar controller's) the views
        /// between them, so that the bars stay at the top and the bottom.
        public var expandingSubviews: [Int]
        /// Whether a tap anywhere on it is input for the view: a control drawn as its subviews
        /// (a table cell, a card).
        public var acceptsTaps: Bool
        /// Whether its subviews scroll vertically inside it when they are taller than it: the
        /// content between a window's bars, or a window's root view when it holds no bars. A
        /// window then never grows because its text did, and its bars stay in place.
        ///
        /// A toolkit shows a scrolling container with a widget of another kind than a plain one
        /// (a scrolled window), so the ``WidgetMirror`` makes the view a new widget when this
        /// changes (the view moved between a window's bars, or out from between them).
        public var scrolls: Bool
        /// The rules of a ``HeadlessUI/StackView``'s arrangement, or `nil` for a plain view, whose
        /// subviews an adapter shows in a column.
        public var stack: Stack?
        /// The size a plain view arranged in a stack keeps there: its frame's, as the stack lays
        /// it out (a fixed-size card, a spacer), whatever its subviews need; `nil` for a container
        /// whose content sizes it.
        ///
        /// A toolkit whose boxes grow to their children shows a fixed-size container with a
        /// widget of another kind (GTK: an overlay its content does not size; Qt: a widget whose
        /// column it places itself), so the ``WidgetMirror`` makes the view a new widget when it
        /// gains or loses a fixed size.
        public var fixedSize: CGSize?
        /// Whether its subviews are drawn only inside it (``HeadlessUI/View/clipsToBounds``): text
        /// growing past a fixed-size card is cut off at the card's edge, as in UIKit, and drawn
        /// over the card's neighbours where it does not clip.
        public var clips: Bool
        /// What the container stands for where a desktop draws it its own way: a list of rows, a
        /// row; ``Role/plain`` for any other view.
        public var role: Role

        /// A container's layout.
        public init(
            expandingSubviews: [Int] = [], acceptsTaps: Bool = false, scrolls: Bool = false, stack: Stack? = nil,
            fixedSize: CGSize? = nil, clips: Bool = false, role: Role = .plain
        ) {
            self.clips = clips
            self.expandingSubviews = expandingSubviews
            self.acceptsTaps = acceptsTaps
            self.scrolls = scrolls
            self.stack = stack
            self.fixedSize = fixedSize
            self.role = role
        }

        /// What a container stands for, which a toolkit draws as its desktop's apps draw it.
        public enum Role: Hashable, Sendable {
            /// A view of views, drawn as a column (or as its ``Container/stack`` says).
            case plain
            /// A ``HeadlessUI/TableView``: its subviews are rows, drawn as the desktop's list (a
            /// GNOME boxed list, a KDE list view).
            case list
            /// A ``HeadlessUI/TableViewCell``: a row whose first subview, the title, takes the
            /// width left over (its ``Container/expandingSubviews``), the rest its accessories at
            /// the trailing end, centred across the row.
            case row
        }

        /// A stack view's rules, which a toolkit's box follows (a `GtkBox`, a `QBoxLayout`): the
        /// frames ``HeadlessUI/StackView/layoutSubviews()`` computes are the ones it draws.
        public struct Stack: Hashable, Sendable {
            /// A row or a column.
            public var axis: StackView.Axis
            /// The distance between neighbours, in points.
            public var spacing: Double
            /// How each subview is placed across the axis.
            public var alignment: StackView.Alignment
            /// How the length along the axis is shared.
            public var distribution: StackView.Distribution
            /// The insets the subviews keep to from the container's edges.
            public var margins: EdgeInsets

            /// A stack's rules.
            public init(
                axis: StackView.Axis, spacing: Double, alignment: StackView.Alignment,
                distribution: StackView.Distribution, margins: EdgeInsets
            ) {
                self.axis = axis
                self.spacing = spacing
                self.alignment = alignment
                self.distribution = distribution
                self.margins = margins
            }
        }

        /// How one child sits in its container, which a toolkit applies to the child's widget.
        public struct Placement: Hashable, Sendable {
            /// The container's axis: the direction ``expands`` applies in.
            public var axis: StackView.Axis
            /// Whether the child takes the length left over along the axis.
            public var expands: Bool
            /// Where the child sits across the axis (``StackView/Alignment/fill``: its whole breadth).
            public var alignment: StackView.Alignment
            /// Whether every child takes the same length along the axis, whatever its content
            /// (``StackView/Distribution/fillEqually``).
            public var sharesEqually: Bool

            /// A child's placement.
            public init(
                axis: StackView.Axis = .vertical, expands: Bool = false, alignment: StackView.Alignment = .fill,
                sharesEqually: Bool = false
            ) {
                self.axis = axis
                self.expands = expands
                self.alignment = alignment
                self.sharesEqually = sharesEqually
            }
        }

        /// How the subview at `index` sits: along the axis of the stack (a plain view's column
        /// otherwise), expanding where the container says so.
        public func placement(ofSubviewAt index: Int) -> Placement {
            if role == .row {
                return Placement(axis: .horizontal, expands: expandingSubviews.contains(index), alignment: .center)
            }
            return Placement(
                axis: stack?.axis ?? .vertical, expands: expandingSubviews.contains(index),
                alignment: stack?.alignment ?? .fill, sharesEqually: stack?.distribution == .fillEqually)
        }
    }

    /// The content of a label, text field or text view.
    public struct Text: Hashable, Sendable {
        /// Which kind of text view it is.
        public enum Kind: String, Hashable, Sendable {
            /// A read-only ``HeadlessUI/Label``.
            case label
            /// A single-line, editable ``HeadlessUI/TextField``.
            case field
            /// A multi-line, editable ``HeadlessUI/TextView``.
            case editor
        }

        /// The kind of view.
        public var kind: Kind
        /// The text, or `nil` for none.
        public var text: String?
        /// The placeholder shown while a field is empty.
        public var placeholder: String?
        /// The font the text is drawn in.
        public var font: RenderedFont
        /// The most lines the text may take, its end truncated past them; `0` for no limit.
        public var numberOfLines = 0
        /// How the text wraps and how its last line ends when it does not all fit.
        public var lineBreakMode = LineBreakMode.byTruncatingTail
    }

    /// The content of a button.
    public struct Button: Hashable, Sendable {
        /// The title for the button's current state.
        public var title: String?
        /// The button's state: normal, highlighted, disabled, selected.
        public var state: ControlState
        /// The title's font; buttons size it themselves (small caps at their category).
        public var font: RenderedFont
        /// The most lines the title may take (its title label's), `0` for no limit: one by
        /// default, as UIKit's; a title longer than the button's width then ends in an ellipsis
        /// rather than widening the button and its window.
        public var numberOfLines = 1
        /// Where a title that does not fit is shortened: in the middle by default, as UIKit's.
        public var lineBreakMode = LineBreakMode.byTruncatingMiddle
        /// What the large content viewer shows for the button, or `nil` where it has none.
        public var largeContent: LargeContent?
    }

    /// One bar button item as shown.
    public struct BarItem: Hashable, Sendable {
        /// The title, or the system item's.
        public var title: String?
        /// Whether it accepts taps.
        public var isEnabled: Bool
        /// Whether it is the done (bold) style.
        public var isDone: Bool
        /// The title's font, from the item's title attributes, or `nil` for the bar's.
        public var font: RenderedFont?
        /// The icon a system item drawn as a symbol shows (``BarButtonItem/SystemItem/iconName``)
        /// where it has no title.
        public var iconName: String?
        /// What the large content viewer shows for the item, or `nil` where it has none.
        public var largeContent: LargeContent?
    }

    /// The content of a navigation bar.
    public struct NavigationBar: Hashable, Sendable {
        /// The top item's title.
        public var title: String?
        /// The title of the way back, or `nil` at the root (or when the top item hides it).
        public var backTitle: String?
        /// The leading items.
        public var leftItems: [BarItem]
        /// The trailing items.
        public var rightItems: [BarItem]
        /// The title's font; the bar sizes it itself.
        public var titleFont: RenderedFont?
        /// Whether the bar is translucent.
        public var isTranslucent: Bool
        /// What the large content viewer shows for the back button, or `nil` where it has none.
        public var backLargeContent: LargeContent?
    }

    /// The content of a tab bar.
    public struct TabBar: Hashable, Sendable {
        /// The tabs' titles, left to right.
        public var titles: [String]
        /// The selected tab, or `nil` for none.
        public var selectedIndex: Int?
        /// The titles' font: fixed, as tab bars keep theirs.
        public var font: RenderedFont?
        /// What the large content viewer shows for each tab, one per tab where the viewer
        /// applies, else empty.
        public var largeContent: [LargeContent] = []
    }

    /// The content of a slider.
    public struct Slider: Hashable, Sendable {
        /// The value.
        public var value: Float
        /// The value at the leading end.
        public var minimumValue: Float
        /// The value at the trailing end.
        public var maximumValue: Float
    }

    /// The content of a switch.
    public struct Toggle: Hashable, Sendable {
        /// Whether it is on.
        public var isOn: Bool
    }
}
