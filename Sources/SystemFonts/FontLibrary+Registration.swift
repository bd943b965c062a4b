internal import CFontconfig
import Synchronization
import DynamicType
import Foundation

extension FontLibrary {
    /// File name extensions fontconfig and FreeType read as fonts.
    static let fontFileExtensions: Set<String> = ["ttf", "otf", "ttc", "otc", "pfb", "pfa", "woff", "woff2", "pcf"]

    /// Registers every font in a directory (and its subdirectories) as an application font.
    ///
    /// App fonts are matched before system fonts: a family bundled with the app wins over an
    /// installed copy of the same family. Files that look like fonts but that FreeType cannot read
    /// (corrupt or truncated) are left out and listed in ``FontRegistration/skipped``; they never
    /// stop the rest from registering. The resolution cache is cleared.
    ///
    /// The corresponding C function is `FcConfigAppFontAddDir`.
    ///
    /// - Parameter directory: The directory, absolute or relative to the current directory.
    /// - Returns: The faces registered and the files skipped.
    /// - Throws: ``FontError/directoryNotFound(path:)`` when the path is not a directory;
    ///   ``FontError/registrationFailed(path:)`` when fontconfig refuses it.
    @discardableResult
    public func registerFonts(in directory: String) throws(FontError) -> FontRegistration {
        let absolute = URL(fileURLWithPath: directory).standardizedFileURL.resolvingSymlinksInPath().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .directoryNotFound(path: absolute)
        }
        let candidates = Self.fontFiles(in: absolute)
        return try state.withLock { state throws(FontError) -> FontRegistration in
            guard let config = state.config else { throw .fontconfigUnavailable }
            var skipped: [SkippedFontFile] = []
            var readable: [String] = []
            for file in candidates {
                if let reason = Self.unreadableReason(file, state: state) {
                    skipped.append(SkippedFontFile(path: file, reason: reason))
                } else {
                    readable.append(file)
                }
            }
            // A directory with a broken file is added file by file, so fontconfig never indexes,
            // and never matches, the broken one.
            if skipped.isEmpty {
                guard FcConfigAppFontAddDir(config, absolute) == FcTrue else {
                    throw .registrationFailed(path: absolute)
                }
            } else {
                for file in readable where FcConfigAppFontAddFile(config, file) != FcTrue {
                    skipped.append(SkippedFontFile(path: file, reason: "fontconfig did not accept it"))
                }
            }
            let appPatterns = Self.applicationPatterns(config)
            state.appFontFiles = Set(appPatterns.compactMap { $0.strings(FC_FILE).first })
            state.appFamilies = Set(appPatterns.flatMap { $0.strings(FC_FAMILY).map(FontFace.normalized) })
            var faces: [FontFace] = []
            for pattern in appPatterns {
                guard let path = pattern.strings(FC_FILE).first, path.hasPrefix(absolute + "/"),
                    let face = Self.face(for: pattern, state: &state)
                else { continue }
                faces.append(face)
            }
            state.resolutions.removeAll()
            registrationGeneration.add(1, ordering: .relaxed)
            return FontRegistration(
                directory: absolute,
                faces: faces.sorted { ($0.family, $0.weight.rawValue) < ($1.family, $1.weight.rawValue) },
                skipped: skipped.sorted { $0.path < $1.path })
        }
    }

    /// Why FreeType cannot use a file, or `nil` when it can.
    static func unreadableReason(_ file: String, state: borrowing State) -> String? {
        guard let freeType = state.freeType else { return "FreeType is unavailable" }
        guard let face = FreeTypeFace(library: freeType, path: file) else {
            return "not a font FreeType can open (corrupt or not a font)"
        }
        guard face.isScalable, face.unitsPerEm > 0 else { return "not a scalable outline font" }
        guard SFNTDirectory.tablesFitInFile(at: file) else { return "truncated: a table runs past the end of the file" }
        return nil
    }

    /// Regular files below a directory whose extension marks them as fonts, sorted.
    ///
    /// Registration runs at every app start, so this takes the plain list of subpaths rather than
    /// the bridged enumerator and `NSString` path extensions, which cost five times as much.
    static func fontFiles(in directory: String) -> [String] {
        let subpaths = (try? FileManager.default.subpathsOfDirectory(atPath: directory)) ?? []
        return subpaths.filter { relative in
            guard let dot = relative.lastIndex(of: "."), !relative[dot...].contains("/") else { return false }
            return fontFileExtensions.contains(relative[relative.index(after: dot)...].lowercased())
        }
        .map { directory + "/" + $0 }
        .sorted()
    }

    /// Copies of the application font set's patterns (the set itself stays fontconfig's).
    ///
    /// The corresponding C function is `FcConfigGetFonts`.
    static func applicationPatterns(_ config: OpaquePointer) -> [FontconfigPattern] {
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { return [] }
        return (0..<Int(set.pointee.nfont)).compactMap { index in
            guard let font = set.pointee.fonts[index], let copy = FcPatternDuplicate(font) else { return nil }
            return FontconfigPattern(owning: copy)
        }
    }
}
