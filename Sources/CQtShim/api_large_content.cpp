// The C API's large content viewer: an item's press and hold timed (event_filters.h), and the
// popup that shows its content large above it.

#include "CQtShim.h"

// Without the package trait Qt, CQt6 gives no include path and this file compiles to nothing.
#if __has_include(<QtWidgets/QApplication>)

#include "event_filters.h"
#include "handles.h"

// Qt 6.4's headers declare literal operators in a spelling newer compilers deprecate.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-literal-operator"
#include <QtWidgets/QLabel>
#include <QtWidgets/QWidget>
#pragma clang diagnostic pop

using namespace fsqt;

extern "C" {

fsqt_handle *fsqt_on_press_and_hold(
    fsqt_handle *handle, int hold_ms, fsqt_press_callback callback, void *context, fsqt_release release) {
    QWidget *w = widget(handle);
    // Once per item: an item watched already (its large content gone and back) keeps its filter,
    // where a second would time each press twice.
    if (w == nullptr ||
        w->findChild<QObject *>(QLatin1String(PressAndHoldFilter::name), Qt::FindDirectChildrenOnly) != nullptr) {
        if (release != nullptr) release(context);
        return nullptr;
    }
    return borrow(new PressAndHoldFilter(w, hold_ms, callback, context, release));
}

int fsqt_press_watch_count(fsqt_handle *handle) {
    QWidget *w = widget(handle);
    if (w == nullptr) return 0;
    return static_cast<int>(
        w->findChildren<QObject *>(QLatin1String(PressAndHoldFilter::name), Qt::FindDirectChildrenOnly).size());
}

fsqt_handle *fsqt_large_content_popup(fsqt_handle *handle, bool create) {
    QWidget *w = widget(handle);
    if (w == nullptr) return nullptr;
    QLabel *popup = largeContentPopup(w);
    if (popup == nullptr && create) {
        // A child of the item, deleted with it, shown as a window of its own above it.
        popup = new QLabel(w);
        popup->setObjectName(largeContentPopupName);
        popup->setWindowFlags(Qt::ToolTip | Qt::FramelessWindowHint);
        popup->setAlignment(Qt::AlignCenter);
        popup->setMargin(12);
        popup->setAutoFillBackground(true);
        popup->hide();
    }
    return borrow(popup);
}

void fsqt_remove_large_content_popup(fsqt_handle *handle) {
    QWidget *w = widget(handle);
    if (w == nullptr) return;
    // Deleted now, not on the loop's next turn: it is hidden and nothing of it is running, and a
    // later deletion would change the window after the frame that shows the change.
    delete largeContentPopup(w);
}

void fsqt_show_large_content_popup(fsqt_handle *handle, bool shown) {
    QWidget *w = widget(handle);
    QLabel *popup = w == nullptr ? nullptr : largeContentPopup(w);
    if (popup == nullptr) return;
    if (!shown) return popup->hide();
    popup->adjustSize();
    QPoint above(w->width() / 2 - popup->width() / 2, -popup->height() - 4);
    popup->move(w->mapToGlobal(above));
    popup->show();
    popup->raise();
}

}  // extern "C"

#endif
