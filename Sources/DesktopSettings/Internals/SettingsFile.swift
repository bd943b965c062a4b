import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Reads a settings file (a dconf database, a compiled schema file, `kdeglobals`) whole, with a
/// size cap, and without blocking on something that is not a regular file.
///
/// Settings files are small; a file over the cap is a mistake or an attack, and reading it would
/// cost seconds and its size in memory, so it is refused and the reason said.
enum SettingsFile {
    /// The largest file read: far above any real dconf database or `kdeglobals`.
    static let sizeLimit = 16 << 20

    /// Why a file was not read.
    enum Failure: Error, Equatable {
        /// No such file (or it cannot be opened): the usual "not set" case.
        case missing
        /// Not a regular file (a FIFO, a device, a folder).
        case notRegular(String)
        /// Larger than ``SettingsFile/sizeLimit``.
        case tooLarge(String, size: Int)

        /// A one-line reason, or `nil` for a plain missing file.
        var reason: String? {
            switch self {
            case .missing: nil
            case .notRegular(let path): "\(path) is not a regular file: not read"
            case .tooLarge(let path, let size):
                "\(path) is \(size) bytes, over the \(SettingsFile.sizeLimit >> 20) MiB limit "
                    + "for a settings file: not read"
            }
        }
    }

    /// The file's bytes.
    ///
    /// The corresponding C functions are `open` (with `O_NONBLOCK`), `fstat`, `read` and `close`.
    static func read(_ path: String, limit: Int = sizeLimit) -> Result<[UInt8], Failure> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.missing) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            return .failure(.notRegular(path))
        }
        let size = Int(info.st_size)
        guard size <= limit else { return .failure(.tooLarge(path, size: size)) }
        var bytes = [UInt8](repeating: 0, count: size)
        var filled = 0
        while filled < size {
            let got = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + filled, size - filled) }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { break }
            filled += got
        }
        return .success(Array(bytes.prefix(filled)))
    }
}
