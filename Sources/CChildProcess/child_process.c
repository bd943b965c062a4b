#define _GNU_SOURCE
#include "CChildProcess.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

// The live children. A fixed table: FontScale starts a few at a time (a `gsettings` read, a
// test's display server and bus); a full table refuses a new child (EAGAIN) rather than lose one.
#define FONTSCALE_CHILD_CAPACITY 256

typedef struct {
    pid_t pid;
    pid_t group;  // the group a kill signals, or 0 for the pid alone
    uint64_t owner;
} fontscale_child_entry;

static pthread_mutex_t table_lock = PTHREAD_MUTEX_INITIALIZER;
static fontscale_child_entry table[FONTSCALE_CHILD_CAPACITY];
static int table_count = 0;
static uint64_t last_owner = 0;
static pthread_once_t exit_hook_once = PTHREAD_ONCE_INIT;

static void end_all_at_exit(void) { fontscale_child_end_all(); }
static void register_exit_hook(void) { atexit(end_all_at_exit); }

uint64_t fontscale_child_new_owner(void) {
    pthread_mutex_lock(&table_lock);
    uint64_t owner = ++last_owner;
    pthread_mutex_unlock(&table_lock);
    return owner;
}

// Index of `pid` in the table, or -1. Called with the lock held.
static int find(pid_t pid) {
    for (int index = 0; index < table_count; index++) {
        if (table[index].pid == pid) return index;
    }
    return -1;
}

// Called with the lock held.
static void forget(int index) {
    table[index] = table[table_count - 1];
    table_count -= 1;
}

// Closes every descriptor from `first` up, but `keep`. Only system calls: this runs in a child
// forked from a threaded process.
static void close_descriptors_from(int first, int keep) {
    if (keep >= first) {
        if (keep > first && syscall(SYS_close_range, (unsigned)first, (unsigned)(keep - 1), 0) != 0) {
            for (int fd = first; fd < keep; fd++) close(fd);
        }
        first = keep + 1;
    }
    if (syscall(SYS_close_range, (unsigned)first, ~0U, 0) != 0) {
        struct rlimit limit;
        int last = getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur < 65536 ? (int)limit.rlim_cur : 65536;
        for (int fd = first; fd < last; fd++) close(fd);
    }
}

// Default actions for every signal, in the child.
static void reset_signal_actions(void) {
    struct sigaction action = {0};
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    for (int number = 1; number < NSIG; number++) sigaction(number, &action, NULL);
}

// Puts `fd` at `target` in the child, or /dev/null when `fd` is -1.
static int place(int fd, int target) {
    if (fd < 0) {
        fd = open("/dev/null", target == 0 ? O_RDONLY : O_WRONLY);
        if (fd < 0) return -1;
        if (fd == target) return 0;
        int placed = dup2(fd, target);
        close(fd);
        return placed < 0 ? -1 : 0;
    }
    if (fd == target) return fcntl(fd, F_SETFD, 0);
    return dup2(fd, target) < 0 ? -1 : 0;
}

static void report_and_exit(int report, int error) {
    while (write(report, &error, sizeof error) < 0 && errno == EINTR) {
    }
    _exit(127);
}

// Forks with every signal blocked, so no handler of this process runs in the child before its
// actions are reset; the parent's mask is restored after. Called with the lock held.
static pid_t fork_blocked(sigset_t *previous) {
    sigset_t all;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, previous);
    pid_t pid = fork();
    if (pid != 0) pthread_sigmask(SIG_SETMASK, previous, NULL);
    return pid;
}

int fontscale_child_spawn(
    uint64_t owner, const char *path, char *const argv[], char *const envp[],
    const fontscale_child_options *options, pid_t *pid) {
    pthread_once(&exit_hook_once, register_exit_hook);
    int report[2];
    if (pipe2(report, O_CLOEXEC) != 0) return errno;
    pid_t parent = getpid();
    pthread_mutex_lock(&table_lock);
    if (table_count == FONTSCALE_CHILD_CAPACITY) {
        pthread_mutex_unlock(&table_lock);
        close(report[0]);
        close(report[1]);
        return EAGAIN;
    }
    sigset_t previous;
    pid_t child = fork_blocked(&previous);
    if (child == 0) {
        // The child: system calls only, until exec.
        if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) report_and_exit(report[1], errno);
        // The parent may have ended before the death signal was armed.
        if (getppid() != parent) _exit(127);
        if (options->process_group >= 0 && setpgid(0, options->process_group) != 0) {
            report_and_exit(report[1], errno);
        }
        if (options->directory && chdir(options->directory) != 0) report_and_exit(report[1], errno);
        if (place(options->standard_input, 0) != 0 || place(options->standard_output, 1) != 0
            || place(options->standard_error, 2) != 0) {
            report_and_exit(report[1], errno);
        }
        close_descriptors_from(3, report[1]);
        reset_signal_actions();
        sigset_t none;
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, NULL);
        execve(path, argv, envp);
        report_and_exit(report[1], errno);
    }
    if (child < 0) {
        int error = errno;
        pthread_mutex_unlock(&table_lock);
        close(report[0]);
        close(report[1]);
        return error;
    }
    pid_t group = 0;
    if (options->kill_group && options->process_group >= 0) {
        group = options->process_group == 0 ? child : options->process_group;
    }
    table[table_count++] = (fontscale_child_entry){.pid = child, .group = group, .owner = owner};
    pthread_mutex_unlock(&table_lock);

    close(report[1]);
    int error = 0;
    ssize_t count;
    while ((count = read(report[0], &error, sizeof error)) < 0 && errno == EINTR) {
    }
    close(report[0]);
    if (count > 0) {
        // It never ran the program: reap it now.
        fontscale_child_kill(child);
        return error ? error : ECHILD;
    }
    *pid = child;
    return 0;
}

