import Testing

@testable import FontScaleGTK

/// The one CSS serializer FontScaleGTK writes its sheets with; plain Swift, so these run with or
/// without GTK (CSSParsingTests feeds its output to GTK's parser).
@Suite("CSS escaping")
struct CSSTests {
    @Test(
        "a family name from a font file cannot break out of its CSS string",
        arguments: [
            ("Scale Sans", #""Scale Sans""#),
            (#"Evil" } * { color: red; "#, #""Evil\" } * { color: red; ""#),
            (#"back\slash"#, #""back\\slash""#),
            (#"Ends\"#, #""Ends\\""#),
            (#"Back\slash "Quote" }"# + "\nNew", #""Back\\slash \"Quote\" }\a New""#),
            ("tab\tdelete\u{7F}", #""tab\9 delete\7f ""#),
            ("nul\u{0}", "\"nul\u{FFFD}\""),
        ])
    func strings(text: String, css: String) {
        #expect(GtkCSS.string(text) == css)
    }

    @Test(
        "a class name is written as a CSS identifier that names exactly it",
        arguments: [
            ("fontscale-body", "fontscale-body"),
            ("fontscale-limits-any-extraExtraExtraLarge", "fontscale-limits-any-extraExtraExtraLarge"),
            ("1st", #"\31 st"#),
            ("-2", #"-\32 "#),
            ("-", #"\-"#),
            ("a.b c}", #"a\.b\ c\}"#),
            ("line\nbreak", #"line\a break"#),
            ("café_x", "café_x"),
        ])
    func identifiers(name: String, css: String) {
        #expect(GtkCSS.identifier(name) == css)
    }
}
