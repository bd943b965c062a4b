import CChildProcess
import Foundation
import Synchronization

/// A process a test starts (a display server, a bus, a demo, a tool) that never outlives the
/// test process, however the test or the process ends.
///
/// Started through `CChildProcess`: default signal actions and an empty signal mask (Xvfb
/// started from a concurrency thread by Foundation's `Process` inherited a mask blocking SIGTERM
/// and ignored it), only its three standard descriptors, and `PR_SET_PDEATHSIG`, from a thread
/// of its own that waits for it, so the death signal cannot fire early when a pool thread ends.
/// With ``Group/own`` it leads a process group of its own with a guard: a copy of this process
/// that kills the whole group (the server's own helpers, a bus's activated services) when this
/// process's end of a pipe closes, which the kernel does however this process ends. An exit hook
/// kills and reaps whatever is still running at a normal exit (a fixture kept in a `static`), and
/// release kills and reaps it at once.
public final class ChildProcess: Sendable {
    /// Whether the child shares the test process's group or leads one of its own.
    public enum Group: Sendable {
        /// The test process's group.
        case shared
        /// A group of its own, killed as a whole, with a guard against this process's death.
        case own
    }

    /// The child's process ID.
    public let pid: pid_t
    private let owner: UInt64
    /// This process's end of the guard's pipe: closing it kills the group.
    private let lifeline: Int32?
    private let exit = Exit()

    /// How the child ended, recorded by the thread that waits for it.
    private final class Exit: Sendable {
        /// The exit code, once reaped.
        let code = Mutex<Int32?>(nil)
        /// Signalled once it is reaped.
        let reaped = DispatchSemaphore(value: 0)
    }

    /// Starts `executable` with `arguments` and exactly `environment`; `nil` descriptors are
    /// `/dev/null`. The descriptors given are the caller's to close.
    public init(
        _ executable: String, _ arguments: [String], environment: [String: String], directory: URL? = nil,
        standardOutput: Int32? = nil, standardError: Int32? = nil, group: Group = .shared
    ) throws {
        let owner = fontscale_child_new_owner()
        self.owner = owner
        var leader: pid_t = -1
        var lifeline: Int32?
        if group == .own {
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else { throw ChildProcessError(executable: executable, error: errno) }
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            var guardPID: pid_t = 0
            let status = fontscale_child_spawn_guard(owner, ends[0], &guardPID)
            close(ends[0])
            guard status == 0 else {
                close(ends[1])
                throw ChildProcessError(executable: executable, error: status)
            }
            leader = guardPID
            lifeline = ends[1]
        }
        self.lifeline = lifeline
        // The child's parent-death signal fires when the thread that started it ends: a thread
        // of its own starts it and then waits for it.
        let started = Mutex<Result<pid_t, ChildProcessError>?>(nil)
        let ready = DispatchSemaphore(value: 0)
        let groupLeader = leader
        let (output, errors, killGroup) = (standardOutput ?? -1, standardError ?? -1, group == .own ? 1 : 0)
        let exit = exit
        let thread = Thread {
            var options = fontscale_child_options(
                standard_input: -1, standard_output: output, standard_error: errors, process_group: groupLeader,
                kill_group: Int32(killGroup), directory: nil)
            var pid: pid_t = 0
            let status = withCStrings([executable] + arguments) { argv in
                withCStrings(environment.map { "\($0.key)=\($0.value)" }) { envp in
                    if let directory {
                        return directory.path.withCString { path in
                            options.directory = path
                            return fontscale_child_spawn(owner, executable, argv, envp, &options, &pid)
                        }
                    }
                    return fontscale_child_spawn(owner, executable, argv, envp, &options, &pid)
                }
            }
            started.withLock {
                $0 = status == 0 ? .success(pid) : .failure(ChildProcessError(executable: executable, error: status))
            }
            ready.signal()
            guard status == 0 else { return }
            var waitStatus: Int32 = 0
            let reaped = fontscale_child_wait(pid, &waitStatus)
            // Not listed any more: its owner killed and reaped it.
            exit.code.withLock { $0 = reaped == 1 ? Self.exitCode(waitStatus) : 128 + SIGKILL }
            exit.reaped.signal()
        }
        thread.name = "ChildProcess \(URL(fileURLWithPath: executable).lastPathComponent)"
        thread.start()
        ready.wait()
        switch started.withLock({ $0 })! {
        case .success(let pid): self.pid = pid
        case .failure(let error):
            fontscale_child_end_owner(owner)
            if let lifeline { close(lifeline) }
            throw error
        }
    }

    deinit {
        kill()
        if let lifeline { close(lifeline) }
    }

    /// Whether the child still runs.
    public var isRunning: Bool { exit.code.withLock { $0 == nil } }

    /// The exit code, or 128 + the signal that ended it; `nil` while it runs.
    public var exitCode: Int32? { exit.code.withLock { $0 } }

    /// Kills the child (with its group, if it has one) and reaps it; waits for that.
    public func kill() {
        fontscale_child_end_owner(owner)
        exit.reaped.wait()
        exit.reaped.signal()
    }

    /// Sends `signal` to the child alone, if it still runs.
    public func send(_ signal: Int32) {
        // Sent under the lock that reaping takes: a pid is not signalled once reaped (and reused).
        _ = fontscale_child_signal(pid, signal)
    }

    /// Waits at most `seconds` for the child to exit, then kills it; its exit code.
    @discardableResult
    public func waitForExit(within seconds: Double = 120) -> Int32 {
        if exit.reaped.wait(timeout: .now() + seconds) == .success {
            exit.reaped.signal()
        } else {
            kill()
        }
        return exitCode ?? 128 + SIGKILL
    }

    /// The exit code from a `waitpid` status, or 128 + the signal that ended it.
    static func exitCode(_ status: Int32) -> Int32 {
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }
}

/// A child process that could not be started.
public struct ChildProcessError: Error, CustomStringConvertible {
    /// The program.
    public let executable: String
    /// The `errno` value.
    public let error: Int32
    /// A one-line explanation.
    public var description: String { "\(executable) could not start: \(String(cString: strerror(error)))" }
}

/// Calls `body` with a NULL-terminated array of C strings that lives for the call.
private func withCStrings<Result>(
    _ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Result
) -> Result {
    let pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) } + [nil]
    defer { for pointer in pointers { free(pointer) } }
    return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
}
