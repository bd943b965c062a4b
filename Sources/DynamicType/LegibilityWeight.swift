/// Whether text should be drawn heavier: the Bold Text accessibility preference as a trait.
///
/// The counterpart of UIKit's `UILegibilityWeight` and SwiftUI's `LegibilityWeight`.
/// ``unspecified`` inherits from the ancestor that sets it. Where it is ``bold``, fonts take the
/// heavier weight ``FontWeight/withBoldText`` gives, as iOS does for its system font, and
/// FontScale does the same for app fonts.
public enum LegibilityWeight: Int, Hashable, Sendable, CaseIterable {
    /// No preference; inherits.
    case unspecified = -1
    /// Text at its usual weight.
    case regular = 0
    /// Text heavier, for legibility.
    case bold = 1

    /// Parses `bold`, `regular` or `unspecified`, or a switch: `1`, `on`, `true`, `yes` (bold) and
    /// `0`, `off`, `false`, `no` (regular); letter case and blanks are ignored.
    ///
    /// - Throws: ``DynamicTypeError/unknownLegibilityWeight(_:)`` when the text is none of these.
    public init(parsing text: String) throws(DynamicTypeError) {
        switch ContentSizeCategory.normalized(text) {
        case "bold", "1", "on", "true", "yes": self = .bold
        case "regular", "0", "off", "false", "no": self = .regular
        case "unspecified": self = .unspecified
        default: throw .unknownLegibilityWeight(text)
        }
    }

    /// This value where it is specified, else `inherited`.
    public func inheriting(_ inherited: LegibilityWeight) -> LegibilityWeight {
        self == .unspecified ? inherited : self
    }
}

extension LegibilityWeight: CustomStringConvertible {
    /// `unspecified`, `regular` or `bold`.
    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .regular: "regular"
        case .bold: "bold"
        }
    }
}
