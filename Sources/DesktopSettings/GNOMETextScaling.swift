import DynamicType
import Foundation

/// Reads GNOME's `org.gnome.desktop.interface text-scaling-factor`.
///
/// Reading goes to dconf's database files, as every dconf client does (reads never cross the
/// bus; only writes go through `dconf-service`), with GSettings' own rules: the first database
/// holding the key decides, and a value of the wrong type or size, or outside the schema's range
/// (0.5–3.0), is ignored in favour of the schema's default. That costs a few file reads instead of
/// starting a process. Where the files cannot settle it (a `GSETTINGS_BACKEND` other than dconf, a
/// `service-db` in the dconf profile, a missing schema), ``read()`` asks the `gsettings` tool
/// (Debian's `libglib2.0-bin`), with a deadline.
///
/// A read tells a value someone set (``Reading/factor(_:)``) from the schema's default
/// (``Reading/schemaDefault(_:)``): on a desktop that is not GNOME-like, only a set value counts.
public struct GNOMETextScaling: Sendable {
    /// The schema holding the key.
    public static let schema = "org.gnome.desktop.interface"
    /// The key.
    public static let key = "text-scaling-factor"
    /// How long `gsettings get` may take before it is killed.
    public static let toolTimeout = Duration.seconds(2)

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
        /// A usable factor that a database holds (or `gsettings` reports).
        case factor(Double)
        /// Nothing set: the schema's default.
        case schemaDefault(Double)
        /// `gsettings` or the schema is not there.
        case unavailable(String)
        /// The value, or a settings file, is not usable; the reason says why.
        case invalid(String)
    }

    /// Reads the current value from dconf's files, or with `gsettings get` when they cannot
    /// settle it.
    ///
    /// This may wait for `gsettings` (at most ``toolTimeout``); ``DesktopTextSizeMonitor`` does
    /// that wait on a thread of its own.
    public func read() -> Reading {
        read(children: ChildProcesses())
    }

    /// ``read()``, with `gsettings` as a child of `children`, which ends it when they are ended.
    func read(children: ChildProcesses) -> Reading {
        readFromFiles() ?? readWithTool(children: children)
    }

    /// The reading dconf's files give, or `nil` when they cannot settle it and only `gsettings`
    /// can (a few file reads; never a process). A value GSettings ignores (another type, outside
    /// the range) gives the schema's default, as GSettings reads it, unless
    /// `refusingIgnoredValues`: then it reads as ``Reading/invalid(_:)``, so a running monitor
    /// keeps its last good value, where falling back to the default would flap.
    func readFromFiles(refusingIgnoredValues: Bool = false) -> Reading? {
        let backend = environment["GSETTINGS_BACKEND"] ?? "dconf"
        guard backend == "dconf",
            let answer = DconfReader(environment: environment).double(
                schema: Self.schema, key: Self.key, path: Self.path, range: textScaleRange)
        else { return nil }
        switch answer {
        case .set(let factor): return Self.reading(factor)
        case .schemaDefault(let factor):
            guard case .factor(let usable) = Self.reading(factor) else { return Self.reading(factor) }
            return .schemaDefault(usable)
        case .ignored(let factor, let reason):
            guard !refusingIgnoredValues, case .factor(let usable) = Self.reading(factor) else {
                return refusingIgnoredValues ? .invalid(reason) : Self.reading(factor)
            }
            return .schemaDefault(usable)
        case .refused(let reason): return .invalid(reason)
        }
    }

    /// Reads the current value with `gsettings get` as a child of `children`, killed after
    /// ``toolTimeout`` or when `children` are ended.
    func readWithTool(children: ChildProcesses) -> Reading {
        guard let executable else { return .unavailable("gsettings is not installed (Debian: libglib2.0-bin)") }
        switch ToolRun.run(
            executable, ["get", Self.schema, Self.key], environment: environment, timeout: Self.toolTimeout,
            children: children)
        {
        case .exited(0, let output): return Self.parse(output)
        case .exited(let status, _): return .unavailable("gsettings get failed with status \(status)")
        case .timedOut: return .unavailable("gsettings get did not answer within \(Self.toolTimeout)")
        case .ended: return .unavailable("gsettings get was stopped: its reader was released")
        case .failedToStart(let reason): return .unavailable("gsettings could not start: \(reason)")
        }
    }

    /// Parses what `gsettings get` prints, such as `1.25`: a plain decimal number only.
    static func parse(_ text: String) -> Reading {
        guard let factor = text.plainDecimal else {
            return .invalid(
                "'\(text.trimmingBlanks.prefix(40).description.escapedForMessage)' is not a number such as 1.25")
        }
        return reading(factor)
    }

    /// A usable factor, or why it is not usable: one outside the schema's range (0.5–3.0), which
    /// only a write that bypasses the schema (`dconf write`) can store, is refused.
    static func reading(_ factor: Double) -> Reading {
        guard factor.isFinite else { return .invalid("not a finite number: \(factor)") }
        if let rejection = DesktopValueRange.textScalingFactor.rejection(of: factor) {
            return .invalid(rejection.reason)
        }
        return .factor(factor)
    }
}
