import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// One run of a helper tool with a deadline: spawned with a clean signal mask and default signal
/// actions, both output pipes drained while it runs, killed when the deadline passes, and reaped
/// in every case.
///
/// Spawned with `posix_spawn` rather than Foundation's `Process`: a `Process` with a termination
/// handler never frees itself on Linux, and one spawned from a Swift concurrency or dispatch
/// thread inherits that thread's signal mask, which blocks SIGTERM in the child.
///
/// Not through swift-subprocess either, though it spawns as carefully and tears down on
/// cancellation: its API is `async` only, and this read is synchronous for its callers
/// (``GNOMETextScaling/read()``, the resolver, the CLI, the monitor's own queue). Waiting for an
/// async run from synchronous code blocks the calling thread until a task on the cooperative
/// pool finishes; called from a test or any other task, that blocks a pool thread on work that
/// needs one, which on a two-core machine's two-thread pool can deadlock outright.
struct ToolRun {
    /// What the tool printed and how it ended.
    enum Outcome: Equatable {
        /// It exited; its status and standard output.
        case exited(status: Int32, output: String)
        /// It did not finish in time and was killed.
        case timedOut
        /// It could not be started.
        case failedToStart(String)
    }

    /// Runs `executable` with `arguments` and exactly `environment`, for at most `timeout`.
    ///
    /// The corresponding C functions are `pipe`, `fcntl`, `posix_spawn` (with its file actions and
    /// attributes), `poll`, `read`, `kill` and `waitpid`.
    static func run(
        _ executable: String, _ arguments: [String], environment: [String: String], timeout: Duration
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
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var pid: pid_t = 0
        var status: Int32 = 0
        // ETXTBSY is transient: the executable was just written and another thread's child still
        // holds it open for a moment.
        for attempt in 0..<5 {
            status = withCStrings([executable] + arguments) { argv in
                withCStrings(environment.map { "\($0.key)=\($0.value)" }) { envp in
                    posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
                }
            }
            guard status == ETXTBSY, attempt < 4 else { break }
            usleep(20_000)
        }
        close(output[1])
        close(errors[1])
        defer {
            close(output[0])
            close(errors[0])
        }
        guard status == 0 else { return .failedToStart(String(cString: strerror(status))) }

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
        var exitStatus: Int32 = 0
        while ContinuousClock.now < deadline {
            let reaped = waitpid(pid, &exitStatus, WNOHANG)
            if reaped == pid {
                return .exited(status: Self.exitCode(exitStatus), output: String(decoding: collected, as: UTF8.self))
            }
            if reaped < 0, errno != EINTR { break }
            usleep(2_000)
        }
        kill(pid, SIGKILL)
        while waitpid(pid, &exitStatus, 0) < 0, errno == EINTR {}
        return .timedOut
    }

    /// The exit code from a `waitpid` status, or 128 + the signal that ended it.
    private static func exitCode(_ status: Int32) -> Int32 {
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// Calls `body` with a NULL-terminated array of C strings that lives for the call.
    private static func withCStrings<Result>(
        _ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Result
    ) -> Result {
        // Copies owned here and freed after `body`: posix_spawn reads them before it returns.
        let pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) } + [nil]
        defer { for pointer in pointers { free(pointer) } }
        return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}
