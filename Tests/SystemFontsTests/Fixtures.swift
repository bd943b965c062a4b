import DynamicType
import Foundation
import SystemFonts
import TestSupport
import Testing

/// The project's fonts and the values their generator wrote.
enum Fixtures {
    static let fontsDirectory = Repository.fontsDirectory

    static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    struct GeneratedFace: Decodable, Sendable, CustomTestStringConvertible {
        let file: String
        let family: String
        let style: String
        let weight: Int
        let capHeight: Int
        let xHeight: Int
        let ascender: Int
        let descender: Int
        let lineGap: Int
        let os2Version: Int
        let smallCaps: Bool
        var testDescription: String { file }
    }

    struct Generated: Decodable {
        let unitsPerEm: Int
        let faces: [GeneratedFace]
    }

    static let generated: Generated = {
        let data = FileManager.default.contents(atPath: fontsDirectory + "/metrics.json") ?? Data()
        return (try? JSONDecoder().decode(Generated.self, from: data)) ?? Generated(unitsPerEm: 0, faces: [])
    }()

    /// A library with the project's fonts registered.
    static func libraryWithAppFonts() throws -> FontLibrary {
        let library = FontLibrary()
        try library.registerFonts(in: fontsDirectory)
        return library
    }

    /// A fresh temporary directory, removed by the caller.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("fontscale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
