#define _GNU_SOURCE
#include "CMainThread.h"

#include <errno.h>
#include <poll.h>
#include <semaphore.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

// libdispatch's hooks for a run loop that services the main queue (what CoreFoundation's run
// loop uses on Linux).
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

// The Swift runtime's hook for the last step of an async `main` (swift/Runtime/Concurrency.h):
// called with the runtime's own implementation (which ends in `dispatch_main()`) and no override;
// the runtime aborts if the hook returns.
typedef void(__attribute__((swiftcall)) * fontscale_drain_original)(void);
typedef void(__attribute__((swiftcall)) * fontscale_drain_override)(fontscale_drain_original);
extern void(__attribute__((swiftcall)) * swift_task_asyncMainDrainQueue_hook)(
    fontscale_drain_original original, fontscale_drain_override compatOverride);

// Written on the main thread only.
static bool running;
static bool draining;
static fontscale_main_loop_wait adopted;
static bool adoptedParks;
// The wait adopted before the current one (GTK's, when Qt starts in the same process), which
// comes back when the current one is released.
static fontscale_main_loop_wait previous;
static bool previousParks;
// Set by a thread that calls `exit` while the main thread waits in a toolkit's loop; the main
// thread then parks (`parked` says so) instead of going back into the toolkit.
static atomic_bool exiting;
static sem_t parked;

bool fontscale_main_thread_is_current(void) {
    // The kernel gives the main thread the process's id. Cached per thread: the check guards
    // every widget call.
    static __thread int isMain = -1;
    if (isMain < 0) isMain = syscall(SYS_gettid) == getpid();
    return isMain;
}

bool fontscale_main_loop_is_running(void) { return running; }

void fontscale_main_thread_require(const char *toolkit, const char *call) {
    if (fontscale_main_thread_is_current()) return;
    fprintf(stderr,
            "FontScale: %s was called (%s) on a thread that is not the process's main thread. %s runs on the "
            "main thread only, where FontScale keeps the main actor: call it from @MainActor code (top-level "
            "code, an async main, a @MainActor test), or from a synchronous main that runs the toolkit's loop "
            "with its main-actor bridge.%s\n",
            toolkit, call, toolkit,
            running ? ""
                    : " FontScale's main-thread loop is not running in this process (a synchronous main that "
                      "called dispatchMain(), or another drain hook), so the main actor may run elsewhere.");
    fflush(stderr);
    abort();
}

int fontscale_main_queue_descriptor(void) { return _dispatch_get_main_queue_handle_4CF(); }

void fontscale_main_queue_drain(void) {
    // The signal is cleared even by a nested call that drains nothing: the toolkit's loop woke for
    // it and would wake again at once, spinning, while the job that turned the loop runs. The
    // outer drain signals again if work is left when it ends (libdispatch's wake-up).
    int descriptor = _dispatch_get_main_queue_handle_4CF();
    if (descriptor >= 0) {
        // An eventfd, non-blocking: reading it re-arms it, as CoreFoundation does.
        uint64_t counter;
        ssize_t ignored = read(descriptor, &counter, sizeof counter);
        (void)ignored;
    }
    if (draining) return;
    draining = true;
    _dispatch_main_queue_callback_4CF(NULL);
    draining = false;
}

bool fontscale_main_queue_is_draining(void) { return draining; }

/// Runs before the exit handlers registered before a toolkit started (the child-process table's,
/// which ends the display server, among them): when another thread calls `exit` (Swift Testing's
/// runner does, from a worker) while the main thread waits in a toolkit that parks, the main
/// thread is woken and parked outside the toolkit before anything is torn down under it, at most
/// a second. Otherwise GDK sees its display vanish while it waits, and ends the process with
/// status 1. Qt does not park: its statics, made lazily after this handler was registered, are
/// destroyed before it runs, and waking Qt then would run it over them.
static void parkMainThreadAtExit(void) {
    if (!running || !adoptedParks || fontscale_main_thread_is_current()) return;
    atomic_store(&exiting, true);
    uint64_t one = 1;
    ssize_t ignored = write(_dispatch_get_main_queue_handle_4CF(), &one, sizeof one);
    (void)ignored;
    struct timespec deadline;
    clock_gettime(CLOCK_REALTIME, &deadline);
    // A main-actor job may be running.
    deadline.tv_sec += 1;
    while (sem_timedwait(&parked, &deadline) < 0 && errno == EINTR) {
    }
}

void fontscale_main_loop_adopt(fontscale_main_loop_wait wait, bool parksAtExit) {
    static bool registered = false;
    if (!registered) {
        registered = true;
        sem_init(&parked, 0, 0);
        atexit(parkMainThreadAtExit);
    }
    if (adopted == wait) return;
    previous = adopted;
    previousParks = adoptedParks;
    adopted = wait;
    adoptedParks = parksAtExit;
}

void fontscale_main_loop_release(fontscale_main_loop_wait wait) {
    if (adopted == wait) {
        adopted = previous;
        adoptedParks = previousParks;
        previous = NULL;
        previousParks = false;
    } else if (previous == wait) {
        previous = NULL;
        previousParks = false;
    }
}

/// Waits for the main queue's descriptor alone.
static void waitForMainQueue(int descriptor) {
    struct pollfd watched = {.fd = descriptor, .events = POLLIN, .revents = 0};
    while (poll(&watched, 1, -1) < 0 && errno == EINTR) {
    }
}

/// The loop that replaces `dispatch_main()`: the main queue's jobs run here, on the main thread,
/// never nested inside a toolkit's event handling; the process ends when a job calls `exit`, as
/// the end of an async main does.
__attribute__((swiftcall)) static void drainOnMainThread(fontscale_drain_original original,
                                                          fontscale_drain_override compatOverride) {
    (void)compatOverride;
    int descriptor = _dispatch_get_main_queue_handle_4CF();
    // Without the descriptor there is nothing to wait on: the runtime's own way, dispatch_main().
    if (descriptor < 0 || !fontscale_main_thread_is_current()) original();
    running = true;
    for (;;) {
        // Work already queued runs before waiting (the async main's first job is).
        fontscale_main_queue_drain();
        if (adopted != NULL) {
            adopted(descriptor);
        } else {
            waitForMainQueue(descriptor);
        }
        if (atomic_load(&exiting)) {
            // Another thread is ending the process: leave the toolkit alone until it has.
            sem_post(&parked);
            for (;;) pause();
        }
    }
}

__attribute__((constructor)) static void installDrainHook(void) {
    if (swift_task_asyncMainDrainQueue_hook == NULL) swift_task_asyncMainDrainQueue_hook = drainOnMainThread;
}
