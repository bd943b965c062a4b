// The C API's synthesized input, as a user's: a click on a widget or at a point in it, a mouse
// press, move or release, and the pointer moved out of the window.

#include "CQtShim.h"

// Without the package trait Qt, CQt6 gives no include path and this file compiles to nothing.
#if __has_include(<QtWidgets/QApplication>)

#include "event_handling.h"
#include "handles.h"

// Qt 6.4's headers declare literal operators in a spelling newer compilers deprecate.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-literal-operator"
#include <QtCore/QCoreApplication>
#include <QtGui/QCursor>
#include <QtGui/QMouseEvent>
#include <QtGui/QWindow>
#include <QtWidgets/QAbstractButton>
#include <QtWidgets/QWidget>
#pragma clang diagnostic pop

using namespace fsqt;

extern "C" {

void fsqt_click(fsqt_handle *handle) {
    fsqt::EventHandlingScope scope;  // the press and click reach the app
    QWidget *w = widget(handle);
    if (w == nullptr) return;
    if (auto *button = qobject_cast<QAbstractButton *>(w)) return button->click();
    QPointF centre = QRectF(w->rect()).center();
    QPointF global = w->mapToGlobal(centre);
    QMouseEvent press(QEvent::MouseButtonPress, centre, global, Qt::LeftButton, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(w, &press);
    QMouseEvent release(QEvent::MouseButtonRelease, centre, global, Qt::LeftButton, Qt::NoButton, Qt::NoModifier);
    QCoreApplication::sendEvent(w, &release);
}

void fsqt_click_at(fsqt_handle *handle, double x, double y) {
    fsqt::EventHandlingScope scope;  // the press and click reach the app
    QWidget *w = widget(handle);
    if (w == nullptr) return;
    QPointF point(x, y);
    QWidget *target = w->childAt(point.toPoint());
    if (target == nullptr) target = w;
    QPointF local = target->mapFrom(w, point);
    QPointF global = w->mapToGlobal(point);
    // QApplication::notify takes each event up to the parents while the widget ignores it.
    QMouseEvent press(QEvent::MouseButtonPress, local, global, Qt::LeftButton, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(target, &press);
    QMouseEvent release(QEvent::MouseButtonRelease, local, global, Qt::LeftButton, Qt::NoButton, Qt::NoModifier);
    QCoreApplication::sendEvent(target, &release);
}

void fsqt_send_mouse(fsqt_handle *handle, int type, double x, double y) {
    fsqt::EventHandlingScope scope;  // the press and click reach the app
    QWidget *w = widget(handle);
    if (w == nullptr) return;
    QPointF point(x, y);
    QPointF global = w->mapToGlobal(point);
    QEvent::Type kind = type == 0 ? QEvent::MouseButtonPress : type == 1 ? QEvent::MouseMove : QEvent::MouseButtonRelease;
    Qt::MouseButton button = type == 1 ? Qt::NoButton : Qt::LeftButton;
    Qt::MouseButtons held = type == 2 ? Qt::NoButton : Qt::LeftButton;
    QMouseEvent event(kind, point, global, button, held, Qt::NoModifier);
    QCoreApplication::sendEvent(w, &event);
}

void fsqt_move_pointer_away(fsqt_handle *handle) {
    QWidget *w = widget(handle);
    if (w == nullptr) return;
    QCursor::setPos(w->window()->frameGeometry().bottomRight() + QPoint(100, 100));
    // The offscreen platform moves its pointer without telling the window: the widget under it
    // is told it left, as a window system's leave event does.
    if (QWindow *window = w->window()->windowHandle()) {
        QEvent leave(QEvent::Leave);
        QCoreApplication::sendEvent(window, &leave);
    }
}

}  // extern "C"

#endif
