extension ContentSizeCategory {
    /// Parses a category from any of its common spellings, ignoring case.
    ///
    /// Accepted spellings, for each size:
    /// - the Swift member name: `extraSmall`, `accessibilityExtraExtraExtraLarge`;
    /// - the Human Interface Guidelines short name: `xSmall`, `Small`, `Medium`, `Large`, `xLarge`,
    ///   `xxLarge`, `xxxLarge`, `AX1` … `AX5`;
    /// - the UIKit raw value: `UICTContentSizeCategoryL`, `UICTContentSizeCategoryAccessibilityXXXL`;
    /// - `unspecified` (or its raw value) for ``unspecified``.
    ///
    /// Blanks, hyphens and underscores are ignored, so `extra-small` and `AX 1` parse too.
    ///
    /// - Throws: ``DynamicTypeError/unknownCategory(_:)`` naming the input when nothing matches.
    public init(parsing text: String) throws(DynamicTypeError) {
        let key = Self.normalized(text)
        guard let ordinal = Self.spellings[key] else {
            throw .unknownCategory(text)
        }
        self.init(ordinal: ordinal)
    }

    /// The spellings a user is shown when a category cannot be parsed: the Swift names.
    public static var validNames: [String] { allCases.map(\.name) }

    static func normalized(_ text: String) -> String {
        String(text.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" && $0 != "\t" })
    }

    private static let spellings: [String: UInt8] = {
        var table: [String: UInt8] = [:]
        for (index, names) in ContentSizeCategory.names.enumerated() {
            for spelling in [names.swift, names.short, names.uiKit] {
                table[normalized(spelling)] = UInt8(index)
            }
        }
        return table
    }()
}
