import DynamicType

extension Font {
    /// The system font: the environment's ``FontEnvironment/systemFontFamily`` (the desktop's
    /// interface font where the app set it, else fontconfig's `sans-serif`), made heavier when the
    /// environment's ``FontEnvironment/legibilityWeight`` is bold.
    public static func systemFont(
        ofSize pointSize: Double, weight: FontWeight = .regular, in environment: FontEnvironment = .shared
    ) -> Font {
        Font(
            familyName: environment.systemFontFamily, pointSize: pointSize, weight: weight, textStyle: nil,
            isSmallCaps: false, legibilityWeight: environment.legibilityWeight, environment: environment)
    }

    /// The fixed-width system font: the environment's
    /// ``FontEnvironment/monospacedSystemFontFamily`` (the desktop's monospace font where set, else
    /// fontconfig's `monospace`); UIKit's `monospacedSystemFont(ofSize:weight:)`.
    public static func monospacedSystemFont(
        ofSize pointSize: Double, weight: FontWeight = .regular, in environment: FontEnvironment = .shared
    ) -> Font {
        Font(
            familyName: environment.monospacedSystemFontFamily, pointSize: pointSize, weight: weight,
            textStyle: nil, isSmallCaps: false, legibilityWeight: environment.legibilityWeight,
            environment: environment)
    }

    /// The app font at a size, or the system font (with ``isFallback`` set) when the environment
    /// has no app family or the family is missing; heavier when the environment's
    /// ``FontEnvironment/legibilityWeight`` is bold.
    public static func appFont(
        ofSize pointSize: Double, weight: FontWeight = .regular, in environment: FontEnvironment = .shared
    ) -> Font {
        guard let family = environment.appFamily else {
            return systemFont(ofSize: pointSize, weight: weight, in: environment)
        }
        return Font(
            familyName: family, pointSize: pointSize, weight: weight, textStyle: nil, isSmallCaps: false,
            legibilityWeight: environment.legibilityWeight, environment: environment)
    }

    /// The app font for a text style: the ramp's size and weight at a category.
    ///
    /// - Parameters:
    ///   - textStyle: The style; the font remembers it.
    ///   - category: The category; `nil` uses the environment's current one.
    ///   - legibilityWeight: `LegibilityWeight.bold` for Bold Text; `nil` uses the
    ///     environment's current one.
    ///   - environment: Where the app family and current category come from.
    public static func appFont(
        for textStyle: TextStyle, compatibleWith category: ContentSizeCategory? = nil,
        legibilityWeight: LegibilityWeight? = nil, in environment: FontEnvironment = .shared
    ) -> Font {
        appFont(
            for: textStyle, compatibleWith: category, legibilityWeight: legibilityWeight, drawsCell: false,
            in: environment)
    }

    /// The app font for a text style at a category, at the category's cell where `drawsCell` (the
    /// subtree's limits hold the ramp's factor there: `TypeRamp.drawsCell(at:within:)`); for
    /// FontScale's own modules (`package`).
    package static func appFont(
        for textStyle: TextStyle, compatibleWith category: ContentSizeCategory?, legibilityWeight: LegibilityWeight?,
        drawsCell: Bool, in environment: FontEnvironment
    ) -> Font {
        environment.styledFont(
            textStyle, at: category ?? environment.contentSizeCategory, legibilityWeight: legibilityWeight,
            smallCaps: false, drawsCell: drawsCell)
    }

    /// The same font re-resolved in the app family at a category, keeping its text style and
    /// small caps.
    ///
    /// A font with a text style takes the style's size and weight at the category. A font without
    /// one keeps its size and weight: there is no curve to scale it along; it moves to the app
    /// family, unless it was made by name (``init(name:size:in:)``), which keeps its face, as a
    /// `UIFont(name:size:)` does. Either way the weight starts from ``baseWeight``, so Bold Text is
    /// applied once, whatever the font carried.
    ///
    /// - Parameters:
    ///   - category: The category; `nil` uses the environment's current one.
    ///   - legibilityWeight: `LegibilityWeight.bold` for Bold Text; `nil` uses the
    ///     environment's current one.
    public func appFontWithSameStyle(
        compatibleWith category: ContentSizeCategory? = nil, legibilityWeight: LegibilityWeight? = nil
    ) -> Font {
        appFontWithSameStyle(compatibleWith: category, legibilityWeight: legibilityWeight, drawsCell: false)
    }

