// The C API's application and loop: whether a platform can start, the process's one QApplication
// made and shut down (deferred while Qt is running the app's code, see event_handling.h), and the
// loop turned, posted to and watched from Swift.

#include "CQtShim.h"

// Without the package trait Qt, CQt6 gives no include path and this file compiles to nothing.
#if __has_include(<QtWidgets/QApplication>)

#include "CMainThread.h"
#include "callback.h"
#include "event_handling.h"
#include "handles.h"

// Qt 6.4's headers declare literal operators in a spelling newer compilers deprecate.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-literal-operator"
#include <QtCore/QCoreApplication>
#include <QtCore/QDir>
#include <QtCore/QFile>
#include <QtCore/QLibraryInfo>
#include <QtCore/QMetaObject>
#include <QtCore/QPointer>
#include <QtCore/QSocketNotifier>
#include <QtCore/QTimer>
#include <QtGui/QGuiApplication>
#include <QtWidgets/QApplication>
#include <QtWidgets/QWidget>
#pragma clang diagnostic pop

#include <cstring>

#include <dlfcn.h>
#include <sys/syscall.h>
#include <unistd.h>

using namespace fsqt;

namespace {

/// The arguments QApplication keeps a reference to for its whole life.
int applicationArgc = 1;
char applicationName[] = "fontscale";
char platformOption[] = "-platform";
/// Room for Qt's `-platform NAME` (fsqt_application_ensure_on_platform_for_testing).
char platformName[64] = "";
char *applicationArgv[] = {applicationName, nullptr, nullptr, nullptr};
/// Whether fsqt_application_shutdown deleted the process's QApplication: no other is made.
bool applicationShutDown = false;

/// Whether every one of Qt's Wayland event threads is blocked in `poll`, read from `/proc`: the
/// kernel names the system call each of the process's threads is in.
bool waylandEventThreadsArePolling() {
    const QStringList tasks = QDir(QStringLiteral("/proc/self/task")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &task : tasks) {
        QFile comm(QStringLiteral("/proc/self/task/%1/comm").arg(task));
        if (!comm.open(QIODevice::ReadOnly) || !comm.readAll().startsWith("WaylandEventThr")) continue;
        QFile syscallFile(QStringLiteral("/proc/self/task/%1/syscall").arg(task));
        if (!syscallFile.open(QIODevice::ReadOnly)) return false;
        const long number = syscallFile.readAll().split(' ').value(0).toLong();
        bool polling = false;
#ifdef SYS_poll
        polling = polling || number == SYS_poll;
#endif
#ifdef SYS_ppoll
        polling = polling || number == SYS_ppoll;
#endif
        if (!polling) return false;
    }
    return true;
}

/// Lets Qt's Wayland client reach a quiet state before its display is torn down.
///
/// Qt's Wayland client (6.4 to at least 6.8) can deadlock in `~QWaylandDisplay`: when the main
/// thread has just prepared a read for the event thread (`wl_display_prepare_read`) and `stop()`
/// sets the thread's quit flag before it wakes, the thread leaves without `wl_display_cancel_read`,
/// and the frame-queue thread then waits in `wl_display_read_events` for that reader forever, with
/// the main thread joining it. Deleting the windows makes the compositor answer, which is what
/// wakes the event thread at exactly that moment; under load the window is wide. So: a round trip
/// takes in every answer, and the main thread dispatches until each event thread is back in
/// `poll`, where `stop()` wakes it through its pipe and it cancels its read. Bounded, so a thread
/// that never polls costs a second, not a hang of our own.
void settleWaylandDisplay() {
    if (QGuiApplication::platformName() != QStringLiteral("wayland")) return;
    QGuiApplication::sync();
    for (int attempt = 0; attempt < 1000; ++attempt) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents(QEventLoop::AllEvents);
        if (waylandEventThreadsArePolling()) return;
        usleep(1000);
    }
}

/// How many event-handling spans are open (fsqt::EventHandlingScope).
int processingDepth = 0;
/// Whether fsqt_application_shutdown was called inside a span, and waits for the outermost to end.
bool shutDownPending = false;

