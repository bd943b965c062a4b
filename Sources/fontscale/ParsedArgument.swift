import ArgumentParser
import DynamicType

/// A Dynamic Type value on the command line, in every spelling the library's `init(parsing:)`
/// takes: `--category AX3`, `--style "Title 1"`, `--weight 600`. A spelling it refuses becomes a
/// `ValidationError` carrying the library's one-line message, which names the valid values.
struct ParsedArgument<Value: TextParsable>: ExpressibleByArgument {
    let value: Value

    /// Parses a spelling, or throws a `ValidationError` naming the valid values.
    init(validating text: String) throws(ValidationError) {
        do { value = try Value(parsing: text) } catch { throw ValidationError(error.description) }
    }

    init?(argument: String) {
        try? self.init(validating: argument)
    }

    static var allValueStrings: [String] { Value.argumentValueStrings }
}

/// A value the library parses from text, with the names help lists for it.
protocol TextParsable {
    init(parsing text: String) throws(DynamicTypeError)
    static var argumentValueStrings: [String] { get }
}

extension ContentSizeCategory: TextParsable {
    static var argumentValueStrings: [String] { validNames }
}

extension TextStyle: TextParsable {
    static var argumentValueStrings: [String] { allCases.map(\.name) }
}

extension FontWeight: TextParsable {
    static var argumentValueStrings: [String] { allCases.map(\.name) }
}
