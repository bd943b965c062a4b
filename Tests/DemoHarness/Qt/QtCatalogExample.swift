#if Qt
import DemoMail
import DesktopSettings
import DynamicType
import FontScaleQt
import Foundation
import HeadlessUI

/// `--catalog-example`: FontScaleQt's catalog example, as the catalog shows it, over a window
/// with one body label. A line is printed when Qt first shows the label and again once Qt shows
/// it at the size the tree resolved after the desktop's text size changed; then the window is
/// closed, which ends the example.
@MainActor
enum QtCatalogExample {
    /// One reading of the label.
    struct Line: Codable {
        var category: String
        /// The size the tree resolved, in pixels.
        var tree: Double
        /// The size Qt draws it at, in pixels.
        var qt: Double
    }

    static func run(fonts: FontEnvironment) throws {
        let application = Application(fontEnvironment: fonts)
        let window = Window(application: application)
        let screen = ViewController()
        let label = Label(text: "Inbox", font: .preferredFont(forTextStyle: .body))
        screen.view.addSubview(label)
        window.rootViewController = screen
        Task { @MainActor in
            let first = await reading(of: label) { _ in true }
            emitJSONLine(first)
            let changed = await reading(of: label) { $0.category != first.category && abs($0.qt - $0.tree) < 0.01 }
            emitJSONLine(changed)
            QtHost.closeWindow(showing: window)
        }
        // example begin
        let following = DesktopTextSizeMonitor().follow(window.application)  // the desktop's text size, live
        let bridge = try QtMainActorBridge()  // makes the QApplication, runs the main actor in its loop
        let host = try QtHost(window: window)  // window: a HeadlessUI Window
        try host.presentWindow(title: "Mail")
        bridge.run { host.isClosed }
        following.cancel()
        // example end
    }

    /// The label's reading once it satisfies `condition`, checked every 20 ms.
    private static func reading(of label: Label, until condition: (Line) -> Bool) async -> Line {
        while true {
            if let shown = QtHost.readBack(of: label), let font = shown.font {
                // One point is one pixel in FontScale's toolkits.
                let line = Line(
                    category: label.effectiveContentSizeCategory.name, tree: label.font.pointSize,
                    qt: font.pixelSize)
                if condition(line) { return line }
            }
            try? await Task.sleep(for: .milliseconds(20))
        }
    }
}
#endif
