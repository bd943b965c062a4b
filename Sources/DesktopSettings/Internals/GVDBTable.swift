/// A read-only view of a GVDB hash table, the file format of dconf databases and of compiled
/// GSettings schemas (`gschemas.compiled`).
///
/// Only what reading one setting needs: key lookup, nested tables and `v` values whose variant
/// holds a double, or a tuple starting with one. Lookups follow GLib's `gvdb-reader.c`: a djb
/// hash, the bloom filter, a bucket range, then the key checked through its chain of parent
/// items. Any inconsistency (offsets past the end, a misaligned value, a byte-swapped file) reads
/// as "not found", never as a crash.
struct GVDBTable {
    private let bytes: [UInt8]
    private let bloomStart: Int
    private let bloomCount: Int
    private let bloomShift: Int
    private let bucketStart: Int
    private let bucketCount: Int
    private let itemStart: Int
    private let itemCount: Int

    private static let headerSize = 24
    private static let itemSize = 24

    /// The root table of a GVDB file, or `nil` when the bytes are not a little-endian GVDB file.
    init?(file bytes: [UInt8]) {
        guard bytes.count >= Self.headerSize,
            Self.uint32(bytes, 0) == 1_918_981_703, Self.uint32(bytes, 4) == 1_953_390_953,  // "GVariant"
            Self.uint32(bytes, 8) == 0
        else { return nil }
        self.init(bytes: bytes, start: Int(Self.uint32(bytes, 16)), end: Int(Self.uint32(bytes, 20)))
    }

    private init?(bytes: [UInt8], start: Int, end: Int) {
        guard start <= end, end <= bytes.count, start % 4 == 0, end - start >= 8 else { return nil }
        self.bytes = bytes
        let bloomWords = Int(Self.uint32(bytes, start))
        bloomCount = bloomWords & ((1 << 27) - 1)
        bloomShift = bloomWords >> 27
        bucketCount = Int(Self.uint32(bytes, start + 4))
        bloomStart = start + 8
        bucketStart = bloomStart + bloomCount * 4
        itemStart = bucketStart + bucketCount * 4
        guard itemStart <= end, (end - itemStart) % Self.itemSize == 0 else { return nil }
        itemCount = (end - itemStart) / Self.itemSize
    }

    /// The nested table stored under `key` (item type `H`).
    func table(_ key: String) -> GVDBTable? {
        guard let item = lookup(key, type: UInt8(ascii: "H")) else { return nil }
        let (start, end) = pointer(of: item)
        return GVDBTable(bytes: bytes, start: start, end: end)
    }

    /// Whether `key` has a value (item type `v`).
    func hasValue(_ key: String) -> Bool {
        lookup(key, type: UInt8(ascii: "v")) != nil
    }

    /// The double stored under a compiled schema's key: a tuple whose first member is a `d` (the
    /// key's default, then its range and choices), or a plain `d`.
    func double(_ key: String) -> Double? {
        if case .double(let value) = value(key, schemaEntry: true) { return value }
        return nil
    }

    /// The string stored under a compiled schema's key: a `(s…)` tuple whose first member is the
    /// key's default, or a plain `s`.
    func string(_ key: String) -> String? {
        if case .string(let value) = value(key, schemaEntry: true) { return value }
        return nil
    }

    /// What is stored under a key.
    enum Value: Equatable {
        /// A double, serialized as GLib requires: exactly eight bytes for a `d`.
        case double(Double)
        /// A string: its UTF-8 bytes and a terminating zero byte, as GVariant serializes an `s`.
        case string(String)
        /// A value of another type, or a `d` of the wrong size: GSettings ignores it and uses the
        /// schema's default.
        case unusable
    }

