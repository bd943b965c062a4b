// The C API's labels: the tree's label (leaded_label.h) and a plain QLabel to compare it with, set
// up as the tree's are, their wrapping, leading and alignment in a bar, and a test's view of their
// size hints.

#include "CQtShim.h"

// Without the package trait Qt, CQt6 gives no include path and this file compiles to nothing.
#if __has_include(<QtWidgets/QApplication>)

#include "CMainThread.h"
#include "handles.h"
#include "leaded_label.h"

// Qt 6.4's headers declare literal operators in a spelling newer compilers deprecate.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-literal-operator"
#include <QtGui/QFont>
#include <QtWidgets/QLabel>
#include <QtWidgets/QWidget>
#pragma clang diagnostic pop

#include <algorithm>
#include <memory>

using namespace fsqt;

namespace {

/// Runs `change` on a widget with its own repaint requests held back, then repaints it through
/// its parent: a text-size change restyles every label of a column, and each label marking itself
/// dirty makes Qt's next repaint walk all its later siblings for it
/// (QWidgetPrivate::subtractOpaqueSiblings), quadratic in the column's length. The parent marked
/// whole is one dirty widget however many of its children changed (its later calls find it dirty
/// already), and Qt paints the children inside it that are on screen, as it would have. Layout
/// requests go through as usual; moving and resizing the children marks the window's own dirty
/// region, which adds no dirty widget. A widget whose repaints are held already (by its parent,
/// or by the app), or a window, is changed as it is.
template <typename Change> void changeRepaintingThroughParent(QWidget *w, Change change) {
    QWidget *parent = w->isWindow() ? nullptr : w->parentWidget();
    if (parent == nullptr || !w->updatesEnabled()) return change();
    // The flag QWidget::update checks, set on this widget alone (setUpdatesEnabled would update
    // the widget when it lets repaints through again, which is what this avoids).
    w->setAttribute(Qt::WA_UpdatesDisabled, true);
    change();
    w->setAttribute(Qt::WA_UpdatesDisabled, false);
    parent->update();
}

}  // namespace

extern "C" {

/// Sets a new label up as fsqt_make_label's are: word-wrapping, leading-aligned, plain text.
static QLabel *setUpLabel(QLabel *label) {
    label->setWordWrap(true);
    label->setAlignment(Qt::AlignLeading | Qt::AlignTop);
    label->setTextFormat(Qt::PlainText);
    return label;
}

fsqt_handle *fsqt_make_label(const char *text) {
    fontscale_main_thread_require("Qt", "fsqt_make_label");
    if (!fsqt_application_exists()) return nullptr;
    return wrap(setUpLabel(new LeadedLabel(string(text))));
}

fsqt_handle *fsqt_make_plain_label_for_testing(const char *text) {
    fontscale_main_thread_require("Qt", "fsqt_make_plain_label_for_testing");
    if (!fsqt_application_exists()) return nullptr;
    return wrap(setUpLabel(new QLabel(string(text))));
}

void fsqt_label_hints_for_testing(bool leaded, const char *first_text, const char *text, int alignment, int margin,
                                  int indent, int frame_width, int contents_margin, int minimum_width,
                                  int first_pixel_size, int pixel_size, int hints[4]) {
    if (!fsqt_application_exists() || hints == nullptr) return;
    std::unique_ptr<QLabel> label(leaded ? new LeadedLabel(string(first_text)) : new QLabel(string(first_text)));
    setUpLabel(label.get());
    label->setWordWrap(false);
    label->setAlignment(Qt::Alignment(alignment));
    label->setMargin(margin);
    label->setIndent(indent);
    if (frame_width > 0) {
        label->setFrameShape(QFrame::Box);
        label->setLineWidth(frame_width);
    }
    label->setContentsMargins(contents_margin, contents_margin * 2, contents_margin * 3, contents_margin * 4);
    label->setMinimumWidth(minimum_width);
    QFont font = label->font();
    font.setPixelSize(std::max(1, first_pixel_size));
    label->setFont(font);
    // Measured once as it was, then again with the text and font it has now.
    (void)label->sizeHint();
    (void)label->minimumSizeHint();
    label->setText(string(text));
    font.setPixelSize(std::max(1, pixel_size));
    label->setFont(font);
    QSize hint = label->sizeHint(), smallest = label->minimumSizeHint();
    hints[0] = hint.width();
    hints[1] = hint.height();
    hints[2] = smallest.width();
    hints[3] = smallest.height();
}

void fsqt_set_word_wrap(fsqt_handle *handle, bool wraps) {
    if (auto *label = qobject_cast<QLabel *>(widget(handle))) label->setWordWrap(wraps);
}

void fsqt_set_line_height(fsqt_handle *handle, double pixels) {
    auto *label = dynamic_cast<LeadedLabel *>(widget(handle));
    if (label == nullptr || label->lineHeight == pixels) return;
    label->lineHeight = pixels > 0 ? pixels : 0;
    label->updateGeometry();
    changeRepaintingThroughParent(label, [] {});
}

void fsqt_align_bar_title(fsqt_handle *handle) {
    if (auto *label = qobject_cast<QLabel *>(widget(handle))) {
        // One line: a wrapping title would ask its row for the height of its narrowest layout.
        label->setWordWrap(false);
        label->setAlignment(Qt::AlignLeading | Qt::AlignVCenter);
    }
}

}  // extern "C"

#endif
