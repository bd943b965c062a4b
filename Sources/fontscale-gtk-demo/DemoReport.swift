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
    /// The ramp the styles were sized by, as `TypeRamp` describes itself.
    var ramp: String
    /// With `--plain-label`: a plain GtkLabel's measurement, sized by GTK alone.
    var plain: GtkTextMeasurement?
    /// With `--adwaita`: a plain label per libadwaita typography class, by class.
    var adwaita: [String: GtkTextMeasurement]?
    /// On the first report only: when each start-up phase ended, in milliseconds since the
    /// process started.
    var startup: [Phase]?
    var rows: [Row]

    /// A start-up phase and when it ended.
    struct Phase: Codable {
        var name: String
        var milliseconds: Double
    }

    /// The row of a style, by its name.
    func row(_ style: String) -> Row? { rows.first { $0.style == style } }
}
