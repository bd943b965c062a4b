import Foundation
internal import StateLock
import Synchronization

/// Entry points into the parsers SystemFonts wrote itself, for the fuzz targets in
/// `Sources/FontScaleFuzz` and for tests that replay the seed corpus.
///
/// `package`, not `public`: test hooks, as swift-collections' `Deque+Testing.swift` has them.
/// Each takes arbitrary bytes and must return, never trap.
package enum SystemFontsFuzzing {
    /// The sfnt table-directory check (`SFNTDirectory`) over a whole file's bytes.
    package static func sfntDirectory(_ bytes: [UInt8]) -> Bool {
        SFNTDirectory.tablesFit(in: bytes)
    }

    /// The GSUB FeatureList reader over a table's bytes.
    package static func gsubFeatures(_ bytes: [UInt8]) -> Set<String> {
        GSUBFeatures.tags(in: bytes)
    }

    /// The `GSUB` feature tags of a font file's face as FontScale's own reader has them, for
    /// comparing with HarfBuzz's; `nil` when FreeType cannot open it.
    package static func gsubReaderTags(path: String, index: Int = 0) -> Set<String>? {
        guard let face = FreeTypeFace(path: path, index: index) else { return nil }
        return face.table(tag: GSUBFeatures.tableTag).map(GSUBFeatures.tags(in:)) ?? []
    }

    #if HarfBuzz
    /// The same tags as HarfBuzz reads them; `nil` when HarfBuzz cannot open the file.
    package static func harfBuzzTags(path: String, index: Int = 0) -> Set<String>? {
        MeasuringFace(path: path, index: index)?.substitutionFeatureTags
    }
    #endif

    /// A whole font file through the checks registration makes and the face reading that follows:
    /// the table directory, FreeType's open, the OS/2 and hhea values FontScale turns into line
    /// metrics, cap height and x-height (with their outline fallbacks), and GSUB.
    ///
    /// The bytes reach FreeType through a scratch file (in `/dev/shm` where it exists), opened by
    /// path as registration opens fonts, so no pointer into Swift memory is handed to FreeType.
    /// Returns the units per em of a face that passed, else `nil`.
    package static func fontFace(_ bytes: [UInt8], library: FontLibrary) -> Int? {
        guard SFNTDirectory.tablesFit(in: bytes),
            FileManager.default.createFile(atPath: scratchPath, contents: Data(bytes))
        else { return nil }
        return library.state.withStateLock { state -> Int? in
            guard let freeType = state.freeType, let face = FreeTypeFace(library: freeType, path: scratchPath) else {
                return nil
            }
            _ = face.table(tag: GSUBFeatures.tableTag).map(GSUBFeatures.tags(in:))
            let metrics = FontLibrary.metrics(of: face)
            _ = metrics.scaled(to: 17)
            return metrics.unitsPerEm
        }
    }

    /// The scratch file of this process.
    private static let scratchPath: String = {
        let folder = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        return "\(folder)/fontscale-fuzz-\(getpid()).font"
    }()
}
