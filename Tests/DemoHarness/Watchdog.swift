import Dispatch
import Foundation
import Synchronization

/// Ends the process when a benchmark makes no progress for a while: a change that never arrives
/// would otherwise leave the loop waiting for ever, and the toolkit's loop cannot be woken for a
/// deadline without disturbing what is timed.
final class Watchdog: @unchecked Sendable {
    // The timer is only set up in init and cancelled, which a dispatch source allows from any thread.
    private let lastProgress = Atomic<UInt64>(DispatchTime.now().uptimeNanoseconds)
    /// What the benchmark waits for now, for the message when it never comes.
    private let waitingFor = Mutex("")
    private let timer: any DispatchSourceTimer

    init(seconds: Int) {
        timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + .seconds(1), repeating: .seconds(1))
        timer.setEventHandler { [weak self] in self?.check(seconds: seconds) }
        timer.resume()
    }

    /// Ends the process if nothing moved on for `seconds`.
    private func check(seconds: Int) {
        let idle = DispatchTime.now().uptimeNanoseconds - lastProgress.load(ordering: .relaxed)
        guard idle > UInt64(seconds) * 1_000_000_000 else { return }
        let waiting = waitingFor.withLock { $0 }
        FileHandle.standardError.write(
            Data("frame benchmark: no progress for \(seconds) s, waiting for \(waiting); stopping\n".utf8))
        exit(70)
    }

    /// Notes that the benchmark moved on, and what it waits for next.
    func progress(waitingFor next: String) {
        waitingFor.withLock { $0 = next }
        lastProgress.store(DispatchTime.now().uptimeNanoseconds, ordering: .relaxed)
    }

    func cancel() { timer.cancel() }
}