    /// The value under `key`, or `nil` when the key is absent. A database value must be a lone
    /// `d`, as GSettings requires of a `d` key; `schemaEntry` also takes a schema's `(d…)` tuple.
    func value(_ key: String, schemaEntry: Bool = false) -> Value? {
        guard let item = lookup(key, type: UInt8(ascii: "v")) else { return nil }
        let (start, end) = pointer(of: item)
        guard start <= end, end <= bytes.count, start % 8 == 0 else { return .unusable }
        // A serialized variant is the value's bytes, a zero byte, then the value's type string.
        guard let separator = bytes[start..<end].lastIndex(of: 0) else { return .unusable }
        let type = bytes[(separator + 1)..<end]
        if type.elementsEqual("s".utf8) || (schemaEntry && type.starts(with: "(s".utf8)) {
            return string(
                in: start..<separator, isTuple: !type.elementsEqual("s".utf8) && !type.elementsEqual("(s)".utf8))
        }
        // A lone `d` is fixed-size: GVariant reads any other length as not a double. A tuple's
        // first member (a schema's default) only needs its eight bytes.
        if type.elementsEqual("d".utf8) {
            guard separator - start == 8 else { return .unusable }
        } else {
            guard schemaEntry, type.starts(with: "(d".utf8), separator - start >= 8 else { return .unusable }
        }
        let bits = (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[start + $1]) << (8 * UInt64($1)) }
        return .double(Double(bitPattern: bits))
    }

    /// A serialized `s`, or the first member of a tuple that has more: GVariant frames a tuple's
    /// non-final variable-size member by its end offset, the last offset at the tuple's end, each
    /// one, two or four bytes as the tuple's size needs.
    private func string(in range: Range<Int>, isTuple: Bool) -> Value {
        var text = range
        if isTuple {
            let size = range.count
            let width = size <= 0xFF ? 1 : size <= 0xFFFF ? 2 : 4
            guard size >= width else { return .unusable }
            let end = (0..<width).reduce(0) { $0 | Int(bytes[range.upperBound - width + $1]) << (8 * $1) }
            guard end <= size - width else { return .unusable }
            text = range.lowerBound..<(range.lowerBound + end)
        }
        guard let last = text.last, bytes[last] == 0,
            let value = String(validating: bytes[text.lowerBound..<last], as: UTF8.self)
        else { return .unusable }
        return .string(value)
    }

    // MARK: - Lookup

    private func lookup(_ key: String, type: UInt8) -> Int? {
        guard bucketCount > 0, itemCount > 0 else { return nil }
        let keyBytes = Array(key.utf8)
        var hash: UInt32 = 5381
        for byte in keyBytes { hash = hash &* 33 &+ UInt32(bitPattern: Int32(Int8(bitPattern: byte))) }
        guard passesBloomFilter(hash) else { return nil }
        let bucket = Int(hash % UInt32(bucketCount))
        var item = Int(Self.uint32(bytes, bucketStart + bucket * 4))
        var last = itemCount
        if bucket < bucketCount - 1 { last = min(Int(Self.uint32(bytes, bucketStart + (bucket + 1) * 4)), itemCount) }
        while item < last {
            let offset = itemStart + item * Self.itemSize
            if Self.uint32(bytes, offset) == hash, bytes[offset + 14] == type, hasName(item: item, key: keyBytes) {
                return offset
            }
            item += 1
        }
        return nil
    }

    private func passesBloomFilter(_ hash: UInt32) -> Bool {
        guard bloomCount > 0 else { return true }
        let word = Self.uint32(bytes, bloomStart + Int(hash / 32) % bloomCount * 4)
        let mask = UInt32(1) << (hash & 31) | UInt32(1) << ((hash >> UInt32(bloomShift)) & 31)
        return word & mask == mask
    }

    /// Whether an item's key, with its parents' keys before it, is `key`.
    private func hasName(item start: Int, key: [UInt8]) -> Bool {
        var item = start
        var remaining = key.count
        // A chain longer than the item count would be a loop in a corrupt file.
        for _ in 0...itemCount {
            let offset = itemStart + item * Self.itemSize
            let keyStart = Int(Self.uint32(bytes, offset + 8))
            let keySize = Int(bytes[offset + 12]) | Int(bytes[offset + 13]) << 8
            guard keyStart + keySize <= bytes.count, keySize <= remaining else { return false }
            remaining -= keySize
            guard bytes[keyStart..<(keyStart + keySize)].elementsEqual(key[remaining..<(remaining + keySize)]) else {
                return false
            }
            let parent = Self.uint32(bytes, offset + 4)
            if remaining == 0 && parent == .max { return true }
            guard Int(parent) < itemCount, keySize > 0 else { return false }
            item = Int(parent)
        }
        return false
    }

    private func pointer(of item: Int) -> (start: Int, end: Int) {
        (Int(Self.uint32(bytes, item + 16)), Int(Self.uint32(bytes, item + 20)))
    }

    private static func uint32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        guard offset >= 0, offset + 4 <= bytes.count else { return 0 }
        return UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16
            | UInt32(bytes[offset + 3]) << 24
    }
}
