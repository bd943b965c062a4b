import Benchmark
import BenchmarkFixtures
import CBenchGtk
import DynamicType
import FontScaleGTK
import Foundation
import HeadlessUI
import SystemFonts

// Issue 32's Part 2 settings screen beside GTK's own scaling of the same screen, in one run: the
// frame benchmark's page of 200 labels (Tests/DemoHarness/SettingsListViewController.swift) in its
// 560 x 900 window, changed by the application with no appearance manager, against the same page
// written for GTK (a scrolled column of headings, notes and boxed lists of rows) changed through
// `gtk-xft-dpi`. Its p90 and p99 are the frame's budget's side of the comparison.

/// The page's shape, as `SettingsListViewController` has it.
enum SettingsPage {
    static let sections = 10
    static let rowsPerSection = 9
    static let labels = sections * (2 + 2 * rowsPerSection)
    static let width = 560
    static let height = 900
}

extension StyledWindow {
    /// The settings page as `SettingsListViewController` makes it, in the frame benchmark's
    /// window, following its application with no appearance manager, as `frame.sh`'s does.
    static func settingsPage() -> StyledWindow? {
        StyledWindow(
            title: "Settings", width: SettingsPage.width, height: SettingsPage.height, withManager: false
        ) { screen, environment in
            let column = StackView()
            column.axis = .vertical
            column.spacing = 8
            var rows: [TableViewCell] = []
            for section in 1...SettingsPage.sections {
                let heading = Label(text: "Section \(section)", font: .appFont(for: .headline, in: environment))
                let note = Label(
                    text: "What the settings of section \(section) change.",
                    font: .appFont(for: .footnote, in: environment))
                let list = TableView()
                for row in 1...SettingsPage.rowsPerSection {
                    let cell = TableViewCell()
                    cell.textLabel.text = "Setting \(section).\(row)"
                    cell.textLabel.font = .appFont(for: .body, in: environment)
                    cell.accessoryView = Label(
                        text: "Value \(row)", font: .appFont(for: .subheadline, in: environment))
                    list.addSubview(cell)
                    rows.append(cell)
                }
                for view in [heading, note, list] as [View] { column.addArrangedSubview(view) }
            }
            let scroll = ScrollView()
            scroll.addSubview(column)
            screen.view.addSubview(scroll)
            return rows[0].textLabel
        }
    }
}

extension NativeWindow {
    /// The page's look as a GTK 4.8 app without libadwaita would write it (lists drawn as
    /// libadwaita's boxed lists, the look the adapter gives a table view), after the fonts; the
    /// column has no margin, as the adapter gives a scroll view's stack none. The rows' line is
    /// spelt as the adapter spells it, one colour on every side: GTK's cairo renderer draws a
    /// border whose sides differ in colour (`border-bottom` alone leaves the others the text's
    /// colour) with a mesh over the row's whole area, which is not what this compares.
    static let settingsPageStyleSheet =
        styleSheet + """

            list.boxed-list { background-color: #ffffff; border-radius: 12px; margin: 8px 0; \
            box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.03), 0 1px 3px 1px rgba(0, 0, 0, 0.07); }
            list.boxed-list > row { border: 0 solid rgba(0, 0, 0, 0.07); border-bottom-width: 1px; }
            .bench-row { min-height: 38px; padding: 6px 12px; }
            """

    /// The same page written for GTK 4.8, labels in the text styles' `pt` classes, scaled by
    /// `gtk-xft-dpi`.
    static func settingsPage() -> NativeWindow? {
        NativeWindow(styleSheet: settingsPageStyleSheet) {
            let names = ([.headline, .footnote, .body, .subheadline] as [TextStyle]).map { strdup("bench-\($0)") }
            defer { names.forEach { free($0) } }
            var probe: UnsafeMutablePointer<GtkWidget>?
            let window = names.map { UnsafePointer($0) }.withUnsafeBufferPointer {
                bench_settings_window(
                    Int32(SettingsPage.width), Int32(SettingsPage.height), Int32(SettingsPage.sections),
                    Int32(SettingsPage.rowsPerSection), $0.baseAddress, &probe)
            }
            guard let window, let probe else { return nil }
            return (window, probe)
        }
    }
}

func settingsPageBenchmarks(total: BenchmarkMetric, fontScale: BenchmarkMetric) {
    // Forty samples: the frame's budget is read at the high percentiles.
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, total], warmupIterations: 2, maxDuration: .seconds(20), maxIterations: 40)
    let styled = Fixture<StyledWindow>()
    let native = Fixture<NativeWindow>()
    Benchmark(
        "GTK text-size change, settings page (\(SettingsPage.labels) labels): FontScale",
        configuration: configuration.adding([fontScale]),
        closure: { benchmark in
            guard let (ours, whole) = await MainActor.run(body: { styled.value?.change() }) else { return }
            benchmark.measurement(total, whole)
            benchmark.measurement(fontScale, ours)
        }, setup: styled.setup { StyledWindow.settingsPage() }, teardown: styled.teardown { $0.close() })
    Benchmark(
        "GTK text-size change, settings page (\(SettingsPage.labels) labels): GTK's own pt scaling (gtk-xft-dpi)",
        configuration: configuration,
        closure: { benchmark in
            guard let whole = await MainActor.run(body: { native.value?.change() }) else { return }
            benchmark.measurement(total, whole)
        }, setup: native.setup { NativeWindow.settingsPage() }, teardown: native.teardown { $0.close() })
}
