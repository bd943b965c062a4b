import Foundation

/// The few X11 core-protocol messages reading the X resources takes, encoded and decoded in
/// Swift: connection setup, `GetProperty` on the root window's `RESOURCE_MANAGER`,
/// `ChangeWindowAttributes` to hear `PropertyNotify`, and the replies, events and errors that
/// come back. Every message is little-endian: the client says so in its first byte, and the
/// server answers in the client's order.
///
/// Pure functions over bytes, so the fuzz target and the tests drive them without a server; a
/// reply that is short, too long or malformed decodes to `nil` or a failure, never a trap.
enum XProtocol {
    /// `RESOURCE_MANAGER`, a predefined atom (`XA_RESOURCE_MANAGER` in `Xatom.h`).
    static let resourceManagerAtom: UInt32 = 23
    /// `PropertyChangeMask`: the root window's property changes reach this client.
    static let propertyChangeMask: UInt32 = 0x0040_0000
    /// `PropertyNotify`'s event code.
    static let propertyNotify: UInt8 = 28
    /// The most `GetProperty` asks for, in 4-byte units: 16 MiB, the settings files' limit.
    static let maximumPropertyUnits: UInt32 = 4 << 20
    /// The longest message accepted from the server: a reply of ``maximumPropertyUnits`` and its
    /// header.
    static let maximumMessageLength = Int(maximumPropertyUnits) * 4 + 64

    /// The connection setup request, with an authorization protocol's name and data (empty for
    /// none).
    static func setupRequest(authorizationName: [UInt8] = [], authorizationData: [UInt8] = []) -> [UInt8] {
        var bytes: [UInt8] = [0x6C, 0]  // 'l': little-endian
        bytes.append16(11)
        bytes.append16(0)
        bytes.append16(UInt16(truncatingIfNeeded: authorizationName.count))
        bytes.append16(UInt16(truncatingIfNeeded: authorizationData.count))
        bytes.append16(0)
        bytes.appendPadded(authorizationName)
        bytes.appendPadded(authorizationData)
        return bytes
    }

    /// What the server's answer to the setup request says.
    enum Setup: Equatable {
        /// Not all of it has arrived.
        case incomplete
        /// Refused, with the server's reason.
        case refused(String)
        /// Accepted: screen 0's root window, and how many bytes the answer took.
        case accepted(root: UInt32, length: Int)
    }

