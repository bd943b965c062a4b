import Foundation

/// Checks an OpenType/TrueType file's table directory against the file's size.
///
/// FreeType quietly clamps tables that run past the end of the file when it opens a face, so a
/// truncated file opens and then draws garbage. This reads the directory itself: every table of
/// every face (collections included) must end inside the file.
enum SFNTDirectory {
    /// `true` when every table ends inside the file, or the file is not an sfnt (WOFF and others
    /// are left to FreeType); `false` for a truncated sfnt or an unreadable file.
    ///
    /// Only the headers and table directories are read, never the tables themselves.
    static func tablesFitInFile(at path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        guard let fileSize = try? handle.seekToEnd() else { return false }
        return tablesFit(fileSize: fileSize) { count, offset in
            guard offset >= 0, (try? handle.seek(toOffset: UInt64(offset))) != nil,
                let data = try? handle.read(upToCount: count), data.count == count
            else { return nil }
            return [UInt8](data)
        }
    }

    /// ``tablesFitInFile(at:)`` for a file already in memory.
    static func tablesFit(in bytes: [UInt8]) -> Bool {
        tablesFit(fileSize: UInt64(bytes.count)) { count, offset in
            guard offset >= 0, count >= 0, offset <= bytes.count, count <= bytes.count - offset else { return nil }
            return Array(bytes[offset..<offset + count])
        }
    }

    /// The check itself, over a reader of `count` bytes at an offset (`nil` past the end).
    private static func tablesFit(fileSize: UInt64, read reader: (_ count: Int, _ offset: Int) -> [UInt8]?) -> Bool {
        func read(_ count: Int, at offset: Int) -> [UInt8]? { reader(count, offset) }
        func directoryFits(at start: Int) -> Bool {
            guard let header = read(12, at: start), let tableCount = uint16(header, 4) else { return false }
            guard let records = read(Int(tableCount) * 16, at: start + 12) else { return false }
            for table in 0..<Int(tableCount) {
                guard let offset = uint32(records, table * 16 + 8), let length = uint32(records, table * 16 + 12)
                else { return false }
                if UInt64(offset) + UInt64(length) > fileSize { return false }
            }
            return true
        }
        guard let header = read(12, at: 0), let signature = uint32(header, 0) else { return false }
        switch signature {
        case 0x7474_6366:  // 'ttcf', a collection: check each face's directory.
            guard let count = uint32(header, 8), count < 10_000,
                let offsets = read(Int(count) * 4, at: 12)
            else { return false }
            return (0..<Int(count)).allSatisfy { face in
                uint32(offsets, face * 4).map { directoryFits(at: Int($0)) } ?? false
            }
        case 0x0001_0000, 0x4F54_544F, 0x7472_7565:  // TrueType, 'OTTO', 'true'
            return directoryFits(at: 0)
        default:
            return true
        }
    }

    private static func uint16(_ bytes: [UInt8], _ offset: Int) -> UInt16? {
        guard offset >= 0, offset + 2 <= bytes.count else { return nil }
        return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    private static func uint32(_ bytes: [UInt8], _ offset: Int) -> UInt32? {
        guard offset >= 0, offset + 4 <= bytes.count else { return nil }
        return bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
