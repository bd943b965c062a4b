import ArgumentParser
import DynamicType

/// A content size category on the command line, in any spelling `ContentSizeCategory(parsing:)`
/// takes: `large`, `xSmall`, `AX3`, `XXL`, `accessibility2`, `UICTContentSizeCategoryL`.
struct CategoryArgument: ExpressibleByArgument {
    let category: ContentSizeCategory

    /// Parses a spelling, or throws a `ValidationError` naming the valid categories.
    init(validating text: String) throws(ValidationError) {
        do { category = try ContentSizeCategory(parsing: text) } catch { throw ValidationError(error.description) }
    }

    init?(argument: String) {
        try? self.init(validating: argument)
    }

    static var allValueStrings: [String] { ContentSizeCategory.validNames }
}
