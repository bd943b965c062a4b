import Foundation

/// A font a desktop names for its interface: a family and a size in points.
///
/// GNOME stores it as a Pango font description (`'Cantarell 11'`, `'Adwaita Sans 11'`); KDE
/// Plasma as a serialized `QFont` (`Noto Sans,10,-1,5,400,0,0,0,0,0`). Both parse to this.
public struct DesktopFont: Hashable, Sendable, CustomStringConvertible {
    /// The family, such as `Cantarell`; fontconfig's generic names (`sans-serif`, `monospace`)
    /// stand for the system's choice.
    public var family: String
    /// The size in points (at 96 dpi, a point is 4/3 of a pixel).
    public var pointSize: Double

    /// Creates a font.
    public init(family: String, pointSize: Double) {
        self.family = family
        self.pointSize = pointSize
    }

    /// The size in pixels at `dotsPerInch`.
    public func pixelSize(dotsPerInch: Double = 96) -> Double { pointSize * dotsPerInch / 72 }

    /// Parses a Pango font description: `[FAMILY-LIST] [STYLE-OPTIONS] SIZE`, such as
    /// `Cantarell 11`, `Adwaita Sans Bold 11` or `Noto Sans, Italic 10`; the first family of the
    /// list, without the style words; a size in pixels (`14px`) is converted at 96 dpi. `nil`
    /// without a family or a positive size.
    public init?(pangoDescription text: String) {
        var words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let last = words.popLast() else { return nil }
        let isPixels = last.lowercased().hasSuffix("px")
        guard let size = Double(isPixels ? String(last.dropLast(2)) : last), size.isFinite, size > 0 else {
            return nil
        }
        while let word = words.last, Self.pangoStyleWords.contains(word.lowercased().trimmingCharacters(in: [","])) {
            words.removeLast()
        }
        let list = words.joined(separator: " ")
        guard let first = list.split(separator: ",").first?.trimmingCharacters(in: .whitespaces), !first.isEmpty
        else { return nil }
        self.init(family: first, pointSize: isPixels ? size * 72 / 96 : size)
    }

    /// Parses a serialized `QFont`, as `kdeglobals` and the portal's `org.kde.kdeglobals.General`
    /// carry it: the family, then the point size (or `-1` and a pixel size, converted at 96 dpi).
    /// `nil` without a family or a positive size.
    public init?(qtFont text: String) {
        let fields = text.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard fields.count >= 2, !fields[0].isEmpty, let points = Double(fields[1]), points.isFinite else {
            return nil
        }
        if points > 0 {
            self.init(family: fields[0], pointSize: points)
        } else if fields.count >= 3, let pixels = Double(fields[2]), pixels.isFinite, pixels > 0 {
            self.init(family: fields[0], pointSize: pixels * 72 / 96)
        } else {
            return nil
        }
    }

    /// `Cantarell 11pt`.
    public var description: String {
        "\(family) \(pointSize == pointSize.rounded() ? String(Int(pointSize)) : String(pointSize))pt"
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
