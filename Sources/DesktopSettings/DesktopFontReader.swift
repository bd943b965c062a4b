import DynamicType
import Foundation
import Logging

/// Reads the desktop's interface fonts, from files only (never a process or the bus), in a
/// fixed order:
///
/// 1. `FONTSCALE_SYSTEM_FONT` and `FONTSCALE_MONOSPACE_FONT`, Pango descriptions such as
///    `Inter 11`.
/// 2. The desktop `XDG_CURRENT_DESKTOP` names: on KDE, `[General] font` and `fixed` in
///    `kdeglobals`; elsewhere GNOME's `font-name` and `monospace-font-name`, from dconf's
///    databases or the schema's default (on a desktop that is not GNOME-like only a value
///    someone set counts).
/// 3. The other desktop's source, if it names a font.
/// 4. `DesktopFonts.fallback`.
///
/// Inside a sandbox the Settings portal passes the same keys through; ``DesktopTextSizeMonitor``
/// asks it on its own queue. A monospace font the deciding source does not name is taken from
/// the next source that does. Unusable values (not a font description, a size that is not a plain
/// decimal number or is outside `DesktopFont.pointSizeRange`) are logged with the source they
/// came from and skipped; a monitor keeps that source's last good font instead.
public struct DesktopFontReader: Sendable {
    /// The variable naming the interface font.
    public static let systemFontVariable = "FONTSCALE_SYSTEM_FONT"
    /// The variable naming the monospace font.
    public static let monospaceFontVariable = "FONTSCALE_MONOSPACE_FONT"
    /// The GNOME schema keys read.
    static let gnomeKeys = (interface: "font-name", monospace: "monospace-font-name")

    let environment: [String: String]
    let desktop: DesktopTextSizeResolver.Desktop
    let isSandboxed: Bool
    let kdeglobals: KDEGlobals
    let logger: Logger
    /// The override variables' fonts, read once: the environment does not change.
    let variables: Named?

    /// A reader for an environment; unusable values are reported to `logger`.
    public init(environment: [String: String], logger: Logger = Logger(label: "FontScale.DesktopFontReader")) {
        self.environment = environment
        self.logger = logger
        desktop = DesktopTextSizeResolver.desktop(in: environment)
        isSandboxed = DesktopTextSizeResolver.isSandboxed(environment)
        kdeglobals = KDEGlobals(environment: environment)
        variables = Self.readVariables(environment, logger: logger)
    }

    /// One source's fonts: the interface font and, if it names one, the monospace font.
    struct Named: Equatable {
        var interface: DesktopFont?
        var monospace: DesktopFont?
    }

    /// The fonts the sources give now.
    public func read() -> DesktopFonts {
        resolve(gnome: readGNOME(), kde: readKDE(), portal: nil)
    }

    /// The fonts, in the documented order, from each source's reading; the portal's, where the
    /// monitor asked it, comes first inside a sandbox and after the desktop's own outside one.
    func resolve(gnome: Named?, kde: Named?, portal: Named?) -> DesktopFonts {
        let own: (Named?, DesktopFontSource) = desktop == .kde ? (kde, .kde) : (gnome, .gnome)
        let other: (Named?, DesktopFontSource) = desktop == .kde ? (gnome, .gnome) : (kde, .kde)
        var order = isSandboxed ? [(portal, .portal), own, other] : [own, (portal, .portal), other]
        order.insert((variables, .variable), at: 0)
        let named = order.compactMap { named, source in named.map { ($0, source) } }
        guard let (first, source) = named.first(where: { $0.0.interface != nil }), let interface = first.interface
        else {
            let monospace = named.lazy.compactMap(\.0.monospace).first ?? DesktopFonts.fallback.monospace
            return DesktopFonts(interface: DesktopFonts.fallback.interface, monospace: monospace, source: .default)
        }
        let monospace =
            first.monospace ?? named.lazy.compactMap(\.0.monospace).first ?? DesktopFonts.fallback.monospace
        return DesktopFonts(interface: interface, monospace: monospace, source: source)
    }

    /// The override variables' fonts, or `nil` when neither is set.
    private static func readVariables(_ environment: [String: String], logger: Logger) -> Named? {
        func variable(_ name: String) -> DesktopFont? {
            guard let text = environment[name], !text.isEmpty else { return nil }
            switch DesktopFont.parse(pangoDescription: text) {
            case .success(let font): return font
            case .failure(let rejection):
                logger.warning(
                    "ignoring \(name)='\(text.escapedForMessage)', not a font such as 'Inter 11': \(rejection)")
                return nil
            }
        }
        let named = Named(interface: variable(systemFontVariable), monospace: variable(monospaceFontVariable))
        return named == Named() ? nil : named
    }

