import Foundation
import DynamicType
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
        try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31) }).write(to: directory.appendingPathComponent("Noise.otf"))

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
}
