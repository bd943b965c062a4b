// The C API's box layouts: a box's children inserted, removed, counted and placed (stretch,
// alignment, equal shares), its spacing and margins, and a widget's parent box.

#include "CQtShim.h"

// Without the package trait Qt, CQt6 gives no include path and this file compiles to nothing.
#if __has_include(<QtWidgets/QApplication>)

#include "boxes.h"
#include "handles.h"

// Qt 6.4's headers declare literal operators in a spelling newer compilers deprecate.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-literal-operator"
#include <QtWidgets/QApplication>
#include <QtWidgets/QBoxLayout>
#include <QtWidgets/QLayoutItem>
#include <QtWidgets/QStyle>
#include <QtWidgets/QStyleOption>
#include <QtWidgets/QWidget>
#pragma clang diagnostic pop

using namespace fsqt;

extern "C" {

void fsqt_set_page_margins(fsqt_handle *handle) {
    QBoxLayout *layout = box(handle);
    if (layout == nullptr) return;
    // A window's margins, as the style gives a top-level form's.
    QStyleOption option;
    option.state |= QStyle::State_Window;
    QStyle *style = QApplication::style();
    layout->setContentsMargins(
        style->pixelMetric(QStyle::PM_LayoutLeftMargin, &option),
        style->pixelMetric(QStyle::PM_LayoutTopMargin, &option),
        style->pixelMetric(QStyle::PM_LayoutRightMargin, &option),
        style->pixelMetric(QStyle::PM_LayoutBottomMargin, &option));
}

void fsqt_set_margins(fsqt_handle *handle, int margin) {
    if (QBoxLayout *layout = box(handle)) layout->setContentsMargins(margin, margin, margin, margin);
}

void fsqt_box_insert(fsqt_handle *handle, fsqt_handle *child, int index, bool hidden) {
    QBoxLayout *layout = box(handle);
    QWidget *w = widget(child);
    if (layout == nullptr || w == nullptr) return;
    if (index < 0 || index > widgetCount(layout)) index = widgetCount(layout);
    layout->insertWidget(index, w);
    // Reparenting hides a widget; it is shown again unless its view is hidden.
    w->setHidden(hidden);
}

void fsqt_box_remove(fsqt_handle *child) {
    QWidget *w = widget(child);
    if (w == nullptr) return;
    if (QWidget *parent = w->parentWidget()) {
        if (QLayout *layout = parent->layout()) layout->removeWidget(w);
    }
    w->setParent(nullptr);
}

void fsqt_box_clear(fsqt_handle *handle) {
    QBoxLayout *layout = box(handle);
    if (layout == nullptr) return;
    for (int index = widgetCount(layout) - 1; index >= 0; index--) {
        QLayoutItem *item = layout->takeAt(index);
        if (QWidget *w = item->widget()) {
            w->hide();
            w->deleteLater();
        }
        delete item;
    }
}

int fsqt_box_count(const fsqt_handle *handle) {
    QBoxLayout *layout = box(handle);
    return layout == nullptr ? 0 : widgetCount(layout);
}

fsqt_handle *fsqt_box_child(const fsqt_handle *handle, int index) {
    QBoxLayout *layout = box(handle);
    if (layout == nullptr || index < 0 || index >= widgetCount(layout)) return nullptr;
    QLayoutItem *item = layout->itemAt(index);
    return item == nullptr ? nullptr : borrow(item->widget());
}

void fsqt_box_arrange(fsqt_handle *handle, bool vertical, int spacing, int left, int top, int right, int bottom) {
    QBoxLayout *layout = box(handle);
    if (layout == nullptr) return;
    layout->setDirection(vertical ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight);
    layout->setSpacing(spacing);
    layout->setContentsMargins(left, top, right, bottom);
    // A row as well as a column ends in a spacer, so children keep their natural lengths from the
    // leading edge, as in a GTK box, rather than sharing the length left over.
    int count = layout->count();
    if (count == 0 || layout->itemAt(count - 1)->spacerItem() == nullptr) layout->addStretch(0);
}

void fsqt_box_place(fsqt_handle *handle, fsqt_handle *child, bool expands, int alignment, bool shares_equally) {
    QBoxLayout *layout = box(handle);
    QWidget *w = widget(child);
    if (layout == nullptr || w == nullptr) return;
    bool vertical = layout->direction() == QBoxLayout::TopToBottom || layout->direction() == QBoxLayout::BottomToTop;
    layout->setStretchFactor(w, expands || shares_equally ? 1 : 0);
    QSizePolicy policy = w->sizePolicy();
    // An equal share ignores the child's own length; a stretching child grows into what is left.
    QSizePolicy::Policy along = shares_equally ? QSizePolicy::Ignored
                                : expands      ? QSizePolicy::Expanding
                                               : QSizePolicy::Preferred;
    if (vertical) {
        policy.setVerticalPolicy(along);
    } else {
        policy.setHorizontalPolicy(along);
    }
    w->setSizePolicy(policy);
    Qt::Alignment across;
    switch (alignment) {
    case 1: across = vertical ? Qt::AlignLeft : Qt::AlignTop; break;
    case 2: across = vertical ? Qt::AlignHCenter : Qt::AlignVCenter; break;
    case 3: across = vertical ? Qt::AlignRight : Qt::AlignBottom; break;
    default: across = Qt::Alignment(); break;
    }
    layout->setAlignment(w, across);
}

void fsqt_box_set_stretch(fsqt_handle *handle, fsqt_handle *child, int stretch) {
    QBoxLayout *layout = box(handle);
    QWidget *w = widget(child);
    if (layout == nullptr || w == nullptr) return;
    layout->setStretchFactor(w, stretch);
    // A stretching child of a column takes the height left over, before the column's spacer.
    if (layout->direction() == QBoxLayout::TopToBottom) {
        QSizePolicy policy = w->sizePolicy();
        policy.setVerticalPolicy(stretch > 0 ? QSizePolicy::Expanding : QSizePolicy::Preferred);
        w->setSizePolicy(policy);
    }
}

int fsqt_box_stretch(const fsqt_handle *handle, const fsqt_handle *child) {
    QBoxLayout *layout = box(handle);
    QWidget *w = widget(child);
    if (layout == nullptr || w == nullptr) return 0;
    int index = layout->indexOf(w);
    return index < 0 ? 0 : layout->stretch(index);
}

fsqt_handle *fsqt_parent(const fsqt_handle *handle) {
    QWidget *w = widget(handle);
    return w == nullptr ? nullptr : borrow(w->parentWidget());
}

}  // extern "C"

#endif
