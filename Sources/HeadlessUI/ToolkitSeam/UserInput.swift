/// What a person did to the widget a toolkit draws a view with, handed back to the view.
///
/// A toolkit adapter turns its widget's signal into one of these and sends it through the
/// ``UserInputSink`` it was given; the view's ``View/receive(_:)`` then acts as UIKit's control
/// would (a button sends its actions, a slider takes the value and sends `.valueChanged`). The
/// adapter never needs to know which kind of view it draws.
public enum UserInput: Hashable, Sendable, CustomStringConvertible {
    /// A click or tap on the view: a button, or a control drawn as its subviews (a cell, a card).
    case tap
    /// A slider moved to a value.
    case value(Float)
    /// A switch flipped on or off.
    case toggle(Bool)
    /// The navigation bar's back button.
    case back
    /// A navigation bar's item: the leading (`left`) or trailing (`right`) items, by index.
    case barItem(BarItemPlacement, index: Int)
    /// A tab bar's tab, by index.
    case selectTab(Int)

    /// Which of a navigation bar's item lists a ``UserInput/barItem(_:index:)`` is in.
    public enum BarItemPlacement: String, Hashable, Sendable {
        /// The leading items, UIKit's `leftBarButtonItems`.
        case left
        /// The trailing items, UIKit's `rightBarButtonItems`.
        case right
    }

    /// For example `tap`, `value 0.5`, `right item 0`.
    public var description: String {
        switch self {
        case .tap: "tap"
        case .value(let value): "value \(value)"
        case .toggle(let isOn): isOn ? "toggle on" : "toggle off"
        case .back: "back"
        case .barItem(let placement, let index): "\(placement.rawValue) item \(index)"
        case .selectTab(let index): "tab \(index)"
        }
    }
}
