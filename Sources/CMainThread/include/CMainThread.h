#ifndef FONTSCALE_CMAINTHREAD_H
#define FONTSCALE_CMAINTHREAD_H

// The main actor kept on the process's main thread, where GTK and Qt must run.
//
// On Linux, a Swift program whose `main` is async (top-level code that awaits, `@main` with
// `static func main() async`, the Swift Testing runner) ends its main thread's own work in
// `dispatch_main()`, which exits the main thread and lets libdispatch's workers run the main
// queue, and with it every `@MainActor` job: after the first `await`, main-actor code runs on a
// thread that is not the one that made the toolkit's application. Loading this library replaces
// that last step (the Swift runtime's `swift_task_asyncMainDrainQueue_hook`, set by a constructor
// unless something else set it first) with a loop that stays on the main thread: it waits for
// the main queue's work (or, once a toolkit adopted the loop, for the toolkit's events too) and
// runs it there, as CoreFoundation's run loop does on Darwin.
//
// Every function here is for the main thread unless it says otherwise.

#include <stdbool.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Waits until the toolkit has events or `descriptor` (the main queue's) is readable, dispatching
/// the toolkit's events; returns without running the main queue's work.
typedef void (*fontscale_main_loop_wait)(int descriptor);


/// Whether the caller runs on the process's main thread. Any thread.
bool fontscale_main_thread_is_current(void);

/// Whether this library's loop runs the main queue of the process's async `main`: false in a
/// synchronous `main`, and where another drain hook won. Any thread.
bool fontscale_main_loop_is_running(void);

/// Stops the process with a message naming the thread rule when the caller is not on the main
/// thread: `toolkit` (such as "GTK") was called, through `call`, from another thread. Any thread.
void fontscale_main_thread_require(const char *toolkit, const char *call);

/// The descriptor libdispatch signals when the main queue has work, or -1.
int fontscale_main_queue_descriptor(void);

/// Clears the descriptor's signal, then runs the main queue's work unless a drain is already
/// running (a job that turned a toolkit's loop, whose watch would drain again): then it returns at
/// once, and the outer drain runs the later jobs after the current one, in order.
void fontscale_main_queue_drain(void);

/// Whether a drain is running now.
bool fontscale_main_queue_is_draining(void);

/// Has the loop wait through `wait` (the toolkit's loop) from now on, so the toolkit's events are
/// handled while the main actor has nothing to do. The wait adopted before it comes back when it
/// is released (GTK's, when Qt started and ended in the same process). With `parksAtExit`, an
/// `exit` on another thread first parks the main thread outside the toolkit's wait, so that the
/// display server is not ended under it (GTK); a toolkit whose own exit teardown runs before
/// that handler (Qt's statics) is left waiting instead.
void fontscale_main_loop_adopt(fontscale_main_loop_wait wait, bool parksAtExit);

/// Stops waiting through `wait` (the toolkit ended).
void fontscale_main_loop_release(fontscale_main_loop_wait wait);

#ifdef __cplusplus
}
#endif

#endif
