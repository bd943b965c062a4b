#ifndef FONTSCALE_CCHILDPROCESS_H
#define FONTSCALE_CCHILDPROCESS_H

// Starting and ending child processes so that none outlives its owner or this process.
//
// Every child is started with fork and exec (posix_spawn cannot set a parent-death signal): with
// an empty signal mask and default signal actions, every descriptor but its three standard
// ones closed, and PR_SET_PDEATHSIG = SIGKILL, so the kernel kills it when the thread that
// started it ends (the whole process, or that thread: start it from a thread that lives as long
// as the child). Every live child is listed in one process-wide table with its owner's token;
// killing and reaping go through that table under one lock, so a pid is never signalled after
// it was reaped (and perhaps reused). An atexit hook, registered with the first child, kills and
// reaps the children still listed when the process exits normally.

#include <stdint.h>
#include <sys/types.h>

#ifdef __cplusplus
extern "C" {
#endif

/// How a child is started.
typedef struct fontscale_child_options {
    /// The descriptors the child gets as its standard input, output and error; -1 for /dev/null.
    int standard_input;
    int standard_output;
    int standard_error;
    /// -1: the child stays in this process's group. 0: it leads a new group. Above 0: it joins
    /// that group.
    pid_t process_group;
    /// When not 0, ending the child signals its whole process group (``process_group`` >= 0).
    int kill_group;
    /// The child's working directory, or NULL for this process's.
    const char *directory;
} fontscale_child_options;

/// Starts `path` with `argv` and `envp` (both NULL-terminated) for `owner`, a token other than 0
/// (`fontscale_child_new_owner`). Returns 0 and the child's pid, or an errno value (the exec's
/// own when the program could not be run).
int fontscale_child_spawn(
    uint64_t owner, const char *path, char *const argv[], char *const envp[],
    const fontscale_child_options *options, pid_t *pid);

/// Starts a guard for a new process group: a copy of this process that leads the group, waits
/// until every copy of `lifeline`'s write end is closed (this process ends, or its owner closes
/// it), then kills the whole group and exits. Children started with `process_group` = the
/// guard's pid join the group, so even their own children die with this process, however it
/// ends. Listed for `owner` like a child. Returns 0 and the guard's pid, or an errno value.
int fontscale_child_spawn_guard(uint64_t owner, int lifeline, pid_t *pid);

/// A new owner token, never 0 and never given out before.
uint64_t fontscale_child_new_owner(void);

/// Reaps `pid` if it has exited: returns 1 and its wait status, 0 when it still runs, or -1 when
/// it is not a listed child (already reaped, by a kill).
int fontscale_child_reap(pid_t pid, int *status);

/// Waits, without holding the table's lock, until `pid` exits, then reaps it: returns 1 and its
/// wait status, or -1 when it is not a listed child (already reaped, by a kill).
int fontscale_child_wait(pid_t pid, int *status);

/// Kills `pid` (SIGKILL; its group, if it was started so) and reaps it, if it is still listed.
void fontscale_child_kill(pid_t pid);

/// Sends `signal` to `pid` alone, if it is still listed; 0, or -1 when it is not.
int fontscale_child_signal(pid_t pid, int signal);

/// Kills and reaps every listed child of `owner`.
void fontscale_child_end_owner(uint64_t owner);

/// Kills and reaps every listed child, of every owner. Not async-signal-safe: call it from a
/// thread (a dispatch signal source), not from a signal handler.
void fontscale_child_end_all(void);

/// How many children are listed now (for tests).
int fontscale_child_count(void);

#ifdef __cplusplus
}
#endif

#endif
