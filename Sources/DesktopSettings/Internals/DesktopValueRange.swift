import DynamicType

/// The values a desktop setting can take, as the desktops' own settings give them, in one place
/// for every source: a value outside is refused (the reading is invalid, logged with the source
/// and the value, and the source's last good value kept), never clamped into range, because no
/// desktop's settings can have made it.
///
/// Each bound says which desktop's settings it comes from.
struct DesktopValueRange: Sendable {
    /// What the value is, as a log line names it (`a font DPI`).
    let quantity: String
    /// The values the desktops' settings can give.
    let values: ClosedRange<Double>
    /// Where the bounds come from, for the log line.
    let origin: String

    /// A font DPI published as `Xft.dpi` (in the X resources or XSETTINGS): from 48, GNOME's and
    /// Cinnamon's smallest text-scaling-factor (0.5) at 96 dpi and the smallest Xfce's
    /// appearance dialog offers, to 1152, GNOME's largest factor (3.0) on a display Mutter scales
    /// by its largest scale (4), which GNOME's settings daemon multiplies in; Xfce's dialog stops
    /// at 1000, MATE's at 500.
    static let fontDPI = DesktopValueRange(
        quantity: "a font DPI", values: 48...1152,
        origin: "from GNOME's smallest text size (0.5 × 96) to its largest on a display scaled 4× (3.0 × 96 × 4)")

    /// KDE's forced font DPI (`kcmfonts [General] forceFontDPI`): what the Fonts settings' spin
    /// box allows, 1 to 999 (plasma-workspace, kcms/fonts); 0 means not forced.
    static let kdeForcedFontDPI = DesktopValueRange(
        quantity: "a forced font DPI", values: 1...999, origin: "KDE's Fonts settings allow 1 to 999")

    /// GNOME's `text-scaling-factor` (and Cinnamon's, which keeps GNOME's range), as the Settings
    /// portal relays it too: its schema's range (org.gnome.desktop.interface), 0.5 to 3.0.
    static let textScalingFactor = DesktopValueRange(
        quantity: "a text-scaling factor", values: 0.5...3.0, origin: "GNOME's schema allows 0.5 to 3.0")

    /// `nil` when `value` is one the desktops' settings can give, else why it is refused:
    /// `120000 is outside the font DPIs desktops set (…)`.
    func rejection(of value: Double) -> DesktopValueRejection? {
        guard !values.contains(value) else { return nil }
        let shown = value.isFinite && abs(value) < 1e9 ? value.compactDescription : "\(value)"
        let (lower, upper) = (values.lowerBound.compactDescription, values.upperBound.compactDescription)
        return "\(shown) is outside the values of \(quantity) desktops set, \(lower) to \(upper) (\(origin))"
    }
}
