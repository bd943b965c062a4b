import DynamicType

// The desktops' own sources, named where they are read.
extension DesktopFontSource {
    /// The `FONTSCALE_SYSTEM_FONT` (and `FONTSCALE_MONOSPACE_FONT`) environment variables.
    public static let variable = DesktopFontSource(name: "FONTSCALE_SYSTEM_FONT")
    /// GNOME's `org.gnome.desktop.interface font-name` and `monospace-font-name`.
    public static let gnome = DesktopFontSource(name: "gnome")
    /// KDE Plasma's `[General] font` and `fixed` in `kdeglobals`.
    public static let kde = DesktopFontSource(name: "kde")
    /// The XDG Settings portal, passing GNOME's or KDE's keys through.
    public static let portal = DesktopFontSource(name: "portal")
}
