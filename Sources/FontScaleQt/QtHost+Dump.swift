#if Qt
/// Reading the widgets back from Qt.
extension QtHost {
    /// The Qt widget tree the host shows, as Qt has it now; a `closed` dump after closing.
    public func dump() -> QtWidgetDump {
        guard !isClosed else { return QtWidgetDump(kind: "closed") }
        return Self.dump(widget, in: nil)
    }

    /// A widget and, for a plain `QWidget` (a box), its children, as Qt has them.
    static func dump(_ widget: QtWidgetHandle, in box: QtWidgetHandle?) -> QtWidgetDump {
        let kind = widget.className
        var dump = QtWidgetDump(kind: kind, isHidden: Qt.isHidden(widget), isEnabled: Qt.isEnabled(widget))
        if let box { dump.stretches = Qt.stretch(of: widget, in: box) > 0 }
        switch kind {
        case "QLabel", "QLineEdit": dump.text = Qt.text(of: widget)
        case "QPushButton":
            dump.text = Qt.text(of: widget)
            dump.isChecked = Qt.isChecked(widget)
            dump.isDown = Qt.isDown(widget)
        case "QSlider": dump.value = Double(Qt.value(of: widget))
        case "QCheckBox": dump.isChecked = Qt.isChecked(widget)
        default: break
        }
        if kind == "QLineEdit" { dump.placeholder = Qt.placeholder(of: widget) }
        if dump.text != nil, Qt.hasOwnFont(widget) {
            let font = Qt.font(of: widget)
            dump.family = font.family
            dump.pixelSize = (font.pixelSize * 100).rounded() / 100
            dump.weight = font.weight
            dump.isSmallCaps = font.isSmallCaps
        }
        // A button's and a line edit's insides are Qt's own.
        if kind == "QWidget" { dump.children = Qt.children(of: widget).map { Self.dump($0, in: widget) } }
        return dump
    }
}
#endif
