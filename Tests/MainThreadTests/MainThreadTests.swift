import CMainThread
import Dispatch
import Foundation
import Testing

/// The main actor on the process's main thread in an async main (this test runner's is one), where
/// GTK and Qt must run, and the one drain of the main queue that the main thread's loop and both
/// adapters' bridges share.
@Suite("The main actor on the main thread", .serialized)
@MainActor
struct MainThreadTests {
    @Test("the runner's async main waits in FontScale's loop on the main thread, not in dispatch_main")
    func loopIsRunning() {
        #expect(fontscale_main_loop_is_running())
    }

    @Test("a main-actor test runs on the process's main thread before and after awaiting other threads")
    func mainActorStaysOnMainThread() async throws {
        #expect(Thread.isMainThread)
        try await Task.sleep(for: .milliseconds(5))
        #expect(Thread.isMainThread)
        await withCheckedContinuation { resumed in DispatchQueue.global().async { resumed.resume() } }
        #expect(Thread.isMainThread)
        #expect(await Task.detached { await MainActor.run { Thread.isMainThread } }.value)
    }

    @Test("the check of the thread rule passes on the main thread and fails elsewhere")
    func threadCheck() async {
        #expect(fontscale_main_thread_is_current())
        let elsewhere = await Task.detached { fontscale_main_thread_is_current() }.value
        #expect(!elsewhere)
    }

    @Test("a drain asked for inside a drain clears the queue's signal and leaves the job for after the current one")
    func nestedDrainClearsTheSignal() async {
        #expect(fontscale_main_queue_is_draining(), "a main-actor job runs inside the main thread's drain")
        var ran = false
        DispatchQueue.main.async { ran = true }
        // What a toolkit's watch does when a job turns the toolkit's loop: were the signal left
        // set, the loop would wake at once, again and again, while this job runs.
        fontscale_main_queue_drain()
        var watched = pollfd(fd: fontscale_main_queue_descriptor(), events: Int16(POLLIN), revents: 0)
        #expect(poll(&watched, 1, 0) == 0, "the descriptor is still readable")
        #expect(!ran)
        await withCheckedContinuation { resumed in DispatchQueue.main.async { resumed.resume() } }
        #expect(ran)
    }
}
