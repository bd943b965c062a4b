/// The desktop's interface fonts, the proportional one and the monospace one, and where they
/// came from.
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
    /// The `FONTSCALE_SYSTEM_FONT` (and `FONTSCALE_MONOSPACE_FONT`) environment variables.
    public static let variable = DesktopFontSource(name: "FONTSCALE_SYSTEM_FONT")
    /// GNOME's `org.gnome.desktop.interface font-name` and `monospace-font-name`.
    public static let gnome = DesktopFontSource(name: "gnome")
    /// KDE Plasma's `[General] font` and `fixed` in `kdeglobals`.
    public static let kde = DesktopFontSource(name: "kde")
    /// The XDG Settings portal, passing GNOME's or KDE's keys through.
    public static let portal = DesktopFontSource(name: "portal")
    /// Nothing named a font: ``DesktopFonts/fallback``.
    public static let `default` = DesktopFontSource(name: "default")
    /// The source's name, as `fontscale` prints it.
    public var description: String { name }
}
