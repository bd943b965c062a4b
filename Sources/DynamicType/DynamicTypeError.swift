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
}

extension DynamicTypeError: CustomStringConvertible {
    /// A one-line message naming the rejected input and the valid choices.
    public var description: String {
        switch self {
        case .unknownCategory(let text):
            return "unknown content size category '\(text)'; valid categories: "
                + ContentSizeCategory.validNames.joined(separator: ", ")
                + " (HIG short names such as xSmall or AX1 and UIKit raw values work too)"
        case .unknownTextStyle(let text):
            return "unknown text style '\(text)'; valid styles: "
                + TextStyle.allCases.map(\.name).joined(separator: ", ")
        case .unknownWeight(let text):
            return "unknown font weight '\(text)'; valid weights: "
                + FontWeight.allCases.map(\.name).joined(separator: ", ")
        case .invalidTextScale(let value):
            return "invalid text scale \(value); a text scale must be a finite number such as 1.25"
        }
    }
}
