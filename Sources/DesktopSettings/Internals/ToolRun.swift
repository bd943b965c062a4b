import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// One run of a helper tool with a deadline, as a child of an owner (``ChildProcesses``): started
/// with default signal actions and an empty mask, both output pipes drained while it runs,
/// killed when the deadline passes or its owner ends it, and reaped in every case.
///
/// Started by ``ChildProcesses`` rather than Foundation's `Process`: a `Process` with a
/// termination handler never frees itself on Linux, one spawned from a Swift concurrency or
/// dispatch thread inherits that thread's signal mask (which blocks SIGTERM in the child), and
/// neither `Process` nor `posix_spawn` can make the child die with this process.
///
/// Not through swift-subprocess either, though it spawns as carefully and tears down on
/// cancellation: its API is `async` only, and this read is synchronous for its callers
/// (``GNOMETextScaling/read()``, the resolver, the CLI, the monitor's own queue). Waiting for an
/// async run from synchronous code blocks the calling thread until a task on the cooperative
/// pool finishes; called from a test or any other task, that blocks a pool thread on work that
/// needs one, which on a two-core machine's two-thread pool can deadlock outright. Waiting here,
/// on the thread that started the child, also keeps that thread alive as long as the child, as
/// its parent-death signal needs.
struct ToolRun {
    /// What the tool printed and how it ended.
    enum Outcome: Equatable {
        /// It exited; its status and standard output.
        case exited(status: Int32, output: String)
        /// It did not finish in time and was killed.
        case timedOut
        /// Its owner ended it (or had ended its children before it could start).
        case ended
        /// It could not be started.
        case failedToStart(String)
    }

    /// Runs `executable` with `arguments` and exactly `environment`, for at most `timeout`, as a
    /// child of `children`.
    ///
    /// The corresponding C functions are `pipe`, `fcntl`, `poll` and `read`; the start, kill and
    /// reaping go through ``ChildProcesses``.
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String], timeout: Duration,
        children: ChildProcesses
    ) -> Outcome {
        var output: [Int32] = [-1, -1]
        var errors: [Int32] = [-1, -1]
        guard pipe(&output) == 0 else { return .failedToStart("no pipe: errno \(errno)") }
        guard pipe(&errors) == 0 else {
            close(output[0])
            close(output[1])
            return .failedToStart("no pipe: errno \(errno)")
        }
        // Close-on-exec, so no other child spawned meanwhile inherits them (`pipe2` is not
        // visible to Swift without _GNU_SOURCE).
        for descriptor in output + errors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        let started = children.spawn(
            executable, arguments, environment: environment, output: output[1], errors: errors[1])
        close(output[1])
        close(errors[1])
        defer {
            close(output[0])
            close(errors[0])
        }
        let pid: pid_t
        switch started {
        case .success(let started): pid = started
        case .failure(.ended): return .ended
        case .failure(let error): return .failedToStart(error.reason)
        }

        let deadline = ContinuousClock.now + timeout
        var collected: [UInt8] = []
        var open: [Int32] = [output[0], errors[0]]
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !open.isEmpty, ContinuousClock.now < deadline {
            var descriptors = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let remaining = deadline - ContinuousClock.now
            let milliseconds = Int32(
                clamping: remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000
                    + 1)
            guard poll(&descriptors, nfds_t(descriptors.count), milliseconds) >= 0 || errno == EINTR else { break }
            for descriptor in descriptors where descriptor.revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(descriptor.fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    if descriptor.fd == output[0] { collected += buffer.prefix(count) }
                } else if count == 0 || errno != EINTR {
                    open.removeAll { $0 == descriptor.fd }
                }
            }
        }
        // Its pipes closed: it exited, or its owner ended (killed and reaped) it.
        while ContinuousClock.now < deadline {
            switch children.poll(pid) {
            case .exited(let status):
                return .exited(status: Self.exitCode(status), output: String(decoding: collected, as: UTF8.self))
            case .ended: return .ended
            case .running: usleep(2_000)
            }
        }
        children.kill(pid)
        return .timedOut
    }

    /// The exit code from a `waitpid` status, or 128 + the signal that ended it.
    private static func exitCode(_ status: Int32) -> Int32 {
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }
}
