/// The weight of a font, from ``ultraLight`` to ``black``.
///
/// Raw values are UIKit's `UIFont.Weight` values (regular is 0, bold 0.4), so ported code that
/// compares weights keeps working. ``openTypeWeight`` gives the OpenType `usWeightClass`
/// (100 … 900) that font files and fontconfig speak.
public struct FontWeight: Hashable, Sendable {
    /// The UIKit `UIFont.Weight` raw value.
    public let rawValue: Double

    /// Creates a weight from a UIKit `UIFont.Weight` raw value.
    public init(rawValue: Double) {
        self.rawValue = rawValue
    }

    /// OpenType weight 100.
    public static let ultraLight = Self(rawValue: -0.8)
    /// OpenType weight 200.
    public static let thin = Self(rawValue: -0.6)
    /// OpenType weight 300.
    public static let light = Self(rawValue: -0.4)
    /// OpenType weight 400.
    public static let regular = Self(rawValue: 0)
    /// OpenType weight 500.
    public static let medium = Self(rawValue: 0.23)
    /// OpenType weight 600.
    public static let semibold = Self(rawValue: 0.3)
    /// OpenType weight 700.
    public static let bold = Self(rawValue: 0.4)
    /// OpenType weight 800.
    public static let heavy = Self(rawValue: 0.56)
    /// OpenType weight 900.
    public static let black = Self(rawValue: 0.62)

    /// The nine named weights, lightest first.
    public static let allCases: [FontWeight] = [
        .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
    ]

    private static let names = [
        "ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black",
    ]

    /// The index of the nearest named weight, so that any raw value has a name and a class.
    private var nearestIndex: Int {
        var best = 0
        for (index, weight) in Self.allCases.enumerated()
        where abs(weight.rawValue - rawValue) < abs(Self.allCases[best].rawValue - rawValue) {
            best = index
        }
        return best
    }

    /// The lowercase-initial name of the nearest named weight, such as `semibold`.
    public var name: String { Self.names[nearestIndex] }

    /// The OpenType weight class of the nearest named weight: 100 for ultra light … 900 for black.
    public var openTypeWeight: Int { (nearestIndex + 1) * 100 }

    /// The named weight for an OpenType weight class, rounded to the nearest hundred and clamped
    /// to 100 … 900.
    public init(openTypeWeight: Int) {
        let index = min(max((openTypeWeight + 50) / 100, 1), 9) - 1
        self = Self.allCases[index]
    }

    /// Parses a weight from its name (`semibold`, `Semi-Bold`) or an OpenType class (`600`).
    ///
    /// - Throws: ``DynamicTypeError/unknownWeight(_:)`` when the text is neither.
    /// A number is read as a whole, sign included, so `-400` is refused rather than read as 400.
    public init(parsing text: String) throws(DynamicTypeError) {
        let trimmed = text.trimmingBlanks
        if let number = Int(trimmed) {
            guard (1...1000).contains(number) else { throw .unknownWeight(text) }
            self.init(openTypeWeight: number)
            return
        }
        let key = ContentSizeCategory.normalized(text)
        guard let index = Self.names.firstIndex(where: { $0.lowercased() == key }) else { throw .unknownWeight(text) }
        self = Self.allCases[index]
    }
}

extension FontWeight: Comparable {
    /// Orders weights from light to heavy.
    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension FontWeight: CustomStringConvertible {
    /// The weight's name, such as `bold`.
    public var description: String { name }
}
