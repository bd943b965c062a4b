import ArgumentParser
import DynamicType

/// A point size on the command line: a plain positive decimal below 10,000 (`17`, `20.5`); not
/// the hexadecimal, exponent, `nan` or `inf` forms `Double` would read.
struct PointSizeArgument: ExpressibleByArgument {
    let pointSize: Double

    /// Parses a size, or throws a `ValidationError` saying what a size is.
    init(validating text: String) throws(ValidationError) {
        guard let value = text.plainDecimal, value > 0, value < 10_000 else {
            throw ValidationError(
                "invalid size '\(text.escapedForMessage)'; "
                    + "a size is a positive number of points below 10000, such as 17"
            )
        }
        pointSize = value
    }

    init?(argument: String) {
        try? self.init(validating: argument)
    }
}
