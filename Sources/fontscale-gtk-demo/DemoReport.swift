import FontScaleGTK

/// One `--report` line.
struct DemoReport: Codable {
    struct Row: Codable {
        var style: String
        var headlessPointSize: Double
        /// The type ramp's size for the style at the label's category, limits applied.
        var rampPixelSize: Double
        var measured: GtkTextMeasurement
    }
    var category: String
    var family: String
    var isFallback: Bool
    var xftDPI: Double
    var changeToFrameMilliseconds: Double?
    var rows: [Row]

    /// The row of a style, by its name.
    func row(_ style: String) -> Row? { rows.first { $0.style == style } }
}