    /// GNOME's fonts from dconf's files, or `nil` when they cannot be read there (or, on a
    /// desktop that is not GNOME-like, when nobody set them); a key whose value is refused keeps
    /// its font in `previous`, the last good reading.
    func readGNOME(keeping previous: Named? = nil) -> Named? {
        guard (environment["GSETTINGS_BACKEND"] ?? "dconf") == "dconf" else { return nil }
        let reader = DconfReader(environment: environment)
        func font(_ key: String) -> DesktopFont? {
            switch reader.string(schema: GNOMETextScaling.schema, key: key, path: GNOMETextScaling.path) {
            case .set(let text)?: return pango(text, key: key, previous: previous)
            case .schemaDefault(let text)?:
                return desktop == .gnomeLike ? pango(text, key: key, previous: previous) : nil
            case .ignored(let text, let reason)?:
                // GSettings reads the default; a running monitor keeps its last good font.
                guard let kept = previous?[key: key, gnome: true] else {
                    return desktop == .gnomeLike ? pango(text, key: key, previous: previous) : nil
                }
                logger.warning("ignoring GNOME's \(key): \(reason)\(Self.keeping(kept))")
                return kept
            case .refused(let reason)?:
                let kept = previous?[key: key, gnome: true]
                logger.warning("ignoring GNOME's \(key): \(reason)\(Self.keeping(kept))")
                return kept
            case nil: return nil
            }
        }
        let named = Named(interface: font(Self.gnomeKeys.interface), monospace: font(Self.gnomeKeys.monospace))
        return named == Named() ? nil : named
    }

    private func pango(_ text: String, key: String, previous: Named?) -> DesktopFont? {
        switch DesktopFont.parse(pangoDescription: text) {
        case .success(let font): return font
        case .failure(let rejection):
            let kept = previous?[key: key, gnome: true]
            logger.warning(
                "ignoring GNOME's \(key) '\(text.escapedForMessage)': \(rejection)\(Self.keeping(kept))")
            return kept
        }
    }

    /// How a log line ends when a refused value leaves the last good font in place.
    private static func keeping(_ font: DesktopFont?) -> String {
        font.map { "; keeping \($0)" } ?? ""
    }

    /// KDE's fonts from `kdeglobals`, or `nil` when it names none; a key whose value is refused
    /// keeps its font in `previous`, the last good reading.
    func readKDE(keeping previous: Named? = nil) -> Named? {
        readKDE(kdeglobals.readText(), keeping: previous)
    }

    /// KDE's fonts from `kdeglobals` as ``KDEGlobals/readText()`` read it; as ``readKDE(keeping:)``.
    func readKDE(_ file: Result<String, DesktopValueRejection>?, keeping previous: Named?) -> Named? {
        let text: String
        switch file {
        case .success(let read)?: text = read
        case .failure(let rejection)?:
            // A file that cannot be read keeps the last fonts; one that is gone names none.
            logger.warning("ignoring kdeglobals: \(rejection)\(Self.keeping(previous?.interface))")
            return previous
        case nil: return nil
        }
        let values = KDEGlobals.generalValues(in: text, keys: ["font", "fixed"])
        func font(_ key: String) -> DesktopFont? {
            guard let value = values[key] else { return nil }
            switch DesktopFont.parse(qtFont: value) {
            case .success(let font): return font
            case .failure(let rejection):
                let kept = previous?[key: key, gnome: false]
                logger.warning(
                    "ignoring kdeglobals [General] \(key) '\(value.escapedForMessage)': \(rejection)\(Self.keeping(kept))"
                )
                return kept
            }
        }
        let named = Named(interface: font("font"), monospace: font("fixed"))
        return named == Named() ? nil : named
    }
}

extension DesktopFontReader.Named {
    /// The font of a source's key: `font-name`/`font` is the interface font, the other the
    /// monospace one.
    subscript(key key: String, gnome gnome: Bool) -> DesktopFont? {
        let interfaceKey = gnome ? DesktopFontReader.gnomeKeys.interface : "font"
        return key == interfaceKey ? interface : monospace
    }
}
