/// An error from parsing or converting Dynamic Type values.
///
/// Each case carries the input that was rejected; ``description`` is a one-line message that
/// names the valid choices, fit to show a user as it is.
public enum DynamicTypeError: Error, Hashable, Sendable {
    /// The text names no ``ContentSizeCategory``.
    case unknownCategory(String)
    /// The text names no ``TextStyle``.
    case unknownTextStyle(String)
    /// The text names no ``FontWeight``.
    case unknownWeight(String)
    /// A text-scale factor was NaN or infinite.
    case invalidTextScale(Double)
    /// The text names no ``LegibilityWeight``.
    case unknownLegibilityWeight(String)
}

extension DynamicTypeError: CustomStringConvertible {
    /// A one-line message naming the rejected input and the valid choices.
    public var description: String {
        switch self {
        case .unknownCategory(let text):
            return "unknown content size category '\(text.escapedForMessage)'; valid categories: "
                + ContentSizeCategory.validNames.joined(separator: ", ")
                + " (any letter case; HIG short names such as xSmall or AX1, SwiftUI names such as "
                + "accessibility2, size codes such as XXL and UIKit raw values work too)"
        case .unknownTextStyle(let text):
            return "unknown text style '\(text.escapedForMessage)'; valid styles: "
                + TextStyle.allCases.map(\.name).joined(separator: ", ")
                + " (SwiftUI's title and caption work too)"
        case .unknownWeight(let text):
            return "unknown font weight '\(text.escapedForMessage)'; valid weights: "
                + FontWeight.allCases.map(\.name).joined(separator: ", ")
        case .unknownLegibilityWeight(let text):
            return "unknown legibility weight '\(text.escapedForMessage)'; valid values: "
                + LegibilityWeight.allCases.map(\.description).joined(separator: ", ")
                + " (or on/off, true/false, yes/no, 1/0)"
        case .invalidTextScale(let value):
            return "invalid text scale \(value); a text scale must be a finite number such as 1.25"
        }
    }
}
