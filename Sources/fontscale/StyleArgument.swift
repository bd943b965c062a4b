import ArgumentParser
import DynamicType

/// A text style on the command line: `body`, `Title 1`, `subhead`, SwiftUI's `title`, …
struct StyleArgument: ExpressibleByArgument {
    let style: TextStyle

    /// Parses a style, or throws a `ValidationError` naming the valid styles.
    init(validating text: String) throws(ValidationError) {
        do { style = try TextStyle(parsing: text) } catch { throw ValidationError(error.description) }
    }

    init?(argument: String) {
        try? self.init(validating: argument)
    }

    static var allValueStrings: [String] { TextStyle.allCases.map(\.name) }
}
