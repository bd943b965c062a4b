#if Qt
import HeadlessUI

extension QtHost: ToolkitHost {
    /// The Qt widget tree the host shows, as Qt has it now: each widget's class, text, font (the
    /// one set on it: family, pixel size, weight, small capitals) and state. An empty box after
    /// closing.
    ///
    /// A tool bar (a navigation bar, a tab bar) reads as the row of its tool buttons and title, a
    /// list as the column of its rows.
    public func readBack() -> ShownWidget {
        guard !isClosed else { return ShownWidget(role: .box, toolkitClass: "closed") }
        return Self.readBack(widget, in: nil)
    }

    static func readBack(_ widget: QtWidgetHandle, in box: QtWidgetHandle?) -> ShownWidget {
        let kind = widget.className
        var shown = ShownWidget(
            role: .box, toolkitClass: kind, isHidden: Qt.isHidden(widget), isEnabled: Qt.isEnabled(widget),
            expands: box.map { Qt.stretch(of: widget, in: $0) > 0 } ?? false)
        switch kind {
        case "QLabel":
            shown.role = .label
            shown.text = Qt.text(of: widget)
        case "QLineEdit":
            shown.role = .field
            shown.text = Qt.text(of: widget)
            shown.placeholder = Qt.placeholder(of: widget).flatMap { $0.isEmpty ? nil : $0 }
        case "QPushButton", "QToolButton":
            shown.role = .button
            shown.text = Qt.text(of: widget)
            shown.isSelected = Qt.isChecked(widget)
            shown.isPressed = Qt.isDown(widget)
            shown.largeContent = Qt.largeContentShown(on: widget)
        case "QSlider":
            shown.role = .slider
            shown.value = Double(Qt.value(of: widget))
        case "QCheckBox":
            shown.role = .toggle
            shown.isOn = Qt.isChecked(widget)
        default:
            break
        }
        // Only a font set on the widget: one it inherits is the toolkit's, not the tree's.
        if shown.text != nil, Qt.hasOwnFont(widget) {
            let font = Qt.font(of: widget)
            shown.font = ShownWidget.Font(
                family: font.family, pixelSize: font.pixelSize, weight: font.weight, isSmallCaps: font.isSmallCaps,
                drawsWholePixels: true)
        }
        // A button's and a line edit's insides are Qt's own; a scroll area's column is its, and a
        // tool bar's row (its back button, items and title, or its tabs) is its.
        if ["QWidget", "QScrollArea", "QToolBar", "QFrame"].contains(kind) {
            shown.scrolls = kind == "QScrollArea"
            shown.children = Qt.children(of: widget).map { readBack($0, in: widget) }
        }
        return shown
    }
}
#endif
