/// Where a toolkit adapter sends what the user did to one view's widget.
///
/// A ``WidgetMirror`` makes one per widget and gives it to its ``WidgetToolkit``, which keeps it
/// in the widget's signal handlers. It finds the view through the mirror (input for a view the
/// mirror no longer shows is dropped), drops input while the mirror is
/// writing the tree's state into widgets (a toolkit's `value-changed` for a value the tree set
/// is not the user's), and after the view has acted, shows the view's state again: a widget that
/// changed itself on a click (a checkable button, a pressed tab) shows what the tree decided.
@MainActor
public struct UserInputSink {
    private let deliver: @MainActor (UserInput) -> Void

    /// A sink that calls `deliver` with each input; a ``WidgetMirror`` makes the real ones, and a
    /// test may make its own.
    public init(_ deliver: @escaping @MainActor (UserInput) -> Void) {
        self.deliver = deliver
    }

    /// Hands the view one input.
    public func send(_ input: UserInput) {
        deliver(input)
    }
}
