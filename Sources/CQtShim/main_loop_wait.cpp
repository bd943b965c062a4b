// The main thread's wait in Qt's loop while the main actor has nothing to do (see CMainThread.h).

#include "CQtShim.h"

#if __has_include(<QtWidgets/QApplication>)

#include "event_handling.h"

#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-literal-operator"
#include <QtCore/QCoreApplication>
#include <QtCore/QSocketNotifier>
#pragma clang diagnostic pop

#include <cerrno>

#include <poll.h>

void fsqt_main_loop_wait(int descriptor) {
    if (!fsqt_application_exists()) {
        pollfd watched{descriptor, POLLIN, 0};
        while (poll(&watched, 1, -1) < 0 && errno == EINTR) {
        }
        return;
    }
    // Open first, so that a shutdown asked for inside runs after the notifier below is gone.
    fsqt::EventHandlingScope scope(true);
    {
        // The main queue's signal only wakes the wait: its work runs after Qt's events, outside
        // them, so a job never runs nested in Qt's event handling.
        QSocketNotifier wake(descriptor, QSocketNotifier::Read);
        QObject::connect(&wake, &QSocketNotifier::activated, [&wake] { wake.setEnabled(false); });
        QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
    }
}

#endif
