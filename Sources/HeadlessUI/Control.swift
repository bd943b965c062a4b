/// A view that sends actions when the user interacts with it; UIKit's `UIControl`.
///
/// Actions are closures registered per event (UIKit's `addAction(_:for:)` with a `UIAction`):
/// there is no Objective-C runtime for target–selector pairs. A toolkit adapter calls
/// ``sendActions(for:)`` when the user clicks, drags or toggles the widget it draws the control
/// with, after setting the control's new value; tests call it to act as the user.
@MainActor
open class Control: View {
    /// An event a control sends actions for; UIKit's `UIControl.Event`, with its raw values.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The event's bit.
        public let rawValue: UInt
        /// Creates an event from its bit.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A tap that ended inside the control: a button's click.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The control's value changed: a slider moved, a switch flipped.
        public static let valueChanged = Event(rawValue: 1 << 12)
    }

    private var actions: [(events: Event, handler: @MainActor (Control) -> Void)] = []

    /// Calls `handler` with the control, typed as the one it was added to, each time it sends
    /// actions for one of `events`. The handler gets the control as its argument so that it need
    /// not capture it: a control keeps its handlers, and a handler that captured its own control
    /// would keep both alive.
    public func addAction(for events: Event, _ handler: @escaping @MainActor (Self) -> Void) {
        actions.append((events, { control in if let control = control as? Self { handler(control) } }))
    }

    /// Removes every action registered for `events`.
    public func removeActions(for events: Event) {
        actions.removeAll { !$0.events.isDisjoint(with: events) }
    }

    /// Calls the actions registered for any of `events`, in the order they were added; UIKit's
    /// `sendActions(for:)`.
    public func sendActions(for events: Event) {
        for action in actions where !action.events.isDisjoint(with: events) { action.handler(self) }
    }

    /// A control drawn as its subviews (a table cell, a card) takes a tap anywhere on it.
    open override var renderedContent: RenderedContent { .container(containerLayout(acceptsTaps: true)) }

    /// A tap sends the actions for `.touchUpInside`, as UIKit's tap that ends inside does.
    open override func receive(_ input: UserInput) {
        if case .tap = input { sendActions(for: .touchUpInside) }
    }
}
