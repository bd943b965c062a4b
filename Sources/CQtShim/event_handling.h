#ifndef FONTSCALE_CQTSHIM_EVENT_HANDLING_H
#define FONTSCALE_CQTSHIM_EVENT_HANDLING_H

// Spans in which Qt may call back into the app: its event handling, and the calls that emit a
// widget's signals (a click, a slider's new value). QtApplication.shutDown() called inside one is
// deferred to the end of the outermost, so Qt is never deleted under the frames running it.

namespace fsqt {

class EventHandlingScope {
public:
    /// Enters a span; `flushesDeferredDeletions`: the outermost span then runs deleteLater's
    /// deletions as it ends (outside exec() Qt does not run them by itself).
    explicit EventHandlingScope(bool flushesDeferredDeletions = false);
    /// Leaves it; the outermost runs a deferred shutdown.
    ~EventHandlingScope();
    EventHandlingScope(const EventHandlingScope &) = delete;
    EventHandlingScope &operator=(const EventHandlingScope &) = delete;

    /// Whether a span is open on the main thread now.
    static bool isOpen();

private:
    bool flushes;
};

}  // namespace fsqt

#endif
