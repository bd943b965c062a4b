/// The states of a control, for per-state attributes; a set, as in UIKit, so `[.selected,
/// .highlighted]` names one state of its own.
public struct ControlState: OptionSet, Hashable, Sendable, CustomStringConvertible {
    /// The state's bits, with UIKit's values.
    public let rawValue: UInt

    /// Creates a state from its bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Enabled and idle: no other state.
    public static let normal: ControlState = []
    /// Being pressed.
    public static let highlighted = ControlState(rawValue: 1 << 0)
    /// Not accepting input.
    public static let disabled = ControlState(rawValue: 1 << 1)
    /// Selected.
    public static let selected = ControlState(rawValue: 1 << 2)
    /// Focused.
    public static let focused = ControlState(rawValue: 1 << 3)

    private static let names: [(ControlState, String)] = [
        (.highlighted, "highlighted"), (.disabled, "disabled"), (.selected, "selected"), (.focused, "focused"),
    ]

    /// `normal`, or the states' names joined with `+`, such as `highlighted+selected`.
    public var description: String {
        let parts = Self.names.filter { contains($0.0) }.map(\.1)
        return parts.isEmpty ? "normal" : parts.joined(separator: "+")
    }
}
