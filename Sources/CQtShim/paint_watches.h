#ifndef FONTSCALE_CQTSHIM_PAINT_WATCHES_H
#define FONTSCALE_CQTSHIM_PAINT_WATCHES_H

// One-shot calls to Swift after Qt paints: after a window's next repaint, or once a widget is
// painted with nothing left to lay out. Each deletes itself once it has called.

#include "CQtShim.h"
#include "callback.h"

// Qt 6.4's headers declare literal operators in a spelling newer compilers deprecate.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-literal-operator"
#include <QtCore/QList>
#include <QtCore/QRect>
#include <QtCore/QString>
#pragma clang diagnostic pop

#include <vector>

class QWidget;

namespace fsqt {

/// Calls back once after the window's next repaint, or after a timeout, then deletes itself.
class NextPaint : public Callback {
  public:
    NextPaint(QWidget *window, int timeout, fsqt_callback callback, void *context, fsqt_release release);
    bool eventFilter(QObject *, QEvent *event) override;

  private:
    void fire();
    bool fired = false;
};

/// Calls back once the widget has been painted in a frame after which Qt had nothing left to lay
/// out (see fsqt_on_next_laid_out_paint), or after a timeout, then deletes itself.
class LaidOutPaint : public Callback {
  public:
    LaidOutPaint(QWidget *widget, int timeout, fsqt_callback callback, void *context, fsqt_release release);
    bool eventFilter(QObject *watched, QEvent *event) override;

  private:
    /// Whether `object` is the widget or one of its descendants.
    bool isWidgetOrInside(QObject *object) const;

    /// Where a widget is, whether it is visible, and a label's text.
    struct Shown {
        QWidget *widget;
        QRect geometry;
        bool visible;
        QString text;
        bool operator==(const Shown &other) const;
    };

    /// Every widget of the window.
    QList<QWidget *> widgets() const;

    std::vector<Shown> shown() const;

    /// Delivers the layout requests still posted and lays out every layout that is not current.
    void settle();

    void check();

    /// Asks for the widget to be painted again, and every widget inside it: Qt paints none of a
    /// widget that its children cover, and an update of it alone would then paint nothing.
    void requestPaint();

    void fire();

    QWidget *widget;
    std::vector<Shown> painted;
    bool checkQueued = false;
    bool fired = false;
};

}  // namespace fsqt

#endif
