/// How GTK rasterizes text: antialiasing, hinting, subpixel order and whether metrics are
/// hinted. A desktop's settings daemon (X11) or the Settings portal (Wayland) sets them, so they
/// differ between sessions; snapshot tests pin them (``snapshot``) so that a reference drawn on
/// one backend matches on the other.
public struct GtkFontRendering: Hashable, Sendable {
    /// How strongly outlines are fitted to the pixel grid: `gtk-xft-hintstyle`, or no hinting.
    public enum HintStyle: String, Hashable, Sendable, CaseIterable {
        /// No hinting (`gtk-xft-hinting` off).
        case none = "hintnone"
        /// Vertical fitting only: GNOME's default.
        case slight = "hintslight"
        /// Medium.
        case medium = "hintmedium"
        /// Full.
        case full = "hintfull"
    }

    /// Whether glyph edges are antialiased (`gtk-xft-antialias`).
    public var antialias: Bool
    /// The hint style.
    public var hintStyle: HintStyle
    /// The subpixel order (`gtk-xft-rgba`): `none` for grayscale, or `rgb`, `bgr`, `vrgb`, `vbgr`.
    public var subpixelOrder: String
    /// Whether line metrics are rounded to whole pixels (`gtk-hint-font-metrics`).
    public var hintsMetrics: Bool

    /// Creates a setting.
    public init(antialias: Bool, hintStyle: HintStyle, subpixelOrder: String, hintsMetrics: Bool) {
        self.antialias = antialias
        self.hintStyle = hintStyle
        self.subpixelOrder = subpixelOrder
        self.hintsMetrics = hintsMetrics
    }

    /// Grayscale antialiasing, slight hinting, unhinted metrics: GNOME's defaults, the same on
    /// every display backend.
    public static let snapshot = GtkFontRendering(
        antialias: true, hintStyle: .slight, subpixelOrder: "none", hintsMetrics: false)
}

#if GTK
/// GTK's font rendering settings now; setting them redraws every window's text.
@MainActor
public var gtkFontRendering: GtkFontRendering {
    get { Gtk.fontRendering }
    set { Gtk.fontRendering = newValue }
}
#endif
