// The C API's application font: read, set (its point size, its family), watched for changes, and
// the font files an app registers with Qt.

#include "CQtShim.h"

// Without the package trait Qt, CQt6 gives no include path and this file compiles to nothing.
#if __has_include(<QtWidgets/QApplication>)

#include "CMainThread.h"
#include "event_filters.h"
#include "handles.h"

// Qt 6.4's headers declare literal operators in a spelling newer compilers deprecate.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-literal-operator"
#include <QtCore/QVariant>
#include <QtGui/QFont>
#include <QtGui/QFontDatabase>
#include <QtWidgets/QApplication>
#pragma clang diagnostic pop

using namespace fsqt;

extern "C" {

char *fsqt_application_font(double *point_size, int *pixel_size) {
    fontscale_main_thread_require("Qt", "fsqt_application_font");
    QFont font = QApplication::font();
    if (point_size != nullptr) *point_size = font.pointSizeF();
    if (pixel_size != nullptr) *pixel_size = font.pixelSize();
    return copy(font.family());
}

void fsqt_set_application_font_point_size(double point_size) {
    fontscale_main_thread_require("Qt", "fsqt_set_application_font_point_size");
    if (!fsqt_application_exists() || !(point_size > 0 && point_size < 10000)) return;
    QFont font = QApplication::font();
    font.setPointSizeF(point_size);
    QApplication::setFont(font);
}

void fsqt_set_application_font_family(const char *family) {
    fontscale_main_thread_require("Qt", "fsqt_set_application_font_family");
    if (!fsqt_application_exists() || family == nullptr) return;
    QFont font = QApplication::font();
    font.setFamilies({QString::fromUtf8(family)});
    QApplication::setFont(font);
}

fsqt_handle *fsqt_on_application_font_change(fsqt_callback callback, void *context, fsqt_release release) {
    fontscale_main_thread_require("Qt", "fsqt_on_application_font_change");
    if (!fsqt_application_exists()) {
        if (release != nullptr) release(context);
        return nullptr;
    }
    return wrap(new ApplicationFontWatch(callback, context, release));
}

char *fsqt_add_application_font(const char *path) {
    fontscale_main_thread_require("Qt", "fsqt_add_application_font");
    if (!fsqt_application_exists() || path == nullptr) return nullptr;
    // Each file once per QApplication: its font database is the application's, so the families
    // registered are kept on the application itself and go with it (an empty one: Qt refused it).
    static const char *const key = "fontscaleRegisteredFamilies";
    QVariantMap registered = qApp->property(key).toMap();
    QString file = string(path);
    if (!registered.contains(file)) {
        int id = QFontDatabase::addApplicationFont(file);
        QStringList families = id < 0 ? QStringList() : QFontDatabase::applicationFontFamilies(id);
        registered.insert(file, families.isEmpty() ? QString() : families.first());
        qApp->setProperty(key, registered);
    }
    QString family = registered.value(file).toString();
    return family.isEmpty() ? nullptr : copy(family);
}

}  // extern "C"

#endif
