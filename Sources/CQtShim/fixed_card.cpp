// A container of a fixed size whose column of content may reach past its edges (fixed_card.h):
// where the column lives (inside the card or beside it), where it is placed, and the presses it
// passes on to the card.

#include "CQtShim.h"

// Without the package trait Qt, CQt6 gives no include path and this file compiles to nothing.
#if __has_include(<QtWidgets/QApplication>)

#include "boxes.h"
#include "fixed_card.h"

// Qt 6.4's headers declare literal operators in a spelling newer compilers deprecate.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-literal-operator"
#include <QtCore/QCoreApplication>
#include <QtCore/QEvent>
#include <QtGui/QMouseEvent>
#pragma clang diagnostic pop

#include <algorithm>

namespace fsqt {

class FixedCard::CardColumn : public QWidget {
  public:
    explicit CardColumn(FixedCard *card) : QWidget(card), card(card) {}

  protected:
    void mousePressEvent(QMouseEvent *event) override { forward(event); }
    void mouseReleaseEvent(QMouseEvent *event) override { forward(event); }
    void mouseDoubleClickEvent(QMouseEvent *event) override { forward(event); }
    void mouseMoveEvent(QMouseEvent *event) override { forward(event); }

  private:
    void forward(QMouseEvent *event) {
        event->ignore();
        if (parentWidget() == card) return;  // Qt takes it up to the card itself
        QPointF inside = card->mapFromGlobal(event->globalPosition());
        if (!card->rect().contains(inside.toPoint())) return;
        QMouseEvent copy(event->type(), inside, event->scenePosition(), event->globalPosition(), event->button(),
                         event->buttons(), event->modifiers(), event->pointingDevice());
        // QApplication::notify takes the copy on from the card up to its parents while they
        // leave it, the way the event would have gone from a child of the card: it ends here.
        QCoreApplication::sendEvent(card, &copy);
        event->accept();
    }

    FixedCard *card;
};

FixedCard::FixedCard(int spacing) : column(makeBox(new CardColumn(this), true, spacing)) {
    column->installEventFilter(this);
}

FixedCard::~FixedCard() {
    // A column beside the card is its parent's child: it goes with the card.
    if (!column.isNull() && column->parentWidget() != this) delete column.data();
}

QWidget *FixedCard::content() const { return column.data(); }

bool FixedCard::clips() const { return clipping; }

void FixedCard::setClips(bool clips) {
    if (clips == clipping) return;
    clipping = clips;
    host();
}

bool FixedCard::event(QEvent *event) {
    switch (event->type()) {
    case QEvent::ParentAboutToChange:
        // Back inside the card until it has a parent again (removed from a box, or moved).
        if (!column.isNull() && column->parentWidget() != this) {
            column->setParent(this);
            column->show();
        }
        break;
    case QEvent::ParentChange: host(); break;
    case QEvent::Move:
    case QEvent::Resize: place(); break;
    case QEvent::ShowToParent:
    case QEvent::HideToParent:
        if (!column.isNull() && column->parentWidget() != this)
            column->setVisible(event->type() == QEvent::ShowToParent);
        break;
    default: break;
    }
    return QWidget::event(event);
}

bool FixedCard::eventFilter(QObject *watched, QEvent *event) {
    // The column's children changed what they need: it is placed again at that height.
    if (watched == column.data() && event->type() == QEvent::LayoutRequest) place();
    return false;
}

void FixedCard::host() {
    if (column.isNull()) return;
    QWidget *target = clipping || parentWidget() == nullptr ? this : parentWidget();
    if (column->parentWidget() != target) {
        column->setParent(target);
        // Reparenting hides a widget: beside the card, it is shown as the card is.
        column->setVisible(target == this || !isHidden());
    }
    place();
}

void FixedCard::place() {
    if (column.isNull()) return;
    bool inside = column->parentWidget() == this;
    int needed = column->hasHeightForWidth() ? column->heightForWidth(width()) : column->sizeHint().height();
    column->setGeometry(QRect(inside ? QPoint(0, 0) : pos(), QSize(width(), std::max(needed, height()))));
    if (!inside) stackAboveCard();
}

void FixedCard::stackAboveCard() {
    const QObjectList &siblings = parentWidget()->children();
    qsizetype index = siblings.indexOf(this);
    for (qsizetype next = index + 1; index >= 0 && next < siblings.size(); next++) {
        auto *sibling = qobject_cast<QWidget *>(siblings.at(next));
        if (sibling == nullptr || sibling == column.data()) continue;
        if (siblings.indexOf(column.data()) != next - 1) column->stackUnder(sibling);
        return;
    }
    if (siblings.last() != column.data()) column->raise();
}

}  // namespace fsqt

#endif