int fontscale_child_spawn_guard(uint64_t owner, int lifeline, pid_t *pid) {
    pthread_once(&exit_hook_once, register_exit_hook);
    pthread_mutex_lock(&table_lock);
    if (table_count == FONTSCALE_CHILD_CAPACITY) {
        pthread_mutex_unlock(&table_lock);
        return EAGAIN;
    }
    sigset_t previous;
    pid_t child = fork_blocked(&previous);
    if (child == 0) {
        // A copy of this process that never execs: system calls only.
        setpgid(0, 0);
        close_descriptors_from(0, lifeline);
        reset_signal_actions();
        // Terminal signals and a polite SIGTERM leave it; only its lifeline ends it (or SIGKILL).
        struct sigaction ignore = {0};
        ignore.sa_handler = SIG_IGN;
        sigaction(SIGINT, &ignore, NULL);
        sigaction(SIGTERM, &ignore, NULL);
        sigaction(SIGHUP, &ignore, NULL);
        sigaction(SIGQUIT, &ignore, NULL);
        sigaction(SIGPIPE, &ignore, NULL);
        sigset_t none;
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, NULL);
        char byte;
        for (;;) {
            ssize_t count = read(lifeline, &byte, 1);
            if (count == 0 || (count < 0 && errno != EINTR)) break;
        }
        kill(0, SIGKILL);
        _exit(0);
    }
    if (child < 0) {
        int error = errno;
        pthread_mutex_unlock(&table_lock);
        return error;
    }
    // Also here, so a child joining the group cannot race the guard's own setpgid.
    setpgid(child, child);
    table[table_count++] = (fontscale_child_entry){.pid = child, .group = child, .owner = owner};
    pthread_mutex_unlock(&table_lock);
    *pid = child;
    return 0;
}

int fontscale_child_reap(pid_t pid, int *status) {
    pthread_mutex_lock(&table_lock);
    int index = find(pid);
    int result = -1;
    if (index >= 0) {
        pid_t reaped;
        while ((reaped = waitpid(pid, status, WNOHANG)) < 0 && errno == EINTR) {
        }
        if (reaped == pid || reaped < 0) {
            if (reaped < 0) *status = 0;
            forget(index);
            result = 1;
        } else {
            result = 0;
        }
    }
    pthread_mutex_unlock(&table_lock);
    return result;
}

int fontscale_child_wait(pid_t pid, int *status) {
    // Waits without reaping, so the pid stays this child's until it is reaped under the lock.
    siginfo_t info;
    while (waitid(P_PID, (id_t)pid, &info, WEXITED | WNOWAIT) != 0) {
        if (errno != EINTR) return -1;
    }
    return fontscale_child_reap(pid, status);
}

// Signals and reaps the entry at `index`, and forgets it. Called with the lock held.
static void end_entry(int index) {
    fontscale_child_entry entry = table[index];
    if (entry.group > 0) kill(-entry.group, SIGKILL);
    kill(entry.pid, SIGKILL);
    int status;
    while (waitpid(entry.pid, &status, 0) < 0 && errno == EINTR) {
    }
    forget(index);
}

void fontscale_child_kill(pid_t pid) {
    pthread_mutex_lock(&table_lock);
    int index = find(pid);
    if (index >= 0) end_entry(index);
    pthread_mutex_unlock(&table_lock);
}

int fontscale_child_signal(pid_t pid, int signal) {
    pthread_mutex_lock(&table_lock);
    int result = find(pid) >= 0 ? kill(pid, signal) : -1;
    pthread_mutex_unlock(&table_lock);
    return result;
}

void fontscale_child_end_owner(uint64_t owner) {
    pthread_mutex_lock(&table_lock);
    // Signals every one first, then reaps, so they end together.
    for (int index = 0; index < table_count; index++) {
        if (table[index].owner != owner) continue;
        if (table[index].group > 0) kill(-table[index].group, SIGKILL);
        kill(table[index].pid, SIGKILL);
    }
    for (int index = table_count - 1; index >= 0; index--) {
        if (table[index].owner == owner) end_entry(index);
    }
    pthread_mutex_unlock(&table_lock);
}

void fontscale_child_end_all(void) {
    pthread_mutex_lock(&table_lock);
    for (int index = 0; index < table_count; index++) {
        if (table[index].group > 0) kill(-table[index].group, SIGKILL);
        kill(table[index].pid, SIGKILL);
    }
    while (table_count > 0) end_entry(table_count - 1);
    pthread_mutex_unlock(&table_lock);
}

int fontscale_child_count(void) {
    pthread_mutex_lock(&table_lock);
    int count = table_count;
    pthread_mutex_unlock(&table_lock);
    return count;
}
