// Callgrind's client requests as functions Swift can call: the macros are inline assembly that
// does nothing outside valgrind.
#include <valgrind/callgrind.h>

/// Turns callgrind's counting on or off (run with --collect-atstart=no, so it starts off).
static inline void callgrind_toggle_collect(void) { CALLGRIND_TOGGLE_COLLECT; }

/// Whether the process runs under valgrind.
static inline unsigned callgrind_running_on_valgrind(void) { return RUNNING_ON_VALGRIND; }
