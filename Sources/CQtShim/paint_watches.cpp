// One-shot calls to Swift after Qt paints (paint_watches.h): what each waits for, and how a
// laid-out paint tells that nothing changed between the paint and the next turn of the loop.

#include "CQtShim.h"

// Without the package trait Qt, CQt6 gives no include path and this file compiles to nothing.
#if __has_include(<QtWidgets/QApplication>)

#include "paint_watches.h"

// Qt 6.4's headers declare literal operators in a spelling newer compilers deprecate.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-literal-operator"
#include <QtCore/QCoreApplication>
#include <QtCore/QEvent>
#include <QtCore/QMetaObject>
#include <QtCore/QTimer>
#include <QtWidgets/QApplication>
#include <QtWidgets/QLabel>
#include <QtWidgets/QLayout>
#include <QtWidgets/QWidget>
#pragma clang diagnostic pop

namespace fsqt {

NextPaint::NextPaint(QWidget *window, int timeout, fsqt_callback callback, void *context, fsqt_release release)
    : Callback(window, callback, context, release) {
    window->installEventFilter(this);
    QTimer::singleShot(timeout, this, [this] { fire(); });
    window->update();
}

bool NextPaint::eventFilter(QObject *, QEvent *event) {
    // The repaint runs while this event is delivered: call back on the next turn.
    if (event->type() == QEvent::UpdateRequest) QMetaObject::invokeMethod(this, [this] { fire(); }, Qt::QueuedConnection);
    return false;
}

void NextPaint::fire() {
    if (fired) return;
    fired = true;
    call();
    deleteLater();
}

LaidOutPaint::LaidOutPaint(QWidget *widget, int timeout, fsqt_callback callback, void *context, fsqt_release release)
    : Callback(widget, callback, context, release), widget(widget) {
    QTimer::singleShot(timeout, this, [this] { fire(); });
    if (!widget->isVisible()) {
        // Nothing is painted: laid out is all there is to wait for.
        QMetaObject::invokeMethod(
            this,
            [this] {
                settle();
                fire();
            },
            Qt::QueuedConnection);
        return;
    }
    // On the application: a widget whose children cover it whole (a page that scrolls, from
    // edge to edge) gets no paint event of its own, only they do.
    qApp->installEventFilter(this);
    requestPaint();
}

bool LaidOutPaint::eventFilter(QObject *watched, QEvent *event) {
    // The widget is painted as this event is delivered, in the state noted now (whether the
    // window's first expose or a later update paints it): check that state on the next turn.
    if (event->type() == QEvent::Paint && !checkQueued && isWidgetOrInside(watched)) {
        painted = shown();
        checkQueued = true;
        QMetaObject::invokeMethod(this, [this] { check(); }, Qt::QueuedConnection);
    }
    return false;
}

bool LaidOutPaint::isWidgetOrInside(QObject *object) const {
    return object == widget || (object->isWidgetType() && widget->isAncestorOf(static_cast<QWidget *>(object)));
}

bool LaidOutPaint::Shown::operator==(const Shown &other) const {
    return widget == other.widget && geometry == other.geometry && visible == other.visible && text == other.text;
}

QList<QWidget *> LaidOutPaint::widgets() const {
    QWidget *window = widget->window();
    QList<QWidget *> result = window->findChildren<QWidget *>();
    result.prepend(window);
    return result;
}

std::vector<LaidOutPaint::Shown> LaidOutPaint::shown() const {
    std::vector<Shown> result;
    for (QWidget *w : widgets()) {
        auto *label = qobject_cast<QLabel *>(w);
        result.push_back({w, w->geometry(), w->isVisible(), label == nullptr ? QString() : label->text()});
    }
    return result;
}

void LaidOutPaint::settle() {
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    for (QWidget *w : widgets()) {
        if (QLayout *layout = w->layout()) layout->activate();
    }
}

void LaidOutPaint::check() {
    checkQueued = false;
    settle();
    if (shown() == painted) return fire();
    requestPaint();
}

void LaidOutPaint::requestPaint() {
    widget->update();
    for (QWidget *inside : widget->findChildren<QWidget *>()) {
        if (inside->isVisible()) inside->update();
    }
}

void LaidOutPaint::fire() {
    if (fired) return;
    fired = true;
    call();
    deleteLater();
}

}  // namespace fsqt

#endif
