import Foundation

/// A control that is on or off; UIKit's `UISwitch`.
@MainActor
open class Switch: Control {
    /// Whether it is on.
    public var isOn = false {
        didSet { if isOn != oldValue { contentDidChange() } }
    }

    /// Creates a switch that is off.
    public override init() {
        super.init()
    }

    /// Creates a switch that is off, in a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Turns it on or off; UIKit's `setOn(_:animated:)`.
    public func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// On or off.
    open override var renderedContent: RenderedContent {
        .toggle(.init(isOn: isOn))
    }

    /// A flip sets ``isOn`` and sends the actions for `.valueChanged`.
    open override func receive(_ input: UserInput) {
        guard case .toggle(let on) = input else { return }
        isOn = on
        sendActions(for: .valueChanged)
    }

    override var drawsOwnSubviews: Bool { true }
}
