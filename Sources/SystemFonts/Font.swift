import DynamicType

/// A font: a family at a size and weight, resolved to a real face, remembering its text style.
///
/// `Font` is the counterpart of `UIFont` for the "Appearance Manager" pattern. A font made for a
/// text style remembers it, so ``appFontWithSameStyle(compatibleWith:legibilityWeight:)`` can re-resolve it at the
/// size of a new content size category:
///
/// ```swift
/// var font = Font.appFont(for: .body)                         // 17 pt at large
/// font = font.appFontWithSameStyle(compatibleWith: .accessibilityMedium)   // 28 pt
/// let caps = Font.appFont(ofSize: 17).smallCapsVariant                 // native smcp or synthesized
/// ```
///
/// When the app family is missing the font is the system font and ``isFallback`` says so.
public struct Font: Sendable {
    /// Everything a font holds, shared by its copies: copying a `Font` costs one retain, which is
    /// what keeps updating a tree of 100,000 labels cheap.
    // Inlinable where a tree update reads it at every label: a cross-module getter call per
    // field, and the retain of the environment it returns, were a third of the update's cost.
    @usableFromInline
    final class Storage: Sendable {
        let familyName: String
        let pointSize: Double
        let weight: FontWeight
        @usableFromInline let textStyle: TextStyle?
        @usableFromInline let isSmallCaps: Bool
        let resolution: ResolvedFont?
        let isFallback: Bool
        let legibilityWeight: LegibilityWeight
        let boldText: BoldTextAdjustment?
        @usableFromInline let environment: FontEnvironment
        let slant: FontSlant
        /// Made by name (``Font/init(name:size:in:)``): re-resolution keeps the family.
        let isNamed: Bool
        /// Scaled along a text style's curve (a `FontMetrics` scaled font): re-resolution scales
        /// the base size again.
        let scaling: FontScaling?

        init(
            familyName: String, pointSize: Double, weight: FontWeight, textStyle: TextStyle?, isSmallCaps: Bool,
            resolution: ResolvedFont?, isFallback: Bool, legibilityWeight: LegibilityWeight,
            boldText: BoldTextAdjustment?, environment: FontEnvironment, slant: FontSlant, isNamed: Bool,
            scaling: FontScaling?
        ) {
            self.familyName = familyName
            self.pointSize = pointSize
            self.weight = weight
            self.textStyle = textStyle
            self.isSmallCaps = isSmallCaps
            self.resolution = resolution
            self.isFallback = isFallback
            self.legibilityWeight = legibilityWeight
            self.boldText = boldText
            self.environment = environment
            self.slant = slant
            self.isNamed = isNamed
            self.scaling = scaling
        }
    }

    @usableFromInline let storage: Storage

    /// A font over existing storage: another handle on the same font.
    init(storage: Storage) {
        self.storage = storage
    }

    /// The family asked for: the app family, or the system's generic family.
    public var familyName: String { storage.familyName }
    /// The size in points.
    public var pointSize: Double { storage.pointSize }
    /// The weight of the face the font resolved to: what is drawn, as UIKit's font reports the
    /// face it is. Where the family has no face at the weight asked for (``requestedWeight``),
    /// the two differ: Noto Sans asked for medium draws its regular face, and with Bold Text a
    /// heavy headline draws its bold one. The weight asked for when nothing resolved.
    public var weight: FontWeight { storage.resolution?.face.weight ?? storage.weight }
    /// The weight asked for: with Bold Text, the bumped weight (``boldText`` tells the weight
    /// before the bump and the face it landed on).
    public var requestedWeight: FontWeight { storage.weight }
    /// The weight asked for before Bold Text: every re-resolution starts from it, so the bump is
    /// never applied twice.
    public var baseWeight: FontWeight { storage.boldText?.baseWeight ?? storage.weight }
    /// The legibility weight this font was made for: `LegibilityWeight.bold` when
    /// Bold Text applies.
    public var legibilityWeight: LegibilityWeight { storage.legibilityWeight }
    /// What Bold Text did to this font; `nil` when it does not apply.
    public var boldText: BoldTextAdjustment? { storage.boldText }
    /// The text style this font was made for, if any.
    @inlinable public var textStyle: TextStyle? { storage.textStyle }
    /// Whether this is a small-caps variant; see ``smallCaps``.
    @inlinable public var isSmallCaps: Bool { storage.isSmallCaps }
    /// The face it resolved to; `nil` only when fontconfig knows no font at all.
    public var resolution: ResolvedFont? { storage.resolution }
    /// Whether the face is not of ``familyName`` (the family is missing on this machine).
    public var isFallback: Bool { storage.isFallback }

    /// The identity of this font's shared storage: equal for copies of one font.
    @inlinable public var identity: ObjectIdentifier { ObjectIdentifier(storage) }

    /// The environment this font was made in; its re-resolutions use the same one.
    @inlinable public var fontEnvironment: FontEnvironment { storage.environment }

    /// The identity of ``fontEnvironment``, read without retaining it.
    @inlinable public var fontEnvironmentIdentity: ObjectIdentifier { ObjectIdentifier(storage.environment) }

    /// The face the font draws with.
    public var face: FontFace? { resolution?.face }

    /// How small capitals are produced when ``isSmallCaps`` is set; `nil` otherwise.
    public var smallCaps: SmallCapsVariant? { isSmallCaps ? resolution?.smallCaps : nil }

