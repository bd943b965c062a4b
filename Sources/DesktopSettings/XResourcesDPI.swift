import DynamicType
import Foundation

/// Reads `Xft.dpi` from the X resources: the root window's `RESOURCE_MANAGER` property, what
/// `xrdb -query` shows.
///
/// Xfce's and MATE's settings daemons publish their font DPI there, KDE's `kcminit` its forced
/// font DPI, GNOME's its text-scaling factor (as 96 × factor), and i3 users their own
/// `~/.Xresources`; GTK (with no XSETTINGS manager) and Qt draw text at it. The factor is the
/// value over 96, clamped to 0.5–3.0; a DPI no desktop sets (outside 48–1152: GNOME's smallest
/// text size to its largest on a display scaled 4×) is refused.
///
/// It talks to the X server `DISPLAY` names over its local socket, in Swift (no Xlib, no
/// `xrdb` process), with the cookie `XAUTHORITY` (else `~/.Xauthority`) holds; each step waits at
/// most ``timeout``. A remote display (`host:0`) is not read.
public struct XResourcesDPI: Sendable {
    /// The resource read.
    public static let resource = "Xft.dpi"
    /// How long connecting, and each answer, may take.
    public static let timeout = Duration.seconds(1)
    /// The DPI that means factor 1.0.
    public static let referenceDPI = 96.0

    /// The environment's `DISPLAY`, `XAUTHORITY` and `HOME`.
    public let environment: [String: String]

    /// A reader for the display an environment names.
    public init(environment: [String: String]) {
        self.environment = environment
    }

    /// The `DISPLAY` read, or `nil` when there is none.
    public var display: String? {
        environment["DISPLAY"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The outcome of a read.
    public enum Reading: Hashable, Sendable {
        /// A usable factor: `Xft.dpi` / 96, clamped.
        case factor(Double)
        /// No `DISPLAY`, no resources, or no `Xft.dpi` among them.
        case absent
        /// The X server cannot be reached (or is remote); the reason says why.
        case unavailable(String)
        /// `Xft.dpi` is not a usable DPI; the reason says why.
        case invalid(String)
    }

    /// Reads the resources now, waiting at most ``timeout`` for each step.
    public func read() -> Reading {
        guard let display else { return .absent }
        guard let name = XDisplayName(display) else {
            return .unavailable("DISPLAY '\(display.escapedForMessage)' is not a local display such as :0")
        }
        do throws(XConnectionError) {
            let connection = try XConnection(display: name, environment: environment, timeout: Self.timeout)
            defer { connection.closeSocket() }
            try connection.send(
                XProtocol.getProperty(window: connection.root, property: XProtocol.resourceManagerAtom))
            while true {
                switch try connection.nextMessage() {
                case .reply(_, let bytes): return Self.reading(ofProperty: XProtocol.propertyString(reply: bytes))
                case .error(let code, _): return .unavailable("the X server answered GetProperty with error \(code)")
                case .propertyNotify, .otherEvent: continue
                }
            }
        } catch {
            return .unavailable(error.reason)
        }
    }

    /// The reading a `RESOURCE_MANAGER` value gives (`nil`: no such property).
    static func reading(ofProperty bytes: [UInt8]?) -> Reading {
        guard let bytes else { return .absent }
        return reading(ofResources: String(decoding: bytes, as: UTF8.self))
    }

    /// Parses resources as `xrdb -query` prints them (`Xft.dpi:\t120`): the value of
    /// `Xft.dpi`, else of `Xft*dpi`, as a plain positive decimal.
    static func reading(ofResources text: String) -> Reading {
        var exact: Substring?
        var loose: Substring?
        for line in text.split(whereSeparator: \.isNewline) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: colon)...]
            if name == "Xft.dpi" { exact = value } else if name == "Xft*dpi" { loose = value }
        }
        guard let value = exact ?? loose else { return .absent }
        return reading(ofDPI: String(value))
    }

    /// A DPI (`120`) as a factor of ``referenceDPI``, clamped to FontScale's sizes; a DPI no
    /// desktop sets (outside 48–1152), or not a plain positive decimal number, is refused with
    /// the reason.
    static func reading(ofDPI text: String) -> Reading {
        guard let dpi = text.plainDecimal, dpi > 0 else {
            return .invalid(
                "\(resource) '\(text.trimmingBlanks.prefix(40).description.escapedForMessage)' is not a positive DPI such as 120"
            )
        }
        if let rejection = DesktopValueRange.fontDPI.rejection(of: dpi) { return .invalid("\(resource) \(rejection)") }
        return .factor(min(max(dpi / referenceDPI, textScaleRange.lowerBound), textScaleRange.upperBound))
    }
}
