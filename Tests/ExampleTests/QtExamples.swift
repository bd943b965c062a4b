import DynamicType
import FontScaleQt
import HeadlessUI
import SystemFonts
import Testing

/// FontScaleQt's examples. They drive Qt, so they compile in builds with the Qt trait (CI builds
/// them) and run in FontScaleQtTests' windows, each in a process of its own. The catalog's first
/// example runs as written in fontscale-qt-harness (`--catalog-example`), following a desktop
/// change.
@Suite("FontScaleQt examples")
struct QtExamples {
    #if Qt
    /// Compiled only: it needs a QApplication, which FontScaleQtTests' demo processes make.
    @MainActor
    func qtHost(window: Window) throws {
        // example begin
        let bridge = try QtMainActorBridge()  // main-actor work inside Qt's loop
        let host = try QtHost(window: window)  // window: a HeadlessUI Window
        try host.presentWindow(title: "Mail")  // follows the tree from now on
        bridge.run { host.isClosed }
        // example end
    }

    /// Compiled only, like the example above.
    @MainActor
    func bridge(done: () -> Bool) throws {
        // example begin
        let bridge = try QtMainActorBridge()
        bridge.run { done() }  // Qt's loop, with main-actor tasks resumed inside it
        // example end
    }

    /// Compiled only, like the examples above; FontScaleQtTests' text-styles window runs it.
    @MainActor
    func textStyles() throws {
        // example begin
        let styles = try QtTextStyles(application: .shared)
        let title = try QtWidgetHandle.label("Inbox")
        styles.setTextStyle(.headline, for: title)
        Application.shared.preferredContentSizeCategory = .accessibilityMedium  // restyled
        // example end
    }

    #endif
}
