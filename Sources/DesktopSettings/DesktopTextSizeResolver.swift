import DynamicType
import Foundation
import Logging

/// Decides the text size from the sources in a fixed order, and says which sources it overruled.
///
/// 1. An override set through the API (``DesktopTextSizeMonitor/setOverride(_:)``).
/// 2. `FONTSCALE_CONTENT_SIZE`: any category spelling the core accepts (`AX1`, `extraLarge`, …).
/// 3. `FONTSCALE_TEXT_SCALE`: a factor such as `1.25`.
/// 4. Inside a sandbox (Flatpak or Snap), the XDG Settings portal, which can read what the sandbox
///    cannot.
/// 5. The text-size setting of the desktop `XDG_CURRENT_DESKTOP` names, the one its toolkits draw
///    with:
///    - GNOME and the desktops that keep its settings (Unity, Budgie, Cinnamon, Pantheon):
///      GNOME's `text-scaling-factor` (dconf, else `gsettings`);
///    - KDE: the forced font DPI (``KDEFontDPI``), else the `[General] font` size in `kdeglobals`;
///    - Xfce, MATE, LXDE and LXQt, whose settings daemons publish their font DPI as `Xft.dpi`:
///      `Xft.dpi` in the X resources (``XResourcesDPI``), else GNOME's factor;
///    - any other desktop (i3, sway, …): in an X11 session `Xft.dpi`, then a
///      `text-scaling-factor` someone set; in a Wayland session the other way round (GTK reads
///      GSettings there, and only X clients read the X resources).
/// 6. Outside a sandbox, the Settings portal: the next source when dconf and `gsettings` cannot
///    answer.
/// 7. The other sources, in the order GNOME's factor, KDE's forced DPI, KDE's font size,
///    `Xft.dpi`.
/// 8. `GDK_DPI_SCALE`, GTK 3's multiplier of the font DPI: GTK 4 and Qt ignore it, so it decides
///    only where nothing else says anything, and then FontScale's text has the size the person
///    asked for in every toolkit.
/// 9. `large`, factor 1.0.
///
/// Every other source that had a usable value that differs from the deciding one is listed in
/// ``DesktopTextSize/overruled``, in this order, but for the Settings portal and the settings it
/// relays (GNOME's factor, KDE's font): those are one setting by two routes, which differ only
/// while a change is on its way. An unusable environment value is logged and
/// skipped, so the next source decides.
public struct DesktopTextSizeResolver: Sendable {
    /// The desktop family a session belongs to.
    public enum Desktop: Hashable, Sendable {
        /// GNOME or a desktop that keeps GNOME's settings.
        case gnomeLike
        /// KDE Plasma.
        case kde
        /// Anything else, or nothing.
        case other
    }

    /// The desktop `XDG_CURRENT_DESKTOP` names.
    public let desktop: Desktop
    /// Whether the process runs in a sandbox that keeps it from the user's settings files:
    /// `FLATPAK_ID` or `SNAP` is set, or `/.flatpak-info` exists.
    public let isSandboxed: Bool
    /// `FONTSCALE_BOLD_TEXT`: `LegibilityWeight.bold` or `regular` when set to a
    /// value `LegibilityWeight.init(parsing:)` accepts (`1`, `on`, `bold`, `0`, …),
    /// `LegibilityWeight.unspecified` when unset or unusable (which is logged).
    /// Linux desktops have no Bold Text switch, so this variable is the desktop-wide way to ask.
    public let boldText: LegibilityWeight
    /// Whether the session is a Wayland one (``isWaylandSession(_:)``).
    public let isWaylandSession: Bool
    /// Whether the desktop is one whose text-size setting is a font DPI published as `Xft.dpi`
    /// (Xfce, MATE, LXDE, LXQt).
    let publishesFontDPI: Bool
    let contentSizeOverride: ContentSizeCategory?
    let textScaleOverride: Double?
    /// `GDK_DPI_SCALE`, when it is a usable factor.
    let gdkDPIScale: Double?

    /// A resolver for an environment; invalid override variables are reported to `logger`.
    public init(environment: [String: String], logger: Logger) {
        desktop = Self.desktop(in: environment)
        isSandboxed = Self.isSandboxed(environment)
        isWaylandSession = Self.isWaylandSession(environment)
        publishesFontDPI = Self.publishesFontDPI(environment)

        var category: ContentSizeCategory?
        if let text = environment["FONTSCALE_CONTENT_SIZE"], !text.isEmpty {
            do { category = try ContentSizeCategory(parsing: text) } catch {
                logger.warning("ignoring FONTSCALE_CONTENT_SIZE: \(error)")
            }
        }
        contentSizeOverride = category == .unspecified ? nil : category
        var scale: Double?
        if let text = environment["FONTSCALE_TEXT_SCALE"], !text.isEmpty {
            // A plain positive decimal only: Double(_:) would take `0x1p1`, `nan` and `-2`.
            if let value = text.plainDecimal, value > 0 {
                scale = min(max(value, textScaleRange.lowerBound), textScaleRange.upperBound)
            } else {
                let value = text.escapedForMessage
                logger.warning("ignoring FONTSCALE_TEXT_SCALE='\(value)': not a positive decimal number such as 1.25")
            }
        }
        textScaleOverride = scale
        var gdkDPIScale: Double?
        if let text = environment["GDK_DPI_SCALE"], !text.isEmpty {
            if let value = text.plainDecimal, value > 0 {
                gdkDPIScale = min(max(value, textScaleRange.lowerBound), textScaleRange.upperBound)
            } else {
                let value = text.escapedForMessage
                logger.warning("ignoring GDK_DPI_SCALE='\(value)': not a positive decimal number such as 1.25")
            }
        }
        self.gdkDPIScale = gdkDPIScale
        var boldText = LegibilityWeight.unspecified
        if let text = environment["FONTSCALE_BOLD_TEXT"], !text.isEmpty {
            do { boldText = try LegibilityWeight(parsing: text) } catch {
                logger.warning("ignoring FONTSCALE_BOLD_TEXT: \(error)")
            }
        }
        self.boldText = boldText
    }

