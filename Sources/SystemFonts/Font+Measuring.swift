import DynamicType

extension Font {
    /// Measures `text` in this font: where its lines break in `width`, how wide and tall they
    /// are, and whether any of it is left out.
    ///
    /// The face is the file this font resolved to, shaped by HarfBuzz when the package is built
    /// with the trait `HarfBuzz` (see ``TextLayout/engine``), at ``pointSize`` with no hinting,
    /// as GTK's Pango measures: each glyph's advance is rounded to a whole point, as Pango
    /// positions glyphs by default. Lines wrap where Unicode's line-breaking algorithm (UAX #14)
    /// allows, as Pango and Qt wrap them: after spaces and hyphens, after `/`, around dashes,
    /// between ideographs but not before closing CJK punctuation, between Thai words (a line fits
    /// when its width without trailing spaces is at most `width`); the last of `maximumLines` ends
    /// as `lineBreakMode` says, a shortened line as wide as `width`, as Pango pads its ellipsis.
    /// Small capitals are measured as they are drawn: with the face's `smcp` glyphs, or as
    /// scaled capitals.
    ///
    /// ```swift
    /// let font = Font.appFont(for: .body, compatibleWith: .accessibilityExtraExtraExtraLarge)
    /// let layout = font.measure("Meet me at the lighthouse at noon", width: 320, maximumLines: 2)
    /// print(layout.lineCount, layout.height, layout.isTruncated)
    /// ```
    ///
    /// - Parameters:
    ///   - text: The text; line separators start new paragraphs.
    ///   - width: The width lines wrap in, in points; `nil` for one line per paragraph. A
    ///     negative or NaN width is taken as 0 and `nil`.
    ///   - maximumLines: The most lines kept; `0` (or less) for all of them.
    ///   - lineBreakMode: How the last kept line ends when text is left over or it is too wide.
    ///   - lineHeight: The height of a line in points, such as a text style's leading; `nil`
    ///     for the face's ascender plus descender.
    public func measure(
        _ text: String, width: Double? = nil, maximumLines: Int = 0, lineBreakMode: LineBreakMode = .byWordWrapping,
        lineHeight: Double? = nil
    ) -> TextLayout {
        shaped(text).layout(
            width: width, maximumLines: maximumLines, lineBreakMode: lineBreakMode, lineHeight: lineHeight)
    }

    /// `text` measured in this font, ready to be broken into lines in any width: the part of
    /// ``measure(_:width:maximumLines:lineBreakMode:lineHeight:)`` that does not depend on the
    /// width. `package`, for HeadlessUI's labels, which lay one text out in several widths.
    package func shaped(_ text: String) -> ShapedText {
        let (bounds, classes) = LineBreaker.characters(of: text)
        let variant = smallCaps
        let synthesizesSmallCaps = variant?.kind == .synthesized
        let scale = synthesizesSmallCaps ? variant?.scale ?? 1 : 1
        var pieces: [String] = []
        var sizes: [Double] = []
        pieces.reserveCapacity(classes.count)
        sizes.reserveCapacity(classes.count)
        for index in classes.indices {
            let character = text[bounds[index]]
            // Synthesized small capitals are capitals drawn smaller: measure them as such.
            let smaller = synthesizesSmallCaps && character.isLowercase
            pieces.append(smaller ? character.uppercased() : String(character))
            sizes.append(smaller ? pointSize * scale : pointSize)
        }
        let features = variant?.kind == .native ? ["smcp"] : []
        let library = fontEnvironment.library
        // Characters the face lacks are measured in the face fontconfig falls back to, as Pango
        // draws them. The ellipsis is shaped on its own: shaped after the text, the kerning
        // between the last letter and it would narrow that letter.
        let measured = face.flatMap { face in
            library.measureWithFallback(
                pieces, sizes: sizes, features: features, in: face, weight: weight, slant: storage.slant
            )
            .flatMap { text in
                library.measureWithFallback(
                    ["\u{2026}"], sizes: [pointSize], features: features, in: face, weight: weight, slant: storage.slant
                ).map { (text.advances, $0.advances.first ?? 0, text.fallbackFaces) }
            }
        }
        // Without a face: half an em a character.
        let (widths, ellipsisWidth, fallbackFaces) = measured ?? (sizes.map { $0 / 2 }, pointSize / 2, [])
        return ShapedText(
            text: text, bounds: bounds, classes: classes, widths: widths, ellipsisWidth: ellipsisWidth,
            fallbackFaces: fallbackFaces,
            engine: measured == nil ? TextMeasurementEngine.estimate : MeasuringFace.engine,
            faceLineHeight: metrics.map { $0.ascender - $0.descender } ?? pointSize * 1.2)
    }
}
