import ArgumentParser
import DynamicType

/// A font family name on the command line: it must have a character that draws, so an empty
/// name, blanks or a lone zero-width space are refused rather than matched as anything.
struct FamilyArgument: ExpressibleByArgument {
    let name: String

    /// Takes a name, or throws a `ValidationError` asking for one.
    init(validating text: String) throws(ValidationError) {
        guard text.hasVisibleCharacter else {
            throw ValidationError(
                "a font family name needs a visible character, such as \"Scale Sans\" (got '\(text.escapedForMessage)')"
            )
        }
        name = text
    }

    init?(argument: String) {
        try? self.init(validating: argument)
    }
}
