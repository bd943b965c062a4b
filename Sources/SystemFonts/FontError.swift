/// An error from registering or resolving fonts.
///
/// ``description`` is a one-line message fit to show a user.
public enum FontError: Error, Hashable, Sendable {
    /// A fonts directory does not exist or is not a directory.
    case directoryNotFound(path: String)
    /// fontconfig refused to add a directory (it reports this only on allocation failure).
    case registrationFailed(path: String)
    /// A request named no family.
    case emptyFamilyName
    /// fontconfig knows no font at all, so nothing can be resolved, not even a fallback.
    case noFontsAvailable
    /// fontconfig could not build a configuration, so this library has no fonts.
    case fontconfigUnavailable
}

extension FontError: CustomStringConvertible {
    /// A one-line message naming what was wrong.
    public var description: String {
        switch self {
        case .directoryNotFound(let path):
            return "fonts directory not found: \(path)"
        case .registrationFailed(let path):
            return "fontconfig could not add the fonts directory \(path)"
        case .emptyFamilyName:
            return "a font family name cannot be empty"
        case .noFontsAvailable:
            return "fontconfig found no fonts at all on this system; install fonts-dejavu-core"
        case .fontconfigUnavailable:
            return "fontconfig could not load its configuration"
        }
    }
}
