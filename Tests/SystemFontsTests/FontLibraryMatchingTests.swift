import DynamicType
import Foundation
import SystemFonts
import Testing

@Suite("Resolving fonts")
struct FontLibraryMatchingTests {
    @Test(
        "the app font is found for its family",
        arguments: [
            (FontWeight.light, "ScaleSans-Light.ttf"), (.regular, "ScaleSans-Regular.ttf"),
            (.semibold, "ScaleSans-Semibold.ttf"), (.bold, "ScaleSans-Bold.ttf"),
        ])
    func appFontFound(weight: FontWeight, file: String) throws {
        let resolved = try Fixtures.libraryWithAppFonts().resolve(FontRequest(family: "Scale Sans", weight: weight))
        #expect(resolved.filePath == Fixtures.fontsDirectory + "/" + file)
        #expect(resolved.family == "Scale Sans")
        #expect(resolved.face.weight == weight)
        #expect(resolved.isAppFont)
        #expect(!resolved.isFallback)
    }

    @Test("family names match ignoring case and blanks")
    func looseFamilyName() throws {
        let resolved = try Fixtures.libraryWithAppFonts().resolve(FontRequest(family: "scalesans"))
        #expect(resolved.filePath.hasSuffix("ScaleSans-Regular.ttf"))
        #expect(!resolved.isFallback)
    }

    @Test("a missing family falls back to a system font and says so")
    func missingFamilyIsFallback() throws {
        let resolved = try FontLibrary().resolve(FontRequest(family: "Nonexistent Brand"))
        #expect(resolved.isFallback)
        #expect(!resolved.isAppFont)
        #expect(resolved.family != "Nonexistent Brand")
        #expect(FileManager.default.fileExists(atPath: resolved.filePath))
    }

    @Test("the app font wins over an installed copy of the same family")
    func appFontPreferredOverSystemCopy() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let copy = directory.appendingPathComponent("BundledDejaVuSans.ttf")
        try FileManager.default.copyItem(at: URL(fileURLWithPath: Fixtures.dejaVuSans), to: copy)

        let plain = try FontLibrary().resolve(FontRequest(family: "DejaVu Sans"))
        #expect(plain.filePath == Fixtures.dejaVuSans)

        let library = FontLibrary()
        try library.registerFonts(in: directory.path)
        let resolved = try library.resolve(FontRequest(family: "DejaVu Sans"))
        #expect(resolved.filePath == copy.resolvingSymlinksInPath().path)
        #expect(resolved.isAppFont && !resolved.isFallback)
    }

    @Test("a system family resolves as a system font, not a fallback")
    func systemFamily() throws {
        let resolved = try Fixtures.libraryWithAppFonts().resolve(FontRequest(family: "DejaVu Sans", weight: .bold))
        #expect(resolved.filePath == "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")
        #expect(!resolved.isAppFont && !resolved.isFallback)
    }

    @Test("a generic family is never a fallback")
    func genericFamily() throws {
        let resolved = try FontLibrary().resolve(FontRequest(family: FontRequest.systemFamily))
        #expect(!resolved.isFallback)
        #expect(!resolved.family.isEmpty)
    }

    @Test("an empty or blank family name is an error", arguments: ["", "   "])
    func emptyFamily(name: String) {
        #expect(throws: FontError.emptyFamilyName) { try FontLibrary().resolve(FontRequest(family: name)) }
    }

    @Test("a repeated request is answered from the cache with the same face")
    func cached() throws {
        let library = try Fixtures.libraryWithAppFonts()
        let first = try library.resolve(FontRequest(family: "Scale Sans", pointSize: 12))
        let second = try library.resolve(FontRequest(family: "Scale Sans", pointSize: 30))
        #expect(first.face === second.face)
        #expect(second.request.pointSize == 30)
        #expect(library.cachedResolutionCount == 1)
    }

    @Test("concurrent resolutions from many tasks agree with serial ones")
    func concurrentResolutionsAgree() async throws {
        let library = try Fixtures.libraryWithAppFonts()
        let requests = ["Scale Sans", "Scale Plain", "DejaVu Sans", "DejaVu Serif", "Nope"].flatMap { family in
            FontWeight.allCases.map { FontRequest(family: family, weight: $0) }
        }
        let serial = try FontLibrary().registerFontsAndResolve(requests)
        let concurrent = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            for _ in 0..<4 {
                for (index, request) in requests.enumerated() {
                    group.addTask { (index, try library.resolve(request).filePath) }
                }
            }
            var results: [Int: Set<String>] = [:]
            for try await (index, path) in group { results[index, default: []].insert(path) }
            return results
        }
        for (index, paths) in concurrent {
            #expect(paths == [serial[index]], "\(requests[index])")
        }
    }

    @Test("hundreds of distinct requests are each cached and answered as a fresh match is")
    func manyCachedRequests() throws {
        let library = try Fixtures.libraryWithAppFonts()
        let families =
            ["Scale Sans", "Scale Plain", "DejaVu Sans", "sans-serif", "monospace"]
            + (1...10).map { "Missing Brand \($0)" }
        let requests = families.flatMap { family in
            FontWeight.allCases.flatMap { weight in
                [FontSlant.roman, .italic, .oblique].map { FontRequest(family: family, weight: weight, slant: $0) }
            }
        }
        let cached = try requests.map { try library.resolve($0) }
        #expect(library.cachedResolutionCount == requests.count)
        for (request, answer) in zip(requests, cached) {
            #expect(try library.resolve(request) == answer)
            #expect(try library.resolve(request, usingCache: false) == answer)
        }
        #expect(library.cachedResolutionCount == requests.count)
    }
}

extension FontLibrary {
    fileprivate func registerFontsAndResolve(_ requests: [FontRequest]) throws -> [String] {
        try registerFonts(in: Fixtures.fontsDirectory)
        return try requests.map { try resolve($0).filePath }
    }
}

@Suite("Family names without a visible character")
struct InvisibleFamilyTests {
    @Test(
        "a family of blanks or zero-width characters is refused",
        arguments: ["", "  ", "\u{200B}", "\u{FEFF}\u{200D}", "\t\n"])
    func refused(family: String) {
        #expect(throws: FontError.emptyFamilyName) { try FontLibrary().resolve(FontRequest(family: family)) }
    }
}
