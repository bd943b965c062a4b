/// An `.Xauthority` file: the cookies that let a client connect.
///
/// Each entry is a family (big-endian 16 bits) and four counted strings: address, display
/// number, protocol name and data, as libXau writes them.
enum XAuthority {
    /// The `MIT-MAGIC-COOKIE-1` cookie for a local display `number` on `hostname`: an entry of
    /// the local family (256) for that host, or of the wild family (65535), whose display
    /// number is `number` or empty. `nil` when the file holds none or is malformed.
    static func cookie(in file: [UInt8], display number: Int, hostname: String) -> (name: [UInt8], data: [UInt8])? {
        var offset = 0
        func counted() -> [UInt8]? {
            guard offset + 2 <= file.count else { return nil }
            let length = Int(file[offset]) << 8 | Int(file[offset + 1])
            guard offset + 2 + length <= file.count else { return nil }
            defer { offset += 2 + length }
            return Array(file[offset + 2..<offset + 2 + length])
        }
        let displayBytes = Array(String(number).utf8)
        let host = Array(hostname.utf8)
        while offset + 2 <= file.count {
            let family = Int(file[offset]) << 8 | Int(file[offset + 1])
            offset += 2
            guard let address = counted(), let entryNumber = counted(), let name = counted(), let data = counted()
            else {
                return nil
            }
            let hostMatches = family == 65535 || (family == 256 && address == host)
            if hostMatches, entryNumber.isEmpty || entryNumber == displayBytes, name == Array("MIT-MAGIC-COOKIE-1".utf8)
            {
                return (name, data)
            }
        }
        return nil
    }
}
