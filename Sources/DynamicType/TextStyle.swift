/// A semantic text style, such as ``body`` or ``headline``, whose size follows the content size
/// category.
///
/// The eleven styles Apple publishes a full Dynamic Type table for are ``largeTitle`` through
/// ``caption2``. ``extraLargeTitle`` and ``extraLargeTitle2`` (iOS 17) have published default sizes
/// only (36 and 28 pt, bold); FontScale scales them along the ramp of the published style with the
/// nearest default size, as ``TypeRamp`` documents.
///
/// Raw values are UIKit's (`UICTFontTextStyleBody`, `UICTFontTextStyleTitle0`, …).
public struct TextStyle: Hashable, Sendable {
    /// The row in ``TypeRamp`` order.
    package let ordinal: UInt8

    init(ordinal: UInt8) {
        self.ordinal = ordinal
    }

    /// The largest published title (34 pt at the default size).
    public static let largeTitle = Self(ordinal: 0)
    /// The first-level title (28 pt).
    public static let title1 = Self(ordinal: 1)
    /// The second-level title (22 pt).
    public static let title2 = Self(ordinal: 2)
    /// The third-level title (20 pt).
    public static let title3 = Self(ordinal: 3)
    /// A heading: body size, semibold (17 pt).
    public static let headline = Self(ordinal: 4)
    /// Running text (17 pt).
    public static let body = Self(ordinal: 5)
    /// Call-out text (16 pt).
    public static let callout = Self(ordinal: 6)
    /// Subheadings (15 pt; the HIG calls it "Subhead").
    public static let subheadline = Self(ordinal: 7)
    /// Footnotes (13 pt).
    public static let footnote = Self(ordinal: 8)
    /// Standard captions (12 pt).
    public static let caption1 = Self(ordinal: 9)
    /// Alternate captions (11 pt).
    public static let caption2 = Self(ordinal: 10)
    /// An extra-large title (36 pt bold); scaled along ``largeTitle``'s ramp.
    public static let extraLargeTitle = Self(ordinal: 11)
    /// A second extra-large title (28 pt bold); scaled along ``title1``'s ramp.
    public static let extraLargeTitle2 = Self(ordinal: 12)

    /// SwiftUI's name for ``title1``.
    public static let title = title1
    /// SwiftUI's name for ``caption1``.
    public static let caption = caption1

    /// Every style: the eleven published ones in HIG order, then the two extra-large titles.
    public static let allCases: [TextStyle] = (0...12).map { Self(ordinal: $0) }

    /// The eleven styles with a complete published Dynamic Type table.
    public static let publishedCases: [TextStyle] = Array(allCases.prefix(11))

    /// Whether Apple publishes this style's size at every category.
    public var isPublished: Bool { ordinal < 11 }

    /// The Swift member name, such as `largeTitle` or `caption1`.
    public var name: String { Self.names[Int(ordinal)].swift }

    /// The name the Human Interface Guidelines tables use, such as `Large Title` or `Subhead`.
    public var displayName: String { Self.names[Int(ordinal)].display }

    struct Names {
        let swift: String
        let display: String
        let uiKit: String
    }

    static let names: [Names] = [
        Names(swift: "largeTitle", display: "Large Title", uiKit: "UICTFontTextStyleTitle0"),
        Names(swift: "title1", display: "Title 1", uiKit: "UICTFontTextStyleTitle1"),
        Names(swift: "title2", display: "Title 2", uiKit: "UICTFontTextStyleTitle2"),
        Names(swift: "title3", display: "Title 3", uiKit: "UICTFontTextStyleTitle3"),
        Names(swift: "headline", display: "Headline", uiKit: "UICTFontTextStyleHeadline"),
        Names(swift: "body", display: "Body", uiKit: "UICTFontTextStyleBody"),
        Names(swift: "callout", display: "Callout", uiKit: "UICTFontTextStyleCallout"),
        Names(swift: "subheadline", display: "Subhead", uiKit: "UICTFontTextStyleSubhead"),
        Names(swift: "footnote", display: "Footnote", uiKit: "UICTFontTextStyleFootnote"),
        Names(swift: "caption1", display: "Caption 1", uiKit: "UICTFontTextStyleCaption1"),
        Names(swift: "caption2", display: "Caption 2", uiKit: "UICTFontTextStyleCaption2"),
        Names(swift: "extraLargeTitle", display: "Extra Large Title", uiKit: "UICTFontTextStyleExtraLargeTitle"),
        Names(swift: "extraLargeTitle2", display: "Extra Large Title 2", uiKit: "UICTFontTextStyleExtraLargeTitle2"),
    ]
}

extension TextStyle {
    // Explicit, so the standard library's RawRepresentable versions (string compare and hash)
    // are not chosen.

    /// Whether two styles are the same.
    public static func == (lhs: TextStyle, rhs: TextStyle) -> Bool {
        lhs.ordinal == rhs.ordinal
    }

    /// Hashes the style's position.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ordinal)
    }
}

extension TextStyle: RawRepresentable {
    /// The UIKit raw value, such as `UICTFontTextStyleBody`.
    public var rawValue: String { Self.names[Int(ordinal)].uiKit }

    /// Creates a style from its exact UIKit raw value; use ``init(parsing:)`` for other spellings.
    public init?(rawValue: String) {
        guard let index = Self.names.firstIndex(where: { $0.uiKit == rawValue }) else { return nil }
        self.init(ordinal: UInt8(index))
    }
}

extension TextStyle {
    /// Parses a style from its Swift name, HIG name or UIKit raw value, ignoring case and blanks.
    ///
    /// `title1`, `Title 1` and `UICTFontTextStyleTitle1` all parse; so do `subhead` and `subheadline`,
    /// and SwiftUI's `title` (``title1``) and `caption` (``caption1``).
    ///
    /// - Throws: ``DynamicTypeError/unknownTextStyle(_:)`` when nothing matches.
    public init(parsing text: String) throws(DynamicTypeError) {
        let key = ContentSizeCategory.normalized(text)
        if let alias = Self.swiftUIAliases[key] {
            self = alias
            return
        }
        guard
            let index = Self.names.firstIndex(where: { names in
                [names.swift, names.display, names.uiKit].contains { ContentSizeCategory.normalized($0) == key }
            })
        else {
            throw .unknownTextStyle(text)
        }
        self.init(ordinal: UInt8(index))
    }

    /// SwiftUI's `Font.TextStyle` names that differ from UIKit's, normalized.
    private static let swiftUIAliases: [String: TextStyle] = ["title": .title1, "caption": .caption1]
}

extension TextStyle: CustomStringConvertible {
    /// The Swift name, such as `body`.
    public var description: String { name }
}
