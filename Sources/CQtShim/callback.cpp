// A Swift closure held by Qt (callback.h): called through, and released with its holder.

#include "CQtShim.h"

// Without the package trait Qt, CQt6 gives no include path and this file compiles to nothing.
#if __has_include(<QtWidgets/QApplication>)

#include "callback.h"

namespace fsqt {

Callback::Callback(QObject *parent, fsqt_callback callback, void *context, fsqt_release release)
    : QObject(parent), callback(callback), context(context), release(release) {}

Callback::~Callback() {
    if (release != nullptr) release(context);
}

void Callback::call() { callback(context); }

}  // namespace fsqt

#endif
