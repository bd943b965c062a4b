import DynamicType

extension Font {
    /// What re-resolving a font reads from it: two fonts with equal keys give equal fonts from
    /// ``appFontWithSameStyle(compatibleWith:legibilityWeight:)``, and from the `in:` variant
    /// given the same environment, at the same category and legibility weight.
    ///
    /// A walk re-resolves each distinct font once by it, however many views hold copies made
    /// apart (a button title's `Font.appFont(ofSize:)` each). For HeadlessUI (`package`).
    package struct ReresolutionKey: Hashable {
        let environment: ObjectIdentifier
        let textStyle: TextStyle?
        let familyName: String
        let isNamed: Bool
        let pointSize: Double
        let baseWeight: FontWeight
        let slant: FontSlant
        let isSmallCaps: Bool
        let scaling: FontScaling?
    }

    /// This font's ``ReresolutionKey``.
    package var reresolutionKey: ReresolutionKey {
        ReresolutionKey(
            environment: fontEnvironmentIdentity, textStyle: textStyle, familyName: familyName,
            isNamed: storage.isNamed, pointSize: pointSize, baseWeight: baseWeight, slant: storage.slant,
            isSmallCaps: isSmallCaps, scaling: storage.scaling)
    }
}
