import DynamicType
import FontScaleGTK
import FontScaleTesting
import HeadlessUI
import SystemFonts
import Testing

/// FontScaleGTK's examples. The style sheet is plain Swift and runs here; the one that drives GTK
/// compiles in builds with the GTK trait (CI builds them) and runs in FontScaleGTKTests' window.
@Suite("FontScaleGTK examples")
struct GTKExamples {
    @Test("the style sheet example gives body at AX5")
    func styleSheet() {
        let output = ExampleOutput.capture {
            // example begin
            let sheet = GtkTextStyleSheet(environment: FontEnvironment(), category: .accessibilityExtraExtraExtraLarge)
            print(sheet.rule(for: .body).pixelSize)  // 53.0
            // example end
        }
        #expect(output == ["53.0"])
    }

    #if GTK
    /// Compiled only: it needs a display, which FontScaleGTKTests gives its own window.
    @MainActor
    func gtkTextStyles(titleLabel: GtkWidgetHandle) throws {
        // example begin
        let styles = try GtkTextStyles(application: .shared)
        styles.setTextStyle(.headline, for: titleLabel)
        Application.shared.preferredContentSizeCategory = .accessibilityMedium  // restyled
        // example end
    }

    /// Compiled only, like the example above; FontScaleGTKTests' StackLayoutGtkTests run it.
    @MainActor
    func layoutAgreement(stack: StackView, host: GtkHost) {
        // example begin
        let differences = LayoutAgreement.differences(under: stack, in: host)
        #expect(differences.isEmpty, "\(differences)")
        // example end
    }

    /// Compiled only, like the example above; FontScaleGTKTests' live scenario runs a host.
    @MainActor
    func gtkHost(window: Window) throws {
        // example begin
        let host = try GtkHost(window: window)  // window: a HeadlessUI Window
        try host.presentWindow(title: "Mail")  // follows the tree from now on
        // example end
    }
    #endif
}
