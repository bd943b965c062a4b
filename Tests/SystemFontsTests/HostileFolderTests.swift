import Foundation
import SystemFonts
import Testing

/// Fonts folders are user input: these would hang the walk, lead it out of the folder, or serve
/// a file that was never checked.
@Suite("Hostile fonts folders")
struct HostileFolderTests {
    static func fontData() throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: Fixtures.fontsDirectory + "/ScaleSans-Bold.ttf"))
    }

    static func names(_ entries: [SkippedFontFile]) -> [String] {
        entries.map { URL(fileURLWithPath: $0.path).lastPathComponent }
    }

    @Test("a FIFO named like a font is named and passed over, never opened")
    func fifo() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.fontData().write(to: directory.appendingPathComponent("Good.ttf"))
        #expect(mkfifo(directory.appendingPathComponent("x.ttf").path, 0o644) == 0)
        let registration = try FontLibrary().registerFonts(in: directory.path)
        #expect(registration.faces.count == 1)
        let fifo = try #require(registration.skipped.first { $0.path.hasSuffix("/x.ttf") })
        #expect(fifo.reason.contains("FIFO"))
    }

    @Test("a link to the root of the file system is not followed")
    func linkToRoot() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.fontData().write(to: directory.appendingPathComponent("Good.ttf"))
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("everything").path, withDestinationPath: "/")
        let registration = try FontLibrary().registerFonts(in: directory.path)
        #expect(registration.faces.count == 1)
        #expect(Self.names(registration.skipped) == ["everything"])
        #expect(registration.skipped.first?.reason.contains("not followed") == true)
    }

    @Test("a link loop is named, not walked")
    func linkLoop() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("a").path, withDestinationPath: "b")
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("b").path, withDestinationPath: "a")
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("self").path, withDestinationPath: ".")
        let registration = try FontLibrary().registerFonts(in: directory.path)
        #expect(Set(Self.names(registration.skipped)) == ["a", "b", "self"])
    }

    @Test("a corrupt font inside a linked folder is never served")
    func corruptBehindLinkedFolder() throws {
        let outside = try Fixtures.temporaryDirectory()
        let directory = try Fixtures.temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(at: outside)
            try? FileManager.default.removeItem(at: directory)
        }
        let font = try Self.fontData()
        try font.prefix(font.count / 3).write(to: outside.appendingPathComponent("Broken.ttf"))
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("more").path, withDestinationPath: outside.path)
        let library = FontLibrary()
        let registration = try library.registerFonts(in: directory.path)
        #expect(registration.faces.isEmpty)
        #expect(Self.names(registration.skipped) == ["more"])
        #expect(try !library.resolve(FontRequest(family: "Scale Sans")).isAppFont)
    }

    @Test("a truncated font with an unlisted extension is checked and skipped, not served")
    func truncatedUnlistedExtension() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let font = try Self.fontData()
        try font.prefix(font.count / 3).write(to: directory.appendingPathComponent("x.font"))
        let library = FontLibrary()
        let registration = try library.registerFonts(in: directory.path)
        #expect(registration.faces.isEmpty)
        #expect(Self.names(registration.skipped) == ["x.font"])
        #expect(try !library.resolve(FontRequest(family: "Scale Sans")).isAppFont)
    }

    @Test("a good font with an unlisted extension is found by its signature")
    func goodUnlistedExtension() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.fontData().write(to: directory.appendingPathComponent("brand.font"))
        let registration = try FontLibrary().registerFonts(in: directory.path)
        #expect(registration.faces.map(\.family) == ["Scale Sans"])
    }

    @Test("a link to a font inside the folder is used once")
    func linkInsideFolder() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.fontData().write(to: directory.appendingPathComponent("Bold.ttf"))
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("Alias.ttf").path, withDestinationPath: "Bold.ttf")
        let registration = try FontLibrary().registerFonts(in: directory.path)
        #expect(registration.faces.count == 1)
        #expect(registration.skipped.isEmpty)
    }

    @Test("/proc returns with the walk's limit named, registering nothing")
    func procIsBounded() throws {
        let registration = try FontLibrary().registerFonts(in: "/proc")
        #expect(registration.faces.isEmpty)
        #expect(registration.skipped.contains { $0.path == "/proc" && $0.reason.hasPrefix("stopped after") })
    }

    @Test("registering writes nothing to fontconfig's caches")
    func noCacheWrites() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Self.fontData().write(to: directory.appendingPathComponent("Bold.ttf"))
        let home = FileManager.default.homeDirectoryForCurrentUser.path
        let cacheFolders = [
            "/var/cache/fontconfig", home + "/.cache/fontconfig",
            (ProcessInfo.processInfo.environment["XDG_CACHE_HOME"] ?? home + "/.cache") + "/fontconfig",
        ]
        func cacheFiles() -> Set<String> {
            Set(
                cacheFolders.flatMap { folder in
                    ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).map { folder + "/" + $0 }
                })
        }
        let before = cacheFiles()
        _ = try FontLibrary().registerFonts(in: directory.path)
        #expect(cacheFiles().subtracting(before).isEmpty)
    }

    @Test("an empty path is refused, not read as the current folder")
    func emptyPath() {
        #expect(throws: FontError.directoryNotFound(path: "")) { try FontLibrary().registerFonts(in: "") }
        #expect(FontError.directoryNotFound(path: "").description == "fonts directory not given: the path is empty")
    }
}
