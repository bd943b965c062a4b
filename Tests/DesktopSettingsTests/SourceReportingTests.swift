import DesktopSettings
import DynamicType
import Foundation
import Logging
import TestSupport
import Testing

/// Which source is reported: a GNOME schema default is GNOME's value only on a GNOME-like desktop.
@Suite("The source reported")
struct SourceReportingTests {
    /// An isolated environment reading dconf's files (nothing set) with no bus.
    static func environment(desktop: String?) throws -> ([String: String], URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fontscale-source-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var environment = [
            "PATH": "/nonexistent", "HOME": directory.path, "XDG_CONFIG_HOME": directory.path,
            "XDG_RUNTIME_DIR": directory.path, "GSETTINGS_BACKEND": "dconf",
        ]
        if let desktop { environment["XDG_CURRENT_DESKTOP"] = desktop }
        return (environment, directory)
    }

    static func kdeglobals(_ line: String, in directory: URL) throws {
        try "[General]\n\(line)\n".write(
            to: directory.appendingPathComponent("kdeglobals"), atomically: true, encoding: .utf8)
    }

    @Test("with no desktop named, KDE's size beats GNOME's unset default")
    func kdeBeatsGNOMEDefault() throws {
        let (environment, directory) = try Self.environment(desktop: nil)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.kdeglobals("font=Noto Sans,12.5,-1,5,400,0,0,0,0,0", in: directory)
        #expect(DesktopTextSizeMonitor(environment: environment).current.source == .kde)
    }

    @Test("with nothing set anywhere and no desktop named, the default source is reached")
    func defaultReached() throws {
        let (environment, directory) = try Self.environment(desktop: nil)
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(DesktopTextSizeMonitor(environment: environment).current == .fallback)
    }

    @Test("on GNOME its unset default is GNOME's value")
    func gnomeDefaultOnGNOME() throws {
        let (environment, directory) = try Self.environment(desktop: "GNOME")
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.kdeglobals("font=Noto Sans,20,-1,5,400,0,0,0,0,0", in: directory)
        #expect(
            DesktopTextSizeMonitor(environment: environment).current.ignoringFonts
                == DesktopTextSize(
                    category: .large, textScale: 1, source: .gnome,
                    overruled: [TextSizeReading(source: .kde, textScale: 2)]))
    }

    @Test(
        "kdeglobals' option markers are read; a localized key is not the font",
        arguments: [
            ("font[$i]=Noto Sans,15,-1,5,400,0,0,0,0,0", 1.5), ("font[$e][$i]=Noto Sans,12,-1,5", 1.2),
            ("font[de]=Noto Sans,20,-1,5", nil),
        ])
    func kdeMarkers(line: String, expected: Double?) throws {
        let (environment, directory) = try Self.environment(desktop: "KDE")
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.kdeglobals(line, in: directory)
        let reading = KDEGlobals(environment: environment).read()
        #expect(reading == (expected.map(KDEGlobals.Reading.factor) ?? .absent))
    }

    @Test("a kdeglobals over the size cap is refused with the reason, and the next source decides")
    func hugeKDEGlobals() throws {
        let (environment, directory) = try Self.environment(desktop: "KDE")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("kdeglobals")
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 17 << 20)
        try handle.close()
        guard case .invalid(let reason) = KDEGlobals(environment: environment).read() else {
            Issue.record("a 17 MiB kdeglobals was read")
            return
        }
        #expect(reason.contains("16 MiB"))
        let logs = LogCapture()
        #expect(DesktopTextSizeMonitor(environment: environment, logger: logs.logger).current.source == .default)
        #expect(logs.lines.contains { $0.contains("16 MiB") })
    }

    @Test("a dconf database over the size cap is refused with the reason")
    func hugeDconfDatabase() throws {
        let (environment, directory) = try Self.environment(desktop: "GNOME")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("dconf"), withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("dconf/user")
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 17 << 20)
        try handle.close()
        guard case .invalid(let reason) = GNOMETextScaling(environment: environment).read() else {
            Issue.record("a 17 MiB dconf database was read")
            return
        }
        #expect(reason.contains("16 MiB"))
    }
}

@Suite("gsettings that does not answer")
struct HangingToolTests {
    @Test("a gsettings that hangs after flooding stderr is killed at its deadline and reads as unavailable")
    func hangingTool() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fontscale-hang-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let tool = directory.appendingPathComponent("gsettings")
        // 1 MB on stderr fills an unread pipe many times over, then it never exits on its own.
        try "#!/bin/sh\nhead -c 1000000 /dev/zero >&2\nexec sleep 600\n".write(
            to: tool, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tool.path)
        let environment = [
            "PATH": directory.path + ":/usr/bin:/bin", "GSETTINGS_BACKEND": "memory", "HOME": directory.path,
        ]
        let reading = GNOMETextScaling(environment: environment).read()
        guard case .unavailable(let reason) = reading else {
            Issue.record("a hanging gsettings gave \(reading)")
            return
        }
        #expect(reason.contains("did not answer"))
    }
}
