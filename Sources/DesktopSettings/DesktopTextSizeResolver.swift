import DynamicType
import Foundation
import Logging

/// Decides the text size from the sources in a fixed order.
///
/// 1. An override set through the API (``DesktopTextSizeMonitor/setOverride(_:)``).
/// 2. `FONTSCALE_CONTENT_SIZE`: any category spelling the core accepts (`AX1`, `extraLarge`, …).
/// 3. `FONTSCALE_TEXT_SCALE`: a factor such as `1.25`.
/// 4. Inside a sandbox (Flatpak or Snap), the XDG Settings portal, which can read what the sandbox
///    cannot.
/// 5. The desktop `XDG_CURRENT_DESKTOP` names: GNOME-like desktops (GNOME, Unity, Budgie,
///    Cinnamon, MATE, Pantheon, XFCE) read GNOME's `text-scaling-factor` (dconf, else
///    `gsettings`); KDE reads `kdeglobals`.
/// 6. Outside a sandbox, the Settings portal: the next source when dconf and `gsettings` cannot
///    answer.
/// 7. The other desktop's source, if it has a value.
/// 8. `large`, factor 1.0.
///
/// An unusable environment value is logged and skipped, so the next source decides.
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
    let contentSizeOverride: ContentSizeCategory?
    let textScaleOverride: Double?

    /// A resolver for an environment; invalid override variables are reported to `logger`.
    public init(environment: [String: String], logger: Logger) {
        desktop = Self.desktop(in: environment)
        isSandboxed = Self.isSandboxed(environment)

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

    /// Whether the environment is a sandbox's: `FLATPAK_ID` or `SNAP` is set, or `/.flatpak-info`
    /// exists.
    static func isSandboxed(_ environment: [String: String]) -> Bool {
        [environment["FLATPAK_ID"], environment["SNAP"]].contains { !($0 ?? "").isEmpty }
            || FileManager.default.fileExists(atPath: "/.flatpak-info")
    }

    /// The size the sources give, in the documented order; `nil` means a source has no value.
    public func resolve(
        override: TextSizeOverride?, gnome: Double?, kde: Double?, portal: Double? = nil
    ) -> DesktopTextSize {
        switch override {
        case .category(let category)?:
            return DesktopTextSize(category: category.resolved, textScale: category.resolved.textScale, source: .api)
        case .textScale(let factor)?:
            return Self.size(factor, .api)
        case nil:
            break
        }
        if let contentSizeOverride {
            return DesktopTextSize(
                category: contentSizeOverride, textScale: contentSizeOverride.textScale, source: .contentSizeVariable)
        }
        if let textScaleOverride { return Self.size(textScaleOverride, .textScaleVariable) }
        let own: (Double?, TextSizeSource) = desktop == .kde ? (kde, .kde) : (gnome, .gnome)
        let other: (Double?, TextSizeSource) = desktop == .kde ? (gnome, .gnome) : (kde, .kde)
        let order = isSandboxed ? [(portal, .portal), own, other] : [own, (portal, .portal), other]
        for case (let factor?, let source) in order { return Self.size(factor, source) }
        return .fallback
    }

    static func size(_ factor: Double, _ source: TextSizeSource) -> DesktopTextSize {
        let clamped = factor.isFinite ? min(max(factor, textScaleRange.lowerBound), textScaleRange.upperBound) : 1
        let category = (try? ContentSizeCategory(textScale: clamped)) ?? .large
        return DesktopTextSize(category: category, textScale: clamped, source: source)
    }
}
