#if Qt
import DynamicType
import FontScaleQt
import HeadlessUI
import SystemFonts

/// One `--report` line of fontscale-qt-demo after a restyle: the application's state, Qt's
/// application font, and for every styled label shown what the tree resolved beside what Qt draws.
/// The demo writes it and its tests read it, so both take it from here.
package struct QtDemoReport: Codable {
    /// One styled label.
    package struct Row: Codable {
        package var style: String
        package var text: String
        /// What the tree resolved.
        package var pointSize: Double
        package var weight: Int
        package var family: String
        /// What Qt has.
        package var qt: QtTextMeasurement
    }

    package var category: String
    package var boldText: Bool
    package var family: String
    package var isFallback: Bool
    package var ramp: String
    package var platform: String
    /// Qt's application font, which the desktop's platform theme sets and plain widgets follow.
    package var qtApplicationFontPointSize: Double
    package var changeToPaintMilliseconds: Double?
    package var rows: [Row]

    /// The report of `window` now, as `host` shows it; `delay` is how long after the change Qt
    /// painted it.
    @MainActor
    package init(host: QtHost, window: Window, application: Application, fonts: FontEnvironment, delay: Duration?) {
        category = application.preferredContentSizeCategory.name
        boldText = application.isBoldTextEnabled
        let probe = Font.appFont(for: .body, in: fonts)
        family = probe.face?.family ?? probe.familyName
        isFallback = probe.isFallback
        ramp = fonts.typeRamp.description
        platform = QtApplication.platformName
        qtApplicationFontPointSize = QtApplicationFont.pointSize
        changeToPaintMilliseconds = delay.map {
            Double($0.components.attoseconds) / 1e15 + Double($0.components.seconds) * 1000
        }
        var rows: [Row] = []
        func visit(_ view: View) {
            if case .text(let text) = view.renderedContent, text.kind == .label, let style = text.font.textStyle,
                let widget = host.widget(for: view), !view.isHidden
            {
                rows.append(
                    Row(
                        style: style.name, text: String((text.text ?? "").prefix(40)), pointSize: text.font.pointSize,
                        weight: text.font.weight.openTypeWeight, family: text.font.family,
                        qt: widget.textMeasurement()))
            }
            for child in view.subviews where !child.isHidden { visit(child) }
        }
        visit(window)
        self.rows = rows
    }
}
#endif
