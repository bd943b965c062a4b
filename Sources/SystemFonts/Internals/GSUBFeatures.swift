/// Reads the feature tags of an OpenType `GSUB` table.
///
/// Only the FeatureList is walked: a face "has" a feature when any script lists it, which is what
/// font pickers and Pango's small-caps check need. Every offset is bounds-checked, so a truncated
/// or hostile table yields fewer tags, never a crash.
enum GSUBFeatures {
    /// The distinct four-letter feature tags in the table, such as `smcp` and `c2sc`.
    static func tags(in table: [UInt8]) -> Set<String> {
        guard let featureListOffset = uint16(table, at: 6) else { return [] }
        let list = Int(featureListOffset)
        guard let count = uint16(table, at: list) else { return [] }
        var tags: Set<String> = []
        for record in 0..<Int(count) {
            let start = list + 2 + record * 6
            guard start + 4 <= table.count else { break }
            let bytes = table[start..<start + 4]
            guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { continue }
            tags.insert(String(decoding: bytes, as: UTF8.self))
        }
        return tags
    }

    private static func uint16(_ bytes: [UInt8], at offset: Int) -> UInt16? {
        guard offset >= 0, offset + 2 <= bytes.count else { return nil }
        return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    /// The `GSUB` table tag as FreeType expects it (`FT_MAKE_TAG('G','S','U','B')`, a macro Swift
    /// cannot import).
    static let tableTag: UInt = 0x4753_5542
}
