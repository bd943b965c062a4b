import Dispatch
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// SIGINT, SIGTERM, SIGHUP and SIGQUIT caught while a command runs: each is handed to a handler
/// on a dispatch queue (never inside a signal handler), so the command can end the processes it
/// started before it goes, as a signal's default action would not.
final class InterruptSignals {
    /// The signals caught.
    static let numbers = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// The first signal that arrived, set on the handlers' queue.
    private final class Record: Sendable {
        let first = Mutex<Int32?>(nil)
    }

    private var sources: [any DispatchSourceSignal]
    private let record = Record()

    /// Catches the signals until ``cancel()``; `handler` gets each one's number.
    ///
    /// The signals keep their default action until each source is registered: libdispatch on
    /// Linux registers a source by installing a handler of its own, later, on its manager thread.
    /// Ignoring them first (`SIG_IGN`, as Apple's kqueue-based sources need) would drop a signal
    /// that came in between, and a command stopped at once would keep running; with the default
    /// action it ends by that signal instead.
    init(queue: DispatchQueue = .global(), _ handler: @escaping @Sendable (Int32) -> Void) {
        let record = record
        sources = Self.numbers.map { number -> any DispatchSourceSignal in
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                record.first.withLock { $0 = $0 ?? number }
                handler(number)
            }
            source.resume()
            return source
        }
    }

    deinit {
        cancel()
    }

    /// The first signal that arrived, if any.
    var received: Int32? { record.first.withLock { $0 } }

    /// Stops catching: each signal has its default action again.
    func cancel() {
        guard !sources.isEmpty else { return }
        for source in sources { source.cancel() }
        sources = []
        for number in Self.numbers { signal(number, SIG_DFL) }
    }

    /// Ends the process by `number` with its default action, as if it had never been caught, so
    /// the parent sees the signal that ended it.
    ///
    /// The corresponding C functions are `signal`, `pthread_sigmask` and `raise`.
    static func endProcess(by number: Int32) -> Never {
        signal(number, SIG_DFL)
        // A dispatch thread blocks most signals; this one must not, for `raise` to act at once.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, number)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        raise(number)
        _exit(128 + number)
    }
}
