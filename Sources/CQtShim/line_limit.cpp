// A label's line limit (line_limit.h): where its text breaks into lines, where the last one is
// elided, and when that is worked out again.

#include "CQtShim.h"

// Without the package trait Qt, CQt6 gives no include path and this file compiles to nothing.
#if __has_include(<QtWidgets/QApplication>)

#include "leaded_label.h"
#include "line_limit.h"

// Qt 6.4's headers declare literal operators in a spelling newer compilers deprecate.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-literal-operator"
#include <QtCore/QEvent>
#include <QtCore/QHash>
#include <QtCore/QPointer>
#include <QtCore/QStringList>
#include <QtGui/QFontMetrics>
#include <QtGui/QTextLayout>
#include <QtWidgets/QApplication>
#include <QtWidgets/QLabel>
#pragma clang diagnostic pop

#include <algorithm>

namespace fsqt {

class LineLimit::EllipsisWidths : public QObject {
  public:
    using QObject::QObject;
    QHash<QFont, int> widths;

    static EllipsisWidths *shared() {
        static QPointer<EllipsisWidths> instance;
        if (instance.isNull()) instance = new EllipsisWidths(qApp);
        return instance.data();
    }
};

LineLimit::LineLimit(QLabel *label) : QObject(label), label(label) {
    setObjectName(QLatin1String(name));
    label->installEventFilter(this);
}

void LineLimit::apply(bool force) {
    QFontMetrics metrics(label->font());
    // A label may be as narrow as an ellipsis, as GTK's are: otherwise its text's width (or
    // its longest word's) would be its minimum, and its column would grow past the window
    // instead of the text eliding or wrapping inside it. Set before the width is read: a
    // larger minimum resizes the label, which lays the text out at its new width (the resize
    // comes back here), and this pass must not then lay it out at the old one.
    label->setMinimumWidth(ellipsisWidth(label->font(), metrics));
    int width = label->contentsRect().width();
    if (!force && width == laidOutWidth && label->font() == laidOutFont) return;
    laidOutWidth = width;
    laidOutFont = label->font();
    QString shown = text;
    elided = false;
    // Whether the text fits is measured as the label draws it: a label laying out its own
    // lines (a leaded label) places glyphs at whole pixels, as the tree measures them.
    auto *leaded = dynamic_cast<LeadedLabel *>(label);
    if (leaded != nullptr && leaded->lineHeight <= 0) leaded = nullptr;
    auto widthOf = [&](const QString &text) {
        return leaded != nullptr ? leaded->widthOnOneLine(text) : metrics.horizontalAdvance(text);
    };
    // Qt's elision measures fractional advances: for a leaded label, narrower until the text
    // fits as drawn.
    auto fitted = [&](const QString &text) {
        QString shortened = metrics.elidedText(text, elide, width);
        for (int room = width; leaded != nullptr && room > 1 && widthOf(shortened) > width;) {
            room -= std::max(1, widthOf(shortened) - width);
            shortened = metrics.elidedText(text, elide, room);
        }
        return shortened;
    };
    int oneLine = widthOf(text);
    if (lines == 1 && width > 0) {
        shown = oneLine <= width ? text : fitted(text);
        elided = shown != text;
    } else if (width > 0 && (lines > 0 || oneLine > width) && !(lines == 1 && oneLine <= width)) {
        // Broken into lines here, at words and, for a word wider than the line, anywhere.
        QString flowing = text;
        flowing.replace(QLatin1Char('\n'), QChar::LineSeparator);
        QTextLayout layout(flowing, label->font());
        QTextOption option;
        option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
        // Broken as the label lays its lines out (LeadedLabel::layOut), or as QLabel does.
        option.setUseDesignMetrics(leaded != nullptr);
        layout.setTextOption(option);
        QStringList kept;
        layout.beginLayout();
        for (int count = 1;; count++) {
            QTextLine line = layout.createLine();
            if (!line.isValid()) break;
            if (leaded != nullptr) {
                LeadedLabel::fitLine(line, width);
            } else {
                line.setLineWidth(width);
            }
            if (lines == 0 || count < lines) {
                kept << flowing.mid(line.textStart(), line.textLength()).trimmed();
                continue;
            }
            // The last line shown takes the rest of the text, elided to the width.
            QString rest = flowing.mid(line.textStart()).simplified();
            QString last = widthOf(rest) <= width ? rest : fitted(rest);
            elided = last != rest;
            kept << last;
            break;
        }
        layout.endLayout();
        shown = kept.join(QLatin1Char('\n'));
    }
    if (label->text() != shown) {
        label->setText(shown);
        // The shorter text asks for less height: the column lays out again.
        label->updateGeometry();
    }
}

bool LineLimit::eventFilter(QObject *, QEvent *event) {
    if (event->type() == QEvent::Resize || event->type() == QEvent::FontChange) apply(false);
    return false;
}

int LineLimit::ellipsisWidth(const QFont &font, const QFontMetrics &metrics) {
    QHash<QFont, int> &widths = EllipsisWidths::shared()->widths;
    auto known = widths.constFind(font);
    if (known != widths.constEnd()) return *known;
    // Fonts come and go with the sizes a desktop picks: kept to a bound.
    if (widths.size() >= 256) widths.clear();
    int width = std::max(1, metrics.horizontalAdvance(QChar(0x2026)));
    widths.insert(font, width);
    return width;
}

LineLimit *lineLimit(QWidget *w) {
    if (w == nullptr) return nullptr;
    return static_cast<LineLimit *>(
        w->findChild<QObject *>(QLatin1String(LineLimit::name), Qt::FindDirectChildrenOnly));
}

}  // namespace fsqt

#endif
