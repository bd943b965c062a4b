import CChildProcess
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// The child processes one owner starts (a monitor, or one synchronous read): killed and reaped
/// when the owner ends them or is released, and refused once it has.
///
/// Each child is started by `CChildProcess`, which arms `PR_SET_PDEATHSIG` in it, so the kernel
/// kills it if this process dies any other way, and lists it in one table of live children that
/// an exit hook ends when the process exits normally. Starting one from a thread that does not
/// wait for it is a mistake: the death signal fires when the starting thread ends.
final class ChildProcesses: Sendable {
    /// This owner's token in the table of live children.
    private let owner = fontscale_child_new_owner()
    /// Whether ``end()`` was called: no child starts after it.
    private let isEnded = Mutex(false)

    deinit {
        end()
    }

    /// Starts `executable` with `arguments` and exactly `environment`, in a process group of its
    /// own, its standard input from `/dev/null` and its output and errors to the given
    /// descriptors; the child's pid, or why it did not start.
    ///
    /// The corresponding C function is `fontscale_child_spawn` (fork, `prctl`, exec).
    func spawn(
        _ executable: String, _ arguments: [String], environment: [String: String], output: Int32, errors: Int32
    ) -> Result<pid_t, SpawnError> {
        isEnded.withLock { isEnded in
            guard !isEnded else { return .failure(.ended) }
            // A group of its own, killed as a whole: a tool that starts helpers (a wrapper
            // script) takes them with it.
            var options = fontscale_child_options(
                standard_input: -1, standard_output: output, standard_error: errors, process_group: 0,
                kill_group: 1, directory: nil)
            var pid: pid_t = 0
            var status: Int32 = 0
            // ETXTBSY is transient: the executable was just written and another thread's child
            // still holds it open for a moment.
            for attempt in 0..<5 {
                status = withCStrings([executable] + arguments) { argv in
                    withCStrings(environment.map { "\($0.key)=\($0.value)" }) { envp in
                        fontscale_child_spawn(owner, executable, argv, envp, &options, &pid)
                    }
                }
                guard status == ETXTBSY, attempt < 4 else { break }
                usleep(20_000)
            }
            return status == 0 ? .success(pid) : .failure(.system(status))
        }
    }

    /// Why a child did not start.
    enum SpawnError: Error, Equatable {
        /// The owner ended its children first.
        case ended
        /// The system refused, with this `errno` value.
        case system(Int32)

        /// A short explanation.
        var reason: String {
            switch self {
            case .ended: "its owner was released"
            case .system(let error): String(cString: strerror(error))
            }
        }
    }

    /// What became of a child so far.
    enum State: Equatable {
        /// It runs.
        case running
        /// It exited with this `waitpid` status, and was reaped.
        case exited(Int32)
        /// Its owner killed and reaped it.
        case ended
    }

    /// Reaps `pid` if it has exited, without waiting.
    ///
    /// The corresponding C function is `fontscale_child_reap` (`waitpid` with `WNOHANG`).
    func poll(_ pid: pid_t) -> State {
        var status: Int32 = 0
        switch fontscale_child_reap(pid, &status) {
        case 1: return .exited(status)
        case 0: return .running
        default: return .ended
        }
    }

    /// Kills `pid` (and its group) with SIGKILL and reaps it, if it has not been reaped.
    ///
    /// The corresponding C function is `fontscale_child_kill` (`kill` and `waitpid`).
    func kill(_ pid: pid_t) {
        fontscale_child_kill(pid)
    }

    /// Kills and reaps every child still running, and refuses new ones.
    ///
    /// The corresponding C function is `fontscale_child_end_owner` (`kill` and `waitpid`).
    func end() {
        // Set under the lock that a start holds, so a child either started before (and is
        // killed here) or never starts.
        isEnded.withLock { $0 = true }
        fontscale_child_end_owner(owner)
    }

    /// Calls `body` with a NULL-terminated array of C strings that lives for the call.
    private func withCStrings<Result>(
        _ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> Result
    ) -> Result {
        // Copies owned here and freed after `body`: the child has exec'd (or failed to) when the
        // start returns.
        let pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) } + [nil]
        defer { for pointer in pointers { free(pointer) } }
        return pointers.withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}
