import Foundation

/// A control that picks a value from a continuous or stepped range; UIKit's `UISlider`.
///
/// ```swift
/// let size = Slider()
/// size.maximumValue = 11
/// size.addAction(for: .valueChanged) { slider in print(slider.value) }
/// size.value = 5
/// size.sendActions(for: .valueChanged)   // 5.0, as when the user drags it there
/// ```
@MainActor
open class Slider: Control {
    /// The value at the leading end; `0` by default.
    public var minimumValue: Float = 0 {
        didSet { clampAndReport() }
    }
    /// The value at the trailing end; `1` by default.
    public var maximumValue: Float = 1 {
        didSet { clampAndReport() }
    }
    /// The value, kept within ``minimumValue`` … ``maximumValue``.
    public var value: Float = 0 {
        didSet { clampAndReport(old: oldValue) }
    }

    /// Creates a slider from 0 to 1 at 0.
    public override init() {
        super.init()
    }

    /// Creates a slider from 0 to 1 at 0, in a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Sets the value; UIKit's `setValue(_:animated:)` (headless, nothing animates).
    public func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    private func clampAndReport(old: Float? = nil) {
        let clamped = min(max(value, minimumValue), max(minimumValue, maximumValue))
        if clamped != value {
            value = clamped
            return
        }
        if old != value { contentDidChange() }
    }

    /// The value and its range.
    open override var renderedContent: RenderedContent {
        .slider(.init(value: value, minimumValue: minimumValue, maximumValue: maximumValue))
    }

    /// A drag sets ``value`` (kept in range) and sends the actions for `.valueChanged`.
    open override func receive(_ input: UserInput) {
        guard case .value(let value) = input else { return }
        self.value = value
        sendActions(for: .valueChanged)
    }

    override var drawsOwnSubviews: Bool { true }
}