/// Deletes the top-level widgets, then the QApplication.
void shutDownNow() {
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    // topLevelWidgets() also lists windows with a parent (menus, popups, an app's dialogs), which
    // deleting their parent deletes: guard each, and delete only the parentless ones still alive.
    QList<QPointer<QWidget>> windows;
    for (QWidget *window : QApplication::topLevelWidgets()) windows.append(QPointer<QWidget>(window));
    for (const QPointer<QWidget> &window : windows) {
        if (!window.isNull() && window->parentWidget() == nullptr) delete window.data();
    }
    settleWaylandDisplay();
    delete QCoreApplication::instance();
    applicationShutDown = true;
}


}  // namespace

fsqt::EventHandlingScope::EventHandlingScope(bool flushesDeferredDeletions) {
    processingDepth += 1;
    flushes = flushesDeferredDeletions;
}

fsqt::EventHandlingScope::~EventHandlingScope() {
    // Only at the outermost span: deeper, a widget deleted later may still be emitting the signal
    // that led here.
    if (processingDepth == 1 && flushes && !shutDownPending && QCoreApplication::instance() != nullptr) {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }
    processingDepth -= 1;
    if (processingDepth == 0 && shutDownPending) {
        shutDownPending = false;
        shutDownNow();
    }
}

bool fsqt::EventHandlingScope::isOpen() { return processingDepth > 0; }

