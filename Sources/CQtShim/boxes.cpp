// The box layouts the tree's stacks are made of (boxes.h): a widget given one, the layout a
// container's children go into, and how many widgets it holds.

#include "CQtShim.h"

// Without the package trait Qt, CQt6 gives no include path and this file compiles to nothing.
#if __has_include(<QtWidgets/QApplication>)

#include "boxes.h"
#include "fixed_card.h"
#include "handles.h"

// Qt 6.4's headers declare literal operators in a spelling newer compilers deprecate.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-literal-operator"
#include <QtWidgets/QBoxLayout>
#include <QtWidgets/QScrollArea>
#include <QtWidgets/QToolBar>
#include <QtWidgets/QWidget>
#pragma clang diagnostic pop

namespace fsqt {

QWidget *makeBox(QWidget *w, bool vertical, int spacing) {
    auto *layout = new QBoxLayout(vertical ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight, w);
    layout->setSpacing(spacing);
    layout->setContentsMargins(0, 0, 0, 0);
    if (vertical) layout->addStretch(0);
    return w;
}

QBoxLayout *box(const fsqt_handle *handle) {
    QWidget *w = widget(handle);
    if (auto *scroll = qobject_cast<QScrollArea *>(w)) {
        w = scroll->widget();
    } else if (auto *card = dynamic_cast<FixedCard *>(w)) {
        w = card->content();
    } else if (auto *bar = qobject_cast<QToolBar *>(w)) {
        w = bar->findChild<QWidget *>(QLatin1String(barRowName), Qt::FindDirectChildrenOnly);
    }
    return w == nullptr ? nullptr : qobject_cast<QBoxLayout *>(w->layout());
}

int widgetCount(const QBoxLayout *layout) {
    int count = layout->count();
    if (count > 0 && layout->itemAt(count - 1)->spacerItem() != nullptr) count -= 1;
    return count;
}

}  // namespace fsqt

#endif
