#ifndef FONTSCALE_CQTSHIM_EVENT_FILTERS_H
#define FONTSCALE_CQTSHIM_EVENT_FILTERS_H

// Event filters that turn Qt's events into calls to Swift where Qt has no signal for them: a click
// on a plain widget, a press and hold on an item with large content, a change of the
// application's font.

#include "CQtShim.h"
#include "callback.h"

// Qt 6.4's headers declare literal operators in a spelling newer compilers deprecate.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-literal-operator"
#include <QtCore/QObject>
#include <QtCore/QTimer>
#pragma clang diagnostic pop

class QLabel;
class QWidget;

namespace fsqt {

/// Calls back when the primary button is pressed and then released inside the widget: a click on
/// a plain widget, which has no `clicked` signal. Presses the widget's children ignore (a label's)
/// reach it too.
class ClickFilter : public Callback {
  public:
    ClickFilter(QWidget *widget, fsqt_callback callback, void *context, fsqt_release release);
    bool eventFilter(QObject *watched, QEvent *event) override;

  private:
    QWidget *widget;
    bool pressed = false;
};

/// The object name of an item's large content popup, a QLabel child.
constexpr const char *largeContentPopupName = "fontscale-large-content";

/// An item's large content popup, or NULL.
QLabel *largeContentPopup(QWidget *item);

/// Times a press on an item with a large content popup (see `fsqt_on_press_and_hold`).
class PressAndHoldFilter : public QObject {
  public:
    /// The object name that finds an item's filter (no moc, so no `qobject_cast`).
    static constexpr const char *name = "fontscale-press-and-hold";

    PressAndHoldFilter(QWidget *widget, int holdMs, fsqt_press_callback callback, void *context, fsqt_release release);
    ~PressAndHoldFilter() override;
    bool eventFilter(QObject *watched, QEvent *event) override;

  private:
    QWidget *widget;
    fsqt_press_callback callback;
    void *context;
    fsqt_release release;
    QTimer timer;
    bool held = false;
};

/// Calls back on QEvent::ApplicationFontChange, which QGuiApplication::setFont sends to the
/// application itself; an event filter on it, whose parent it is. Every other event passes
/// untouched.
class ApplicationFontWatch : public Callback {
  public:
    ApplicationFontWatch(fsqt_callback callback, void *context, fsqt_release release);
    bool eventFilter(QObject *watched, QEvent *event) override;
};

}  // namespace fsqt

#endif
