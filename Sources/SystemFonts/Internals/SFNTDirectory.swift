import Foundation

/// Checks an OpenType/TrueType file's table directory against the file's size.
///
/// FreeType quietly clamps tables that run past the end of the file when it opens a face, so a
/// truncated file opens and then draws garbage. This reads the directory itself: every table of
/// every face (collections included) must end inside the file.
enum SFNTDirectory {
    /// `true` when every table ends inside the file, or the file is not an sfnt (WOFF and others
    /// are left to FreeType); `false` for a truncated sfnt or an unreadable file.
    static func tablesFitInFile(at path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path) else { return false }
        let bytes = [UInt8](data)
        guard let signature = uint32(bytes, 0) else { return false }
        switch signature {
        case 0x7474_6366:  // 'ttcf', a collection: check each face's directory.
            guard let count = uint32(bytes, 8), count < 10_000 else { return false }
            return (0..<Int(count)).allSatisfy { face in
                guard let offset = uint32(bytes, 12 + 4 * face) else { return false }
                return directoryFits(bytes, at: Int(offset))
            }
        case 0x0001_0000, 0x4F54_544F, 0x7472_7565:  // TrueType, 'OTTO', 'true'
            return directoryFits(bytes, at: 0)
        default:
            return true
        }
    }

    private static func directoryFits(_ bytes: [UInt8], at start: Int) -> Bool {
        guard let tableCount = uint16(bytes, start + 4) else { return false }
        for table in 0..<Int(tableCount) {
            let record = start + 12 + table * 16
            guard let offset = uint32(bytes, record + 8), let length = uint32(bytes, record + 12) else { return false }
            if Int(offset) + Int(length) > bytes.count { return false }
        }
        return true
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
