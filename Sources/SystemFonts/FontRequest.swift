import DynamicType

/// What a caller wants: a family at a weight, slant and size, with or without small caps.
///
/// Family names are matched as fontconfig matches them, ignoring case and blanks. The generic
/// names `sans-serif`, `serif`, `monospace` and `system-ui` ask for the system's choice and are
/// never reported as a fallback.
public struct FontRequest: Hashable, Sendable {
    /// The family name, such as `Scale Sans`, or a generic name such as `sans-serif`.
    public var family: String
    /// The weight wanted.
    public var weight: FontWeight
    /// The slant wanted.
    public var slant: FontSlant
    /// The size in points; it does not affect which face is chosen, only the scaled metrics.
    public var pointSize: Double
    /// Whether small capitals are wanted; see ``SmallCapsVariant``.
    public var smallCaps: Bool

    /// Creates a request.
    public init(
        family: String, weight: FontWeight = .regular, slant: FontSlant = .roman,
        pointSize: Double = ContentSizeCategory.defaultBodySize, smallCaps: Bool = false
    ) {
        self.family = family
        self.weight = weight
        self.slant = slant
        self.pointSize = pointSize
        self.smallCaps = smallCaps
    }

    /// The generic family fontconfig resolves to the system's user-interface font.
    public static let systemFamily = "sans-serif"

    /// The generic family fontconfig resolves to the system's fixed-width font.
    public static let monospacedSystemFamily = "monospace"

    static let genericFamilies: Set<String> = [
        "sans-serif", "sans", "serif", "monospace", "mono", "system-ui", "cursive", "fantasy", "emoji", "math",
    ]

    /// Whether the family is a generic alias rather than a real family name.
    public var isGenericFamily: Bool { Self.genericFamilies.contains(family.lowercased()) }
}

/// The slant of a face: roman, italic or oblique.
///
/// Raw values are fontconfig's `FC_SLANT_*` constants.
public struct FontSlant: Hashable, Sendable, CustomStringConvertible {
    /// The fontconfig slant value.
    public let rawValue: Int32

    /// Creates a slant from a fontconfig `FC_SLANT_*` value.
    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// Upright (`FC_SLANT_ROMAN`).
    public static let roman = Self(rawValue: 0)
    /// Italic (`FC_SLANT_ITALIC`).
    public static let italic = Self(rawValue: 100)
    /// Oblique (`FC_SLANT_OBLIQUE`).
    public static let oblique = Self(rawValue: 110)

    /// `roman`, `italic` or `oblique`.
    public var description: String {
        switch rawValue {
        case 100: return "italic"
        case 110: return "oblique"
        default: return "roman"
        }
    }
}
