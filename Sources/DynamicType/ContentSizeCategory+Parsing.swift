extension ContentSizeCategory {
    /// Parses a category from any of its common spellings, ignoring case.
    ///
    /// Accepted spellings, for each size:
    /// - the Swift member name: `extraSmall`, `accessibilityExtraExtraExtraLarge`;
    /// - the Human Interface Guidelines short name: `xSmall`, `Small`, `Medium`, `Large`, `xLarge`,
    ///   `xxLarge`, `xxxLarge`, `AX1` … `AX5`;
    /// - SwiftUI's `DynamicTypeSize` names: `xSmall` … `xxxLarge`, `accessibility1` … `accessibility5`;
    /// - the UIKit raw value: `UICTContentSizeCategoryL`, `UICTContentSizeCategoryAccessibilityXXXL`,
    ///   and the size code inside it alone: `XS`, `S`, `M`, `L`, `XL`, `XXL`, `XXXL`,
    ///   `AccessibilityM`, `AccessibilityL`, `AccessibilityXL`, `AccessibilityXXL`, `AccessibilityXXXL`;
    /// - `unspecified` (or its raw value) for ``unspecified``.
    ///
    /// Letter case, blanks, hyphens and underscores are ignored, so `extra-small`, `ax 1` and `XXL`
    /// parse too. The same spellings work wherever FontScale reads a category: this initializer,
    /// the `fontscale` options and the `FONTSCALE_CONTENT_SIZE` environment variable.
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
            let sizeCode = names.uiKit.replacingPrefix("UICTContentSizeCategory")
            let accessibilityNumber = index >= 8 ? ["accessibility\(index - 7)"] : []
            for spelling in [names.swift, names.short, names.uiKit, sizeCode] + accessibilityNumber {
                table[normalized(spelling)] = UInt8(index)
            }
        }
        return table
    }()
}

extension String {
    /// The string without `prefix`, or the string itself when it does not start with it.
    fileprivate func replacingPrefix(_ prefix: String) -> String {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
    }
}
