#ifndef FONTSCALE_CQTSHIM_CALLBACK_H
#define FONTSCALE_CQTSHIM_CALLBACK_H

// A Swift closure as a QObject that Qt owns: the holder every signal, timer and event filter of
// the C API calls Swift through. Signals reach it through lambdas given to QObject::connect, so
// nothing in this layer needs moc (no class here has Q_OBJECT).

#include "CQtShim.h"

// Qt 6.4's headers declare literal operators in a spelling newer compilers deprecate.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-literal-operator"
#include <QtCore/QObject>
#pragma clang diagnostic pop

namespace fsqt {

/// A Swift closure held by Qt: called on each signal, released when Qt deletes the holder (with
/// the object it is a child of) or when its handle is destroyed.
class Callback : public QObject {
  public:
    Callback(QObject *parent, fsqt_callback callback, void *context, fsqt_release release);
    ~Callback() override;
    void call();

  private:
    fsqt_callback callback;
    void *context;
    fsqt_release release;
};

}  // namespace fsqt

#endif
