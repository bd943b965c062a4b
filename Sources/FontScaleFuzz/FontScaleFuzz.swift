import DesktopSettings
import Foundation
import SystemFonts

// One fuzz target per parser FontScale wrote itself, chosen by `FUZZ_TARGET`: `sfnt` (the table
// directory check), `gsub` (the FeatureList), `face` (a whole font through FreeType into the OS/2
// and hhea metrics FontScale computes), `gvdb` (dconf databases and compiled schemas),
// `kdeglobals`, and the desktop font formats `pango` (a Pango description) and `qtfont` (a
// serialized QFont), `kcmfonts` (KDE's forced font DPI), `xresources` (`Xft.dpi` in the X
// resources) and `xprotocol` (the X server's setup answer and messages, and `.Xauthority`). Built with `-sanitize=fuzzer` and `-DFUZZING`, libFuzzer drives it; built
// normally, it replays the files named on its command line through the target, so the seed
// corpus is checked by every build. See `Fuzz/README.md`.

/// The parsers, by name.
enum FuzzTarget: String, CaseIterable {
    case sfnt, gsub, face, gvdb, kdeglobals, pango, qtfont, kcmfonts, xresources, xprotocol

    /// Runs one input through the parser.
    func run(_ bytes: [UInt8]) {
        switch self {
        case .sfnt: _ = SystemFontsFuzzing.sfntDirectory(bytes)
        case .gsub: _ = SystemFontsFuzzing.gsubFeatures(bytes)
        case .face: _ = SystemFontsFuzzing.fontFace(bytes, library: Self.library)
        case .gvdb: _ = DesktopSettingsFuzzing.gvdb(bytes)
        case .kdeglobals: _ = DesktopSettingsFuzzing.kdeglobals(bytes)
        case .pango: _ = DesktopSettingsFuzzing.pangoDescription(bytes)
        case .qtfont: _ = DesktopSettingsFuzzing.qtFont(bytes)
        case .kcmfonts: _ = DesktopSettingsFuzzing.kcmfonts(bytes)
        case .xresources: _ = DesktopSettingsFuzzing.xResources(bytes)
        case .xprotocol: _ = DesktopSettingsFuzzing.xMessages(bytes)
        }
    }

    /// One library for every input: creating fontconfig's configuration per input would be
    /// nearly all the work.
    static let library = FontLibrary()

    /// The target `FUZZ_TARGET` names; every input goes to it.
    static let selected: FuzzTarget = {
        let name = ProcessInfo.processInfo.environment["FUZZ_TARGET"] ?? ""
        guard let target = FuzzTarget(rawValue: name) else {
            FileHandle.standardError.write(Data("FUZZ_TARGET must be one of \(allCases.map(\.rawValue))\n".utf8))
            exit(64)
        }
        return target
    }()
}

#if FUZZING
// The C entry points libFuzzer and SwiftPM agree on; raw pointers only because that is their
// C signature, copied into an array before anything reads them.

/// libFuzzer's entry for one input.
@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    FuzzTarget.selected.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}

/// libFuzzer's driver, which parses its flags and runs the loop.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// SwiftPM links an executable's entry as `<module>_main`; here it hands over to libFuzzer.
@_cdecl("FontScaleFuzz_main")
func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    return runFuzzerDriver(&count, &arguments, fuzzOneInput)
}
#else
@main
enum FontScaleFuzz {
    /// Replays each file named on the command line (a corpus) through `FUZZ_TARGET`.
    static func main() {
        var count = 0
        for path in CommandLine.arguments.dropFirst() {
            let files =
                (try? FileManager.default.contentsOfDirectory(atPath: path)).map { $0.sorted().map { path + "/" + $0 } }
                ?? [path]
            for file in files {
                guard let data = FileManager.default.contents(atPath: file) else { continue }
                FuzzTarget.selected.run([UInt8](data))
                count += 1
            }
        }
        print("replayed \(count) inputs through \(FuzzTarget.selected.rawValue)")
    }
}
#endif
