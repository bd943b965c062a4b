import DynamicType
import SystemFonts

extension View {
    /// A font as rendered here: `font`, or the default the text views use (the app font for
    /// body at this view's category) when it is `nil`.
    func renderedFont(_ font: Font?) -> RenderedFont {
        let traits = fontTraits
        let font =
            font
            ?? Font.appFont(
                for: .body, compatibleWith: traits.category, legibilityWeight: traits.legibilityWeight,
                in: fontEnvironment ?? .shared)
        return RenderedFont(font, category: traits.category)
    }
}
