import DynamicType
import Foundation
import SystemFonts
import Testing

@Suite("Registering app fonts")
struct FontLibraryRegistrationTests {
    @Test("the project's fonts register as five faces in two families")
    func registersProjectFonts() throws {
        let registration = try FontLibrary().registerFonts(in: Fixtures.fontsDirectory)
        #expect(registration.faces.count == Fixtures.generated.faces.count)
        #expect(Set(registration.families) == ["Scale Sans", "Scale Plain"])
        #expect(registration.primaryFamily == "Scale Sans")
        #expect(registration.skipped.isEmpty)
        #expect(registration.faces.allSatisfy { $0.isAppFont })
    }

    @Test("a missing directory is a typed error naming the path")
    func missingDirectory() {
        #expect(throws: FontError.directoryNotFound(path: "/nonexistent/fonts")) {
            try FontLibrary().registerFonts(in: "/nonexistent/fonts")
        }
        #expect(FontError.directoryNotFound(path: "/x").description.contains("/x"))
    }

    @Test("a file is not a directory")
    func fileIsNotADirectory() {
        #expect(throws: FontError.self) { try FontLibrary().registerFonts(in: Fixtures.dejaVuSans) }
    }

    @Test("corrupt and truncated font files are skipped with a diagnostic and the rest register")
    func corruptFilesAreSkipped() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let good = try Data(contentsOf: URL(fileURLWithPath: Fixtures.fontsDirectory + "/ScaleSans-Bold.ttf"))
        try good.write(to: directory.appendingPathComponent("Good.ttf"))
        try good.prefix(good.count / 3).write(to: directory.appendingPathComponent("Truncated.ttf"))
        try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31) }).write(
            to: directory.appendingPathComponent("Noise.otf"))

        let library = FontLibrary()
        let registration = try library.registerFonts(in: directory.path)
        let skippedNames = Set(registration.skipped.map { URL(fileURLWithPath: $0.path).lastPathComponent })
        #expect(skippedNames == ["Noise.otf", "Truncated.ttf"])
        #expect(registration.skipped.allSatisfy { !$0.reason.isEmpty })
        #expect(!skippedNames.contains("Good.ttf"))
        #expect(registration.faces.map { URL(fileURLWithPath: $0.filePath).lastPathComponent } == ["Good.ttf"])

        let resolved = try library.resolve(FontRequest(family: "Scale Sans", weight: .bold))
        #expect(resolved.filePath.hasSuffix("/Good.ttf"))
    }

    @Test("fonts in subdirectories register, whatever the extension's case; other files are not looked at")
    func subdirectoriesAndExtensions() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let nested = directory.appendingPathComponent("brand.v2/bold")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        let bold = try Data(contentsOf: URL(fileURLWithPath: Fixtures.fontsDirectory + "/ScaleSans-Bold.ttf"))
        try bold.write(to: nested.appendingPathComponent("Bold.TTF"))
        try Data("not a font".utf8).write(to: directory.appendingPathComponent("README.txt"))
        try Data("not a font".utf8).write(to: directory.appendingPathComponent("LICENSE"))

        let registration = try FontLibrary().registerFonts(in: directory.path)
        #expect(
            registration.faces.map(\.filePath) == [
                nested.standardizedFileURL.resolvingSymlinksInPath().path + "/Bold.TTF"
            ])
        #expect(registration.skipped.isEmpty)
    }
}
