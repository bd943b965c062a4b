#if HarfBuzz
import Foundation
import SystemFonts
import TestSupport
import Testing

/// With HarfBuzz in the build, small caps are read through it; FontScale's own GSUB reader stays
/// for builds without it (and its fuzz target). Both must agree on every font there is.
@Suite("Small-caps readers")
struct SmallCapsReaderTests {
    /// The tests' fixtures, the app fonts and every font file fontconfig lists on this machine.
    static let fontFiles: [String] = {
        let directories = [Repository.fontsDirectory, Repository.appFontsDirectory]
        let own = directories.flatMap { directory in
            ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
                .filter { $0.hasSuffix(".ttf") || $0.hasSuffix(".otf") }.map { directory + "/" + $0 }
        }
        let listing = Process()
        listing.executableURL = URL(fileURLWithPath: "/usr/bin/fc-list")
        listing.arguments = ["--format", "%{file}\\n"]
        let pipe = Pipe()
        listing.standardOutput = pipe
        try? listing.run()
        let system = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n").map(String.init)
        listing.waitUntilExit()
        return Array(Set(own + system)).sorted()
    }()

    @Test("there are fonts to compare: the project's and the system's")
    func fontsFound() {
        #expect(Self.fontFiles.count > 8)
    }

    @Test("HarfBuzz and FontScale's GSUB reader find the same features in every font", arguments: fontFiles)
    func sameFeatures(path: String) throws {
        let own = try #require(SystemFontsFuzzing.gsubReaderTags(path: path))
        let harfBuzz = try #require(SystemFontsFuzzing.harfBuzzTags(path: path))
        #expect(own == harfBuzz)
    }
}
#endif
