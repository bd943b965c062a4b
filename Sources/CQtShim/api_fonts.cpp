// The C API's widget fonts: set on many widgets at once (repainted through their parents), unset,
// and read back as asked for and as Qt draws them.

#include "CQtShim.h"

// Without the package trait Qt, CQt6 gives no include path and this file compiles to nothing.
#if __has_include(<QtWidgets/QApplication>)

#include "handles.h"

// Qt 6.4's headers declare literal operators in a spelling newer compilers deprecate.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-literal-operator"
#include <QtGui/QFont>
#include <QtGui/QFontInfo>
#include <QtGui/QFontMetrics>
#include <QtGui/QFontMetricsF>
#include <QtGui/QRawFont>
#include <QtWidgets/QLabel>
#include <QtWidgets/QWidget>
#pragma clang diagnostic pop

#include <algorithm>
#include <cmath>
#include <cstdlib>

using namespace fsqt;

namespace {

double resolution(const QWidget *w) {
    int dpi = w->logicalDpiY();
    return dpi > 0 ? dpi : 96;
}

/// The pixel size Qt draws a widget's text at: its font engine's, in the widget's logical pixels
/// (QRawFont of the font as the widget resolved it, at the widget's resolution), not the size
/// asked for; a point size's computed pixel size where there is no engine.
double drawnPixelSize(const QWidget *w) {
    QFont font = w->font();
    QRawFont engine = QRawFont::fromFont(font);
    if (engine.isValid()) return engine.pixelSize();
    return font.pixelSize() > 0 ? font.pixelSize() : font.pointSizeF() * resolution(w) / 72.0;
}

}  // namespace

extern "C" {


void fsqt_set_font(fsqt_handle *handle, const char *family, double pixel_size, int weight, bool small_caps) {
    fsqt_set_fonts(&handle, 1, family, pixel_size, weight, small_caps);
}

void fsqt_set_fonts(fsqt_handle *const *handles, size_t count, const char *family, double pixel_size, int weight,
                    bool small_caps) {
    if (handles == nullptr || !(pixel_size > 0 && pixel_size < 100000)) return;
    // Converted once for every widget.
    QStringList families;
    if (family != nullptr) families = {string(family)};
    // Widgets of a column mostly have one font before (their parent's, or the last change's):
    // built once for them, and shared (QFont is implicitly shared).
    QFont lastBefore, lastFont;
    bool hasLast = false;
    QWidget *updatedParent = nullptr;
    for (size_t index = 0; index < count; ++index) {
        QWidget *w = widget(handles[index]);
        if (w == nullptr) continue;
        QFont before = w->font();
        // The mask too: what the widget's font sets itself, rather than inherits, is kept.
        if (!hasLast || before != lastBefore || before.resolveMask() != lastBefore.resolveMask()) {
            QFont font = before;
            if (family != nullptr) font.setFamilies(families);
            // A pixel size, which no resolution scales (a forced font DPI, a screen's). Whole: QFont
            // takes whole pixels only, and Qt's font database draws a point size at a whole pixel
            // size too (it rounds the pixel size it computes), so rounding here draws exactly what
            // a point size at the widget's resolution drew, while QFont::pixelSize() now says so
            // and no later change of resolution scales it.
            font.setPixelSize(std::max(1, static_cast<int>(std::lround(pixel_size))));
            font.setWeight(static_cast<QFont::Weight>(std::clamp(weight, 1, 1000)));
            font.setCapitalization(small_caps ? QFont::SmallCaps : QFont::MixedCase);
            lastBefore = before;
            lastFont = font;
            hasLast = true;
        }
        if (lastFont == before && w->testAttribute(Qt::WA_SetFont)) continue;
        // As changeRepaintingThroughParent (api_labels.cpp) does, each parent marked dirty once for
        // all its children here rather than once per child.
        QWidget *parent = w->isWindow() ? nullptr : w->parentWidget();
        if (parent == nullptr || !w->updatesEnabled()) {
            w->setFont(lastFont);
            continue;
        }
        w->setAttribute(Qt::WA_UpdatesDisabled, true);
        w->setFont(lastFont);
        w->setAttribute(Qt::WA_UpdatesDisabled, false);
        if (parent != updatedParent) parent->update();
        updatedParent = parent;
    }
}

void fsqt_unset_font(fsqt_handle *handle) {
    if (QWidget *w = widget(handle)) w->setFont(QFont());
}

int fsqt_requested_pixel_size(const fsqt_handle *handle) {
    QWidget *w = widget(handle);
    return w == nullptr ? 0 : w->font().pixelSize();
}

double fsqt_drawn_pixel_size(const fsqt_handle *handle) {
    QWidget *w = widget(handle);
    return w == nullptr ? 0 : drawnPixelSize(w);
}

bool fsqt_has_own_font(const fsqt_handle *handle) {
    QWidget *w = widget(handle);
    return w != nullptr && w->testAttribute(Qt::WA_SetFont);
}

fsqt_font_info fsqt_font(const fsqt_handle *handle) {
    fsqt_font_info info{};
    QWidget *w = widget(handle);
    if (w == nullptr) return info;
    QFont font = w->font();
    info.family = copy(font.family());
    QFontInfo matched(font);
    info.matched_family = copy(matched.family());
    info.matched_style = copy(matched.styleName());
    info.pixel_size = drawnPixelSize(w);
    info.weight = font.weight();
    info.small_caps = font.capitalization() == QFont::SmallCaps;
    QFontMetricsF metrics(font, w);
    info.line_height = metrics.height();
    info.size_hint_height = w->sizeHint().height();
    if (auto *label = qobject_cast<QLabel *>(w)) {
        int width = label->width() > 1 ? label->width() : 10000;
        info.text_height =
            QFontMetrics(font, w).boundingRect(QRect(0, 0, width, 100000), Qt::TextWordWrap, label->text()).height();
    }
    return info;
}

void fsqt_font_info_free(fsqt_font_info *info) {
    if (info == nullptr) return;
    std::free(info->family);
    std::free(info->matched_family);
    std::free(info->matched_style);
    info->family = nullptr;
    info->matched_family = nullptr;
    info->matched_style = nullptr;
}

}  // extern "C"

#endif
