// The C API's signals: Swift called back when a widget is activated (a button clicked, a slider
// moved, a check box toggled), clicked (a plain widget) or destroyed.

#include "CQtShim.h"

// Without the package trait Qt, CQt6 gives no include path and this file compiles to nothing.
#if __has_include(<QtWidgets/QApplication>)

#include "callback.h"
#include "event_filters.h"
#include "handles.h"

// Qt 6.4's headers declare literal operators in a spelling newer compilers deprecate.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-literal-operator"
#include <QtWidgets/QAbstractButton>
#include <QtWidgets/QApplication>
#include <QtWidgets/QCheckBox>
#include <QtWidgets/QSlider>
#include <QtWidgets/QWidget>
#pragma clang diagnostic pop

using namespace fsqt;

extern "C" {


fsqt_handle *fsqt_on_activated(fsqt_handle *handle, fsqt_callback callback, void *context, fsqt_release release) {
    QWidget *w = widget(handle);
    if (w == nullptr) {
        if (release != nullptr) release(context);
        return nullptr;
    }
    auto *holder = new Callback(w, callback, context, release);
    if (auto *slider = qobject_cast<QSlider *>(w)) {
        QObject::connect(slider, &QSlider::valueChanged, holder, [holder] { holder->call(); });
    } else if (auto *check = qobject_cast<QCheckBox *>(w)) {
        QObject::connect(check, &QCheckBox::toggled, holder, [holder] { holder->call(); });
    } else if (auto *button = qobject_cast<QAbstractButton *>(w)) {
        QObject::connect(button, &QAbstractButton::clicked, holder, [holder] { holder->call(); });
    }
    return wrap(holder);
}

fsqt_handle *fsqt_on_click(fsqt_handle *handle, fsqt_callback callback, void *context, fsqt_release release) {
    QWidget *w = widget(handle);
    if (w == nullptr) {
        if (release != nullptr) release(context);
        return nullptr;
    }
    return borrow(new ClickFilter(w, callback, context, release));
}

fsqt_handle *fsqt_on_destroyed(fsqt_handle *handle, fsqt_callback callback, void *context, fsqt_release release) {
    QWidget *w = widget(handle);
    if (w == nullptr) {
        if (release != nullptr) release(context);
        return nullptr;
    }
    // Not a child of the widget, so that it outlives the signal: Qt emits `destroyed` from
    // ~QWidget before it deletes the widget's children, and the holder deletes itself later.
    auto *holder = new Callback(qApp, callback, context, release);
    QObject::connect(w, &QObject::destroyed, holder, [holder] {
        holder->call();
        holder->deleteLater();
    });
    return wrap(holder);
}

}  // extern "C"

#endif
