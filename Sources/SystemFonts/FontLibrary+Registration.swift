internal import CFontconfig
import DynamicType
import Foundation
internal import StateLock
import Synchronization

extension FontLibrary {
    /// Registers every font in a directory (and its subdirectories) as an application font.
    ///
    /// App fonts are matched before system fonts: a family bundled with the app wins over an
    /// installed copy of the same family. The folder is user input, so the walk is bounded: it
    /// never leaves the folder through a link, opens only regular files and never blocks on one,
    /// and stops after a depth, a number of entries and a time (see ``FontRegistration/skipped``).
    /// Every file it finds is checked (FreeType opens it, its tables fit in the file) and only the
    /// files that pass are handed to fontconfig, one by one: fontconfig never indexes the folder
    /// itself, so it serves nothing that was not checked and writes no cache for it. Files and
    /// entries left out are listed with the reason; they never stop the rest from registering.
    /// The resolution cache is cleared.
    ///
    /// The corresponding C function is `FcConfigAppFontAddFile`.
    ///
    /// - Parameter directory: The directory, absolute or relative to the current directory.
    /// - Returns: The faces registered and the entries skipped.
    /// - Throws: ``FontError/directoryNotFound(path:)`` when the path is empty or not a directory;
    ///   ``FontError/directoryUnreadable(path:)`` when it cannot be listed.
    @discardableResult
    public func registerFonts(in directory: String) throws(FontError) -> FontRegistration {
        guard !directory.isEmpty else { throw .directoryNotFound(path: directory) }
        let absolute = URL(fileURLWithPath: directory).standardizedFileURL.resolvingSymlinksInPath().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .directoryNotFound(path: absolute)
        }
        guard (try? FileManager.default.contentsOfDirectory(atPath: absolute)) != nil else {
            throw .directoryUnreadable(path: absolute)
        }
        let scan = FontFolderScan(root: absolute)
        return try state.withStateLock { state throws(FontError) -> FontRegistration in
            guard let config = state.config else { throw .fontconfigUnavailable }
            var skipped = scan.skipped
            for file in scan.files {
                if let reason = Self.unreadableReason(file, state: state) {
                    skipped.append(SkippedFontFile(path: file, reason: reason))
                } else if FcConfigAppFontAddFile(config, file) != FcTrue {
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
            // The new fonts join the fallback chains.
            state.fallbackChains.removeAll()
            state.fallbackChoices.removeAll()
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

extension FontLibrary {
    /// Makes the app fonts registered so far visible to every renderer in this process that reads
    /// fontconfig's current configuration, Pango and so GTK among them.
    ///
    /// Only files that passed ``registerFonts(in:)``'s checks are added; a renderer that already
    /// built its font map must be told the configuration changed (GTK: FontScaleGTK does it).
    ///
    /// The corresponding C functions are `FcConfigGetCurrent` and `FcConfigAppFontAddFile`.
    ///
    /// - Returns: The files added.
    @discardableResult
    public func shareAppFontsWithCurrentConfiguration() -> [String] {
        let files = state.withStateLock { $0.appFontFiles.sorted() }
        guard let current = FcConfigGetCurrent() else { return [] }
        return files.filter { FcConfigAppFontAddFile(current, $0) == FcTrue }
    }
}
