import DynamicType

/// What Bold Text did to a font: the weight asked for, the bump, and the face it landed on.
///
/// The bump is iOS's (`FontWeight.withBoldText`), **clamped to the faces the family
/// has**: the face is the one fontconfig picks for the bumped weight, unless that face is lighter
/// than the face without Bold Text, in which case the font keeps the face it had. So Bold Text
/// only ever makes text heavier or leaves it as it is; it never steps down because a heavier face
/// is missing. A font carries the weight it was asked for before the bump
/// (``baseWeight``), and every re-resolution starts from it, so the bump is never applied twice.
public struct BoldTextAdjustment: Hashable, Sendable {
    /// How the bump turned out.
    public enum Outcome: Hashable, Sendable, CustomStringConvertible {
        /// The family has a face at the bumped weight, and the font uses it.
        case applied
        /// The family has a heavier face than before, but not at the bumped weight: the nearest
        /// one is used.
        case clamped
        /// The family has no face heavier than the one the font had: it is unchanged.
        case unchanged

        /// `applied`, `clamped` or `unchanged`.
        public var description: String {
            switch self {
            case .applied: "applied"
            case .clamped: "clamped"
            case .unchanged: "unchanged"
            }
        }
    }

    /// The weight asked for, before Bold Text.
    public let baseWeight: FontWeight
    /// The weight Bold Text asked for: `baseWeight.withBoldText`.
    public let bumpedWeight: FontWeight
    /// The face the font would use without Bold Text.
    public let baseFace: FontFace?
    /// The face the font uses.
    public let face: FontFace?

    /// How the bump turned out, from the faces' weights.
    public var outcome: Outcome {
        guard let face, let baseFace, face != baseFace else { return .unchanged }
        return face.weight == bumpedWeight ? .applied : .clamped
    }
}

extension BoldTextAdjustment: CustomStringConvertible {
    /// For example `regular → semibold, applied (Scale Sans Semibold)`.
    public var description: String {
        let faceName = face.map { " (\($0.family) \($0.styleName))" } ?? ""
        return "\(baseWeight) → \(bumpedWeight), \(outcome)\(faceName)"
    }
}
