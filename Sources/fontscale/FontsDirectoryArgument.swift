import ArgumentParser
import DynamicType

/// A fonts directory on the command line; an empty path is refused, not read as the current
/// folder.
struct FontsDirectoryArgument: ExpressibleByArgument {
    let path: String

    /// Takes a path, or throws a `ValidationError` for an empty one.
    init(validating text: String) throws(ValidationError) {
        guard text.hasVisibleCharacter else {
            throw ValidationError(
                "--fonts-dir needs a directory, such as ./Fonts; an empty path is not the current folder")
        }
        path = text
    }

    init?(argument: String) {
        try? self.init(validating: argument)
    }
}
