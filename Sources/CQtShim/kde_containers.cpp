// Containers drawn as KDE's apps draw them (kde_containers.h): how a pinned tool bar and a list
// paint themselves and their separator lines.

#include "CQtShim.h"

// Without the package trait Qt, CQt6 gives no include path and this file compiles to nothing.
#if __has_include(<QtWidgets/QApplication>)

#include "kde_containers.h"

// Qt 6.4's headers declare literal operators in a spelling newer compilers deprecate.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-literal-operator"
#include <QtGui/QPainter>
#include <QtWidgets/QBoxLayout>
#include <QtWidgets/QStyle>
#include <QtWidgets/QStyleOption>
#pragma clang diagnostic pop

namespace {

/// The colour KDE draws separators in: the text colour a fifth of the way over the background
/// (Breeze's `KColorUtils::mix(background, text, 0.2)`).
QColor separatorColor(const QPalette &palette) {
    QColor background = palette.color(QPalette::Window);
    QColor text = palette.color(QPalette::WindowText);
    auto mix = [](int from, int to) { return from + (to - from) / 5; };
    return QColor(mix(background.red(), text.red()), mix(background.green(), text.green()),
                  mix(background.blue(), text.blue()));
}

}  // namespace

namespace fsqt {

PinnedToolBar::PinnedToolBar() {
    setMovable(false);
    setFloatable(false);
}

void PinnedToolBar::paintEvent(QPaintEvent *) {
    QPainter painter(this);
    QStyleOptionToolBar option;
    initStyleOption(&option);
    bool below = isBelowMiddle();
    option.toolBarArea = below ? Qt::BottomToolBarArea : Qt::TopToolBarArea;
    style()->drawControl(QStyle::CE_ToolBar, &option, &painter, this);
    painter.setPen(separatorColor(palette()));
    int y = below ? 0 : height() - 1;
    painter.drawLine(0, y, width() - 1, y);
}

bool PinnedToolBar::isBelowMiddle() const {
    return mapTo(window(), QPoint(0, height() / 2)).y() > window()->height() / 2;
}

ListFrame::ListFrame() {
    setFrameShape(QFrame::StyledPanel);
    setFrameShadow(QFrame::Sunken);
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
    auto *layout = new QBoxLayout(QBoxLayout::TopToBottom, this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(1);
}

void ListFrame::paintEvent(QPaintEvent *event) {
    QFrame::paintEvent(event);
    QPainter painter(this);
    painter.setPen(separatorColor(palette()));
    QRect area = contentsRect();
    QWidget *previous = nullptr;
    for (int index = 0; index < layout()->count(); ++index) {
        QWidget *row = layout()->itemAt(index)->widget();
        if (row == nullptr || row->isHidden()) continue;
        if (previous != nullptr) {
            int y = (previous->geometry().bottom() + row->geometry().top() + 1) / 2;
            painter.drawLine(area.left(), y, area.right(), y);
        }
        previous = row;
    }
}

}  // namespace fsqt

#endif
