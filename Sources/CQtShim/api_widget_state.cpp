// The C API's state of a widget that is not its text or font: hidden, enabled, checked, down, a
// slider's value and range, a line edit's placeholder, where it is in its window, and its
// window's title, size and closing.

#include "CQtShim.h"

// Without the package trait Qt, CQt6 gives no include path and this file compiles to nothing.
#if __has_include(<QtWidgets/QApplication>)

#include "event_handling.h"
#include "handles.h"

// Qt 6.4's headers declare literal operators in a spelling newer compilers deprecate.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-literal-operator"
#include <QtWidgets/QAbstractButton>
#include <QtWidgets/QCheckBox>
#include <QtWidgets/QLineEdit>
#include <QtWidgets/QSlider>
#include <QtWidgets/QWidget>
#pragma clang diagnostic pop

#include <algorithm>

using namespace fsqt;

extern "C" {

void fsqt_set_hidden(fsqt_handle *handle, bool hidden) {
    QWidget *w = widget(handle);
    if (w == nullptr) return;
    // A widget outside any box would be shown as a window of its own: it only keeps being hidden.
    if (w->parentWidget() == nullptr && !hidden) return;
    w->setHidden(hidden);
}

bool fsqt_is_hidden(const fsqt_handle *handle) {
    QWidget *w = widget(handle);
    return w == nullptr || w->isHidden();
}

void fsqt_set_enabled(fsqt_handle *handle, bool enabled) {
    if (QWidget *w = widget(handle)) w->setEnabled(enabled);
}

bool fsqt_is_enabled(const fsqt_handle *handle) {
    QWidget *w = widget(handle);
    return w != nullptr && w->isEnabled();
}

void fsqt_set_window_title(fsqt_handle *handle, const char *title) {
    if (QWidget *w = widget(handle)) w->setWindowTitle(string(title));
}

bool fsqt_allocation(const fsqt_handle *handle, int *x, int *y, int *width, int *height) {
    QWidget *w = widget(handle);
    if (w == nullptr || !w->isVisible()) return false;
    QPoint origin = w->mapTo(w->window(), QPoint(0, 0));
    *x = origin.x();
    *y = origin.y();
    *width = w->width();
    *height = w->height();
    return true;
}

bool fsqt_window_size(const fsqt_handle *handle, int *width, int *height) {
    QWidget *w = widget(handle);
    if (w == nullptr || !w->window()->isVisible()) return false;
    *width = w->window()->width();
    *height = w->window()->height();
    return true;
}

char *fsqt_placeholder(const fsqt_handle *handle) {
    auto *edit = qobject_cast<QLineEdit *>(widget(handle));
    return edit == nullptr ? nullptr : copy(edit->placeholderText());
}

void fsqt_set_placeholder(fsqt_handle *handle, const char *text) {
    if (auto *edit = qobject_cast<QLineEdit *>(widget(handle))) edit->setPlaceholderText(string(text));
}

bool fsqt_is_checked(const fsqt_handle *handle) {
    auto *button = qobject_cast<QAbstractButton *>(widget(handle));
    return button != nullptr && button->isChecked();
}

void fsqt_set_checked(fsqt_handle *handle, bool checked) {
    if (auto *button = qobject_cast<QAbstractButton *>(widget(handle))) {
        // A push or tool button is checkable only while checked: a click on a checkable one toggles
        // it in Qt by itself, which the tree, the state's owner, would not hear of. A check box (a
        // switch) stays checkable: toggling is what it is for.
        bool isSwitch = qobject_cast<QCheckBox *>(button) != nullptr;
        if (checked && !button->isCheckable()) button->setCheckable(true);
        button->setChecked(checked);
        if (!checked && !isSwitch) button->setCheckable(false);
    }
}

bool fsqt_is_down(const fsqt_handle *handle) {
    auto *button = qobject_cast<QAbstractButton *>(widget(handle));
    return button != nullptr && button->isDown();
}

void fsqt_set_down(fsqt_handle *handle, bool down) {
    if (auto *button = qobject_cast<QAbstractButton *>(widget(handle))) button->setDown(down);
}

int fsqt_slider_value(const fsqt_handle *handle) {
    auto *slider = qobject_cast<QSlider *>(widget(handle));
    return slider == nullptr ? 0 : slider->value();
}

void fsqt_set_slider_value(fsqt_handle *handle, int value) {
    fsqt::EventHandlingScope scope;  // valueChanged reaches the app
    if (auto *slider = qobject_cast<QSlider *>(widget(handle))) slider->setValue(value);
}

void fsqt_set_slider_range(fsqt_handle *handle, int minimum, int maximum) {
    if (auto *slider = qobject_cast<QSlider *>(widget(handle))) slider->setRange(minimum, std::max(minimum, maximum));
}

void fsqt_close(fsqt_handle *handle) {
    if (QWidget *w = widget(handle)) w->close();
}

void fsqt_resize(fsqt_handle *handle, int width, int height) {
    if (QWidget *w = widget(handle)) w->resize(std::max(1, width), std::max(1, height));
}

}  // extern "C"

#endif
