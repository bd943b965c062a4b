// Event filters that call Swift where Qt has no signal (event_filters.h): which events each one
// takes, and which it lets through.

#include "CQtShim.h"

// Without the package trait Qt, CQt6 gives no include path and this file compiles to nothing.
#if __has_include(<QtWidgets/QApplication>)

#include "event_filters.h"

// Qt 6.4's headers declare literal operators in a spelling newer compilers deprecate.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-literal-operator"
#include <QtCore/QEvent>
#include <QtGui/QMouseEvent>
#include <QtWidgets/QAbstractButton>
#include <QtWidgets/QApplication>
#include <QtWidgets/QLabel>
#include <QtWidgets/QWidget>
#pragma clang diagnostic pop

namespace fsqt {

ClickFilter::ClickFilter(QWidget *widget, fsqt_callback callback, void *context, fsqt_release release)
    : Callback(widget, callback, context, release), widget(widget) {
    widget->installEventFilter(this);
}

bool ClickFilter::eventFilter(QObject *watched, QEvent *event) {
    if (watched != widget) return false;
    if (event->type() == QEvent::MouseButtonPress) {
        auto *mouse = static_cast<QMouseEvent *>(event);
        if (mouse->button() != Qt::LeftButton) return false;
        pressed = true;
        return true;  // accepted: the release comes here too
    }
    if (event->type() == QEvent::MouseButtonRelease && pressed) {
        auto *mouse = static_cast<QMouseEvent *>(event);
        pressed = false;
        if (mouse->button() == Qt::LeftButton && widget->rect().contains(mouse->position().toPoint())) call();
        return true;
    }
    return false;
}

QLabel *largeContentPopup(QWidget *item) {
    return item->findChild<QLabel *>(largeContentPopupName, Qt::FindDirectChildrenOnly);
}

PressAndHoldFilter::PressAndHoldFilter(QWidget *widget, int holdMs, fsqt_press_callback callback, void *context,
                                       fsqt_release release)
    : QObject(widget), widget(widget), callback(callback), context(context), release(release) {
    setObjectName(QLatin1String(name));
    timer.setSingleShot(true);
    timer.setInterval(holdMs);
    QObject::connect(&timer, &QTimer::timeout, this, [this] {
        held = true;
        if (auto *button = qobject_cast<QAbstractButton *>(this->widget)) button->setDown(false);
        this->callback(this->context, FSQT_PRESS_HELD, true);
    });
    widget->installEventFilter(this);
}

PressAndHoldFilter::~PressAndHoldFilter() {
    if (release != nullptr) release(context);
}

bool PressAndHoldFilter::eventFilter(QObject *watched, QEvent *event) {
    if (watched != widget) return false;
    switch (event->type()) {
    case QEvent::MouseButtonPress: {
        auto *mouse = static_cast<QMouseEvent *>(event);
        if (mouse->button() == Qt::LeftButton && largeContentPopup(widget) != nullptr) {
            held = false;
            timer.start();
        }
        return false;
    }
    case QEvent::MouseMove: {
        if (!held) return false;
        auto *mouse = static_cast<QMouseEvent *>(event);
        callback(context, FSQT_PRESS_MOVED, widget->rect().contains(mouse->position().toPoint()));
        return true;  // the viewer's: the button must not press itself again
    }
    case QEvent::MouseButtonRelease: {
        timer.stop();
        if (!held) return false;
        held = false;
        auto *mouse = static_cast<QMouseEvent *>(event);
        callback(context, FSQT_PRESS_RELEASED, widget->rect().contains(mouse->position().toPoint()));
        return false;  // the button is not down: it only forgets the press
    }
    default:
        return false;
    }
}

ApplicationFontWatch::ApplicationFontWatch(fsqt_callback callback, void *context, fsqt_release release)
    : Callback(qApp, callback, context, release) {
    qApp->installEventFilter(this);
}

bool ApplicationFontWatch::eventFilter(QObject *watched, QEvent *event) {
    if (watched == qApp && event->type() == QEvent::ApplicationFontChange) call();
    return false;
}

}  // namespace fsqt

#endif
