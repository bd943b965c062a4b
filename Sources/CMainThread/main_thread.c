#define _GNU_SOURCE
#include "CMainThread.h"

#include <errno.h>
#include <poll.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

// libdispatch's hooks for a run loop that services the main queue (what CoreFoundation's run
// loop uses on Linux).
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

// The Swift runtime's hook for the last step of an async `main` (swift/Runtime/Concurrency.h).
typedef void(__attribute__((swiftcall)) * fontscale_drain_original)(void);
typedef void(__attribute__((swiftcall)) * fontscale_drain_override)(fontscale_drain_original);
extern void(__attribute__((swiftcall)) * swift_task_asyncMainDrainQueue_hook)(
    fontscale_drain_original original, fontscale_drain_override compatOverride);

// Written on the main thread only (the constructor runs there, before main).
static pthread_t mainThread;
static bool installed;
static bool draining;
static fontscale_main_loop_wait adopted;

bool fontscale_main_thread_is_current(void) { return pthread_equal(pthread_self(), mainThread) != 0; }

bool fontscale_main_loop_is_installed(void) { return installed; }

void fontscale_main_thread_require(const char *toolkit, const char *call) {
    if (fontscale_main_thread_is_current()) return;
    fprintf(stderr,
            "FontScale: %s was called (%s) on a thread that is not the process's main thread. %s runs on the "
            "main thread only, where FontScale keeps the main actor: call it from @MainActor code (top-level "
            "code, an async main, a @MainActor test), or from a synchronous main that runs the toolkit's loop "
            "with its main-actor bridge.\n",
            toolkit, call, toolkit);
    fflush(stderr);
    abort();
}

int fontscale_main_queue_descriptor(void) { return _dispatch_get_main_queue_handle_4CF(); }

void fontscale_main_queue_drain(void) {
    if (draining) return;
    draining = true;
    int descriptor = _dispatch_get_main_queue_handle_4CF();
    if (descriptor >= 0) {
        // An eventfd: reading it re-arms it, as CoreFoundation does. Non-blocking.
        uint64_t counter;
        ssize_t ignored = read(descriptor, &counter, sizeof counter);
        (void)ignored;
    }
    _dispatch_main_queue_callback_4CF(NULL);
    draining = false;
}

bool fontscale_main_queue_is_draining(void) { return draining; }

void fontscale_main_loop_adopt(fontscale_main_loop_wait wait) { adopted = wait; }

void fontscale_main_loop_release(fontscale_main_loop_wait wait) {
    if (adopted == wait) adopted = NULL;
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
    (void)original;
    (void)compatOverride;
    int descriptor = _dispatch_get_main_queue_handle_4CF();
    for (;;) {
        // Work already queued runs before waiting (the async main's first job is).
        fontscale_main_queue_drain();
        if (adopted != NULL) {
            adopted(descriptor);
        } else if (descriptor >= 0) {
            waitForMainQueue(descriptor);
        } else {
            // No descriptor to wait on: look again in a frame's time.
            usleep(16000);
        }
    }
}

__attribute__((constructor)) static void installDrainHook(void) {
    mainThread = pthread_self();
    if (swift_task_asyncMainDrainQueue_hook != NULL) return;
    swift_task_asyncMainDrainQueue_hook = drainOnMainThread;
    installed = true;
}
