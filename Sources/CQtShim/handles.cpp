// Handles on QObjects (handles.h): how one is made, owning or borrowed, with the object's
// identity; and the conversions between Qt's strings and C's.

#include "CQtShim.h"

// Without the package trait Qt, CQt6 gives no include path and this file compiles to nothing.
#if __has_include(<QtWidgets/QApplication>)

#include "CMainThread.h"
#include "handles.h"

// Qt 6.4's headers declare literal operators in a spelling newer compilers deprecate.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-literal-operator"
#include <QtCore/QByteArray>
#include <QtCore/QVariant>
#include <QtWidgets/QWidget>
#pragma clang diagnostic pop

#include <atomic>
#include <cstdlib>
#include <cstring>

namespace {

/// The dynamic property that carries an object's identity.
constexpr const char *identityProperty = "_fontscale_identity";

/// An object's identity: a serial number given the first time a handle is made on it and kept in
/// the object itself (a dynamic property), so every handle on the object has the same one, and no
/// other object ever has it. Unlike its address, it is never reused: a new object at a destroyed
/// one's address has no property yet and gets the next number. 0 is no object's.
unsigned long long identity(QObject *object) {
    static std::atomic<unsigned long long> last{0};
    QVariant stored = object->property(identityProperty);
    if (stored.isValid()) return stored.toULongLong();
    unsigned long long serial = ++last;
    object->setProperty(identityProperty, QVariant::fromValue(serial));
    return serial;
}

}  // namespace

namespace fsqt {

char *copy(const QString &text) {
    QByteArray bytes = text.toUtf8();
    char *result = static_cast<char *>(std::malloc(bytes.size() + 1));
    if (result == nullptr) return nullptr;
    std::memcpy(result, bytes.constData(), bytes.size());
    result[bytes.size()] = '\0';
    return result;
}

QString string(const char *text) { return text == nullptr ? QString() : QString::fromUtf8(text); }

fsqt_handle *wrap(QObject *object) {
    fontscale_main_thread_require("Qt", "a widget made");
    return object == nullptr ? nullptr : new fsqt_handle{object, true, identity(object)};
}

fsqt_handle *borrow(QObject *object) {
    fontscale_main_thread_require("Qt", "a widget borrowed");
    return object == nullptr ? nullptr : new fsqt_handle{object, false, identity(object)};
}

QWidget *widget(const fsqt_handle *handle) {
    fontscale_main_thread_require("Qt", "a call on a widget");
    return handle == nullptr ? nullptr : qobject_cast<QWidget *>(handle->object.data());
}

}  // namespace fsqt

#endif