    /// Decodes the setup answer at the start of `bytes`.
    static func setup(_ bytes: [UInt8]) -> Setup {
        guard bytes.count >= 8, let additional = bytes.read16(at: 6) else { return .incomplete }
        let length = 8 + Int(additional) * 4
        guard length <= maximumMessageLength else { return .refused("the X server's setup answer is too long") }
        guard bytes.count >= length else { return .incomplete }
        switch bytes[0] {
        case 1:
            // The accepted answer's fixed part is 40 bytes, before the vendor's name.
            guard length >= 40, let vendorLength = bytes.read16(at: 24) else {
                return .refused("a short setup answer")
            }
            let formats = Int(bytes[29])
            let screens = Int(bytes[28])
            let rootOffset = 40 + (Int(vendorLength) + 3) / 4 * 4 + formats * 8
            guard screens > 0, rootOffset + 4 <= length, let root = bytes.read32(at: rootOffset) else {
                return .refused("the X server's setup answer names no screen")
            }
            return .accepted(root: root, length: length)
        case 0, 2:
            // Failed (reason length in byte 1) or Authenticate (reason fills the rest).
            let reasonLength = bytes[0] == 0 ? Int(bytes[1]) : length - 8
            let reason = bytes[8..<min(8 + reasonLength, length)]
            let text = String(decoding: reason, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            return .refused(text.isEmpty ? "the X server refused the connection" : text)
        default:
            return .refused("the X server's setup answer starts with \(bytes[0])")
        }
    }

    /// `ChangeWindowAttributes` setting `window`'s event mask (opcode 2, `CWEventMask`).
    static func selectEvents(window: UInt32, mask: UInt32) -> [UInt8] {
        var bytes: [UInt8] = [2, 0]
        bytes.append16(4)
        bytes.append32(window)
        bytes.append32(0x800)
        bytes.append32(mask)
        return bytes
    }

    /// `GetProperty` of `property` on `window`, any type, not deleted (opcode 20).
    static func getProperty(window: UInt32, property: UInt32) -> [UInt8] {
        var bytes: [UInt8] = [20, 0]
        bytes.append16(6)
        bytes.append32(window)
        bytes.append32(property)
        bytes.append32(0)
        bytes.append32(0)
        bytes.append32(maximumPropertyUnits)
        return bytes
    }

    /// One message from the server.
    enum Message: Equatable {
        /// A reply, with its sequence number and the whole message.
        case reply(sequence: UInt16, bytes: [UInt8])
        /// `PropertyNotify` for `atom`.
        case propertyNotify(atom: UInt32)
        /// Another event, which is not of interest.
        case otherEvent
        /// An error, with its code and the sequence number of the request it answers.
        case error(code: UInt8, sequence: UInt16)
    }

    /// The message at the start of `bytes` and how many bytes it takes; `nil` when it has not
    /// all arrived. A message longer than ``maximumMessageLength`` is `.failure`.
    static func message(in bytes: ArraySlice<UInt8>) -> Result<(Message, Int), XProtocolError>? {
        guard bytes.count >= 32 else { return nil }
        let start = bytes.startIndex
        switch bytes[start] {
        case 0:
            return .success((.error(code: bytes[start + 1], sequence: bytes.read16(at: start + 2) ?? 0), 32))
        case 1:
            guard let units = bytes.read32(at: start + 4) else { return nil }
            let length = 32 + Int(units) * 4
            guard Int(units) <= maximumMessageLength / 4, length <= maximumMessageLength else {
                return .failure(XProtocolError(reason: "a reply of \(units) units, over the limit"))
            }
            guard bytes.count >= length else { return nil }
            return .success(
                (
                    .reply(sequence: bytes.read16(at: start + 2) ?? 0, bytes: Array(bytes[start..<start + length])),
                    length
                ))
        default:
            // Events are 32 bytes; the top bit marks one sent by another client.
            guard bytes[start] & 0x7F == propertyNotify, let atom = bytes.read32(at: start + 8) else {
                return .success((.otherEvent, 32))
            }
            return .success((.propertyNotify(atom: atom), 32))
        }
    }

    /// The value of a `GetProperty` reply of format 8 (a string), or `nil` when the property
    /// does not exist, is of another format, or the reply is malformed.
    static func propertyString(reply bytes: [UInt8]) -> [UInt8]? {
        guard bytes.count >= 32, bytes[0] == 1, bytes[1] == 8, let count = bytes.read32(at: 16) else { return nil }
        guard Int(count) <= bytes.count - 32 else { return nil }
        return Array(bytes[32..<32 + Int(count)])
    }
}

extension [UInt8] {
    fileprivate mutating func append16(_ value: UInt16) {
        append(UInt8(value & 0xFF))
        append(UInt8(value >> 8))
    }

    fileprivate mutating func append32(_ value: UInt32) {
        append16(UInt16(value & 0xFFFF))
        append16(UInt16(value >> 16))
    }

    /// `bytes`, then zeros to the next multiple of four.
    fileprivate mutating func appendPadded(_ bytes: [UInt8]) {
        append(contentsOf: bytes)
        append(contentsOf: [UInt8](repeating: 0, count: (4 - bytes.count % 4) % 4))
    }
}

extension Collection where Element == UInt8, Index == Int {
    /// The little-endian 16-bit value at `offset`, or `nil` past the end.
    func read16(at offset: Int) -> UInt16? {
        guard offset >= startIndex, offset + 2 <= endIndex else { return nil }
        return UInt16(self[offset]) | UInt16(self[offset + 1]) << 8
    }

    /// The little-endian 32-bit value at `offset`, or `nil` past the end.
    func read32(at offset: Int) -> UInt32? {
        guard let low = read16(at: offset), let high = read16(at: offset + 2) else { return nil }
        return UInt32(low) | UInt32(high) << 16
    }
}
