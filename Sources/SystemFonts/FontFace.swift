import DynamicType

/// One face of a font file as fontconfig and FreeType describe it: where it is, what it is called,
/// its weight, small-caps support and metrics.
///
/// Faces are read once per file and index and shared by every resolution that lands on them.
public final class FontFace: Sendable {
    /// The absolute path of the font file.
    public let filePath: String
    /// The face index in the file (for variable fonts the named instance is in the upper 16 bits).
    public let faceIndex: Int
    /// Every family name of the face, the preferred (typographic) one first.
    public let familyNames: [String]
    /// The style name, such as `Bold` or `Semibold`.
    public let styleName: String
    /// The face's weight.
    public let weight: FontWeight
    /// The face's slant.
    public let slant: FontSlant
    /// Whether the face was registered by the application rather than installed on the system.
    public let isAppFont: Bool
    /// The small-caps features of the face.
    public let smallCapsSupport: SmallCapsSupport
    /// Vertical metrics in font units.
    public let metrics: FaceMetrics

    init(
        filePath: String, faceIndex: Int, familyNames: [String], styleName: String, weight: FontWeight,
        slant: FontSlant, isAppFont: Bool, smallCapsSupport: SmallCapsSupport, metrics: FaceMetrics
    ) {
        self.filePath = filePath
        self.faceIndex = faceIndex
        self.familyNames = familyNames
        self.styleName = styleName
        self.weight = weight
        self.slant = slant
        self.isAppFont = isAppFont
        self.smallCapsSupport = smallCapsSupport
        self.metrics = metrics
        normalizedFamilyNames = familyNames.map(Self.normalized)
    }

    /// ``familyNames`` as ``hasFamily(_:)`` compares them, computed once.
    let normalizedFamilyNames: [String]

    /// The preferred family name.
    public var family: String { familyNames.first ?? "" }

    /// The small-caps variant this face gives: native or synthesized with a scale.
    public var smallCapsVariant: SmallCapsVariant {
        SmallCapsVariant(support: smallCapsSupport, metrics: metrics)
    }

    /// Whether one of the face's family names equals `name`, ignoring case and blanks, as
    /// fontconfig's own family comparison does.
    public func hasFamily(_ name: String) -> Bool {
        hasNormalizedFamily(Self.normalized(name))
    }

    func hasNormalizedFamily(_ normalizedName: String) -> Bool {
        normalizedFamilyNames.contains(normalizedName)
    }

    static func normalized(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { !$0.properties.isWhitespace })
    }
}

extension FontFace: Hashable {
    /// Faces are equal when they are the same face of the same file.
    public static func == (lhs: FontFace, rhs: FontFace) -> Bool {
        lhs.filePath == rhs.filePath && lhs.faceIndex == rhs.faceIndex
    }

    /// Hashes the file path and face index.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(filePath)
        hasher.combine(faceIndex)
    }
}
