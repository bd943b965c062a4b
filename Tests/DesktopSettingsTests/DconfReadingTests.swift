import DesktopSettings
import Foundation
import TestSupport
import Testing

/// `GNOMETextScaling.read()` goes to dconf's files; `gsettings get` on the same bus and
/// environment is the oracle. Reads are made with a `PATH` that has no `gsettings`, so a value
/// can only come from the files.
@Suite("Reading GNOME's text scale from dconf's files")
struct DconfReadingTests {
    /// What `gsettings get` prints for the key, as a number.
    static func gsettingsValue(_ environment: [String: String]) throws -> Double? {
        let output = try runTool(
            "/usr/bin/gsettings", ["get", GNOMETextScaling.schema, GNOMETextScaling.key], environment: environment)
        return Double(output.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// A read that cannot fall back to the tool.
    static func readWithoutTool(_ environment: [String: String]) -> GNOMETextScaling.Reading {
        GNOMETextScaling(environment: environment.merging(["PATH": "/nonexistent"]) { $1 }).read()
    }

    @Test("values set with gsettings are read back from the files, as gsettings get reads them")
    func valuesMatchGSettings() throws {
        let bus = try SessionBus()
        for value in [0.8, 1.25, 2.0] {
            #expect(try bus.setTextScalingFactor(value) == 0)
            #expect(try Self.gsettingsValue(bus.environment) == value)
            #expect(Self.readWithoutTool(bus.environment) == .factor(value))
        }
    }

    @Test("with nothing set, the schema's default is read from gschemas.compiled")
    func schemaDefault() throws {
        let bus = try SessionBus()
        let expected = try #require(try Self.gsettingsValue(bus.environment))
        #expect(Self.readWithoutTool(bus.environment) == .schemaDefault(expected))
    }

    @Test("a vendor override compiled into a schema directory changes the default, as for gsettings")
    func vendorOverride() throws {
        let bus = try SessionBus()
        let schemas = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fontscale-schemas-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: schemas, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: schemas) }
        let schemaFile = "/usr/share/glib-2.0/schemas/org.gnome.desktop.interface.gschema.xml"
        try FileManager.default.copyItem(
            atPath: schemaFile, toPath: schemas.appendingPathComponent("org.gnome.desktop.interface.gschema.xml").path)
        for enums in (try FileManager.default.contentsOfDirectory(atPath: "/usr/share/glib-2.0/schemas"))
        where enums.hasSuffix(".enums.xml") {
            try FileManager.default.copyItem(
                atPath: "/usr/share/glib-2.0/schemas/\(enums)", toPath: schemas.appendingPathComponent(enums).path)
        }
        try "[org.gnome.desktop.interface]\ntext-scaling-factor=1.5\n"
            .write(to: schemas.appendingPathComponent("90-vendor.gschema.override"), atomically: true, encoding: .utf8)
        try #require(
            try runTool("/usr/bin/glib-compile-schemas", [schemas.path], environment: bus.environment).status == 0)

        let environment = bus.environment.merging(["GSETTINGS_SCHEMA_DIR": schemas.path]) { $1 }
        #expect(try Self.gsettingsValue(environment) == 1.5)
        #expect(Self.readWithoutTool(environment) == .schemaDefault(1.5))
    }

    @Test(
        "a key locked in a system database beats the user's value, as for gsettings", .requires(.dconf),
        arguments: [true, false])
    func lockedKey(locked: Bool) throws {
        let bus = try SessionBus()
        #expect(try bus.setTextScalingFactor(1.25) == 0)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fontscale-dconf-\(UUID().uuidString)")
        let keyfiles = directory.appendingPathComponent("site.d")
        try FileManager.default.createDirectory(
            at: keyfiles.appendingPathComponent("locks"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try "[org/gnome/desktop/interface]\ntext-scaling-factor=1.5\n"
            .write(to: keyfiles.appendingPathComponent("00-site"), atomically: true, encoding: .utf8)
        if locked {
            try "/org/gnome/desktop/interface/text-scaling-factor\n"
                .write(to: keyfiles.appendingPathComponent("locks/00-site"), atomically: true, encoding: .utf8)
        }
        let database = directory.appendingPathComponent("site").path
        try #require(
            try runTool("/usr/bin/dconf", ["compile", database, keyfiles.path], environment: bus.environment).status
                == 0)
        let profile = directory.appendingPathComponent("profile")
        try "user-db:user\nfile-db:\(database)\n".write(to: profile, atomically: true, encoding: .utf8)

        let environment = bus.environment.merging(["DCONF_PROFILE": profile.path]) { $1 }
        let expected = locked ? 1.5 : 1.25
        #expect(try Self.gsettingsValue(environment) == expected)
        #expect(Self.readWithoutTool(environment) == .factor(expected))
    }

    @Test("a corrupt user database reads as unset and the schema default applies, without a crash")
    func corruptDatabase() throws {
        let bus = try SessionBus()
        #expect(try bus.setTextScalingFactor(1.25) == 0)
        let userDatabase = try #require(bus.environment["XDG_CONFIG_HOME"]) + "/dconf/user"
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: userDatabase)))
        try #require(bytes.count > 64)
        bytes.removeLast(bytes.count / 2)
        try Data(bytes).write(to: URL(fileURLWithPath: userDatabase))
        #expect(Self.readWithoutTool(bus.environment) == .schemaDefault(1.0))
    }
}
