import DynamicType

/// A font: a family at a size and weight, resolved to a real face, remembering its text style.
///
/// `Font` is the counterpart of `UIFont` for the "Appearance Manager" pattern. A font made for a
/// text style remembers it, so ``appFontWithSameStyle(compatibleWith:)`` can re-resolve it at the
/// size of a new content size category:
///
/// ```swift
/// var font = Font.appFont(for: .body)                         // 17 pt at large
/// font = font.appFontWithSameStyle(compatibleWith: .accessibilityMedium)   // 28 pt
/// let caps = Font.buttonFont.smallCapsVariant                 // native smcp or synthesized
/// ```
///
/// When the app family is missing the font is the system font and ``isFallback`` says so.
public struct Font: Sendable {
    /// The family asked for: the app family, or the system's generic family.
    public let familyName: String
    /// The size in points.
    public let pointSize: Double
    /// The weight asked for.
    public let weight: FontWeight
    /// The text style this font was made for, if any.
    public let textStyle: TextStyle?
    /// Whether this is a small-caps variant; see ``smallCaps``.
    public let isSmallCaps: Bool
    /// The face it resolved to; `nil` only when fontconfig knows no font at all.
    public let resolution: ResolvedFont?
    /// Whether the face is not of ``familyName`` (the family is missing on this machine).
    public let isFallback: Bool

    let environment: FontEnvironment

    /// The face the font draws with.
    public var face: FontFace? { resolution?.face }

    /// How small capitals are produced when ``isSmallCaps`` is set; `nil` otherwise.
    public var smallCaps: SmallCapsVariant? { isSmallCaps ? resolution?.smallCaps : nil }

    /// The face's metrics in points at this size.
    public var metrics: ScaledFaceMetrics? { resolution?.face.metrics.scaled(to: pointSize) }

    init(
        familyName: String, pointSize: Double, weight: FontWeight, textStyle: TextStyle?, isSmallCaps: Bool,
        environment: FontEnvironment
    ) {
        self.familyName = familyName
        self.pointSize = pointSize
        self.weight = weight
        self.textStyle = textStyle
        self.isSmallCaps = isSmallCaps
        self.environment = environment
        let request = FontRequest(family: familyName, weight: weight, pointSize: pointSize, smallCaps: isSmallCaps)
        let resolved = try? environment.library.resolve(request)
        if let resolved, !resolved.isFallback {
            self.resolution = resolved
            self.isFallback = false
        } else {
            // The family is missing: use the system font, and say so.
            var system = request
            system.family = FontRequest.systemFamily
            self.resolution = (try? environment.library.resolve(system)) ?? resolved
            self.isFallback = true
        }
    }
}

extension Font: Hashable {
    /// Fonts are equal when they ask for the same thing and resolved to the same face.
    public static func == (lhs: Font, rhs: Font) -> Bool {
        lhs.familyName == rhs.familyName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
            && lhs.textStyle == rhs.textStyle && lhs.isSmallCaps == rhs.isSmallCaps && lhs.face == rhs.face
            && lhs.isFallback == rhs.isFallback
    }

    /// Hashes what ``==`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(familyName)
        hasher.combine(pointSize)
        hasher.combine(textStyle)
        hasher.combine(isSmallCaps)
        hasher.combine(face)
    }
}

extension Font: CustomStringConvertible {
    /// For example `Scale Sans Semibold 17pt (headline, app font)`.
    public var description: String {
        var notes: [String] = []
        if let textStyle { notes.append(textStyle.name) }
        if isSmallCaps { notes.append("small caps") }
        if isFallback { notes.append("fallback for \(familyName)") } else if face?.isAppFont == true { notes.append("app font") }
        let name = face.map { "\($0.family) \($0.styleName)" } ?? familyName
        return "\(name) \(pointSize == pointSize.rounded() ? String(Int(pointSize)) : String(pointSize))pt"
            + (notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))")
    }
}
