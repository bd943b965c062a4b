import DynamicType

/// The desktop's text size: the content size category, the continuous factor, and where it
/// came from.
public struct DesktopTextSize: Hashable, Sendable, CustomStringConvertible {
    /// The category the factor maps to (`ContentSizeCategory.init(textScale:)`).
    public var category: ContentSizeCategory
    /// The continuous text-scale factor (1.0 = large), kept for toolkits that scale freely.
    public var textScale: Double
    /// Which source decided.
    public var source: TextSizeSource
    /// The desktop's interface fonts, whose size anchors a desktop ramp
    /// (`TypeRamp.desktop(interfaceFontPointSize:)`); ``DesktopTextSizeMonitor`` reads them with the
    /// size and reports a change of either.
    public var fonts: DesktopFonts
    /// The sources that also had a usable value, a different one, and lost to ``source`` in
    /// ``DesktopTextSizeResolver``'s order, in that order: a conflict between the desktop's
    /// signals, said out loud (`fontscale list` and `watch` print it). Empty when every source
    /// with a value agrees.
    public var overruled: [TextSizeReading]

    /// Creates a value.
    public init(
        category: ContentSizeCategory, textScale: Double, source: TextSizeSource, fonts: DesktopFonts = .fallback,
        overruled: [TextSizeReading] = []
    ) {
        self.category = category
        self.textScale = textScale
        self.source = source
        self.fonts = fonts
        self.overruled = overruled
    }

    /// `large`, factor 1.0, from ``TextSizeSource/default``: what applies when nothing is set.
    public static let fallback = DesktopTextSize(category: .large, textScale: 1, source: .default)

    /// For example `extraExtraLarge (xxLarge), scale 1.25, from gnome`, and with a conflict
    /// `…, from xft-dpi; overruled: gnome 1`.
    public var description: String {
        "\(category) (\(category.shortName)), scale \(textScale), from \(source)"
            + (overruled.isEmpty ? "" : "; overruled: " + overruled.map(\.description).joined(separator: ", "))
    }
}

/// Where a ``DesktopTextSize`` came from.
public struct TextSizeSource: Hashable, Sendable, CustomStringConvertible {
    let name: String
    /// Set by the app through ``DesktopTextSizeMonitor/setOverride(_:)``.
    public static let api = TextSizeSource(name: "api")
    /// The `FONTSCALE_CONTENT_SIZE` environment variable.
    public static let contentSizeVariable = TextSizeSource(name: "FONTSCALE_CONTENT_SIZE")
    /// The `FONTSCALE_TEXT_SCALE` environment variable.
    public static let textScaleVariable = TextSizeSource(name: "FONTSCALE_TEXT_SCALE")
    /// GNOME's `org.gnome.desktop.interface text-scaling-factor`.
    public static let gnome = TextSizeSource(name: "gnome")
    /// KDE Plasma's `[General] font` point size in `kdeglobals`.
    public static let kde = TextSizeSource(name: "kde")
    /// KDE Plasma's forced font DPI, `forceFontDPI` (X11) or `forceFontDPIWayland` (Wayland)
    /// in `kcmfonts` (``KDEFontDPI``).
    public static let kdeForcedDPI = TextSizeSource(name: "kde-forced-dpi")
    /// `Xft.dpi` in the X resources (``XResourcesDPI``).
    public static let xResources = TextSizeSource(name: "xft-dpi")
    /// The `GDK_DPI_SCALE` environment variable, GTK 3's multiplier of the font DPI.
    public static let gdkDPIScale = TextSizeSource(name: "GDK_DPI_SCALE")
    /// The XDG Settings portal (``SettingsPortalTextScaling``): GNOME's factor or KDE's font size
    /// as the portal passes it through.
    public static let portal = TextSizeSource(name: "portal")
    /// Nothing set anywhere: `large`.
    public static let `default` = TextSizeSource(name: "default")
    /// The source's name, as `fontscale` prints it.
    public var description: String { name }
}

/// An override an app sets for itself.
public enum TextSizeOverride: Hashable, Sendable {
    /// A fixed category.
    case category(ContentSizeCategory)
    /// A continuous factor, mapped to the nearest category.
    case textScale(Double)
}

/// The range GNOME's schema allows; every source's factor is clamped to it.
let textScaleRange = 0.5...3.0
