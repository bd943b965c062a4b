import Foundation

/// Reads and watches GNOME's `org.gnome.desktop.interface text-scaling-factor`.
///
/// Reading goes to dconf's database files, as every dconf client does (reads never cross the
/// bus; only writes go through `dconf-service`), and falls back to the schema's default; that
/// costs a few file reads instead of starting a process. Where the files cannot settle it (a
/// `GSETTINGS_BACKEND` other than dconf, a `service-db` in the dconf profile, a missing schema),
/// ``read()`` asks the `gsettings` tool, which needs no linking against GLib and ships with
/// every GNOME-like desktop (Debian's `libglib2.0-bin`). Watching runs `gsettings monitor`,
/// which prints one line per real change.
public struct GNOMETextScaling: Sendable {
    /// The schema holding the key.
    public static let schema = "org.gnome.desktop.interface"
    /// The key.
    public static let key = "text-scaling-factor"

    /// The environment `gsettings` runs with (bus address, `XDG_CONFIG_HOME`, `PATH`).
    public let environment: [String: String]

    /// A reader for an environment.
    public init(environment: [String: String]) {
        self.environment = environment
    }

    /// The `gsettings` executable found on the environment's `PATH`, if any.
    public var executable: String? {
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/gsettings" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// The dconf directory holding the schema's keys.
    static let path = "/org/gnome/desktop/interface/"

    /// The outcome of a read.
    public enum Reading: Hashable, Sendable {
        /// A usable factor (clamped to 0.5…3.0).
        case factor(Double)
        /// `gsettings` or the schema is not there.
        case unavailable(String)
        /// The value is not a usable number.
        case invalid(String)
    }

    /// Reads the current value from dconf's files, or with `gsettings get` when they cannot
    /// settle it.
    public func read() -> Reading {
        let backend = environment["GSETTINGS_BACKEND"] ?? "dconf"
        if backend == "dconf",
            let factor = DconfReader(environment: environment).double(schema: Self.schema, key: Self.key, path: Self.path)
        {
            return Self.reading(factor)
        }
        return readWithTool()
    }

    /// Reads the current value with `gsettings get`.
    private func readWithTool() -> Reading {
        guard let executable else { return .unavailable("gsettings is not installed (Debian: libglib2.0-bin)") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["get", Self.schema, Self.key]
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        do {
            try process.run()
        } catch {
            return .unavailable("gsettings could not start: \(error)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            return .unavailable("gsettings get failed with status \(process.terminationStatus)")
        }
        return Self.parse(String(decoding: data, as: UTF8.self))
    }

    /// Parses `1.25` or a monitor line `text-scaling-factor: 1.25`.
    static func parse(_ text: String) -> Reading {
        var value = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if let colon = value.firstIndex(of: ":") {
            value = String(value[value.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
        }
        guard let factor = Double(value) else { return .invalid("not a number: \(value)") }
        return reading(factor)
    }

    /// A usable factor clamped to the supported range, or why it is not usable.
    static func reading(_ factor: Double) -> Reading {
        guard factor.isFinite else { return .invalid("not a finite number: \(factor)") }
        return .factor(min(max(factor, textScaleRange.lowerBound), textScaleRange.upperBound))
    }
}
