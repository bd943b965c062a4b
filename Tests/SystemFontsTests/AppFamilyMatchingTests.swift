import DynamicType
import Foundation
import SystemFonts
import TestSupport
import Testing

/// App families are matched without the configuration's substitution rules; fontconfig's own
/// `fc-match`, over the system configuration with `Fonts/` added, is the oracle that this loses
/// nothing.
@Suite("App families match as fc-match does")
struct AppFamilyMatchingTests {
    /// fontconfig's symbolic weight for an OpenType weight class.
    static let fontconfigWeightNames = [
        100: "thin", 200: "extralight", 300: "light", 400: "regular", 500: "medium", 600: "demibold", 700: "bold",
        800: "extrabold", 900: "black",
    ]

    /// The file `fc-match` picks for a pattern, with `Fonts/` added to the system configuration.
    static func fcMatchFile(_ pattern: String, configuration: URL) throws -> String {
        let environment = ProcessInfo.processInfo.environment.merging(["FONTCONFIG_FILE": configuration.path]) { $1 }
        return try runTool("/usr/bin/fc-match", ["-f", "%{file}", pattern], environment: environment).standardOutput
    }

    static func configurationWithAppFonts(in directory: URL) throws -> URL {
        let file = directory.appendingPathComponent("fonts.conf")
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
            <fontconfig>
              <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
              <dir>\(Fixtures.fontsDirectory)</dir>
            </fontconfig>
            """
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test("every registered family, weight and slant lands on the face fc-match picks")
    func sameFaceAsFcMatch() throws {
        let directory = try Fixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let configuration = try Self.configurationWithAppFonts(in: directory)
        let library = FontLibrary()
        let families = try library.registerFonts(in: Fixtures.fontsDirectory).families
        try #require(families.count >= 2)

        var compared = 0
        for family in families {
            for weight in FontWeight.allCases {
                for slant in [FontSlant.roman, .italic] {
                    let resolved = try library.resolve(FontRequest(family: family, weight: weight, slant: slant))
                    let weightName = try #require(Self.fontconfigWeightNames[weight.openTypeWeight])
                    let pattern = "\(family):weight=\(weightName):slant=\(slant)"
                    let expected = try Self.fcMatchFile(pattern, configuration: configuration)
                    #expect(resolved.filePath == expected, "\(pattern)")
                    compared += 1
                }
            }
        }
        #expect(compared == families.count * FontWeight.allCases.count * 2)
    }
}
