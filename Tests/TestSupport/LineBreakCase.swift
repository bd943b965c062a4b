import Testing

/// A text whose lines Pango and Qt break by Unicode's line-breaking algorithm (UAX #14): at `/`,
/// dashes, CJK punctuation, Thai words, emoji, hyphens, no-break spaces and minus signs. Each case
/// holds where Pango and Qt let a line end in it and, for some, the lines they make of it at a width
/// that wraps it: what FontScale's measurement must agree with.
///
/// Recorded on Debian 12 from Pango 1.50 (`pango_get_log_attrs`; a `PangoLayout` wrapping as a
/// GtkLabel does, `PANGO_WRAP_WORD_CHAR`) and Qt 6.4 (`QTextBoundaryFinder`'s line boundaries; a
/// `QTextLayout` wrapping at words), which agree on every case, in Noto Sans (`Fonts/`) at
/// ``pixelSize`` with fontconfig's fallbacks (Noto Sans CJK, Noto Color Emoji). Each width lies
/// inside a range of at least 8 pixels over which Pango's and Qt's lines stay the same, so a
/// measurement a pixel off theirs still makes them. SystemFontsTests checks FontScale against the
/// records on any machine; the GTK and Qt tests check it against the machine's own Pango and Qt.
public struct LineBreakCase: Codable, Sendable, CustomTestStringConvertible {
    /// What the case shows.
    public let name: String
    /// The text, cut where Pango and Qt let a line end: each segment ends at a place a line may
    /// break (or at the text's end).
    public let segments: [String]
    /// The text cut where FontScale (ICU) lets a line end, where that is not where Pango and Qt do;
    /// `nil` where they agree.
    public let fontScaleSegments: [String]?
    /// A width in pixels that wraps the text; `nil` where the fonts the tests install cannot draw
    /// it (Thai: none of them has its glyphs).
    public let width: Double?
    /// The lines Pango and Qt make of the text at ``width``, without the spaces they end with.
    public let lines: [String]
    /// Whether the lines hold clusters of several characters that only shaping measures as one
    /// glyph (an emoji with a skin tone, a family joined by zero-width joiners): a build without
    /// HarfBuzz measures each character's own advance and makes other lines of them.
    public let needsShaping: Bool

    /// The whole text.
    public var text: String { segments.joined() }
    public var testDescription: String { name }

    init(
        _ name: String, segments: [String], fontScaleSegments: [String]? = nil, width: Double? = nil,
        lines: [String] = [], needsShaping: Bool = false
    ) {
        self.name = name
        self.segments = segments
        self.fontScaleSegments = fontScaleSegments
        self.width = width
        self.lines = lines
        self.needsShaping = needsShaping
    }

    /// The size, in pixels, of Noto Sans the lines were recorded in: the body style at Large.
    public static let pixelSize = 17.0

    /// Every case.
    public static let all: [LineBreakCase] = [
        LineBreakCase(
            "after a slash", segments: ["read/", "write/", "execute ", "permissions ", "on ", "every ", "file"],
            width: 136, lines: ["read/write/", "execute", "permissions on", "every file"]),
        LineBreakCase(
            "after an en dash, and on either side of an em dash",
            segments: ["2020–", "2021 ", "en–", "dash ", "and ", "em", "—", "dash"], width: 140,
            lines: ["2020–2021 en–", "dash and em—", "dash"]),
        LineBreakCase(
            "after hyphens", segments: ["this-", "is-", "hyphenated-", "text"], width: 118,
            lines: ["this-is-", "hyphenated-", "text"]),
        LineBreakCase(
            "between Japanese characters, but not after an opening bracket or before closing punctuation",
            segments: ["東", "京", "の", "天", "気", "は", "「晴", "れ」。", "明", "日", "は、", "雨", "で", "す。"],
            width: 168, lines: ["東京の天気は「晴", "れ」。明日は、雨で", "す。"]),
        LineBreakCase(
            "between Chinese characters, but not before a full-width comma or stop",
            segments: ["中", "文", "字", "体", "测", "试，", "你", "好。", "世", "界", "和", "平"], width: 110,
            lines: ["中文字体测", "试，你好。世", "界和平"]),
        LineBreakCase(
            "between emoji, but not inside one with a skin tone or joined into a family",
            segments: ["Smile ", "😀 ", "please ", "🎉", "👍🏽 ", "ok ", "👨‍👩‍👧"], width: 87,
            lines: ["Smile 😀", "please 🎉", "👍🏽 ok 👨‍👩‍👧"], needsShaping: true),
        // Pango and Qt split Thai with libthai's dictionary, ICU with its own: they cut two of
        // these words otherwise.
        LineBreakCase(
            "between Thai words, which no space separates",
            segments: ["ภาษา", "ไทย", "เป็น", "ภาษา", "ที่", "ไม่", "มี", "ช่องว่าง"],
            fontScaleSegments: ["ภาษา", "ไทย", "เป็น", "ภาษา", "ที่", "ไม่มี", "ช่อง", "ว่าง"]),
        LineBreakCase("not after a no-break space", segments: ["10\u{A0}km ", "away"]),
        LineBreakCase("not after a hyphen that is a minus sign", segments: ["pay ", "$100 ", "-5 ", "now"]),
    ]

    /// The cases where FontScale lets a line end where Pango and Qt do.
    public static let agreeing = all.filter { $0.fontScaleSegments == nil }
    /// The cases where it does not.
    public static let differing = all.filter { $0.fontScaleSegments != nil }
    /// The cases with lines recorded at a width.
    public static let wrapped = all.filter { $0.width != nil }
}
