import DynamicType
import SystemFonts

extension View {
    /// Replaces `font` with its re-resolution at this view's category and legibility weight: the
    /// one rule every text view's update follows. A font with a text style resolves in the
    /// environment (app family, ramp) of this view's window, wherever it was made: one
    /// environment per window, so no call site needs to name it.
    ///
    /// Inside a walk the result comes from the window's memo.
    func updateFont(_ font: inout Font) {
        if let updated = updatedFont(font) { font = updated }
    }

    /// `font` re-resolved as ``updateFont(_:)`` does, or `nil` when that is `font` itself: a font
    /// that is already the answer is left untouched, which spares a retain and a release.
    func updatedFont(_ font: Font) -> Font? {
        let window = windowLink
        let traits = fontTraits
        guard let window, window.isWalking else {
            return font.appFontWithSameStyle(
                compatibleWith: traits.category, legibilityWeight: traits.legibilityWeight, drawsCell: traits.drawsCell,
                in: window?.environment ?? font.fontEnvironment)
        }
        let updated = window.fontMemo.styled(font, for: traits)
        return updated.identity == font.identity ? nil : updated
    }

    /// `font` moved to the environment of the window this view joined, at this view's traits,
    /// when it has a text style and was made in another environment; `nil` otherwise.
    func fontForJoinedWindow(_ font: Font, _ window: Window) -> Font? {
        guard font.textStyle != nil, font.fontEnvironmentIdentity != ObjectIdentifier(window.environment) else {
            return nil
        }
        let traits = fontTraits
        return font.appFontWithSameStyle(
            compatibleWith: traits.category, legibilityWeight: traits.legibilityWeight, drawsCell: traits.drawsCell,
            in: window.environment)
    }

    /// A transformation of a font at this view's traits, once per walk for each distinct input.
    func transformedFont(_ font: Font, variant: Int, _ transform: (Font, FontTraits) -> Font) -> Font {
        let traits = fontTraits
        guard let window, window.isWalking else { return transform(font, traits) }
        return window.fontMemo.transformed(font, for: traits, variant: variant) { transform($0, traits) }
    }
}
