#if Qt
/// Reading a widget's font back from Qt.
extension QtWidgetHandle {
    /// The widget's font and text height as Qt has them now; zeros after Qt destroyed it.
    public func textMeasurement() -> QtTextMeasurement {
        Qt.font(of: self)
    }
}
#endif