    /// The desktop family `XDG_CURRENT_DESKTOP` names.
    static func desktop(in environment: [String: String]) -> Desktop {
        let names = (environment["XDG_CURRENT_DESKTOP"] ?? "").lowercased().split(separator: ":").map(String.init)
        let gnomeLike: Set<String> = [
            "gnome", "unity", "budgie", "budgie-desktop", "cinnamon", "x-cinnamon", "mate", "pantheon", "xfce",
            "gnome-classic", "ubuntu",
        ]
        return names.contains("kde") ? .kde : names.contains(where: gnomeLike.contains) ? .gnomeLike : .other
    }

    /// Whether the session is a Wayland one: `XDG_SESSION_TYPE` says `wayland`, or, where it
    /// says neither `wayland` nor `x11`, `WAYLAND_DISPLAY` is set.
    public static func isWaylandSession(_ environment: [String: String]) -> Bool {
        switch environment["XDG_SESSION_TYPE"]?.lowercased() {
        case "wayland": true
        case "x11": false
        default: !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
        }
    }

    /// Whether `XDG_CURRENT_DESKTOP` names a desktop whose settings daemon publishes its font DPI
    /// as `Xft.dpi`: Xfce, MATE, LXDE or LXQt.
    static func publishesFontDPI(_ environment: [String: String]) -> Bool {
        let names = (environment["XDG_CURRENT_DESKTOP"] ?? "").lowercased().split(separator: ":")
        return names.contains { ["xfce", "mate", "lxde", "lxqt"].contains($0) }
    }

    /// Whether the environment is a sandbox's: `FLATPAK_ID` or `SNAP` is set, or `/.flatpak-info`
    /// exists.
    static func isSandboxed(_ environment: [String: String]) -> Bool {
        [environment["FLATPAK_ID"], environment["SNAP"]].contains { !($0 ?? "").isEmpty }
            || FileManager.default.fileExists(atPath: "/.flatpak-info")
    }

    /// The size the sources give, in the documented order, with the sources it overruled;
    /// `nil` means a source has no value.
    public func resolve(
        override: TextSizeOverride?, gnome: Double?, kde: Double?, portal: Double? = nil,
        kdeForcedDPI: Double? = nil, xResources: Double? = nil
    ) -> DesktopTextSize {
        var order: [(Double?, TextSizeSource)] = []
        switch override {
        case .category(let category)?: order.append((category.resolved.textScale, .api))
        case .textScale(let factor)?: order.append((factor, .api))
        case nil: break
        }
        order += [(contentSizeOverride?.textScale, .contentSizeVariable), (textScaleOverride, .textScaleVariable)]
        let desktopSources: [TextSizeSource: Double?] = [
            .gnome: gnome, .kde: kde, .kdeForcedDPI: kdeForcedDPI, .xResources: xResources,
        ]
        let own = ownSources
        let rest = [TextSizeSource.gnome, .kdeForcedDPI, .kde, .xResources].filter { !own.contains($0) }
        let ordered = isSandboxed ? [.portal] + own + rest : own + [.portal] + rest
        order += ordered.map { ($0 == .portal ? portal : desktopSources[$0] ?? nil, $0) }
        order.append((gdkDPIScale, .gdkDPIScale))
        let readings = order.compactMap { factor, source in
            factor.map { TextSizeReading(source: source, textScale: $0) }
        }
        guard let winner = readings.first else { return .fallback }
        var size: DesktopTextSize
        switch (override, winner.source) {
        case (.category(let category)?, .api):
            size = DesktopTextSize(category: category.resolved, textScale: category.resolved.textScale, source: .api)
        case (_, .contentSizeVariable):
            let category = contentSizeOverride ?? .large
            size = DesktopTextSize(category: category, textScale: category.textScale, source: .contentSizeVariable)
        default:
            size = Self.size(winner.textScale, winner.source)
        }
        // The portal relays GNOME's factor and KDE's font: one setting by two routes, which
        // disagree only while a change is on its way, so neither overrules the other.
        let relayed: Set<TextSizeSource> = [.gnome, .kde]
        func sameSetting(_ one: TextSizeSource, _ other: TextSizeSource) -> Bool {
            (one == .portal && relayed.contains(other)) || (other == .portal && relayed.contains(one))
        }
        size.overruled = readings.dropFirst().filter { reading in
            abs(reading.textScale - size.textScale) > 0.001 && !sameSetting(winner.source, reading.source)
        }
        return size
    }

    /// The desktop's own sources, first in the order (point 5 of the type's documentation).
    var ownSources: [TextSizeSource] {
        switch desktop {
        case .kde: [.kdeForcedDPI, .kde]
        case .gnomeLike where publishesFontDPI: [.xResources, .gnome]
        case .gnomeLike: [.gnome]
        case .other where publishesFontDPI || !isWaylandSession: [.xResources, .gnome]
        case .other: [.gnome, .xResources]
        }
    }

    static func size(_ factor: Double, _ source: TextSizeSource) -> DesktopTextSize {
        let clamped = factor.isFinite ? min(max(factor, textScaleRange.lowerBound), textScaleRange.upperBound) : 1
        let category = (try? ContentSizeCategory(textScale: clamped)) ?? .large
        return DesktopTextSize(category: category, textScale: clamped, source: source)
    }
}
