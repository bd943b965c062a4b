import Foundation

/// Writes a minimal GVDB file, the format of dconf databases, holding one value: enough to hand
/// dconf (and so `gsettings`) a value of any type and any size, including ones its own tools
/// would never write.
enum GVDBWriter {
    /// A file whose root table maps `key` to a variant serialized as `data`, a zero byte, `type`.
    static func file(key: String, data: [UInt8], type: String) -> [UInt8] {
        var bytes: [UInt8] = []
        func append32(_ value: UInt32) { bytes += withUnsafeBytes(of: value.littleEndian, Array.init) }
        func align(_ boundary: Int) { while bytes.count % boundary != 0 { bytes.append(0) } }
        let keyBytes = Array(key.utf8)
        var hash: UInt32 = 5381
        for byte in keyBytes { hash = hash &* 33 &+ UInt32(bitPattern: Int32(Int8(bitPattern: byte))) }

        // Header: "GVariant", version 0, options 0, root table pointer (filled below).
        bytes += Array("GVariant".utf8)
        append32(0)
        append32(0)
        append32(0)
        append32(0)
        // Root table: no bloom filter, one bucket starting at item 0, one item.
        let tableStart = bytes.count
        append32(0)
        append32(1)
        append32(0)
        let itemOffset = bytes.count
        bytes += [UInt8](repeating: 0, count: 24)
        let tableEnd = bytes.count
        let keyStart = bytes.count
        bytes += keyBytes
        align(8)
        let valueStart = bytes.count
        bytes += data + [0] + Array(type.utf8)
        let valueEnd = bytes.count

        func put32(_ value: UInt32, at offset: Int) {
            bytes.replaceSubrange(offset..<offset + 4, with: withUnsafeBytes(of: value.littleEndian, Array.init))
        }
        put32(UInt32(tableStart), at: 16)
        put32(UInt32(tableEnd), at: 20)
        put32(hash, at: itemOffset)
        put32(.max, at: itemOffset + 4)  // no parent: the key is whole
        put32(UInt32(keyStart), at: itemOffset + 8)
        bytes[itemOffset + 12] = UInt8(keyBytes.count & 0xFF)
        bytes[itemOffset + 13] = UInt8(keyBytes.count >> 8)
        bytes[itemOffset + 14] = UInt8(ascii: "v")
        put32(UInt32(valueStart), at: itemOffset + 16)
        put32(UInt32(valueEnd), at: itemOffset + 20)
        return bytes
    }

    /// The eight little-endian bytes of a double.
    static func double(_ value: Double) -> [UInt8] {
        withUnsafeBytes(of: value.bitPattern.littleEndian, Array.init)
    }
}
