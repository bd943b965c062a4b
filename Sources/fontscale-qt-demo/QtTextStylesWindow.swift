#if Qt
import DemoMail
import DemoReportsQt
import DynamicType
import FontScaleQt
import Foundation
import HeadlessUI
import SystemFonts

/// Plain Qt labels styled by `QtTextStyles`, without a HeadlessUI tree: one label per text style,
/// the same styles again in a column limited to `large` (tagged through handles wrapping their
/// `QWidget *`, as an app does with widgets its own C++ made), and a label left to Qt's
/// application font. After each restyle, once Qt has painted it, one JSON line
/// (`QtTextStylesReport`): for every styled label the font the styles resolved beside what Qt has.
@MainActor
final class QtTextStylesWindow {
    let application: Application
    let options: QtDemoCommand

    init(application: Application, options: QtDemoCommand) {
        self.application = application
        self.options = options
    }

    func run(bridge: QtMainActorBridge) throws {
        let styles = try QtTextStyles(application: application)
        let root = try QtWidgetHandle.column(spacing: 2, margin: 12)
        let limited = try QtWidgetHandle.column(spacing: 2)
        var labels: [(style: TextStyle, limited: Bool, label: QtWidgetHandle)] = []
        for style in TextStyle.allCases {
            let label = try QtWidgetHandle.label(style.name)
            root.append(label)
            labels.append((style, false, label))
        }
        root.append(limited)
        for style in TextStyle.allCases {
            let label = try QtWidgetHandle.label("\(style.name), at most large")
            limited.append(label)
            guard let pointer = label.unsafeWidget else { throw QtError.widgetNotCreated("QLabel") }
            labels.append((style, true, QtWidgetHandle(unsafeWidget: pointer)))
        }
        let plain = try QtWidgetHandle.label("Qt's application font")
        root.append(plain)
        for (style, _, label) in labels { styles.setTextStyle(style, for: label) }
        styles.setContentSizeCategoryLimits(ContentSizeCategoryLimits(maximum: .large), for: limited)
        let window = try root.presentInWindow(title: "FontScale text styles", width: 560, height: 900)

        var reports = 0
        var done = false
        func report() {
            let rows = labels.map { style, limited, label in
                let font = styles.font(for: label)
                return QtTextStylesReport.Row(
                    style: style.name, limited: limited,
                    expected: QtTextStylesReport.Expected(
                        family: font?.family ?? "", pixelSize: font?.pointSize ?? 0,
                        weight: font?.weight.openTypeWeight ?? 0),
                    qt: label.textMeasurement())
            }
            emitJSONLine(
                QtTextStylesReport(
                    category: application.preferredContentSizeCategory.name,
                    boldText: application.isBoldTextEnabled, restyles: styles.restyleCount, rows: rows,
                    plain: plain.textMeasurement(), qtApplicationFontPointSize: QtApplicationFont.pointSize))
            reports += 1
            if let path = options.demo.screenshot {
                do { try window.savePNG(to: path) } catch {
                    FileHandle.standardError.write(Data("fontscale-qt-demo: \(error)\n".utf8))
                }
                done = true
            }
            if let limit = options.demo.exitAfterRestyles, reports > limit { done = true }
        }
        styles.onRestyle = { window.onNextPaint(report) }
        window.onNextPaint(report)
        bridge.run { done || !window.isAlive }
    }
}
#endif
