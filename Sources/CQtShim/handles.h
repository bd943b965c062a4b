#ifndef FONTSCALE_CQTSHIM_HANDLES_H
#define FONTSCALE_CQTSHIM_HANDLES_H

// The opaque handle the C API gives Swift for a QObject (a QPointer, so a call on a destroyed
// object does nothing), and the conversions every C API function uses: handles to widgets, Qt's
// strings to C's and back.

#include "CQtShim.h"

// Qt 6.4's headers declare literal operators in a spelling newer compilers deprecate.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-literal-operator"
#include <QtCore/QObject>
#include <QtCore/QPointer>
#include <QtCore/QString>
#pragma clang diagnostic pop

class QWidget;

struct fsqt_handle {
    QPointer<QObject> object;
    /// Whether releasing the handle deletes an object that has no parent.
    bool owns;
    /// The object's identity (see `identity` in handles.cpp), kept after the object is destroyed.
    unsigned long long identity;
};

namespace fsqt {

/// A C string of `text` in UTF-8 that the caller frees (fsqt_free); NULL when out of memory.
char *copy(const QString &text);

/// `text`, a UTF-8 C string, as a QString; an empty one for NULL.
QString string(const char *text);

/// An owning handle on an object just made.
fsqt_handle *wrap(QObject *object);

/// A handle on an object someone else owns (a child, a parent): releasing it deletes nothing.
fsqt_handle *borrow(QObject *object);

/// The widget a handle is on, or NULL. Every call on a widget passes here: the thread rule is
/// checked once for all of them.
QWidget *widget(const fsqt_handle *handle);

}  // namespace fsqt

#endif
