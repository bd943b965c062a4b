#if canImport(Glibc)
import Glibc
#endif

/// The process's signal mask, cleared at start.
///
/// A process inherits the signal mask of the thread that started it. A parent that spawns from a
/// Swift concurrency or dispatch thread hands over a mask that blocks SIGTERM, SIGQUIT and
/// others, and `fontscale watch` would then ignore them. Clearing it first, before any thread
/// exists, gives every thread of this process the default mask.
enum SignalMask {
    /// Unblocks every signal for the calling thread, and so for threads it starts later.
    ///
    /// The corresponding C functions are `sigemptyset` and `pthread_sigmask`.
    static func clear() {
        var none = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, nil)
    }
}