extern "C" {


bool fsqt_has_platform_plugin(const char *name) {
    if (name == nullptr || *name == '\0') return false;
    QDir platforms(QLibraryInfo::path(QLibraryInfo::PluginsPath) + QLatin1String("/platforms"));
    QString pattern = QLatin1String("libq") + string(name) + QLatin1String("*.so");
    return !platforms.entryList({pattern}, QDir::Files).isEmpty();
}

bool fsqt_display_answers(const char *platform, const char *name) {
    if (platform == nullptr || name == nullptr || *name == '\0') return false;
    // Through the libraries the plugins link, loaded here so the layer needs no headers of theirs;
    // each connection is closed before Qt opens its own.
    if (std::strcmp(platform, "xcb") == 0) {
        void *library = dlopen("libxcb.so.1", RTLD_NOW | RTLD_LOCAL);
        if (library == nullptr) return false;
        using Connect = void *(*)(const char *, int *);
        using HasError = int (*)(void *);
        using Disconnect = void (*)(void *);
        auto connect = reinterpret_cast<Connect>(dlsym(library, "xcb_connect"));
        auto hasError = reinterpret_cast<HasError>(dlsym(library, "xcb_connection_has_error"));
        auto disconnect = reinterpret_cast<Disconnect>(dlsym(library, "xcb_disconnect"));
        bool answers = false;
        if (connect != nullptr && hasError != nullptr && disconnect != nullptr) {
            // xcb_connect never returns NULL: a failed connection is an error object to free.
            void *connection = connect(name, nullptr);
            answers = connection != nullptr && hasError(connection) == 0;
            if (connection != nullptr) disconnect(connection);
        }
        dlclose(library);
        return answers;
    }
    if (std::strcmp(platform, "wayland") == 0) {
        void *library = dlopen("libwayland-client.so.0", RTLD_NOW | RTLD_LOCAL);
        if (library == nullptr) return false;
        using Connect = void *(*)(const char *);
        using Disconnect = void (*)(void *);
        auto connect = reinterpret_cast<Connect>(dlsym(library, "wl_display_connect"));
        auto disconnect = reinterpret_cast<Disconnect>(dlsym(library, "wl_display_disconnect"));
        bool answers = false;
        if (connect != nullptr && disconnect != nullptr) {
            void *display = connect(name);
            answers = display != nullptr;
            if (display != nullptr) disconnect(display);
        }
        dlclose(library);
        return answers;
    }
    return false;
}

bool fsqt_application_ensure(void) {
    // One QApplication per process, as in a C++ main: none after the one shut down.
    if (QCoreApplication::instance() == nullptr && !applicationShutDown) {
        fontscale_main_thread_require("Qt", "fsqt_application_ensure");
        new QApplication(applicationArgc, applicationArgv);
        // While the main actor waits, the main thread waits in Qt's loop: Qt's events are handled.
        // Not parked at another thread's exit: call QtApplication.shutDown() before the end.
        fontscale_main_loop_adopt(fsqt_main_loop_wait, false);
    }
    return fsqt_application_exists();
}

bool fsqt_application_ensure_on_platform_for_testing(const char *platform) {
    if (QCoreApplication::instance() == nullptr && !applicationShutDown && std::strlen(platform) < sizeof platformName) {
        std::strcpy(platformName, platform);
        applicationArgv[1] = platformOption;
        applicationArgv[2] = platformName;
        applicationArgc = 3;
    }
    return fsqt_application_ensure();
}

bool fsqt_application_instance_exists_for_testing(void) { return QCoreApplication::instance() != nullptr; }

bool fsqt_application_was_shut_down(void) { return applicationShutDown; }
void fsqt_application_shutdown(void) {
    if (QCoreApplication::instance() == nullptr || shutDownPending) return;
    fontscale_main_thread_require("Qt", "QtApplication.shutDown");
    fontscale_main_loop_release(fsqt_main_loop_wait);
    if (fsqt::EventHandlingScope::isOpen()) {
        // Inside Qt's event handling: deleting the application here would pull it from under the
        // frames running it. Its windows go now; it goes when the outermost turn returns, and
        // from now on it is shut down for every caller.
        shutDownPending = true;
        applicationShutDown = true;
        for (QWidget *window : QApplication::topLevelWidgets()) window->hide();
        return;
    }
    shutDownNow();
}

bool fsqt_application_exists(void) {
    return !shutDownPending && qobject_cast<QApplication *>(QCoreApplication::instance()) != nullptr;
}

char *fsqt_platform_name(void) { return copy(QGuiApplication::platformName()); }

void fsqt_process_events(bool wait) {
    if (!fsqt_application_exists()) return;
    fontscale_main_thread_require("Qt", "its event loop turned");
    fsqt::EventHandlingScope scope(true);
    QCoreApplication::processEvents(wait ? QEventLoop::WaitForMoreEvents : QEventLoop::AllEvents);
}

void fsqt_post(fsqt_callback callback, void *context, fsqt_release release) {
    if (!fsqt_application_exists()) {
        if (release != nullptr) release(context);
        return;
    }
    // The holder belongs to the application until the queued call runs and deletes it.
    auto *holder = new Callback(qApp, callback, context, release);
    QMetaObject::invokeMethod(
        holder,
        [holder] {
            holder->call();
            delete holder;
        },
        Qt::QueuedConnection);
}

fsqt_handle *fsqt_watch_descriptor(int descriptor, fsqt_callback callback, void *context, fsqt_release release) {
    fontscale_main_thread_require("Qt", "fsqt_watch_descriptor");
    if (!fsqt_application_exists() || descriptor < 0) {
        if (release != nullptr) release(context);
        return nullptr;
    }
    auto *notifier = new QSocketNotifier(descriptor, QSocketNotifier::Read, qApp);
    auto *holder = new Callback(notifier, callback, context, release);
    QObject::connect(notifier, &QSocketNotifier::activated, holder, [holder] { holder->call(); });
    return wrap(notifier);
}

fsqt_handle *fsqt_every(int milliseconds, fsqt_callback callback, void *context, fsqt_release release) {
    fontscale_main_thread_require("Qt", "fsqt_every");
    if (!fsqt_application_exists()) {
        if (release != nullptr) release(context);
        return nullptr;
    }
    auto *timer = new QTimer(qApp);
    auto *holder = new Callback(timer, callback, context, release);
    QObject::connect(timer, &QTimer::timeout, holder, [holder] { holder->call(); });
    timer->start(milliseconds);
    return wrap(timer);
}

}  // extern "C"

#endif
