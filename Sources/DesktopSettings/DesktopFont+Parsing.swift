import DynamicType
import Foundation

// Reading a desktop's own spelling of a font is the desktop readers' concern.
extension DesktopFont {
    /// Parses a Pango font description: `[FAMILY-LIST] [STYLE-OPTIONS] SIZE`, such as
    /// `Cantarell 11`, `Adwaita Sans Bold 11` or `Noto Sans, Italic 10`; the first family of the
    /// list, without the style words; a size in pixels (`14px`) is converted at 96 dpi. `nil`
    /// without a family, or without a size that is a plain decimal number within
    /// `pointSizeRange`.
    public init?(pangoDescription text: String) {
        guard case .success(let font) = Self.parse(pangoDescription: text) else { return nil }
        self = font
    }

    /// Parses a serialized `QFont`, as `kdeglobals` and the portal's `org.kde.kdeglobals.General`
    /// carry it: the family, then the point size (or `-1` and a pixel size, converted at 96 dpi).
    /// `nil` without a family, or without a size that is a plain decimal number within
    /// `pointSizeRange`.
    public init?(qtFont text: String) {
        guard case .success(let font) = Self.parse(qtFont: text) else { return nil }
        self = font
    }

    /// A Pango description's font, or why it is refused (for the log line naming its source).
    static func parse(pangoDescription text: String) -> Result<DesktopFont, DesktopValueRejection> {
        var words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let last = words.popLast() else { return .failure("it is empty") }
        let isPixels = last.lowercased().hasSuffix("px")
        guard let size = (isPixels ? String(last.dropLast(2)) : last).plainDecimal else {
            return .failure("its size '\(last)' is not a plain decimal number such as 11 or 10.5")
        }
        while let word = words.last, Self.pangoStyleWords.contains(word.lowercased().trimmingCharacters(in: [","])) {
            words.removeLast()
        }
        let list = words.joined(separator: " ")
        guard let first = list.split(separator: ",").first?.trimmingCharacters(in: .whitespaces), !first.isEmpty
        else { return .failure("it names no family") }
        return checked(DesktopFont(family: first, pointSize: isPixels ? size * 72 / 96 : size), size: last)
    }

    /// A serialized `QFont`'s font, or why it is refused (for the log line naming its source).
    static func parse(qtFont text: String) -> Result<DesktopFont, DesktopValueRejection> {
        let fields = text.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard fields.count >= 2 else { return .failure("it has no size field") }
        guard !fields[0].isEmpty else { return .failure("it names no family") }
        if let points = fields[1].plainDecimal {
            return checked(DesktopFont(family: fields[0], pointSize: points), size: fields[1])
        }
        // Qt writes -1 for the point size of a font sized in pixels, and the pixels next.
        guard fields[1] == "-1" else {
            return .failure("its point size '\(fields[1])' is not a plain decimal number such as 10 or -1")
        }
        guard fields.count >= 3, let pixels = fields[2].plainDecimal else {
            return .failure("it has no point size and no pixel size")
        }
        return checked(DesktopFont(family: fields[0], pointSize: pixels * 72 / 96), size: fields[2] + "px")
    }

    /// `font` if its size is within `pointSizeRange`; `size` is the text it was read from.
    private static func checked(_ font: DesktopFont, size: String) -> Result<DesktopFont, DesktopValueRejection> {
        guard pointSizeRange.contains(font.pointSize) else {
            let range =
                "\(pointSizeRange.lowerBound.compactDescription)–\(pointSizeRange.upperBound.compactDescription)"
            return .failure("its size \(size) is outside the \(range) pt a desktop font can have")
        }
        return .success(font)
    }

    /// Pango's style, variant, weight, stretch and gravity words, which stand between the family
    /// and the size (`pango_font_description_from_string`).
    static let pangoStyleWords: Set<String> = [
        "normal", "roman", "oblique", "italic", "small-caps", "all-small-caps", "petite-caps", "all-petite-caps",
        "unicase", "title-caps", "thin", "ultra-light", "ultralight", "extra-light", "extralight", "light",
        "semi-light", "semilight", "demi-light", "demilight", "book", "regular", "medium", "semi-bold", "semibold",
        "demi-bold", "demibold", "bold", "ultra-bold", "ultrabold", "extra-bold", "extrabold", "heavy", "black",
        "ultra-black", "ultrablack", "extra-black", "extrablack", "ultra-condensed", "extra-condensed", "condensed",
        "semi-condensed", "semi-expanded", "expanded", "extra-expanded", "ultra-expanded", "not-rotated", "south",
        "upside-down", "north", "rotated-left", "east", "rotated-right", "west",
    ]
}
