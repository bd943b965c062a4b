import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A connection to a local X server over its Unix socket, speaking the few messages of
/// ``XProtocol``: enough to read the root window's `RESOURCE_MANAGER` and hear it change.
///
/// No Xlib: libX11 ends the process when its server goes away (its default I/O error handler
/// calls `exit`), and its headers are one more package to build against. Every wait has a
/// deadline, so a server that accepts and never answers holds nobody.
final class XConnection: @unchecked Sendable {
    // The descriptor is used from one queue at a time: the reader's, or the watch's.
    let descriptor: Int32
    /// Screen 0's root window, which holds `RESOURCE_MANAGER`.
    let root: UInt32
    /// Bytes read and not yet decoded.
    private var buffer: [UInt8] = []
    private var isClosed = false

    /// Connects to `display`, authenticating with the cookie `.Xauthority` holds for it, if any;
    /// each step waits at most `timeout`.
    ///
    /// The corresponding C functions are `socket`, `setsockopt`, `connect`, `send` and `recv`.
    init(display: XDisplayName, environment: [String: String], timeout: Duration) throws(XConnectionError) {
        var connected: Int32 = -1
        var lastError = "no socket"
        for path in display.socketPaths {
            let socketDescriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            guard socketDescriptor >= 0 else { throw XConnectionError("cannot make a socket: errno \(errno)") }
            Self.setTimeout(socketDescriptor, timeout)
            if Self.connect(socketDescriptor, to: path) {
                connected = socketDescriptor
                break
            }
            lastError = String(cString: strerror(errno))
            close(socketDescriptor)
        }
        guard connected >= 0 else {
            throw XConnectionError("cannot connect to display :\(display.number): \(lastError)")
        }
        descriptor = connected
        let cookie = Self.cookie(for: display, environment: environment)
        let request = XProtocol.setupRequest(
            authorizationName: cookie?.name ?? [], authorizationData: cookie?.data ?? [])
        var answer: XProtocol.Setup = .incomplete
        do {
            try Self.send(request, on: connected)
            while case .incomplete = answer {
                try Self.receive(on: connected, into: &buffer)
                answer = XProtocol.setup(buffer)
            }
        } catch {
            close(connected)
            throw error
        }
        guard case .accepted(let root, let length) = answer else {
            close(connected)
            if case .refused(let reason) = answer { throw XConnectionError("display :\(display.number): \(reason)") }
            throw XConnectionError("display :\(display.number) did not accept the connection")
        }
        self.root = root
        buffer.removeFirst(length)
    }

    deinit { closeSocket() }

    /// Closes the socket; later calls do nothing.
    func closeSocket() {
        guard !isClosed else { return }
        isClosed = true
        close(descriptor)
    }

    /// Sends `bytes` whole.
    func send(_ bytes: [UInt8]) throws(XConnectionError) {
        try Self.send(bytes, on: descriptor)
    }

    /// The next message, waiting for it (up to the socket's timeout).
    func nextMessage() throws(XConnectionError) -> XProtocol.Message {
        while true {
            if let message = try decoded() { return message }
            try Self.receive(on: descriptor, into: &buffer)
        }
    }

    /// The messages that have arrived, without waiting; throws when the server closed the
    /// connection.
    func availableMessages() throws(XConnectionError) -> [XProtocol.Message] {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
            if count > 0 {
                buffer.append(contentsOf: chunk[0..<count])
                continue
            }
            if count == 0 { throw XConnectionError("the X server closed the connection") }
            if errno == EINTR { continue }
            if errno == EAGAIN || errno == EWOULDBLOCK { break }
            throw XConnectionError("reading from the X server failed: errno \(errno)")
        }
        var messages: [XProtocol.Message] = []
        while let message = try decoded() { messages.append(message) }
        return messages
    }

    /// The first whole message in the buffer, removed from it.
    private func decoded() throws(XConnectionError) -> XProtocol.Message? {
        switch XProtocol.message(in: buffer[...]) {
        case .success(let (message, length))?:
            buffer.removeFirst(length)
            return message
        case .failure(let error)?: throw XConnectionError(error.reason)
        case nil:
            guard buffer.count <= XProtocol.maximumMessageLength else { throw XConnectionError("an overlong message") }
            return nil
        }
    }

    /// The cookie `$XAUTHORITY` (else `~/.Xauthority`) holds for `display`, if any.
    private static func cookie(
        for display: XDisplayName, environment: [String: String]
    ) -> (
        name: [UInt8], data: [UInt8]
    )? {
        let path =
            environment["XAUTHORITY"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.Xauthority"
        guard case .success(let file) = SettingsFile.read(path, limit: 1 << 20) else { return nil }
        var name = [CChar](repeating: 0, count: 256)
        guard gethostname(&name, name.count - 1) == 0 else { return nil }
        let hostname = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return XAuthority.cookie(in: file, display: display.number, hostname: hostname)
    }

    /// Sets the socket's send and receive deadlines.
    ///
    /// The corresponding C function is `setsockopt` (`SO_RCVTIMEO`, `SO_SNDTIMEO`).
    private static func setTimeout(_ descriptor: Int32, _ timeout: Duration) {
        let (seconds, attoseconds) = timeout.components
        var value = timeval(tv_sec: Int(seconds), tv_usec: Int(attoseconds / 1_000_000_000_000))
        for option in [SO_RCVTIMEO, SO_SNDTIMEO] {
            _ = setsockopt(descriptor, SOL_SOCKET, option, &value, socklen_t(MemoryLayout<timeval>.size))
        }
    }

    /// Connects to a Unix socket; a path starting with NUL is an abstract name.
    ///
    /// The corresponding C function is `connect`.
    private static func connect(_ descriptor: Int32, to path: String) -> Bool {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard bytes.count < capacity else { return false }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in bytes.enumerated() { raw[index] = byte }
        }
        let length = socklen_t(MemoryLayout<sa_family_t>.size + bytes.count + (bytes.first == 0 ? 0 : 1))
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(descriptor, $0, length) } == 0
        }
    }

    /// Sends `bytes` whole, within the socket's deadline.
    ///
    /// The corresponding C function is `send` (`MSG_NOSIGNAL`: a closed peer is an error, not
    /// `SIGPIPE`).
    private static func send(_ bytes: [UInt8], on descriptor: Int32) throws(XConnectionError) {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { throw XConnectionError("the X server did not take a request: errno \(errno)") }
            sent += count
        }
    }

    /// Appends what arrives next to `buffer`, waiting up to the socket's deadline.
    ///
    /// The corresponding C function is `recv`.
    private static func receive(on descriptor: Int32, into buffer: inout [UInt8]) throws(XConnectionError) {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                buffer.append(contentsOf: chunk[0..<count])
                return
            }
            if count == 0 { throw XConnectionError("the X server closed the connection") }
            if errno == EINTR { continue }
            if errno == EAGAIN || errno == EWOULDBLOCK { throw XConnectionError("the X server did not answer in time") }
            throw XConnectionError("reading from the X server failed: errno \(errno)")
        }
    }
}
