#if GTK
import DynamicType
import Foundation
import HeadlessUI
import SystemFonts
import TestSupport
import Testing

@testable import FontScaleGTK

/// Plain GTK widgets styled by `GtkTextStyles` in this process: the fonts are the resolver's, and
/// what the styles know of a widget stays in Swift.
@MainActor
@Suite(
    "GTK text styles on plain widgets", .enabled(if: isGTKBuilt, "built without the GTK trait"),
    .requires(.testDisplay), .serialized)
struct GtkTextStylesTests {
    let application: Application

    init() throws {
        try InProcessGTK.start()
        let environment = FontEnvironment()
        try environment.loadAppFonts(from: Repository.fontsDirectory, family: "Scale Sans")
        application = Application(fontEnvironment: environment)
        application.preferredContentSizeCategory = .accessibilityLarge
        application.isBoldTextEnabled = true
    }

    @Test("a styled label in nested limited boxes gets the resolver's font for the same limits")
    func labelGetsResolversFont() throws {
        let styles = try GtkTextStyles(application: application)
        let outer = try Gtk.makeVerticalBox(spacing: 0)
        let inner = try Gtk.makeVerticalBox(spacing: 0)
        let label = try Gtk.makeLabel("Inbox")
        Gtk.append(inner, to: outer)
        Gtk.append(label, to: inner)
        let limits = [
            ContentSizeCategoryLimits(maximum: .accessibilityMedium), ContentSizeCategoryLimits(maximum: .extraLarge),
        ]
        styles.setTextStyle(.headline, for: label)
        styles.setContentSizeCategoryLimits(limits[0], for: outer)
        styles.setContentSizeCategoryLimits(limits[1], for: inner)
        let expected = TextStyleResolver(application: application).font(for: .headline, under: limits)
        let shown = label.textMeasurement()
        #expect(shown.family == expected.family)
        #expect(abs(shown.pixelSize - expected.pointSize) < 0.01)
        #expect(shown.weight == expected.weight.openTypeWeight)
        #expect(styles.textStyle(of: label) == .headline)
    }

    @Test("limits leave no class on the limited widget, and taking a style away leaves none on the styled one")
    func noStateInClasses() throws {
        let styles = try GtkTextStyles(application: application)
        let box = try Gtk.makeVerticalBox(spacing: 0)
        let label = try Gtk.makeLabel("Inbox")
        Gtk.append(label, to: box)
        let (boxClasses, labelClasses) = (Gtk.classes(of: box), Gtk.classes(of: label))
        styles.setTextStyle(.body, for: label)
        styles.setContentSizeCategoryLimits(ContentSizeCategoryLimits(maximum: .large), for: box)
        #expect(Gtk.classes(of: box) == boxClasses)
        #expect(
            Set(Gtk.classes(of: label))
                == Set(labelClasses + ["fontscale-body", "fontscale-limits-any-large"]))
        styles.setTextStyle(nil, for: label)
        #expect(Gtk.classes(of: label) == labelClasses && styles.textStyle(of: label) == nil)
    }

    @Test("a widget's entry goes when GTK finalizes it, and the table keeps no widget alive")
    func tableForgetsFinalizedWidgets() throws {
        let table = GtkWidgetTable<TextStyle>()
        do {
            let label = try Gtk.makeLabel("Inbox")
            table[label] = .body
            #expect(table[label] == .body && table.count == 1)
        }
        #expect(table.count == 0)
    }
}
#endif
