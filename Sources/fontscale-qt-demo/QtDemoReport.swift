#if Qt
import DynamicType
import FontScaleQt
import HeadlessUI
import SystemFonts

/// One JSON line after a restyle: the application's state, Qt's application font, and for every
/// styled label shown what the tree resolved beside what Qt draws.
struct QtDemoReport: Codable {
    /// One styled label.
    struct Row: Codable {
        var style: String
        var text: String
        /// What the tree resolved.
        var pointSize: Double
        var weight: Int
        var family: String
        /// What Qt has.
        var qt: QtTextMeasurement
    }

    var category: String
    var boldText: Bool
    var family: String
    var isFallback: Bool
    var ramp: String
    var platform: String
    /// Qt's application font, which the desktop's platform theme sets and plain widgets follow.
    var qtApplicationFontPointSize: Double
    var changeToPaintMilliseconds: Double?
    var rows: [Row]

    @MainActor
    init(host: QtHost, window: Window, application: Application, fonts: FontEnvironment, delay: Duration?) {
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