    /// ``appFontWithSameStyle(compatibleWith:legibilityWeight:)``, at the category's cell where
    /// `drawsCell` (see `TypeRamp.drawsCell(at:within:)`); for FontScale's own modules (`package`).
    package func appFontWithSameStyle(
        compatibleWith category: ContentSizeCategory?, legibilityWeight: LegibilityWeight?, drawsCell: Bool
    ) -> Font {
        guard let textStyle else {
            let family = storage.isNamed ? familyName : fontEnvironment.appFamily ?? fontEnvironment.systemFontFamily
            let scaling = storage.scaling
            let size =
                scaling?.pointSize(
                    at: (category ?? fontEnvironment.contentSizeCategory).resolved, in: fontEnvironment.typeRamp,
                    drawsCell: drawsCell)
                ?? pointSize
            return Font(
                familyName: family, pointSize: size, weight: baseWeight, textStyle: nil, isSmallCaps: isSmallCaps,
                legibilityWeight: legibilityWeight ?? fontEnvironment.legibilityWeight, environment: fontEnvironment,
                slant: storage.slant, isNamed: storage.isNamed, scaling: scaling)
        }
        return fontEnvironment.styledFont(
            textStyle, at: category ?? fontEnvironment.contentSizeCategory, legibilityWeight: legibilityWeight,
            smallCaps: isSmallCaps, drawsCell: drawsCell)
    }

    /// The same font re-resolved in another environment: a font with a text style takes the
    /// style's size and weight at `category` in that environment's app family and ramp (the
    /// environment of the window it is shown in, which HeadlessUI passes); a font without one is
    /// ``appFontWithSameStyle(compatibleWith:legibilityWeight:)``, in its own environment.
    ///
    /// For FontScale's own modules (`package`).
    package func appFontWithSameStyle(
        compatibleWith category: ContentSizeCategory?, legibilityWeight: LegibilityWeight?, drawsCell: Bool = false,
        in environment: FontEnvironment
    ) -> Font {
        guard let textStyle else {
            return appFontWithSameStyle(
                compatibleWith: category, legibilityWeight: legibilityWeight, drawsCell: drawsCell)
        }
        return environment.styledFont(
            textStyle, at: category ?? environment.contentSizeCategory, legibilityWeight: legibilityWeight,
            smallCaps: isSmallCaps, drawsCell: drawsCell)
    }

    /// This font in its own family, size and style, made for a legibility weight:
    /// `LegibilityWeight.bold` bumps ``baseWeight`` (once, however often it is
    /// asked), `LegibilityWeight.regular` undoes a bump.
    public func withLegibilityWeight(_ legibilityWeight: LegibilityWeight) -> Font {
        Font(
            familyName: familyName, pointSize: pointSize, weight: baseWeight, textStyle: textStyle,
            isSmallCaps: isSmallCaps, legibilityWeight: legibilityWeight, environment: fontEnvironment,
            slant: storage.slant, isNamed: storage.isNamed, scaling: storage.scaling)
    }

    /// The small-caps variant of this font at the same size: native `smcp` when the face has it,
    /// synthesized otherwise (see ``smallCaps``).
    public var smallCapsVariant: Font {
        Font(
            familyName: familyName, pointSize: pointSize, weight: baseWeight, textStyle: textStyle, isSmallCaps: true,
            legibilityWeight: legibilityWeight, environment: fontEnvironment, slant: storage.slant,
            isNamed: storage.isNamed, scaling: storage.scaling)
    }

    /// This font at another size, keeping everything else.
    public func withSize(_ pointSize: Double) -> Font {
        Font(
            familyName: familyName, pointSize: pointSize, weight: baseWeight, textStyle: textStyle,
            isSmallCaps: isSmallCaps, legibilityWeight: legibilityWeight, environment: fontEnvironment,
            slant: storage.slant, isNamed: storage.isNamed)
    }

    /// This font scaled along a text style's curve for a category, remembering how: its size at
    /// the default category, the curve and the largest size, so that every later
    /// ``appFontWithSameStyle(compatibleWith:legibilityWeight:)`` (a HeadlessUI walk) scales it
    /// again; UIKit's `UIFontMetrics.scaledFont(for:maximumPointSize:compatibleWith:)`. A font
    /// scaled before is scaled from its own base size, never twice.
    ///
    /// - Parameters:
    ///   - metrics: The curve.
    ///   - maximumPointSize: The largest size; 0 or less for none.
    ///   - category: The category to scale for now.
    public func scaled(
        by metrics: FontMetrics, maximumPointSize: Double = 0, compatibleWith category: ContentSizeCategory
    ) -> Font {
        let scaling = FontScaling(
            metrics: metrics, basePointSize: storage.scaling?.basePointSize ?? pointSize,
            maximumPointSize: maximumPointSize)
        return Font(
            familyName: familyName, pointSize: scaling.pointSize(at: category.resolved, in: fontEnvironment.typeRamp),
            weight: baseWeight,
            textStyle: nil, isSmallCaps: isSmallCaps, legibilityWeight: legibilityWeight,
            environment: fontEnvironment, slant: storage.slant, isNamed: storage.isNamed, scaling: scaling)
    }

    /// Registers fonts in the shared environment and sets its app family.
    ///
    /// See ``FontEnvironment/loadAppFonts(from:family:)``.
    @discardableResult
    public static func loadAppFonts(from directory: String, family: String? = nil) throws(FontError) -> FontRegistration
    {
        try FontEnvironment.shared.loadAppFonts(from: directory, family: family)
    }
}
