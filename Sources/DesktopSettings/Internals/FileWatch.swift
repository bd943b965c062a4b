import Dispatch
import Foundation
internal import StateLock
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Calls back when any of a few files may have changed: written in place, replaced by a rename
/// (as dconf and KConfig write), created or removed.
///
/// It uses inotify on each file's folder, and, where that folder does not exist yet (no dconf
/// database before the first setting is written), on its nearest existing ancestor, re-arming as
/// folders appear. Events are read on a private dispatch queue, never on the Swift concurrency
/// pool, and no process is started, so nothing can outlive the watch.
final class FileWatch: @unchecked Sendable {
    // A dispatch source may be cancelled from any thread; `state` guards doing it once.
    private let source: any DispatchSourceRead
    private let state: Mutex<State>

    private struct State {
        var isCancelled = false
    }

    /// Watches `files` (absolute paths); `nil` when inotify cannot be used.
    ///
    /// The corresponding C functions are `inotify_init1` and, through ``arm(_:on:)``,
    /// `inotify_add_watch`.
    init?(files: [String], queue: DispatchQueue, onChange: @escaping @Sendable () -> Void) {
        let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        // Every path component of the targets: an event on any other name is someone else's.
        let names = Set(files.flatMap { $0.split(separator: "/").map(String.init) })
        state = Mutex(State())
        Self.arm(files, on: descriptor)
        let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
        source.setEventHandler {
            guard Self.drain(descriptor, names: names) else { return }
            Self.arm(files, on: descriptor)
            onChange()
        }
        source.setCancelHandler { close(descriptor) }
        self.source = source
        source.resume()
    }

    /// Stops watching; the descriptor is closed once the queue has finished with it.
    func cancel() {
        let first = state.withStateLock { state in
            defer { state.isCancelled = true }
            return !state.isCancelled
        }
        if first { source.cancel() }
    }

    deinit { cancel() }

    /// Adds a watch on each file's folder, or on the nearest ancestor that exists. Adding a watch
    /// twice is harmless: inotify returns the same one.
    ///
    /// The corresponding C function is `inotify_add_watch`.
    private static func arm(_ files: [String], on descriptor: Int32) {
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_DELETE_SELF)
        for file in files {
            var folder = (file as NSString).deletingLastPathComponent
            var info = stat()
            while !folder.isEmpty, folder != "/", stat(folder, &info) != 0 {
                folder = (folder as NSString).deletingLastPathComponent
            }
            _ = inotify_add_watch(descriptor, folder.isEmpty ? "/" : folder, mask)
        }
    }

    /// Reads every pending event; whether one names a target's path component (or names
    /// nothing, as a removed watch does).
    ///
    /// The corresponding C function is `read`. Each event is a 16-byte header (watch, mask,
    /// cookie, name length) and a NUL-padded name.
    private static func drain(_ descriptor: Int32, names: Set<String>) -> Bool {
        var relevant = false
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            while offset + 16 <= count {
                let length = Int(
                    UInt32(buffer[offset + 12]) | UInt32(buffer[offset + 13]) << 8
                        | UInt32(buffer[offset + 14]) << 16 | UInt32(buffer[offset + 15]) << 24)
                let nameBytes = buffer[(offset + 16)..<min(offset + 16 + length, count)].prefix { $0 != 0 }
                if nameBytes.isEmpty || names.contains(String(decoding: nameBytes, as: UTF8.self)) { relevant = true }
                offset += 16 + length
            }
        }
        return relevant
    }
}
