#if Qt
import HeadlessUI

/// What the package's harness and demo script through any toolkit, in Qt's widgets (the test
/// hooks of `QtWidgetHandle+Window.swift` and `QtHost+Testing.swift`).
extension QtHost: ScriptableToolkitHost {
    package typealias Widget = QtWidgetHandle
    package typealias ToolkitError = QtError
    package typealias MainActorBridge = QtMainActorBridge

    package static func makeMainActorBridge() throws(QtError) -> QtMainActorBridge {
        try QtMainActorBridge()
    }

    package func closePresentedWindow() {
        presented?.window.closeWindow()
    }

    /// Qt paints top-level windows only, so the wait is on the presented window's repaint; it
    /// ends after two seconds without one, as `QtWidgetHandle.onNextPaint(timeout:_:)` does.
    package func afterNextPaint(_ body: @escaping @MainActor () -> Void) {
        (presented?.window ?? widget).onNextPaint(body)
    }

    /// The pixel size Qt draws the label in: a whole one, the tree's rounded.
    package func shownPixelSize(of label: Label) -> Double? {
        widget(for: label)?.textMeasurement().pixelSize
    }

    package func children(of widget: QtWidgetHandle) -> [QtWidgetHandle] {
        widget.boxChildren
    }

    package func click(_ widget: QtWidgetHandle) -> Bool {
        widget.click()
        return true
    }

    /// Qt's slider holds whole steps: the value rounded.
    package func moveSlider(_ widget: QtWidgetHandle, to value: Float) {
        widget.moveSlider(to: Int(value.rounded()))
    }

    /// A switch is a `QCheckBox`, which a click flips: clicked only when it is not yet as asked.
    package func setSwitch(_ widget: QtWidgetHandle, on isOn: Bool) {
        if Qt.isChecked(widget) != isOn { widget.click() }
    }

    package func pressForLargeContent(_ widget: QtWidgetHandle) -> Bool {
        widget.pressForLargeContent()
        return true
    }

    package func largeContentViewer(of widget: QtWidgetHandle) -> QtWidgetHandle? {
        widget.largeContentPopup
    }

    package func savePNG(of widget: QtWidgetHandle, to path: String) throws(QtError) {
        try widget.savePNG(to: path)
    }
}
#endif
