/// A font a desktop names for its interface: a family and a size in points.
///
/// GNOME stores it as a Pango font description (`'Cantarell 11'`, `'Adwaita Sans 11'`); KDE
/// Plasma as a serialized `QFont` (`Noto Sans,10,-1,5,400,0,0,0,0,0`). DesktopSettings parses
/// both to this (`init(pangoDescription:)`, `init(qtFont:)`). It lives here, beside the ramp it
/// anchors, so that a view tree can hold one without linking the desktop's readers.
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

    /// The sizes a desktop font can have, in points: the range GTK's and Qt's font choosers
    /// offer (6 to 72). A source naming a size outside it is refused, as a value no person chose,
    /// and the next source or the last good value applies.
    public static let pointSizeRange = 6.0...72.0

    /// `Cantarell 11pt`.
    public var description: String {
        "\(family) \(pointSize.compactDescription)pt"
    }
}
