// The C API's text of a widget: read and set whatever the widget is (a label with or without a
// line limit, a line edit, an eliding button), a button's icon and title elision, a label's line
// limit, and how a label's text is laid out as drawn.

#include "CQtShim.h"

// Without the package trait Qt, CQt6 gives no include path and this file compiles to nothing.
#if __has_include(<QtWidgets/QApplication>)

#include "handles.h"
#include "line_limit.h"
#include "title_elision.h"

// Qt 6.4's headers declare literal operators in a spelling newer compilers deprecate.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-literal-operator"
#include <QtGui/QFontMetrics>
#include <QtGui/QIcon>
#include <QtGui/QTextLayout>
#include <QtWidgets/QAbstractButton>
#include <QtWidgets/QLabel>
#include <QtWidgets/QLineEdit>
#include <QtWidgets/QWidget>
#pragma clang diagnostic pop

#include <algorithm>
#include <cstring>

using namespace fsqt;

extern "C" {

char *fsqt_text(const fsqt_handle *handle) {
    QWidget *w = widget(handle);
    if (LineLimit *limit = lineLimit(w)) return copy(limit->text);
    if (auto *label = qobject_cast<QLabel *>(w)) return copy(label->text());
    if (auto *edit = qobject_cast<QLineEdit *>(w)) return copy(edit->text());
    if (auto *button = dynamic_cast<TitleElision *>(w)) return copy(button->title());
    if (auto *button = qobject_cast<QAbstractButton *>(w)) return copy(button->text());
    return nullptr;
}

void fsqt_set_text(fsqt_handle *handle, const char *text) {
    QWidget *w = widget(handle);
    if (LineLimit *limit = lineLimit(w)) {
        limit->text = string(text);
        return limit->apply(true);
    }
    if (auto *label = qobject_cast<QLabel *>(w)) label->setText(string(text));
    if (auto *edit = qobject_cast<QLineEdit *>(w)) edit->setText(string(text));
    if (auto *button = dynamic_cast<TitleElision *>(w)) return button->setTitle(string(text));
    if (auto *button = qobject_cast<QAbstractButton *>(w)) button->setText(string(text));
}

void fsqt_set_icon_name(fsqt_handle *handle, const char *name) {
    auto *button = qobject_cast<QAbstractButton *>(widget(handle));
    if (button == nullptr) return;
    // The desktop's icon theme has the symbolic name (Adwaita) or the plain one (Breeze).
    QString symbolic = string(name);
    QIcon icon = QIcon::fromTheme(symbolic);
    if (icon.isNull() && symbolic.endsWith(QLatin1String("-symbolic")))
        icon = QIcon::fromTheme(symbolic.chopped(int(std::strlen("-symbolic"))));
    if (!icon.isNull()) button->setIcon(icon);
}

void fsqt_set_title_elision(fsqt_handle *handle, int elide) {
    auto *button = dynamic_cast<TitleElision *>(widget(handle));
    if (button == nullptr) return;
    Qt::TextElideMode mode = elide == 0 ? Qt::ElideLeft : elide == 2 ? Qt::ElideMiddle : Qt::ElideRight;
    if (button->elide == mode) return;
    button->elide = mode;
    button->fit();
}

bool fsqt_is_title_elided(const fsqt_handle *handle) {
    auto *button = dynamic_cast<TitleElision *>(widget(handle));
    return button != nullptr && button->elided;
}

void fsqt_set_line_limit(fsqt_handle *handle, int lines, int elide) {
    auto *label = qobject_cast<QLabel *>(widget(handle));
    if (label == nullptr) return;
    LineLimit *limit = lineLimit(label);
    bool made = limit == nullptr;
    if (made) {
        limit = new LineLimit(label);
        limit->text = label->text();
    }
    Qt::TextElideMode mode = elide == 0 ? Qt::ElideLeft : elide == 2 ? Qt::ElideMiddle : Qt::ElideRight;
    if (!made && limit->lines == std::max(0, lines) && limit->elide == mode) return;
    limit->lines = std::max(0, lines);
    limit->elide = mode;
    // One line needs no wrapping, whose height-for-width layout is Qt's dearest.
    label->setWordWrap(limit->lines != 1);
    limit->apply(true);
}

bool fsqt_label_layout(const fsqt_handle *handle, fsqt_label_layout_info *layout) {
    auto *label = qobject_cast<QLabel *>(widget(handle));
    if (label == nullptr || layout == nullptr) return false;
    LineLimit *limit = lineLimit(label);
    QRect area = label->contentsRect();
    QFontMetrics metrics = label->fontMetrics();
    int wrap = label->wordWrap() ? Qt::TextWordWrap : 0;
    // As QLabel::paintEvent draws plain text: its alignment, and word wrap when it wraps.
    QRect drawn = metrics.boundingRect(area, int(label->alignment()) | wrap, label->text());
    layout->width = drawn.width();
    layout->height = drawn.height();
    // QPainter::drawText breaks lines at line separators, and wraps at words when asked.
    QString text = label->text();
    text.replace(QLatin1Char('\n'), QChar::LineSeparator);
    QTextLayout lines(text, label->font(), label);
    QTextOption option;
    option.setWrapMode(wrap != 0 ? QTextOption::WordWrap : QTextOption::ManualWrap);
    lines.setTextOption(option);
    lines.beginLayout();
    int count = 0;
    for (QTextLine line = lines.createLine(); line.isValid(); line = lines.createLine()) {
        line.setLineWidth(std::max(0, area.width()));
        count += 1;
    }
    lines.endLayout();
    layout->line_count = count;
    layout->is_elided = limit != nullptr && limit->elided;
    layout->allocated_width = label->width();
    layout->allocated_height = label->height();
    QString whole = limit != nullptr ? limit->text : label->text();
    layout->natural_width =
        metrics.boundingRect(QRect(0, 0, QWIDGETSIZE_MAX, QWIDGETSIZE_MAX), int(label->alignment()), whole).width() +
        label->width() - area.width();
    layout->natural_height =
        label->hasHeightForWidth() ? label->heightForWidth(label->width()) : label->sizeHint().height();
    return true;
}

}  // extern "C"

#endif
