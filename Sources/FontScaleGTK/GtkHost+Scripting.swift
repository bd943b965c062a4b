#if GTK
import HeadlessUI

/// What the package's harness and demo script through any toolkit, in GTK's widgets (the test
/// hooks of `GtkWidgetHandle+Testing.swift`).
extension GtkHost: ScriptableToolkitHost {
    package typealias Widget = GtkWidgetHandle
    package typealias ToolkitError = GtkError
    package typealias MainActorBridge = GtkMainActorBridge

    package static func makeMainActorBridge() -> GtkMainActorBridge {
        GtkMainActorBridge()
    }

    package func closePresentedWindow() {
        presented?.window.closeWindow()
    }

    /// From the start of the next frame: right after presenting, the window's frame clock may
    /// not run yet, and a frame's `after-paint` is only connected once it does.
    package func afterNextPaint(_ body: @escaping @MainActor () -> Void) {
        let top = presented?.window ?? widget
        top.onNextFrame { top.onNextPaint(body) }
    }

    package func children(of widget: GtkWidgetHandle) -> [GtkWidgetHandle] {
        widget.boxChildren
    }

    package func click(_ widget: GtkWidgetHandle) -> Bool {
        widget.click()
    }

    package func moveSlider(_ widget: GtkWidgetHandle, to value: Float) {
        widget.moveSlider(to: Double(value))
    }

    package func setSwitch(_ widget: GtkWidgetHandle, on isOn: Bool) {
        widget.setSwitch(on: isOn)
    }

    package func pressForLargeContent(_ widget: GtkWidgetHandle) -> Bool {
        widget.pressForLargeContent()
    }

    package func largeContentViewer(of widget: GtkWidgetHandle) -> GtkWidgetHandle? {
        widget.largeContentPopover
    }

    package func savePNG(of widget: GtkWidgetHandle, to path: String) throws(GtkError) {
        try widget.savePNG(to: path)
    }

    package func shownPixelSize(of label: Label) -> Double? {
        widget(for: label)?.textMeasurement().pixelSize
    }
}
#endif