    /// The face's metrics in points at this size.
    public var metrics: ScaledFaceMetrics? { resolution?.face.metrics.scaled(to: pointSize) }

    /// Resolves a font. `weight` is the weight before Bold Text; with a `bold` legibility weight
    /// the bumped weight is resolved too and used where it lands on a heavier face.
    init(
        familyName: String, pointSize: Double, weight: FontWeight, textStyle: TextStyle?, isSmallCaps: Bool,
        legibilityWeight: LegibilityWeight = .unspecified, environment: FontEnvironment, slant: FontSlant = .roman,
        isNamed: Bool = false, scaling: FontScaling? = nil
    ) {
        let base = Self.resolve(
            familyName, weight: weight, slant: slant, pointSize: pointSize, smallCaps: isSmallCaps, in: environment)
        var chosen = base
        var effectiveWeight = weight
        var boldText: BoldTextAdjustment?
        if legibilityWeight == .bold {
            let bumpedWeight = weight.withBoldText
            let bumped = Self.resolve(
                familyName, weight: bumpedWeight, slant: slant, pointSize: pointSize, smallCaps: isSmallCaps,
                in: environment)
            // Heavier only: a bumped face lighter than the base face (a family missing the heavy
            // faces) keeps the base face, and a fallback never replaces the family's own face.
            if let face = bumped.resolution?.face, let baseFace = base.resolution?.face,
                face.weight >= baseFace.weight, bumped.isFallback == base.isFallback
            {
                chosen = bumped
            }
            effectiveWeight = bumpedWeight
            boldText = BoldTextAdjustment(
                baseWeight: weight, bumpedWeight: bumpedWeight, baseFace: base.resolution?.face,
                face: chosen.resolution?.face)
        }
        storage = Storage(
            familyName: familyName, pointSize: pointSize, weight: effectiveWeight, textStyle: textStyle,
            isSmallCaps: isSmallCaps, resolution: chosen.resolution, isFallback: chosen.isFallback,
            legibilityWeight: legibilityWeight, boldText: boldText, environment: environment, slant: slant,
            isNamed: isNamed, scaling: scaling)
    }

    /// The face for a family at a weight, or the system font's (flagged as a fallback) when the
    /// family is missing.
    private static func resolve(
        _ familyName: String, weight: FontWeight, slant: FontSlant, pointSize: Double, smallCaps: Bool,
        in environment: FontEnvironment
    ) -> (resolution: ResolvedFont?, isFallback: Bool) {
        let request = FontRequest(
            family: familyName, weight: weight, slant: slant, pointSize: pointSize, smallCaps: smallCaps)
        let resolved = try? environment.library.resolve(request)
        guard resolved == nil || resolved?.isFallback == true else { return (resolved, false) }
        // The family is missing: use the system font, and say so; the desktop's, else (when that
        // is missing too) fontconfig's.
        var system = request
        system.family = environment.systemFontFamily
        if system.family != familyName, let desktop = try? environment.library.resolve(system), !desktop.isFallback {
            return (desktop, true)
        }
        system.family = FontRequest.systemFamily
        return ((try? environment.library.resolve(system)) ?? resolved, true)
    }
}

/// How a font made by `FontMetrics` scales: its size at the default category, the text style
/// whose curve it follows and the largest size it takes (0: none), kept so that every
/// re-resolution scales the base size again, as a preferred font follows its style.
package struct FontScaling: Hashable, Sendable {
    package var metrics: FontMetrics
    package var basePointSize: Double
    package var maximumPointSize: Double

    package init(metrics: FontMetrics, basePointSize: Double, maximumPointSize: Double) {
        self.metrics = metrics
        self.basePointSize = basePointSize
        self.maximumPointSize = maximumPointSize
    }

    /// The size at a category, at the continuous factor `ramp` is drawn at there (the category's
    /// own where `drawsCell`): a scaled font grows with a desktop's factor as the ramp's text does.
    package func pointSize(at category: ContentSizeCategory, in ramp: TypeRamp, drawsCell: Bool = false) -> Double {
        let factor = drawsCell ? category.resolved.textScale : ramp.textScale(for: category)
        return metrics.scaledPointSize(for: basePointSize, atTextScale: factor, maximumPointSize: maximumPointSize)
    }
}

extension Font: Hashable {
    /// Fonts are equal when they ask for the same thing and resolved to the same face.
    public static func == (lhs: Font, rhs: Font) -> Bool {
        if lhs.storage === rhs.storage { return true }
        return lhs.familyName == rhs.familyName && lhs.pointSize == rhs.pointSize
            && lhs.requestedWeight == rhs.requestedWeight
            && lhs.textStyle == rhs.textStyle && lhs.isSmallCaps == rhs.isSmallCaps && lhs.face == rhs.face
            && lhs.isFallback == rhs.isFallback && lhs.boldText == rhs.boldText
    }

    /// Hashes what `==` compares.
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
        if isFallback {
            notes.append("fallback for \(familyName)")
        } else if face?.isAppFont == true {
            notes.append("app font")
        }
        if let boldText {
            notes.append("bold text: \(boldText.baseWeight) → \(boldText.bumpedWeight), \(boldText.outcome)")
        }
        let name = face.map { "\($0.family) \($0.styleName)" } ?? familyName
        return "\(name) \(pointSize.compactDescription)pt"
            + (notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))")
    }
}
