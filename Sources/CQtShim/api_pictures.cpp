// The C API's pictures and paints: a widget rendered to pixels or a PNG file, a window laid out
// until it settles, and Swift called back after the next paint (paint_watches.h).

#include "CQtShim.h"

// Without the package trait Qt, CQt6 gives no include path and this file compiles to nothing.
#if __has_include(<QtWidgets/QApplication>)

#include "handles.h"
#include "paint_watches.h"

// Qt 6.4's headers declare literal operators in a spelling newer compilers deprecate.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-literal-operator"
#include <QtCore/QCoreApplication>
#include <QtCore/QEvent>
#include <QtGui/QImage>
#include <QtGui/QPixmap>
#include <QtGui/QRegion>
#include <QtWidgets/QApplication>
#include <QtWidgets/QLayout>
#include <QtWidgets/QWidget>
#pragma clang diagnostic pop

#include <algorithm>

using namespace fsqt;

namespace {

/// Counts the layout requests delivered while it is installed on the application.
class LayoutRequestCount : public QObject {
  public:
    int count = 0;
    bool eventFilter(QObject *, QEvent *event) override {
        if (event->type() == QEvent::LayoutRequest) count += 1;
        return false;
    }
};

}  // namespace

extern "C" {

bool fsqt_render_rgba(const fsqt_handle *handle, unsigned char *pixels, int width, int height) {
    QWidget *w = widget(handle);
    if (w == nullptr || pixels == nullptr || width <= 0 || height <= 0) return false;
    // Over a transparent image, with no window background: what is drawn has some alpha.
    QImage image(pixels, width, height, width * 4, QImage::Format_RGBA8888_Premultiplied);
    image.fill(Qt::transparent);
    w->render(&image, QPoint(), QRegion(), QWidget::DrawChildren);
    return true;
}

bool fsqt_save_png(fsqt_handle *handle, const char *path) {
    QWidget *w = widget(handle);
    if (w == nullptr || path == nullptr || w->width() <= 0 || w->height() <= 0) return false;
    QPixmap picture = w->grab();
    return !picture.isNull() && picture.save(string(path), "PNG");
}

void fsqt_on_next_paint(fsqt_handle *handle, int timeout_ms, fsqt_callback callback, void *context, fsqt_release release) {
    QWidget *w = widget(handle);
    if (w == nullptr) {
        if (release != nullptr) release(context);
        return;
    }
    new NextPaint(w->window(), std::max(0, timeout_ms), callback, context, release);
}

void fsqt_lay_out_window(fsqt_handle *handle) {
    QWidget *w = widget(handle);
    // A window not shown is laid out when it is shown.
    if (w == nullptr || !w->window()->isVisible()) return;
    QWidget *window = w->window();
    LayoutRequestCount requests;
    qApp->installEventFilter(&requests);
    // Each round may ask for the next: a wrapping label's new width changes its height, a line
    // limit refits its text to the width it was given, a scroll area's content changes its hint.
    // Bounded, as Qt's own loop would go on for ever too where a layout never settles.
    for (int round = 0; round < 16; ++round) {
        requests.count = 0;
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        bool redone = false;
        if (QLayout *layout = window->layout()) redone |= layout->activate();
        for (QWidget *inside : window->findChildren<QWidget *>()) {
            if (QLayout *layout = inside->layout()) redone |= layout->activate();
        }
        if (requests.count == 0 && !redone) break;
    }
    qApp->removeEventFilter(&requests);
}

void fsqt_on_next_laid_out_paint(
    fsqt_handle *handle, int timeout_ms, fsqt_callback callback, void *context, fsqt_release release) {
    QWidget *w = widget(handle);
    if (w == nullptr) {
        if (release != nullptr) release(context);
        return;
    }
    new LaidOutPaint(w, std::max(0, timeout_ms), callback, context, release);
}

}  // extern "C"

#endif
