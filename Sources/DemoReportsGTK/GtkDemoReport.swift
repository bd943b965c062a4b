import DemoMail
import DynamicType
import FontScaleGTK
import HeadlessUI
import SystemFonts

/// One `--report` line of fontscale-gtk-demo: what GTK and Pango made of every style. The demo
/// writes it and its tests read it, so both take it from here.
package struct GtkDemoReport: Codable {
    /// One style of the ramp screen.
    package struct Row: Codable {
        package var style: String
        package var headlessPointSize: Double
        /// The type ramp's size for the style at the label's category, limits applied.
        package var rampPixelSize: Double
        package var measured: GtkTextMeasurement
    }
    package var category: String
    package var family: String
    package var isFallback: Bool
    package var xftDPI: Double
    package var changeToFrameMilliseconds: Double?
    /// The ramp the styles were sized by, as `TypeRamp` describes itself.
    package var ramp: String
    /// With `--plain-label`: a plain GtkLabel's measurement, sized by GTK alone.
    package var plain: GtkTextMeasurement?
    /// With `--adwaita`: a plain label per libadwaita typography class, by class.
    package var adwaita: [String: GtkTextMeasurement]?
    /// On the first report only: when each start-up phase ended, in milliseconds since the
    /// process started.
    package var startup: [Phase]?
    package var rows: [Row]

    /// A start-up phase and when it ended.
    package struct Phase: Codable {
        package var name: String
        package var milliseconds: Double

        /// A phase that ended `milliseconds` after the process started.
        package init(name: String, milliseconds: Double) {
            self.name = name
            self.milliseconds = milliseconds
        }
    }

    /// The row of a style, by its name.
    package func row(_ style: String) -> Row? { rows.first { $0.style == style } }

    #if GTK
    /// The demo's state now: the ramp screen's labels as GTK shows them (none on another screen),
    /// the plain labels' measurements, the start-up phases, and how long after the change GTK
    /// painted it.
    @MainActor
    package init(
        ramp: RampViewController?, host: GtkHost, application: Application, fonts: FontEnvironment,
        plain: GtkTextMeasurement?, adwaita: [String: GtkTextMeasurement]?, startup: [Phase]?, delay: Duration?
    ) {
        rows = (ramp?.rampLabels ?? []).compactMap { style, label -> Row? in
            guard let widget = host.widget(for: label) else { return nil }
            return Row(
                style: style.name, headlessPointSize: label.font.pointSize,
                rampPixelSize: style.attributes(at: label.effectiveContentSizeCategory, in: fonts.typeRamp).pointSize,
                measured: widget.textMeasurement())
        }
        let font = Font.appFont(for: .body, in: fonts)
        category = application.preferredContentSizeCategory.name
        family = font.face?.family ?? font.familyName
        isFallback = font.isFallback
        xftDPI = gtkTextResolution
        changeToFrameMilliseconds = delay.map {
            Double($0.components.attoseconds) / 1e15 + Double($0.components.seconds) * 1000
        }
        self.ramp = fonts.typeRamp.description
        self.plain = plain
        self.adwaita = adwaita
        self.startup = startup
    }
    #endif
}
