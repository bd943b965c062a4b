import ArgumentParser
import DynamicType

/// A continuous text-scale factor on the command line (`--text-scale 1.5`): a plain decimal from
/// GNOME's smallest factor, 0.5, to 3.12, past Apple's largest category's (AX5's 53/17); not the
/// hexadecimal, exponent, `nan` or `inf` forms `Double` would read.
struct TextScaleArgument: ExpressibleByArgument {
    let factor: Double

    /// The factors accepted: what a desktop can set, and every category's own.
    static let range = 0.5...3.12

    /// Parses a factor, or throws a `ValidationError` saying what a factor is.
    init(validating text: String) throws(ValidationError) {
        guard let value = text.plainDecimal, Self.range.contains(value) else {
            let (lower, upper) = (Self.range.lowerBound, Self.range.upperBound)
            throw ValidationError(
                "invalid text scale '\(text.escapedForMessage)'; a text scale is a number from "
                    + "\(lower.hundredthsDescription) to \(upper.hundredthsDescription), such as 1.25"
            )
        }
        factor = value
    }

    init?(argument: String) {
        try? self.init(validating: argument)
    }
}
