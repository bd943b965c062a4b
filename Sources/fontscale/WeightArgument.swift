import ArgumentParser
import DynamicType

/// A font weight on the command line: a name (`semibold`) or an OpenType class from 1 to 1000.
struct WeightArgument: ExpressibleByArgument {
    let weight: FontWeight

    /// Parses a weight, or throws a `ValidationError` naming the valid weights.
    init(validating text: String) throws(ValidationError) {
        do { weight = try FontWeight(parsing: text) } catch { throw ValidationError(error.description) }
    }

    init?(argument: String) {
        try? self.init(validating: argument)
    }

    static var allValueStrings: [String] { FontWeight.allCases.map(\.name) }
}
