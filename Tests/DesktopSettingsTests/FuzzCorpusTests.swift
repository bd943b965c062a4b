import DesktopSettings
import Foundation
import TestSupport
import Testing

/// The fuzz targets' seed corpus, replayed through the same entry points libFuzzer drives.
@Suite("Fuzz seed corpus: DesktopSettings' parsers")
struct DesktopSettingsFuzzCorpusTests {
    static let corpus = Repository.fuzzCorpus

    static func seed(_ target: String, _ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: Self.corpus.appendingPathComponent("\(target)/\(name)")))
    }

    @Test("the compiled dconf database holds 1.25; the compiled schema is found")
    func gvdb() throws {
        #expect(DesktopSettingsFuzzing.gvdb(try Self.seed("gvdb", "dconf-locked")) == 1.25)
        #expect(DesktopSettingsFuzzing.gvdb(try Self.seed("gvdb", "gschemas-interface")) == nil)
        #expect(DesktopSettingsFuzzing.gvdb([]) == nil)
    }

    @Test(
        "each kdeglobals seed gives its size",
        arguments: [
            ("plasma6", 1.1), ("immutable", 1.5), ("localized", 0.95), ("no-general", nil), ("crlf", 1.2),
        ] as [(String, Double?)])
    func kdeglobals(name: String, expected: Double?) throws {
        let factor = DesktopSettingsFuzzing.kdeglobals(try Self.seed("kdeglobals", name))
        #expect(factor.map { abs($0 - (expected ?? -1)) < 1e-9 } ?? (expected == nil))
    }

    @Test(
        "each kcmfonts and X resources seed gives its factor",
        arguments: [
            ("kcmfonts", "plasma5", 1.25), ("kcmfonts", "not-forced", nil), ("kcmfonts", "exponent", nil),
            ("xresources", "xfce", 1.25), ("xresources", "loose", 1.5), ("xresources", "exponent", nil),
        ] as [(String, String, Double?)])
    func dpiSeeds(target: String, name: String, expected: Double?) throws {
        let bytes = try Self.seed(target, name)
        let factor =
            target == "kcmfonts" ? DesktopSettingsFuzzing.kcmfonts(bytes) : DesktopSettingsFuzzing.xResources(bytes)
        #expect(factor == expected)
    }

    @Test(
        "the X protocol seeds decode: a setup answer, a reply and an event; a refusal; an .Xauthority entry; an accepted answer too short for its fixed part is refused",
        arguments: [("setup-and-reply", 2), ("refused", 0), ("xauthority", 0), ("short-accepted-setup", 0)])
    func xProtocolSeeds(name: String, messages: Int) throws {
        #expect(DesktopSettingsFuzzing.xMessages(try Self.seed("xprotocol", name)) == messages)
    }
}
