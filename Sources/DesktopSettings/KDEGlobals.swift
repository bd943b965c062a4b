import DynamicType
import Foundation

/// Reads KDE Plasma's text size: the point size of `[General] font` in `kdeglobals`.
///
/// The value is a serialized `QFont` such as `Noto Sans,12,-1,5,400,0,0,0,0,0,0,0,0,0,0,1`; its
/// second field is the point size. The factor is that size over Plasma's default general font
/// size (10 pt, `kfontsettingsdata`), clamped to 0.5…3.0.
public struct KDEGlobals: Sendable {
    /// The file read: `$XDG_CONFIG_HOME/kdeglobals`, or `~/.config/kdeglobals`.
    public let path: String
    /// The point size that means factor 1.0.
    public let referencePointSize: Double

    /// Plasma's default general font size.
    public static let defaultReferencePointSize = 10.0

    /// A reader for the `kdeglobals` the environment points at; a `referencePointSize` that is
    /// not a size (not finite and positive) is ``defaultReferencePointSize``.
    public init(environment: [String: String], referencePointSize: Double = defaultReferencePointSize) {
        let configHome =
            environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.config"
        self.path = configHome + "/kdeglobals"
        self.referencePointSize = Self.usable(referencePointSize)
    }

    /// `size` if it is a size (finite and positive), else ``defaultReferencePointSize``.
    static func usable(_ size: Double) -> Double {
        size.isFinite && size > 0 ? size : defaultReferencePointSize
    }

    /// The outcome of one read.
    public enum Reading: Hashable, Sendable {
        /// A usable factor.
        case factor(Double)
        /// No file, or no `[General] font` in it.
        case absent
        /// The file or value is unusable; the reason says why.
        case invalid(String)
    }

    /// Reads the file now; a file over the 16 MiB limit is refused with the reason.
    public func read() -> Reading {
        reading(of: readText())
    }

    /// The file as text: `nil` when there is none, or why it cannot be read as text (over the
    /// size limit, not UTF-8). One read serves both the size and the fonts, so a monitor never
    /// reports a size from one version of the file with the fonts of the next.
    func readText() -> Result<String, DesktopValueRejection>? {
        switch SettingsFile.read(path) {
        case .success(let bytes):
            guard let text = String(validating: bytes, as: UTF8.self) else {
                return .failure("\(path) is not UTF-8 text")
            }
            return .success(text)
        case .failure(let failure):
            return failure.reason.map { .failure(DesktopValueRejection($0)) }
        }
    }

    /// The reading a ``readText()`` gives.
    func reading(of text: Result<String, DesktopValueRejection>?) -> Reading {
        switch text {
        case .success(let text)?: Self.factor(fromKDEGlobals: text, referencePointSize: referencePointSize)
        case .failure(let rejection)?: .invalid(rejection.reason)
        case nil: .absent
        }
    }

    /// Parses `kdeglobals` text.
    static func factor(fromKDEGlobals text: String, referencePointSize: Double) -> Reading {
        guard let font = generalValues(in: text, keys: ["font"])["font"] else { return .absent }
        return factor(fromFont: font, referencePointSize: referencePointSize)
    }

    /// The first value of each of `keys` in the `[General]` group of `kdeglobals` text.
    static func generalValues(in text: String, keys: Set<String>) -> [String: String] {
        var group = ""
        var values: [String: String] = [:]
        for rawLine in text.split(whereSeparator: \.isNewline) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("[") {
                group = line
                continue
            }
            guard group == "[General]" else { continue }
            let parts = line.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let key = Self.keyName(parts[0])
            if keys.contains(key), values[key] == nil { values[key] = String(parts[1]) }
        }
        return values
    }

    /// A key without KConfig's option markers: `font[$i]` (immutable) and `font[$e]` (expanded)
    /// are `font`; a localized key such as `font[de]` keeps its locale and is not `font`.
    static func keyName(_ key: Substring) -> String {
        var name = key.trimmingCharacters(in: .whitespaces)
        while name.hasSuffix("]"), let open = name.lastIndex(of: "["), name[name.index(after: open)...].hasPrefix("$") {
            name = String(name[..<open]).trimmingCharacters(in: .whitespaces)
        }
        return name
    }

    /// Parses a serialized `QFont` (`Noto Sans,12,-1,5,…`), as `kdeglobals` and the Settings portal's
    /// `org.kde.kdeglobals.General font` carry it, with ``DesktopFont/init(qtFont:)``'s rules: a
    /// size in points, or `-1` and one in pixels, within `DesktopFont.pointSizeRange`.
    static func factor(fromFont value: String, referencePointSize: Double) -> Reading {
        switch DesktopFont.parse(qtFont: value) {
        case .success(let font):
            let factor = font.pointSize / referencePointSize
            return .factor(min(max(factor, textScaleRange.lowerBound), textScaleRange.upperBound))
        case .failure(let rejection):
            return .invalid("[General] font '\(value.escapedForMessage)': \(rejection)")
        }
    }
}
