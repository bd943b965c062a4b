import DynamicType

/// Resolutions by family, weight and slant: an open-addressing table with a cheap hash.
///
/// A cached resolution is the hot path of every font update, and with a `Dictionary` most of its
/// cost was `Hasher` (SipHash seeding, mixing and finalising) over the family name. Family names
/// are short, chosen by the app rather than by an adversary, and the table holds few entries, so
/// FNV-1a over the UTF-8 bytes is enough here and costs a few instructions per byte.
struct ResolutionCache {
    struct Key: Equatable {
        let family: String
        let weightBits: UInt64
        let slant: Int32

        init(_ request: FontRequest) {
            family = request.family
            weightBits = request.weight.rawValue.bitPattern
            slant = request.slant.rawValue
        }

        var fnvHash: UInt64 {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            // Through the contiguous UTF-8 buffer: iterating `utf8` directly costs ten times more.
            var family = family
            family.withUTF8 { bytes in
                for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            }
            hash = (hash ^ weightBits) &* 0x100_0000_01b3
            hash = (hash ^ UInt64(UInt32(bitPattern: slant))) &* 0x100_0000_01b3
            // Fold the high bits in: the slot index only uses the low ones.
            return hash ^ (hash >> 29)
        }
    }

    private struct Entry {
        let key: Key
        let hash: UInt64
        let value: ResolvedFont
    }

    private var slots: [Entry?] = Array(repeating: nil, count: 16)
    /// The number of cached resolutions.
    private(set) var count = 0

    /// The cached resolution for `key`, if any.
    subscript(key: Key) -> ResolvedFont? {
        let hash = key.fnvHash
        return slots[slot(for: key, hash: hash)]?.value
    }

    /// Stores `value` for `key`, replacing an earlier one.
    mutating func insert(_ value: ResolvedFont, for key: Key) {
        if (count + 1) * 2 > slots.count { grow() }
        let hash = key.fnvHash
        let slot = slot(for: key, hash: hash)
        if slots[slot] == nil { count += 1 }
        slots[slot] = Entry(key: key, hash: hash, value: value)
    }

    /// The slot holding `key`, or the empty slot where it belongs (linear probing; the table is
    /// never full).
    private func slot(for key: Key, hash: UInt64) -> Int {
        var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while let entry = slots[slot], entry.hash != hash || entry.key != key {
            slot = (slot + 1) & (slots.count - 1)
        }
        return slot
    }

    /// Forgets every resolution.
    mutating func removeAll() {
        slots = Array(repeating: nil, count: 16)
        count = 0
    }

    // Keeps the load at most one half, so probe sequences stay short.
    private mutating func grow() {
        let old = slots
        slots = Array(repeating: nil, count: old.count * 2)
        for case let entry? in old {
            slots[slot(for: entry.key, hash: entry.hash)] = entry
        }
    }
}
