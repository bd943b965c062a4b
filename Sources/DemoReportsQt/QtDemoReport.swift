#if Qt
import DynamicType
import Foundation
import FontScaleQt
import HeadlessUI
import SystemFonts

/// One `--report` line of fontscale-qt-demo after a restyle: the application's state, Qt's
/// application font, for every styled label shown what the tree resolved beside what Qt draws, and
/// the same for each title, item and tab of the bars, with where Qt placed them.
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

    /// One title, item or tab of a bar, as the tree gives it and as Qt shows it.
    package struct BarWidget: Codable {
        /// The bar's kind: `navigationBar` or `tabBar`.
        package var bar: String
        package var text: String
        /// The size and weight the tree gives its text, or `nil` where the tree leaves them to Qt.
        package var pointSize: Double?
        package var weight: Int?
        /// Qt's class for it, such as `QToolButton`.
        package var qtClass: String
        /// What Qt has.
        package var qt: QtTextMeasurement
        /// Where Qt placed it in the window: x, y, width, height.
        package var frame: [Double]?
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
    /// The bars' titles, items and tabs, first to last.
    package var barWidgets: [BarWidget]
    /// Where Qt placed each bar in the window (x, y, width, height), by the bar's kind.
    package var barFrames: [String: [Double]]
    /// The size of the window's content, as Qt has it.
    package var windowSize: [Double]?

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
        var barWidgets: [BarWidget] = []
        var barFrames: [String: [Double]] = [:]
        func numbers(_ rect: CGRect?) -> [Double]? { rect.map { [$0.minX, $0.minY, $0.width, $0.height] } }
        /// The bar's widgets beside what the tree gives each: a font, or the toolkit's.
        func visitBar(_ name: String, _ view: View, _ parts: [(text: String, font: RenderedFont?)]) {
            guard let bar = host.widget(for: view), !view.isHidden else { return }
            barFrames[name] = numbers(host.allocation(of: view))
            for (part, widget) in zip(parts, bar.boxChildren) {
                barWidgets.append(
                    BarWidget(
                        bar: name, text: part.text, pointSize: part.font?.pointSize,
                        weight: part.font?.weight.openTypeWeight, qtClass: widget.className,
                        qt: widget.textMeasurement(), frame: numbers(widget.allocation)))
            }
        }
        func visit(_ view: View) {
            switch view.renderedContent {
            case .navigationBar(let bar): visitBar("navigationBar", view, bar.parts.map { ($0.text, $0.font) })
            case .tabBar(let bar): visitBar("tabBar", view, bar.titles.map { ($0, bar.font) })
            default: break
            }
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
        self.barWidgets = barWidgets
        self.barFrames = barFrames
        windowSize = host.windowSize.map { [$0.width, $0.height] }
    }
}
#endif
