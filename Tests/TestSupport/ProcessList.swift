import Foundation

/// The processes on this machine, from `/proc`: for tests that prove nothing is left running.
public enum ProcessList {
    /// Every process ID in `/proc`.
    public static var all: [Int32] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap(Int32.init)
    }

    /// The processes whose environment holds `entry` (such as `NAME=value`) exactly. A zombie's
    /// environment cannot be read, so only processes that still run are found.
    public static func carrying(_ entry: String) -> [Int32] {
        let wanted = Array(entry.utf8)
        return all.filter { pid in
            guard let data = file("/proc/\(pid)/environ") else { return false }
            return data.split(separator: 0).contains { $0.elementsEqual(wanted) }
        }
    }

    /// A process's command line, its arguments joined by spaces; empty once it is gone.
    public static func commandLine(of pid: Int32) -> String {
        guard let data = file("/proc/\(pid)/cmdline") else { return "" }
        return data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ")
    }

    /// The processes whose parent is `parent`.
    public static func children(of parent: Int32) -> [Int32] {
        all.filter { status(of: $0)?.parent == parent }
    }

    /// A process's name (`comm`), parent and state letter (`R`, `S`, `Z` for a zombie…), or `nil`
    /// when there is no such process, not even a zombie.
    public static func status(of pid: Int32) -> (name: String, parent: Int32, state: Character)? {
        guard let bytes = file("/proc/\(pid)/stat"), case let stat = String(decoding: bytes, as: UTF8.self),
            let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")")
        else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 2, let state = fields[0].first, let parent = Int32(fields[1]) else { return nil }
        return (String(stat[stat.index(after: open)..<close]), parent, state)
    }

    /// Waits at most `seconds`, checking every 10 ms, until none of `pids` exists any more, not
    /// even as a zombie; those still there then.
    public static func waitUntilGone(_ pids: [Int32], within seconds: Double) -> [Int32] {
        let deadline = Date().addingTimeInterval(seconds)
        var left = pids.filter { status(of: $0) != nil }
        while !left.isEmpty, Date() < deadline {
            usleep(10_000)
            left = left.filter { status(of: $0) != nil }
        }
        return left
    }

    /// Waits at most `seconds`, checking every 10 ms on this thread, until `condition` holds;
    /// whether it did. Synchronous, unlike ``eventually(isolation:within:_:)``: a test racing a
    /// child's deadline must not wait for a busy concurrency pool to resume it.
    public static func waitFor(within seconds: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() {
            guard Date() < deadline else { return false }
            usleep(10_000)
        }
        return true
    }

    /// A `/proc` file's bytes, or `nil` once its process is gone.
    ///
    /// Read with `open` and `read`: Foundation's file reading leaks its buffer when a read fails
    /// midway, as a `/proc` read does when the process ends meanwhile, which Address Sanitizer
    /// reports as this test's leak.
    static func file(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            guard count > 0 else {
                if errno == EINTR { continue }
                return nil
            }
            bytes += buffer.prefix(count)
        }
    }
}
