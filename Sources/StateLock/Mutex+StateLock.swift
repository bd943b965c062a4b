import Synchronization

extension Mutex where Value: ~Copyable {
    /// `withLock`, in a stack frame of its own.
    ///
    /// Thread Sanitizer on Linux does not see `Mutex` (it locks with raw futex calls) and reports
    /// the state it guards as racing; `withLock` is inlined, so no frame names the lock. This one
    /// does, and `Sanitizers/tsan.supp` suppresses exactly the races under it. Every lock in
    /// SystemFonts and DesktopSettings goes through it; `package`, so it is shared by them and
    /// by no one outside.
    @inline(never)
    package borrowing func withStateLock<Result: ~Copyable, E: Error>(
        _ body: (inout sending Value) throws(E) -> sending Result
    ) throws(E) -> sending Result {
        try withLock(body)
    }
}
