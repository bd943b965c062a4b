import DynamicType
import Foundation

/// Reads KDE Plasma's forced font DPI ("Force font DPI" in System Settings' Fonts page):
/// `forceFontDPI` (on X11) or `forceFontDPIWayland` (on Wayland) in the `[General]` group of
/// `kcmfonts`.
///
/// Qt draws every font at it (on X11 `kcminit` also loads it into the X resources as
/// `Xft.dpi`; on Wayland plasma-workspace passes it to Qt as `QT_WAYLAND_FORCE_DPI`), and
/// kde-gtk-config hands it to GTK as `gtk-xft-dpi`. The factor is the DPI over 96, clamped to
/// 0.5–3.0; `0`, KDE's "not forced", reads as absent.
///
/// Plasma 6 removed `forceFontDPIWayland` (its `plasma6.0-remove-dpi-settings` update deletes
/// the key: on Wayland, scaling is the global scale's); a Plasma 6 Wayland session reads as
/// absent, and the `[General] font` size (``KDEGlobals``) is KDE's text size there.
public struct KDEFontDPI: Sendable {
    /// The file read: `$XDG_CONFIG_HOME/kcmfonts`, or `~/.config/kcmfonts`.
    public let path: String
    /// The key read: `forceFontDPIWayland` in a Wayland session, else `forceFontDPI`.
    public let key: String

    /// The key Plasma writes for X11 sessions.
    public static let x11Key = "forceFontDPI"
    /// The key Plasma 5 writes for Wayland sessions (removed in Plasma 6).
    public static let waylandKey = "forceFontDPIWayland"

    /// A reader for the `kcmfonts` the environment points at, with the key of its session
    /// (``DesktopTextSizeResolver/isWaylandSession(_:)``).
    public init(environment: [String: String]) {
        let configHome =
            environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.config"
        path = configHome + "/kcmfonts"
        key = DesktopTextSizeResolver.isWaylandSession(environment) ? Self.waylandKey : Self.x11Key
    }

    /// The outcome of one read.
    public enum Reading: Hashable, Sendable {
        /// A usable factor: the DPI over 96, clamped.
        case factor(Double)
        /// No file, no key, or `0` (not forced).
        case absent
        /// The file or value is unusable; the reason says why.
        case invalid(String)
    }

    /// Reads the file now; a file over the 16 MiB limit, or not UTF-8, is refused with the reason.
    public func read() -> Reading {
        switch SettingsFile.read(path) {
        case .success(let bytes):
            guard let text = String(validating: bytes, as: UTF8.self) else {
                return .invalid("\(path) is not UTF-8 text")
            }
            return Self.reading(ofKCMFonts: text, key: key)
        case .failure(let failure):
            return failure.reason.map { .invalid($0) } ?? .absent
        }
    }

    /// Parses `kcmfonts` text for `key` in `[General]`.
    static func reading(ofKCMFonts text: String, key: String) -> Reading {
        guard let value = KDEGlobals.generalValues(in: text, keys: [key])[key] else { return .absent }
        guard let dpi = value.plainDecimal else {
            return .invalid(
                "[General] \(key) '\(value.trimmingBlanks.prefix(40).description.escapedForMessage)' is not a DPI such as 120"
            )
        }
        guard dpi != 0 else { return .absent }
        if let rejection = DesktopValueRange.kdeForcedFontDPI.rejection(of: dpi) {
            return .invalid("[General] \(key) \(rejection)")
        }
        return .factor(min(max(dpi / XResourcesDPI.referenceDPI, textScaleRange.lowerBound), textScaleRange.upperBound))
    }
}
