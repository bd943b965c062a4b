import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The font files below a fonts folder, found by a walk that a hostile folder cannot hang or lead
/// astray, and every entry it passed over with the reason.
///
/// A fonts folder is user input. The walk:
/// - never follows a link out of the folder or to a folder (so it cannot loop): a link is used
///   only when it resolves to a regular file inside the folder;
/// - opens nothing but regular files, without blocking (a FIFO named `x.ttf` is named and passed
///   over, never opened);
/// - stops at ``Limits`` on depth, entries and time, and says so;
/// - takes a file as a font by its extension or, for any other name, by the signature its first
///   bytes carry, so a font named `x.font` is checked like the rest, and text files are ignored.
///
/// The files it returns are exactly the ones registration checks and hands to fontconfig one by
/// one; fontconfig never walks the folder itself (which would index, and cache, what was not
/// checked).
struct FontFolderScan {
    /// How far a walk may go.
    struct Limits {
        /// Folders below the fonts folder that are searched.
        var depth = 8
        /// Directory entries examined, in all.
        var entries = 10_000
        /// Time spent walking.
        var duration = Duration.seconds(1)
    }

    /// Font files found, by absolute path, sorted.
    private(set) var files: [String] = []
    /// Entries passed over, with the reason.
    private(set) var skipped: [SkippedFontFile] = []

    /// Walks the folder `root` (absolute, with links already resolved).
    init(root: String, limits: Limits = Limits()) {
        let clock = ContinuousClock()
        let deadline = clock.now + limits.duration
        var examined = 0
        var found: Set<String> = []
        var pending: [(path: String, depth: Int)] = [(root, 0)]
        walk: while let (folder, depth) = pending.popLast() {
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            } catch {
                skipped.append(SkippedFontFile(path: folder, reason: "a folder that cannot be read"))
                continue
            }
            for name in names {
                examined += 1
                if examined > limits.entries || (examined % 64 == 0 && clock.now > deadline) {
                    let reason =
                        examined > limits.entries
                        ? "stopped after \(limits.entries) entries: the rest of the folder was not searched"
                        : "stopped after \(limits.duration): the rest of the folder was not searched"
                    skipped.append(SkippedFontFile(path: root, reason: reason))
                    break walk
                }
                let path = folder + "/" + name
                switch Self.kind(of: path) {
                case .directory:
                    if depth + 1 > limits.depth {
                        skipped.append(
                            SkippedFontFile(path: path, reason: "more than \(limits.depth) folders deep: not searched"))
                    } else {
                        pending.append((path, depth + 1))
                    }
                case .regularFile:
                    if Self.isFont(path), found.insert(path).inserted { files.append(path) }
                case .link:
                    switch Self.linkTarget(path, inside: root) {
                    case .success(let target):
                        if Self.isFont(target), found.insert(target).inserted { files.append(target) }
                    case .failure(let reason):
                        skipped.append(SkippedFontFile(path: path, reason: reason.text))
                    }
                case .other(let kind):
                    skipped.append(SkippedFontFile(path: path, reason: "not a regular file (\(kind)): not opened"))
                case .unknown:
                    skipped.append(SkippedFontFile(path: path, reason: "cannot be examined"))
                }
            }
        }
        files.sort()
        skipped.sort { $0.path < $1.path }
    }

    enum Kind {
        case directory, regularFile, link, other(String), unknown
    }

    /// What an entry is, without following a link.
    ///
    /// The corresponding C function is `lstat`.
    static func kind(of path: String) -> Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .unknown }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .regularFile
        case S_IFLNK: return .link
        case S_IFIFO: return .other("a FIFO")
        case S_IFSOCK: return .other("a socket")
        case S_IFCHR: return .other("a character device")
        case S_IFBLK: return .other("a block device")
        default: return .unknown
        }
    }

    struct LinkRefusal: Error {
        let text: String
    }

    /// The regular file a link resolves to, when it stays inside `root`.
    ///
    /// The corresponding C functions are `realpath` and `stat`.
    static func linkTarget(_ path: String, inside root: String) -> Result<String, LinkRefusal> {
        guard let resolved = realpath(path, nil) else {
            return .failure(LinkRefusal(text: "a link that does not resolve (dangling or a loop): not followed"))
        }
        defer { free(resolved) }
        let target = String(cString: resolved)
        guard target.hasPrefix(root + "/") else {
            return .failure(LinkRefusal(text: "a link to \(target), outside the fonts folder: not followed"))
        }
        var info = stat()
        guard stat(target, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            return .failure(LinkRefusal(text: "a link to a folder or special file: not followed"))
        }
        return .success(target)
    }

    /// Extensions taken as fonts without reading the file.
    static let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "otc", "pfb", "pfa", "woff", "woff2", "pcf"]

    /// The first bytes of the font formats fontconfig reads: TrueType, `OTTO`, `true`, `ttcf`,
    /// `wOFF`, `wOF2`, a PFB segment, `%!PS-AdobeFont`, `%!FontType1`, and PCF's `\u{1}fcp`.
    static let signatures: [[UInt8]] = [
        [0x00, 0x01, 0x00, 0x00], Array("OTTO".utf8), Array("true".utf8), Array("ttcf".utf8), Array("wOFF".utf8),
        Array("wOF2".utf8), [0x80, 0x01], Array("%!PS-AdobeFont".utf8), Array("%!FontType1".utf8),
        [0x01, 0x66, 0x63, 0x70],
    ]

    /// Whether a regular file is a font by its extension or, failing that, its signature.
    static func isFont(_ path: String) -> Bool {
        if let dot = path.lastIndex(of: "."), !path[dot...].contains("/"),
            fontExtensions.contains(path[path.index(after: dot)...].lowercased())
        {
            return true
        }
        let head = firstBytes(of: path, count: 16)
        return signatures.contains { head.starts(with: $0) }
    }

    /// Up to `count` bytes from the start of a regular file, read without blocking and without
    /// following a link; empty for anything else.
    ///
    /// The corresponding C functions are `open` (with `O_NONBLOCK | O_NOFOLLOW`), `fstat`, `read`
    /// and `close`.
    static func firstBytes(of path: String, count: Int) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: count)
        let got = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, count) }
        return got > 0 ? Array(buffer.prefix(got)) : []
    }
}
