import DesktopSettings
import Foundation
import TestSupport
import Testing

/// Databases that dconf's own tools would never write, read two ways: by FontScale from the
/// files, and by `gsettings get` through GLib, which is the answer to agree with.
@Suite("Agreeing with GSettings on odd databases")
struct GSettingsAgreementTests {
    static let key = "/org/gnome/desktop/interface/text-scaling-factor"

    /// (what the database holds, its serialized data, its type string)
    static let databases: [(String, [UInt8], String)] = [
        ("a plain 2.0", GVDBWriter.double(2.0), "d"),
        ("the lower bound", GVDBWriter.double(0.5), "d"),
        ("the upper bound", GVDBWriter.double(3.0), "d"),
        ("5.0, above the range", GVDBWriter.double(5.0), "d"),
        ("0.1, below the range", GVDBWriter.double(0.1), "d"),
        ("NaN", GVDBWriter.double(.nan), "d"),
        ("a d with sixteen bytes", GVDBWriter.double(2.0) + GVDBWriter.double(2.0), "d"),
        ("a d with four bytes", Array(GVDBWriter.double(2.0).prefix(4)), "d"),
        ("a tuple of two doubles", GVDBWriter.double(2.0) + GVDBWriter.double(2.0), "(dd)"),
        ("a string", Array("2.0".utf8) + [0], "s"),
        ("an int32", [2, 0, 0, 0], "i"),
    ]

    @Test("FontScale reads what gsettings get reads", arguments: databases)
    func agrees(label: String, data: [UInt8], type: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fontscale-gvdb-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let database = directory.appendingPathComponent("db")
        try Data(GVDBWriter.file(key: Self.key, data: data, type: type)).write(to: database)
        let profile = directory.appendingPathComponent("profile")
        try "file-db:\(database.path)\n".write(to: profile, atomically: true, encoding: .utf8)
        let environment = [
            "PATH": "/usr/bin:/bin", "HOME": directory.path, "XDG_CONFIG_HOME": directory.path,
            "XDG_RUNTIME_DIR": directory.path, "DCONF_PROFILE": profile.path, "GSETTINGS_BACKEND": "dconf",
        ]
        let oracle = try runTool(
            "/usr/bin/gsettings", ["get", GNOMETextScaling.schema, GNOMETextScaling.key], environment: environment)
        let expected = try #require(Double(oracle.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)))
        let reading = GNOMETextScaling(environment: environment.merging(["PATH": "/nonexistent"]) { $1 }).read()
        switch reading {
        case .invalid where expected.isNaN:
            break  // GSettings hands out NaN; as a text scale it is refused, and the next source decides
        case .factor(let value), .schemaDefault(let value):
            #expect(value == expected, "\(label): gsettings says \(expected)")
        default:
            Issue.record("\(label): \(reading), gsettings says \(expected)")
        }
    }
}
