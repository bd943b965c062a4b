#if Qt
import DemoMail
import DynamicType
import FontScaleQt
import Foundation
import HeadlessUI
import SystemFonts

/// A Qt window of styled labels after a text-size change, three ways in one run: FontScale's part
/// (the application records the change, the tree is walked, the host gives each changed label its
/// font), Qt's own restyle of those labels (layout and paint, to the painted frame), and the same
/// number of plain `QLabel`s scaled by Qt's own means, the application font's point size, to the
/// painted frame; and FontScale's labels (`QtWidgetHandle.label`) tagged by `QtTextStyles`. The change alternates Large and AX1 on Apple's ramp: body 17 and 28 px, and the
/// application font 12.75 and 21 pt (17 and 28 px at 96 dpi). Every label is one line, as a
/// HeadlessUI label is by default and a `QLabel` is. Prints one JSON line.
@MainActor
struct QtRestyleBenchmark {
    /// Milliseconds: median, 90th percentile, each sample.
    struct Statistics: Codable {
        var median: Double
        var p90: Double
        var samples: [Double]

        init(_ samples: [Double]) {
            let sorted = samples.sorted()
            median = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
            p90 = sorted.isEmpty ? 0 : sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.9).rounded(.up)) - 1)]
            self.samples = samples.map { ($0 * 1000).rounded() / 1000 }
        }
    }

    struct Result: Codable {
        var labels: Int
        var iterations: Int
        var platform: String
        /// The family of every label, styled and plain.
        var family: String
        /// FontScale's part of a change: the walk and the host's batch.
        var fontScalePart: Statistics
        /// Qt's part after it, to the painted frame: layout and paint of the restyled labels.
        var qtRestyleAfterFontScale: Statistics
        /// The whole change, to the painted frame.
        var fontScaleToPaint: Statistics
        /// The same number of plain `QLabel`s after `QApplication::setFont`, to the painted frame.
        var qtApplicationFontToPaint: Statistics
        /// The same number of FontScale's labels (`QtWidgetHandle.label`, no tree) tagged with
        /// text styles (`QtTextStyles`): its part (a font set per label) and the whole change, to
        /// the painted frame.
        var textStylesPart: Statistics
        var textStylesToPaint: Statistics
        /// Plain `QLabel`s tagged with text styles, an app's own labels: the whole change.
        var textStylesOnQLabelsToPaint: Statistics
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    let labels: Int
    let iterations: Int
    let bridge: QtMainActorBridge
    let fonts: FontEnvironment

    static let categories: [ContentSizeCategory] = [.large, .accessibilityMedium]
    static let applicationFontSizes = [12.75, 21.0]

    /// The three windows take turns, a few changes each, so that a slow spell of a shared machine
    /// falls on all three rather than on whichever ran then.
    static let rounds = 5

    func run() throws {
        var part: [Double] = []
        var restyle: [Double] = []
        var whole: [Double] = []
        var native: [Double] = []
        var stylesPart: [Double] = []
        var stylesWhole: [Double] = []
        var stylesOnQLabels: [Double] = []
        let family = try QtTextStyles(
            application: Application(notificationCenter: NotificationCenter(), fontEnvironment: fonts)
        )
        .font(for: .body).family
        for round in 0..<Self.rounds {
            // The iterations shared out, the first rounds taking what does not divide.
            let changes = iterations / Self.rounds + (round < iterations % Self.rounds ? 1 : 0)
            guard changes > 0 else { continue }
            try fontScaleWindow(changes: changes) { ours, theirs in
                part.append(ours)
                restyle.append(theirs)
                whole.append(ours + theirs)
            }
            native += try applicationFontWindow(family: family, changes: changes)
            try textStylesWindow(changes: changes, plain: false) { ours, total in
                stylesPart.append(ours)
                stylesWhole.append(total)
            }
            try textStylesWindow(changes: changes, plain: true) { _, total in stylesOnQLabels.append(total) }
        }
        emitJSONLine(
            Result(
                labels: labels, iterations: iterations, platform: QtApplication.platformName, family: family,
                fontScalePart: Statistics(part), qtRestyleAfterFontScale: Statistics(restyle),
                fontScaleToPaint: Statistics(whole), qtApplicationFontToPaint: Statistics(native),
                textStylesPart: Statistics(stylesPart), textStylesToPaint: Statistics(stylesWhole),
                textStylesOnQLabelsToPaint: Statistics(stylesOnQLabels)))
    }

    /// Milliseconds since `start`.
    private static func milliseconds(since start: UInt64) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
    }

    /// Runs Qt's loop until the window's next paint.
    private func waitForPaint(of window: QtWidgetHandle) {
        var painted = false
        window.onNextPaint(timeout: 10) { painted = true }
        bridge.run { painted }
    }

    /// The HeadlessUI screen of styled labels through QtHost; `measure` gets FontScale's part and
    /// Qt's part of each change, in milliseconds.
    private func fontScaleWindow(changes: Int, _ measure: (Double, Double) -> Void) throws {
        let application = Application(notificationCenter: NotificationCenter(), fontEnvironment: fonts)
        application.preferredContentSizeCategory = Self.categories[0]
        let screen = ViewController()
        for index in 0..<labels - 1 {
            let style = TextStyle.allCases[index % TextStyle.allCases.count]
            screen.view.addSubview(Label(text: "Label \(index)", font: .appFont(for: style, in: fonts)))
        }
        let probe = Label(text: "Probe", font: .appFont(for: .body, in: fonts))
        screen.view.addSubview(probe)
        let window = Window(application: application)
        window.rootViewController = screen
        let manager = AppearanceManager(rootViewController: screen)
        let host = try QtHost(window: window)
        let qtWindow = try host.presentWindow(title: "Benchmark", width: 800, height: 600)
        waitForPaint(of: qtWindow)
        for iteration in 0..<changes + 2 {
            let category = Self.categories[(iteration + 1) % 2]
            let start = DispatchTime.now().uptimeNanoseconds
            application.preferredContentSizeCategory = category
            host.render()  // what the loop's next turn does
            let ours = Self.milliseconds(since: start)
            let applied = DispatchTime.now().uptimeNanoseconds
            waitForPaint(of: qtWindow)
            let theirs = Self.milliseconds(since: applied)
            let shown = host.widget(for: probe)?.textMeasurement().pixelSize ?? 0
            // Qt draws whole pixels: the tree's size, rounded.
            let expected = TextStyle.body.attributes(at: category, in: fonts.typeRamp).pointSize.rounded()
            guard abs(shown - expected) < 0.01 else {
                throw Failure(description: "the change did not reach Qt: body \(shown) px, expected \(expected)")
            }
            if iteration >= 2 { measure(ours, theirs) }  // two warm-up changes
        }
        host.close()
        withExtendedLifetime((manager, window)) {}
    }

    /// The same number of labels, FontScale's or (`plain`) Qt's own, tagged with text styles by
    /// `QtTextStyles`; `measure` gets its part (a font set per label) and the whole change to the
    /// painted frame, in milliseconds.
    private func textStylesWindow(changes: Int, plain: Bool, _ measure: (Double, Double) -> Void) throws {
        let application = Application(notificationCenter: NotificationCenter(), fontEnvironment: fonts)
        application.preferredContentSizeCategory = Self.categories[0]
        let styles = try QtTextStyles(application: application)
        let column = try QtWidgetHandle.column(spacing: 4, margin: 16)
        var probe: QtWidgetHandle?
        for index in 0..<labels {
            let last = index == labels - 1
            let text = last ? "Probe" : "Label \(index)"
            let label =
                try plain ? QtWidgetHandle.plainQLabel(text, wraps: false) : QtWidgetHandle.label(text, wraps: false)
            column.append(label)
            styles.setTextStyle(last ? .body : TextStyle.allCases[index % TextStyle.allCases.count], for: label)
            probe = label
        }
        let window = try column.presentInWindow(title: "Benchmark", width: 800, height: 600)
        waitForPaint(of: window)
        for iteration in 0..<changes + 2 {
            let category = Self.categories[(iteration + 1) % 2]
            let start = DispatchTime.now().uptimeNanoseconds
            application.preferredContentSizeCategory = category
            styles.restyle()  // what the loop's next turn does
            let ours = Self.milliseconds(since: start)
            waitForPaint(of: window)
            let total = Self.milliseconds(since: start)
            let shown = probe?.textMeasurement().pixelSize ?? 0
            let expected = TextStyle.body.attributes(at: category, in: fonts.typeRamp).pointSize.rounded()
            guard abs(shown - expected) < 0.01 else {
                throw Failure(description: "the styles did not reach Qt: body \(shown) px, expected \(expected)")
            }
            // The change's own restyle, on the loop's turn, found it restyled by hand: not again.
            guard styles.restyleCount == iteration + 1 else {
                throw Failure(description: "\(styles.restyleCount) restyles after \(iteration + 1) changes")
            }
            if iteration >= 2 { measure(ours, total) }
        }
        window.closeWindow()
    }

    /// The same number of plain `QLabel`s in `family`, sized by Qt's application font; each change's
    /// time to the painted frame, in milliseconds.
    private func applicationFontWindow(family: String, changes: Int) throws -> [Double] {
        let desktopFamily = QtApplicationFont.family
        QtApplicationFont.family = family
        defer { QtApplicationFont.family = desktopFamily }
        QtApplicationFont.pointSize = Self.applicationFontSizes[0]
        let column = try QtWidgetHandle.column(spacing: 4, margin: 16)
        var probe: QtWidgetHandle?
        for index in 0..<labels {
            // Qt's own label: an app that scales by the application font has no FontScale labels.
            let label = try QtWidgetHandle.plainQLabel(index == labels - 1 ? "Probe" : "Label \(index)", wraps: false)
            column.append(label)
            probe = label
        }
        let window = try column.presentInWindow(title: "Benchmark", width: 800, height: 600)
        waitForPaint(of: window)
        var samples: [Double] = []
        for iteration in 0..<changes + 2 {
            let size = Self.applicationFontSizes[(iteration + 1) % 2]
            let start = DispatchTime.now().uptimeNanoseconds
            QtApplicationFont.pointSize = size
            waitForPaint(of: window)
            let total = Self.milliseconds(since: start)
            let shown = probe?.textMeasurement().pixelSize ?? 0
            guard abs(shown - size * 96 / 72) < 0.5, probe?.textMeasurement().matchedFamily == family else {
                throw Failure(description: "the application font did not reach the label: \(shown) px")
            }
            if iteration >= 2 { samples.append(total) }
        }
        window.closeWindow()
        return samples
    }
}
#endif
