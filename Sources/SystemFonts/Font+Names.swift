import DynamicType

extension Font {
    /// The face a name names, at a size; UIKit's `UIFont(name:size:)`.
    ///
    /// The name is a PostScript name (`DejaVuSans-Bold`), a full face name (`DejaVu Sans Bold`)
    /// or a family name (its regular face), among the app fonts registered in `environment` and
    /// the system's fonts. A name that no installed or registered face has gives `nil`, as in
    /// UIKit: nothing stands in for it.
    ///
    /// The font has no text style, so it does not follow the content size category; it keeps its
    /// face when re-resolved, and Bold Text makes it heavier within its family, as for app fonts.
    ///
    /// ```swift
    /// let heading = Font(name: "DejaVuSans-Bold", size: 17)        // DejaVu Sans Bold 17pt
    /// let missing = Font(name: "MuseoSlab-500", size: 17)          // nil: not installed
    /// ```
    public init?(name: String, size pointSize: Double, in environment: FontEnvironment = .shared) {
        guard let face = environment.library.face(named: name) else { return nil }
        // The family name that leads back to this face: a width or optical family
        // (`DejaVu Sans Condensed`) is listed after the typographic one, which would not.
        let family =
            face.familyNames.reversed().first { family in
                let request = FontRequest(family: family, weight: face.weight, slant: face.slant)
                return (try? environment.library.resolve(request))?.face == face
            } ?? face.family
        self.init(
            familyName: family, pointSize: pointSize, weight: face.weight, textStyle: nil, isSmallCaps: false,
            legibilityWeight: environment.legibilityWeight, environment: environment, slant: face.slant,
            isNamed: true)
    }
}
