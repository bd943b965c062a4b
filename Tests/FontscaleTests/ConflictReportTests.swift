import Foundation
import TestSupport
import Testing

/// What `fontscale list` and `watch` say when the desktop's signals disagree.
@Suite("fontscale names the sources that lost")
struct ConflictReportTests {
    /// A KDE session forcing 120 dpi with an 11 pt general font (which reads as 1.1).
    static func kdeSession() throws -> ([String: String], URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "fontscale-conflict-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("[General]\nforceFontDPI=120\n".utf8).write(to: directory.appendingPathComponent("kcmfonts"))
        try Data("[General]\nfont=Noto Sans,11,-1,5,400,0,0,0,0,0,0,0,0,0,0,1\n".utf8).write(
            to: directory.appendingPathComponent("kdeglobals"))
        let environment = [
            "HOME": directory.path, "XDG_CONFIG_HOME": directory.path, "XDG_CURRENT_DESKTOP": "KDE",
            "XDG_SESSION_TYPE": "x11", "GSETTINGS_BACKEND": "dconf", "DISPLAY": "",
        ]
        return (environment, directory)
    }

    struct Row: Decodable {
        struct Overruled: Decodable, Equatable {
            let source: String
            let scale: Double
        }

        let source: String
        let overruled: [Overruled]
    }

    @Test("list says which source decided and which it overruled, in the table and in JSON")
    func listNamesTheLosers() throws {
        let (environment, directory) = try Self.kdeSession()
        defer { try? FileManager.default.removeItem(at: directory) }
        let table = try CommandRunner.run(["list", "--style", "body"], environment: environment).standardOutput
        #expect(table.contains("Category: extraExtraLarge (xxLarge), from kde-forced-dpi (text scale 1.25)\n"))
        #expect(table.contains("Overruled: kde (text scale 1.1)\n"))
        let rows = try CommandRunner.run(["list", "--style", "body", "--format", "json"], environment: environment)
            .json([Row].self)
        #expect(rows.first?.source == "kde-forced-dpi")
        #expect(rows.first?.overruled == [Row.Overruled(source: "kde", scale: 1.1)])
    }

    @Test("watch's line names the overruled sources, and a change of a losing source is a new line")
    func watchNamesTheLosers() async throws {
        let (environment, directory) = try Self.kdeSession()
        defer { try? FileManager.default.removeItem(at: directory) }
        let (process, output, lines) = try startWatch(["watch"], environment: environment)
        #expect(await eventually { lines.lines.count >= 1 })
        #expect(lines.lines.first?.hasSuffix("from kde-forced-dpi; overruled: kde 1.1") == true)
        let temporary = directory.appendingPathComponent("kdeglobals.new")
        try Data("[General]\nfont=Noto Sans,12,-1,5,400,0,0,0,0,0,0,0,0,0,0,1\n".utf8).write(to: temporary)
        #expect(rename(temporary.path, directory.appendingPathComponent("kdeglobals").path) == 0)
        #expect(await eventually { lines.lines.count >= 2 })
        #expect(lines.lines.last?.hasSuffix("from kde-forced-dpi; overruled: kde 1.2") == true)
        await stopWatch(process, output)
    }
}
