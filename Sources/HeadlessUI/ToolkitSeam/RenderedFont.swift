import DynamicType
import SystemFonts

/// A font as the tree resolved it, in the terms a toolkit draws with: nothing left to compute.
///
/// The size is the one the tree's walk chose, after the content size category, overrides and
/// limits; the weight is after Bold Text; the family is the face the font resolved to (the
/// fallback's, when the requested family is missing).
public struct RenderedFont: Hashable, Sendable, CustomStringConvertible {
    /// The family of the face, such as `Scale Sans`, or the requested family when nothing resolved.
    public var family: String
    /// The size in points; toolkits that follow Apple's points draw one point as one pixel.
    public var pointSize: Double
    /// The weight, Bold Text included.
    public var weight: FontWeight
    /// The text style the font was made for, or `nil` for a fixed font.
    public var textStyle: TextStyle?
    /// Whether small capitals are drawn.
    public var isSmallCaps: Bool
    /// The line height in points: the type ramp's leading for a styled font, else `nil` (the
    /// face's own).
    public var lineHeight: Double?
    /// The font file the face comes from, when it resolved to one.
    public var filePath: String?
    /// Whether the requested family is missing and ``family`` is the system's stand-in.
    public var isFallback: Bool

    /// Describes a font; `category` is where the ramp's leading is read for a styled font.
    public init(_ font: Font, category: ContentSizeCategory) {
        family = font.face?.family ?? font.familyName
        pointSize = font.pointSize
        weight = font.weight
        textStyle = font.textStyle
        isSmallCaps = font.isSmallCaps
        lineHeight = font.textStyle.map { style in
            let ramp = font.fontEnvironment.typeRamp
            var entry = style.attributes(at: category, in: ramp)
            // A font whose limits hold the factor has the category's cell (TypeRamp.drawsCell).
            if entry.pointSize != font.pointSize {
                let cell = ramp.cellEntry(for: style, at: category)
                if cell.pointSize == font.pointSize { entry = cell }
            }
            // The ramp's proportion at the size the font has, should a walk be pending.
            return entry.pointSize == font.pointSize ? entry.leading : font.pointSize * entry.leading / entry.pointSize
        }
        filePath = font.face?.filePath
        isFallback = font.isFallback
    }

    /// For example `Scale Sans 17pt semibold (headline)`.
    public var description: String {
        let size = pointSize.compactDescription
        var notes = [textStyle?.name, isSmallCaps ? "small caps" : nil].compactMap { $0 }
        if isFallback { notes.append("fallback") }
        return "\(family) \(size)pt \(weight)" + (notes.isEmpty ? "" : " (\(notes.joined(separator: ", ")))")
    }
}
