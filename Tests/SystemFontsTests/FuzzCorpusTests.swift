import Foundation
import SystemFonts
import TestSupport
import Testing

/// The fuzz targets' seed corpus, replayed through the same entry points libFuzzer drives.
@Suite("Fuzz seed corpus: SystemFonts' parsers")
struct SystemFontsFuzzCorpusTests {
    static let corpus = Repository.fuzzCorpus

    static func seeds(_ target: String) throws -> [(name: String, bytes: [UInt8])] {
        let folder = corpus.appendingPathComponent(target)
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted().map { name in
            (name, [UInt8](try Data(contentsOf: folder.appendingPathComponent(name))))
        }
    }

    @Test("whole fonts fit their tables; truncated copies do not")
    func sfnt() throws {
        let seeds = try Self.seeds("sfnt")
        #expect(seeds.count >= 10)
        for seed in seeds {
            #expect(SystemFontsFuzzing.sfntDirectory(seed.bytes) == !seed.name.hasSuffix("-truncated"), "\(seed.name)")
        }
    }

    @Test("Scale Sans' GSUB tables list smcp and c2sc")
    func gsub() throws {
        for seed in try Self.seeds("gsub") {
            #expect(SystemFontsFuzzing.gsubFeatures(seed.bytes).isSuperset(of: ["smcp", "c2sc"]), "\(seed.name)")
        }
    }

    @Test("every seed font reads as a face with its units per em")
    func face() throws {
        let library = FontLibrary()
        for seed in try Self.seeds("face") {
            #expect(SystemFontsFuzzing.fontFace(seed.bytes, library: library) == 1000, "\(seed.name)")
        }
        #expect(SystemFontsFuzzing.fontFace(Array("not a font".utf8), library: library) == nil)
    }
}
