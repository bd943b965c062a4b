/// The desktop's interface fonts, the proportional one and the monospace one, and where they
/// came from.
///
/// DesktopSettings reads them; they live here so that a view tree can hold them without linking
/// the desktop's readers.
public struct DesktopFonts: Hashable, Sendable, CustomStringConvertible {
    /// The font of the desktop's interface text: GNOME's `font-name`, KDE's `[General] font`.
    public var interface: DesktopFont
    /// The fixed-width font: GNOME's `monospace-font-name`, KDE's `[General] fixed`.
    public var monospace: DesktopFont
    /// Which source decided the interface font.
    public var source: DesktopFontSource

    /// Creates a value.
    public init(interface: DesktopFont, monospace: DesktopFont, source: DesktopFontSource) {
        self.interface = interface
        self.monospace = monospace
        self.source = source
    }

    /// What applies when no source names a font: fontconfig's `sans-serif` and `monospace` at
    /// GNOME's default 11 pt.
    public static let fallback = DesktopFonts(
        interface: DesktopFont(family: "sans-serif", pointSize: 11),
        monospace: DesktopFont(family: "monospace", pointSize: 11), source: .default)

    /// For example `Cantarell 11pt, monospace Source Code Pro 10pt, from gnome`.
    public var description: String { "\(interface), monospace \(monospace), from \(source)" }
}

/// Where ``DesktopFonts`` came from.
public struct DesktopFontSource: Hashable, Sendable, CustomStringConvertible {
    let name: String

    /// A source of this name, as `fontscale` prints it: an app's own provider names itself;
    /// DesktopSettings names the desktops' (`gnome`, `kde`, `portal`).
    public init(name: String) {
        self.name = name
    }

    /// Nothing named a font: ``DesktopFonts/fallback``.
    public static let `default` = DesktopFontSource(name: "default")
    /// The source's name, as `fontscale` prints it.
    public var description: String { name }
}
