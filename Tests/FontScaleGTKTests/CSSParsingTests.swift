#if GTK
import CGtk
import DynamicType
import HeadlessUI
import SystemFonts
import TestSupport
import Testing

@testable import FontScaleGTK

/// FontScaleGTK's style sheets read by GTK's own CSS parser, in this process: a family name no
/// font file should have still gives a sheet that parses, and names that very family.
@MainActor
@Suite(
    "GTK parses FontScaleGTK's style sheets", .enabled(if: isGTKBuilt, "built without the GTK trait"),
    .requires(.testDisplay), .serialized)
struct CSSParsingTests {
    /// Family names with a backslash, a quote, a brace and a newline, and one ending in a backslash.
    nonisolated static let hostileFamilies = [#"Back\slash "Quote" }"# + "\nNew", #"Ends\"#]

    init() throws {
        try InProcessGTK.start()
    }

    /// The parse errors GTK reports for a sheet, loaded into a provider of its own.
    func parsingErrors(_ css: String) -> [String] {
        let errors = ParsingErrors()
        let provider = gtk_css_provider_new()!
        defer { g_object_unref(gpointer(provider)) }
        let callback: @convention(c) (gpointer?, OpaquePointer?, UnsafeMutablePointer<GError>?, gpointer?) -> Void = {
            _, _, error, data in
            let errors = Unmanaged<ParsingErrors>.fromOpaque(data!).takeUnretainedValue()
            errors.messages.append(error.map { String(cString: $0.pointee.message) } ?? "(no message)")
        }
        let handler = g_signal_connect_data(
            gpointer(provider), "parsing-error", unsafeBitCast(callback, to: GCallback.self),
            Unmanaged.passUnretained(errors).toOpaque(), nil, GConnectFlags(rawValue: 0))
        css.withCString { gtk_css_provider_load_from_data(provider, $0, -1) }
        g_signal_handler_disconnect(gpointer(provider), handler)
        return withExtendedLifetime(errors) { errors.messages }
    }

    /// A body font whose family is `family`.
    func font(named family: String) -> RenderedFont {
        var font = RenderedFont(Font.appFont(for: .body, in: FontEnvironment()), category: .large)
        font.family = family
        return font
    }

    @Test("a sheet with an unescaped quote is a parse error GTK reports")
    func checkSeesErrors() {
        #expect(!parsingErrors(#".a { font-family: "Back\"; } .b { font-family: "x\#n"; }"#).isEmpty)
    }

    @Test("the host's font classes parse with a hostile family name", arguments: hostileFamilies)
    func fontClassesParse(family: String) throws {
        let classes = try GtkFontClasses()
        defer { classes.remove() }
        _ = classes.className(for: font(named: family))
        _ = classes.className(for: font(named: "Scale Sans"))
        #expect(parsingErrors(classes.css) == [])
    }

    @Test("a font class gives a label the hostile family name exactly", arguments: hostileFamilies)
    func fontClassNamesFamily(family: String) throws {
        let classes = try GtkFontClasses()
        defer { classes.remove() }
        let label = try Gtk.makeLabel("Inbox")
        Gtk.addClass(classes.className(for: font(named: family)), to: label)
        classes.loadIfNeeded()
        #expect(Gtk.font(of: label).family == family)
    }

    @Test("the text style sheet parses, with limits and libadwaita's classes")
    func styleSheetParses() {
        let sheet = GtkTextStyleSheet(
            environment: FontEnvironment(), category: .accessibilityLarge, legibilityWeight: .bold,
            limits: [ContentSizeCategoryLimits(maximum: .extraLarge), ContentSizeCategoryLimits(minimum: .small)],
            adwaitaTypography: true)
        #expect(parsingErrors(sheet.css) == [])
    }
}

/// What the parse-error handler collects.
private final class ParsingErrors {
    var messages: [String] = []
}
#endif
