import ArgumentParser
import DynamicType

/// A category on a demo's command line, in any spelling `ContentSizeCategory(parsing:)` takes.
extension ContentSizeCategory: ExpressibleByArgument {
    /// The category `argument` names; `nil` when it names none.
    public init?(argument: String) {
        try? self.init(parsing: argument)
    }

    /// The names `--help` lists.
    public static var allValueStrings: [String] { validNames }

    /// The name `--help` shows for a default, in the spelling the values list has.
    public var defaultValueDescription: String { name }
}
