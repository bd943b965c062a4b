/// An error from registering or resolving fonts.
///
/// ``description`` is a one-line message fit to show a user.
public enum FontError: Error, Hashable, Sendable {
    /// A fonts directory does not exist or is not a directory (or the path is empty).
    case directoryNotFound(path: String)
    /// A fonts directory exists but cannot be listed.
    case directoryUnreadable(path: String)
    /// A request named no family: empty, or no character that draws (blanks, zero-width spaces).
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
            return path.isEmpty ? "fonts directory not given: the path is empty" : "fonts directory not found: \(path)"
        case .directoryUnreadable(let path):
            return "fonts directory cannot be read: \(path)"
        case .emptyFamilyName:
            return "a font family name needs a visible character; it cannot be empty, blank or zero-width"
        case .noFontsAvailable:
            return "fontconfig found no fonts at all on this system; install fonts-dejavu-core"
        case .fontconfigUnavailable:
            return "fontconfig could not load its configuration"
        }
    }
}
