// The main thread's wait in Qt's loop while the main actor has nothing to do (see CMainThread.h).

#include "CQtShim.h"

#if __has_include(<QtWidgets/QApplication>)

#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-literal-operator"
#include <QtCore/QCoreApplication>
#include <QtCore/QSocketNotifier>
#pragma clang diagnostic pop

#include <cerrno>
#include <optional>

#include <poll.h>
#include <unistd.h>

void fsqt_main_loop_wait(int descriptor) {
    if (QCoreApplication::instance() == nullptr) {
        pollfd watched{descriptor, POLLIN, 0};
        while (poll(&watched, 1, descriptor < 0 ? 16 : -1) < 0 && errno == EINTR) {
        }
        return;
    }
    // The main queue's signal only wakes the wait: its work runs after Qt's events, outside them,
    // so a job never runs nested in Qt's event handling (and may end the QApplication).
    std::optional<QSocketNotifier> wake;
    if (descriptor >= 0) {
        wake.emplace(descriptor, QSocketNotifier::Read);
        QObject::connect(&*wake, &QSocketNotifier::activated, [&wake] { wake->setEnabled(false); });
    }
    fsqt_process_events(descriptor >= 0);
    // No descriptor to wait on: look again in a frame's time.
    if (descriptor < 0) usleep(16000);
}

#endif
