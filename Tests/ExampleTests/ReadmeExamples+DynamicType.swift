import DynamicType
import Testing

/// The README block under `import DynamicType`.
extension SharedApplication.ReadmeExamples {
    @Test("the DynamicType example prints the ramp's body at AX1 and GNOME's Large Text factor")
    func dynamicType() throws {
        var values: (ContentSizeCategory, Double, ContentSizeCategoryLimits, Double) = (.large, 0, .none, 0)
        let output = try ExampleOutput.capture {
            // example begin
            // The user's preferred size, from any spelling: Swift, HIG short name or UIKit raw value.
            let category = try ContentSizeCategory(parsing: "AX1")

            // Apple's type ramp, exactly.
            let body = TextStyle.body.attributes(at: category)
            print(body.pointSize, body.leading, body.weight)  // 28.0 34.0 regular

            // Scale a custom size along a style's curve, as UIFontMetrics does.
            let metrics = FontMetrics(forTextStyle: .headline)
            let brand = metrics.scaledPointSize(for: 18, compatibleWith: category, maximumPointSize: 40)

            // A desktop's continuous text-scaling factor to a category and back.
            let large = try ContentSizeCategory(textScale: 1.25)  // .extraExtraLarge
            print(large.textScale)  // 1.2352941176470589, 21 / 17

            // Limits, with UIKit's rule (min > max: only max applies), or SwiftUI's ranges.
            let limited = category.limited(minimum: .medium, maximum: .extraExtraExtraLarge)
            let upToAX2 = ContentSizeCategoryLimits(...DynamicTypeSize.accessibility2)

            // Any size through Apple's per-style ramp, a linear factor or Android 14's curve, clamped.
            let terminal = TextScaler.typeRamp(category).clamped(maximumScaleFactor: 2).scale(14)
            // example end
            values = (limited, brand, upToAX2, terminal)
        }
        #expect(output == ["28.0 34.0 regular", "\(21.0 / 17)"])
        #expect(values.0 == .extraExtraExtraLarge)
        #expect(values.1 == 18.0 * 28 / 17)
        #expect(values.2.maximum == .accessibilityLarge)
        #expect(values.3 == 24)
    }
}
