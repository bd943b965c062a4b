#ifndef FONTSCALE_CQTSHIM_FIXED_CARD_H
#define FONTSCALE_CQTSHIM_FIXED_CARD_H

// A container of a fixed size whose column of content may reach past its edges: the Qt side of a
// view the tree gives a fixed size in a stack.

// Qt 6.4's headers declare literal operators in a spelling newer compilers deprecate.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-literal-operator"
#include <QtCore/QPointer>
#include <QtWidgets/QWidget>
#pragma clang diagnostic pop

namespace fsqt {

/// A container that keeps the size it is fixed to (QWidget::setFixedSize) whatever its content
/// needs, as a view the tree gives a fixed size in a stack: its content, a column, is laid out at
/// the card's width and at the height its children need from the card's top, reaching past the
/// card's bottom when they need more, as the GTK adapter's overlay places its column.
///
/// Qt draws a widget's children only inside it, so the column is the card's child while the card
/// clips, and otherwise its sibling: a child of the card's parent kept over the card's rectangle,
/// stacked right above the card, so it draws over the card's earlier neighbours and under its
/// later ones, as a UIKit view that does not clip. It is then clipped only by the card's parent,
/// as every Qt widget is. A press on it that its children leave goes to the card where it falls
/// inside the card (as a child's would), and up to the parent otherwise.
class FixedCard : public QWidget {
  public:
    explicit FixedCard(int spacing);
    ~FixedCard() override;

    /// The widget the card's children go into.
    QWidget *content() const;

    bool clips() const;
    void setClips(bool clips);

  protected:
    bool event(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

  private:
    /// The card's column: what falls on it outside its children goes to the card while it is
    /// the card's sibling, as it would reach the card as its child.
    class CardColumn;

    /// Puts the column inside the card where it clips (or has no parent), beside it otherwise.
    void host();
    /// Lays the column out at the card's width and the height its children need, over the card.
    void place();
    /// Stacks the column beside the card right above it: under the next sibling the card has.
    void stackAboveCard();

    QPointer<QWidget> column;
    bool clipping = false;
};

}  // namespace fsqt

#endif
