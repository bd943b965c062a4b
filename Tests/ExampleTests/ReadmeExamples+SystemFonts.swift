import SystemFonts
import Testing

/// The README block under `import SystemFonts`.
extension SharedApplication.ReadmeExamples {
    @Test("the SystemFonts example resolves the app font to its file and says when it falls back")
    func systemFonts() throws {
        var bigger: Font?
        let output = try ExampleOutput.capture {
            // example begin
            // Register the app's fonts; the family is configuration, not a constant.
            try Font.loadAppFonts(from: "Fonts", family: "Noto Sans")

            let title = Font.appFont(for: .headline)  // Noto Sans SemiBold, 17 pt
            print(title.face?.filePath ?? "-", title.isFallback)  // .../Fonts/NotoSans-SemiBold.ttf false
            let bigger = title.appFontWithSameStyle(compatibleWith: .accessibilityLarge)  // 33 pt
            let caps = Font.appFont(ofSize: 17).smallCapsVariant  // native smcp where the face has it
            print(caps.smallCaps?.kind ?? "-", caps.metrics?.capHeight ?? 0)

            // Lower level: one request, with the fallback said out loud.
            let resolved = try FontEnvironment.shared.library.resolve(FontRequest(family: "Museo Slab"))
            print(resolved.isFallback, resolved.family)  // true Noto Sans: not installed; fontconfig picks the app font
            // example end
            let keep = bigger
            _ = keep
        }
        bigger = Font.appFont(for: .headline).appFontWithSameStyle(compatibleWith: .accessibilityLarge)
        #expect(output.count == 3)
        #expect(output[0].hasSuffix("Fonts/NotoSans-SemiBold.ttf false"))
        #expect(output[1].hasPrefix("native "))
        #expect(output[2] == "true Noto Sans")
        #expect(bigger?.pointSize == 33)
    }
}
