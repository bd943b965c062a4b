// The C API's functions on a handle itself (release, destroy, copy, liveness, identity, class
// name) and on the strings it returns (fsqt_free).

#include "CQtShim.h"

// Without the package trait Qt, CQt6 gives no include path and this file compiles to nothing.
#if __has_include(<QtWidgets/QApplication>)

#include "handles.h"

// Qt 6.4's headers declare literal operators in a spelling newer compilers deprecate.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-literal-operator"
#include <QtCore/QMetaObject>
#include <QtWidgets/QWidget>
#pragma clang diagnostic pop

#include <cstdlib>

using namespace fsqt;

extern "C" {

void fsqt_free(char *text) { std::free(text); }


void fsqt_handle_release(fsqt_handle *handle) {
    if (handle == nullptr) return;
    QObject *object = handle->object.data();
    if (handle->owns && object != nullptr && object->parent() == nullptr) {
        // A top-level widget or object nobody else owns.
        object->deleteLater();
        if (auto *w = qobject_cast<QWidget *>(object)) w->hide();
    }
    delete handle;
}

void fsqt_handle_destroy(fsqt_handle *handle) {
    if (handle == nullptr || handle->object.isNull()) return;
    QObject *object = handle->object.data();
    if (auto *w = qobject_cast<QWidget *>(object)) w->hide();
    object->deleteLater();
}

bool fsqt_handle_alive(const fsqt_handle *handle) { return handle != nullptr && !handle->object.isNull(); }

unsigned long long fsqt_handle_identity(const fsqt_handle *handle) {
    return handle == nullptr ? 0 : handle->identity;
}

fsqt_handle *fsqt_handle_borrow_widget(void *pointer) {
    return pointer == nullptr ? nullptr : borrow(static_cast<QWidget *>(pointer));
}

void *fsqt_handle_object(const fsqt_handle *handle) {
    return handle == nullptr ? nullptr : static_cast<void *>(handle->object.data());
}

fsqt_handle *fsqt_handle_copy(const fsqt_handle *handle) {
    return handle == nullptr ? nullptr : new fsqt_handle{handle->object, false, handle->identity};
}

char *fsqt_class_name(const fsqt_handle *handle) {
    if (handle == nullptr || handle->object.isNull()) return copy(QString());
    return copy(QString::fromLatin1(handle->object->metaObject()->className()));
}

}  // extern "C"

#endif
