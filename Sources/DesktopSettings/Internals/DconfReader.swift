import DynamicType
import Foundation

/// Reads a GSettings double the way dconf's own clients do: straight from the database files,
/// then the schema default from `gschemas.compiled`, without a process or a bus round trip.
///
/// dconf reads never go through D-Bus; every client maps the GVDB files and only writes through
/// `dconf-service`. This follows the same rules:
/// - the profile is `DCONF_PROFILE` (a name or a path), else `$XDG_RUNTIME_DIR/dconf.profile`,
///   else `/etc/dconf/profile/user` or `<XDG_DATA_DIRS>/dconf/profile/user`, else `user-db:user`;
/// - `user-db:NAME` is `$XDG_CONFIG_HOME/dconf/NAME`, `system-db:NAME` is `/etc/dconf/db/NAME`,
///   `file-db:PATH` is a path;
/// - a key locked (`.locks`) in a database below the first skips the first one; otherwise the
///   first database with a value wins.
///
/// - the first database holding the key decides, as in dconf's engine; then, as GSettings does, a
///   value that is not a well-formed double, or lies outside the schema's range, is ignored and
///   the schema's default is used instead (not the next database's value).
///
/// Anything it cannot read with certainty (a `service-db`, a byte-swapped file, a schema it does
/// not find) returns `nil`, and the caller asks `gsettings` instead. A database file over
/// ``SettingsFile/sizeLimit`` is refused with the reason.
struct DconfReader {
    let environment: [String: String]

    /// A value and where it came from.
    enum Answer: Equatable {
        /// A database holds a usable value.
        case set(Double)
        /// No database holds a value: the schema's default.
        case schemaDefault(Double)
        /// The database that decides holds a value GSettings ignores (another type, outside the
        /// schema's range): the schema's default, as GSettings reads it, and why it was ignored.
        case ignored(schemaDefault: Double, reason: String)
        /// A file could not be read; the reason says why.
        case refused(String)
    }

    /// A string value and where it came from.
    enum StringAnswer: Equatable {
        /// A database holds a string.
        case set(String)
        /// No database holds a value: the schema's default.
        case schemaDefault(String)
        /// The database that decides holds a value of another type, which GSettings ignores: the
        /// schema's default, as GSettings reads it, and why it was ignored.
        case ignored(schemaDefault: String, reason: String)
        /// A file could not be read; the reason says why.
        case refused(String)
    }

    /// The value of `key` in `schema` at dconf `path` (such as `/org/gnome/desktop/interface/`),
    /// within the schema's `range`, or `nil` when it cannot be known without GLib.
    func double(schema: String, key: String, path: String, range: ClosedRange<Double>) -> Answer? {
        switch databaseValue(path + key) {
        case nil: return nil
        case .failure(let refusal): return .refused(refusal.reason)
        // GSettings' range check lets NaN through (it compares false both ways); the caller
        // refuses it as a factor.
        case .success(.double(let number)?) where number.isNaN || range.contains(number): return .set(number)
        case .success(nil): return schemaDefault(schema: schema, key: key).map(Answer.schemaDefault)
        case .success(let stored?):
            let reason =
                if case .double(let number) = stored {
                    "the value dconf holds, \(number.compactDescription), is outside \(range.lowerBound.compactDescription)–\(range.upperBound.compactDescription)"
                } else {
                    "the value dconf holds is not a double"
                }
            return schemaDefault(schema: schema, key: key).map { Answer.ignored(schemaDefault: $0, reason: reason) }
        }
    }

    /// The string value of `key` in `schema` at dconf `path`, or `nil` when it cannot be known
    /// without GLib.
    func string(schema: String, key: String, path: String) -> StringAnswer? {
        switch databaseValue(path + key) {
        case nil: return nil
        case .failure(let refusal): return .refused(refusal.reason)
        case .success(.string(let text)?): return .set(text)
        case .success(nil): return schemaTable(schema)?.string(key).map(StringAnswer.schemaDefault)
        case .success(_?):
            return schemaTable(schema)?.string(key).map {
                StringAnswer.ignored(schemaDefault: $0, reason: "the value dconf holds is not a string")
            }
        }
    }

    /// A database file that could not be read.
    struct Refusal: Error {
        var reason: String
    }

    /// The value the profile's databases give a full key, as dconf's engine decides it: `nil`
    /// inside the result when no database holds it (or the one that decides holds an unusable
    /// value); `nil` outright when only GLib could read the profile.
    private func databaseValue(_ fullKey: String) -> Result<GVDBTable.Value?, Refusal>? {
        guard let databases = profileDatabases() else { return nil }
        var tables: [GVDBTable?] = []
        for file in databases {
            switch SettingsFile.read(file) {
            case .success(let bytes): tables.append(GVDBTable(file: bytes))
            case .failure(let failure):
                if let reason = failure.reason { return .failure(Refusal(reason: reason)) }
                tables.append(nil)
            }
        }
        let lockedBelowFirst = tables.dropFirst().contains { $0?.table(".locks")?.hasValue(fullKey) == true }
        for table in tables.dropFirst(lockedBelowFirst ? 1 : 0) {
            guard let value = table?.value(fullKey) else { continue }
            return .success(value)
        }
        return .success(nil)
    }

    // MARK: - Profile

    /// The database files of the profile in effect, first (writable) to last.
    func profileDatabases() -> [String]? {
        guard let lines = profileLines() else { return ["\(configHome)/dconf/user"] }
        var files: [String] = []
        for line in lines {
            let entry = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
                .trimmingCharacters(in: .whitespaces)
            guard !entry.isEmpty else { continue }
            guard let colon = entry.firstIndex(of: ":") else { return nil }
            let name = String(entry[entry.index(after: colon)...])
            switch entry[..<colon] {
            case "user-db": files.append("\(configHome)/dconf/\(name)")
            case "system-db": files.append("/etc/dconf/db/\(name)")
            case "file-db": files.append(name)
            default: return nil  // service-db and anything newer: only GLib knows how to read it
            }
        }
        return files
    }

    private func profileLines() -> [String]? {
        var candidates: [String] = []
        if let profile = environment["DCONF_PROFILE"], !profile.isEmpty {
            candidates = profile.contains("/") ? [profile] : profileSearchPath(name: profile)
        } else {
            if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty {
                candidates.append("\(runtime)/dconf.profile")
            }
            candidates += profileSearchPath(name: "user")
        }
        for file in candidates {
            if case .success(let bytes) = SettingsFile.read(file) {
                return String(decoding: bytes, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init)
            }
        }
        return nil
    }

    private func profileSearchPath(name: String) -> [String] {
        ["/etc/dconf/profile/\(name)"] + dataDirectories.map { "\($0)/dconf/profile/\(name)" }
    }

    // MARK: - Schemas

    /// The schema's default, from the first compiled-schema file that has the schema, searched
    /// as GLib does: `GSETTINGS_SCHEMA_DIR`, then the user's and the system's data directories.
    /// Per-desktop default overrides are not applied.
    func schemaDefault(schema: String, key: String) -> Double? {
        schemaTable(schema)?.double(key)
    }

    /// The first compiled schema table of that name, searched as ``schemaDefault(schema:key:)``
    /// documents.
    private func schemaTable(_ schema: String) -> GVDBTable? {
        var directories: [String] = []
        if let custom = environment["GSETTINGS_SCHEMA_DIR"] {
            directories += custom.split(separator: ":").map(String.init)
        }
        directories.append("\(dataHome)/glib-2.0/schemas")
        directories += dataDirectories.map { "\($0)/glib-2.0/schemas" }
        for directory in directories {
            guard case .success(let bytes) = SettingsFile.read("\(directory)/gschemas.compiled"),
                let table = GVDBTable(file: bytes)?.table(schema)
            else { continue }
            return table
        }
        return nil
    }

    // MARK: - XDG directories

    private var home: String { environment["HOME"] ?? NSHomeDirectory() }

    private var configHome: String {
        environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "\(home)/.config"
    }

    private var dataHome: String {
        environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "\(home)/.local/share"
    }

    private var dataDirectories: [String] {
        let value = environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share"
        return value.split(separator: ":").map(String.init)
    }
}
