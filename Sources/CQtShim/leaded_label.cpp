// The tree's label in Qt (leaded_label.h): its size hints, measured as the tree measures text
// and kept per text and font; its lines laid out and painted at the ramp's leading, glyphs at
// whole-pixel advances.

#include "CQtShim.h"

// Without the package trait Qt, CQt6 gives no include path and this file compiles to nothing.
#if __has_include(<QtWidgets/QApplication>)

#include "leaded_label.h"
#include "line_limit.h"

// Qt 6.4's headers declare literal operators in a spelling newer compilers deprecate.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-literal-operator"
#include <QtGui/QFontMetrics>
#include <QtGui/QPainter>
#pragma clang diagnostic pop

#include <algorithm>
#include <cmath>
#include <vector>

namespace fsqt {

int LeadedLabel::widthOnOneLine(const QString &text) const {
    if (text.isEmpty()) return 0;
    if (lineHeight <= 0) return QFontMetrics(font()).horizontalAdvance(text);
    // Shaping is most of what a text-size change costs: the size hints, the line limit and its
    // elision each ask for the same text at the same font, which is shaped once.
    return measuredLine(text).width;
}

bool LeadedLabel::hasHeightForWidth() const {
    return lineHeight > 0 ? wordWrap() : QLabel::hasHeightForWidth();
}

int LeadedLabel::heightForWidth(int width) const {
    if (lineHeight <= 0) return QLabel::heightForWidth(width);
    QMargins margins = contentsMargins();
    return leadedHeight(width - margins.left() - margins.right()) + margins.top() + margins.bottom();
}

QSize LeadedLabel::sizeHint() const {
    if (lineHeight <= 0) {
        std::optional<QSize> hint = oneLineHint();
        return hint ? *hint : QLabel::sizeHint();
    }
    QMargins margins = contentsMargins();
    int width = naturalWidth();
    return QSize(width + margins.left() + margins.right(),
                 leadedHeight(wordWrap() ? width : -1) + margins.top() + margins.bottom());
}

QSize LeadedLabel::minimumSizeHint() const {
    // On one line, QLabel's smallest size is its size (the three measures below are one box).
    if (lineHeight <= 0) {
        std::optional<QSize> hint = oneLineHint();
        return hint ? *hint : QLabel::minimumSizeHint();
    }
    QMargins margins = contentsMargins();
    // A wrapping label's height follows its width (heightForWidth); at least one line.
    int height = static_cast<int>(std::ceil(lineHeight)) + margins.top() + margins.bottom();
    // A label on one line needs its whole line, measured as sizeHint measures it.
    if (!wordWrap()) return QSize(naturalWidth() + margins.left() + margins.right(), height);
    // A width of its own (a line limit's) is what layouts take over the hint's: QLabel's
    // would shape the whole text again for a width no one reads.
    if (minimumWidth() > 0) return QSize(minimumWidth(), height);
    QSize hint = QLabel::minimumSizeHint();
    hint.setHeight(height);
    return hint;
}

std::optional<QSize> LeadedLabel::oneLineHint() const {
    if (wordWrap() || textFormat() != Qt::PlainText || buddy() != nullptr || focusPolicy() != Qt::NoFocus ||
        (textInteractionFlags() & (Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard)) ||
        text().isEmpty() || text().contains(QLatin1Char('&')))
        return std::nullopt;
    // As QLabel's hints do first: a style's polish may set the font.
    ensurePolished();
    OneLineHint &kept = oneLineHintKept;
    QMargins margins = contentsMargins();
    if (kept.size.isValid() && kept.font == font() && kept.text == text() && kept.alignment == alignment() &&
        kept.margin == margin() && kept.indent == indent() && kept.frameWidth == frameWidth() &&
        kept.margins == margins && kept.minimumSize == minimumSize())
        return kept.size;
    // What QLabelPrivate::sizeForWidth adds around the text: the margin on each side, and an
    // indent on the sides the text is aligned to (half an x's width each side of a frame).
    QFontMetrics metrics = fontMetrics();
    int horizontal = 2 * margin(), vertical = horizontal;
    int indentation = indent();
    if (indentation < 0 && frameWidth() != 0)
        indentation = metrics.horizontalAdvance(QLatin1Char('x')) - margin() * 2;
    if (indentation > 0) {
        if (alignment() & (Qt::AlignLeft | Qt::AlignRight)) horizontal += indentation;
        if (alignment() & (Qt::AlignTop | Qt::AlignBottom)) vertical += indentation;
    }
    // The box as QLabel asks for it: tabs expanded (QLabel always asks so), centring left out
    // (it would halve a pixel).
    int flags = (static_cast<int>(alignment()) | Qt::TextExpandTabs) & ~(Qt::AlignVCenter | Qt::AlignHCenter);
    int width = 2000 - horizontal - margins.left() - margins.right();
    QRect box = metrics.boundingRect(0, 0, width, 2000, flags, text());
    QSize size = QSize(box.width() + horizontal + margins.left() + margins.right(),
                       box.height() + vertical + margins.top() + margins.bottom())
                     .expandedTo(minimumSize());
    kept = OneLineHint{font(), text(), alignment(), margin(), indent(), frameWidth(), margins, minimumSize(), size};
    return size;
}

const LeadedLabel::MeasuredLine &LeadedLabel::measuredLine(const QString &text) const {
    for (const MeasuredLine &measured : measuredLines) {
        if (measured.width >= 0 && measured.font == font() && measured.text == text) return measured;
    }
    MeasuredLine &slot = measuredLines[nextMeasuredLine];
    nextMeasuredLine = (nextMeasuredLine + 1) % measuredLines.size();
    slot = shapedOnOneLine(text);
    return slot;
}

LeadedLabel::MeasuredLine LeadedLabel::shapedOnOneLine(const QString &text) const {
    MeasuredLine measured{text, font(), 0, 1};
    if (text.isEmpty()) return measured;
    QString flowing = text;
    flowing.replace(QLatin1Char('\n'), QChar::LineSeparator);
    QTextLayout layout(flowing, font());
    QTextOption option;
    option.setWrapMode(QTextOption::NoWrap);
    option.setUseDesignMetrics(true);
    layout.setTextOption(option);
    // The first line's glyph runs are read after `endLayout`: kept, not shaped again.
    layout.setCacheEnabled(true);
    layout.beginLayout();
    QTextLine line = layout.createLine();
    if (line.isValid()) line.setLineWidth(1e6);
    // The lines its breaks make, as layOut makes them when it does not wrap: the height of a
    // label that does not wrap comes from this one shaping too.
    int count = line.isValid() ? 1 : 0;
    for (QTextLine next = layout.createLine(); next.isValid(); next = layout.createLine()) {
        next.setLineWidth(1e6);
        count += 1;
    }
    layout.endLayout();
    qreal drawn = 0;
    if (line.isValid()) wholePixelRuns(line, &drawn);
    measured.width = static_cast<int>(std::ceil(drawn - 0.01));
    measured.lines = std::max(count, 1);
    return measured;
}

void LeadedLabel::paintEvent(QPaintEvent *event) {
    if (lineHeight <= 0) return QLabel::paintEvent(event);
    QTextLayout layout;
    QRect area = contentsRect();
    int count = layOut(layout, area.width());
    QPainter painter(this);
    QPalette::ColorGroup group = isEnabled() ? QPalette::Active : QPalette::Disabled;
    painter.setPen(palette().color(group, foregroundRole()));
    for (int index = 0; index < count; ++index) {
        for (const QGlyphRun &run : wholePixelRuns(layout.lineAt(index))) painter.drawGlyphRun(area.topLeft(), run);
    }
}

int LeadedLabel::layOut(QTextLayout &layout, int width) const {
    QString flowing = text();
    flowing.replace(QLatin1Char('\n'), QChar::LineSeparator);
    layout.setText(flowing);
    layout.setFont(font());
    layout.setCacheEnabled(true);
    QTextOption option(alignment());
    bool wraps = wordWrap() && width >= 0;
    option.setWrapMode(wraps ? QTextOption::WrapAtWordBoundaryOrAnywhere : QTextOption::NoWrap);
    layout.setTextOption(option);
    int count = 0;
    layout.beginLayout();
    for (;;) {
        QTextLine line = layout.createLine();
        if (!line.isValid()) break;
        if (wraps) {
            fitLine(line, width);
        } else {
            line.setLineWidth(1e6);
        }
        line.setPosition(QPointF(0, count * lineHeight + (lineHeight - line.height()) / 2));
        count += 1;
    }
    layout.endLayout();
    return count;
}

QList<QGlyphRun> LeadedLabel::wholePixelRuns(const QTextLine &line, qreal *width) {
    QList<QGlyphRun> runs = line.glyphRuns();
    auto left = [](const QGlyphRun &run) { return run.positions().isEmpty() ? 0 : run.positions().first().x(); };
    std::sort(runs.begin(), runs.end(), [&](const QGlyphRun &a, const QGlyphRun &b) { return left(a) < left(b); });
    // Each glyph's advance as shaped (kerning included) is the distance to the next glyph; the
    // last one's ends where the line's text does.
    std::vector<qreal> starts;
    for (const QGlyphRun &run : runs) {
        for (const QPointF &position : run.positions()) starts.push_back(position.x());
    }
    if (starts.empty()) {
        if (width != nullptr) *width = 0;
        return runs;
    }
    starts.push_back(std::max(starts.back(), line.x() + line.naturalTextWidth()));
    qreal x = std::round(starts.front());
    size_t glyph = 0;
    for (QGlyphRun &run : runs) {
        QList<QPointF> positions = run.positions();
        for (QPointF &position : positions) {
            position.setX(x);
            x += std::round(starts[glyph + 1] - starts[glyph]);
            glyph += 1;
        }
        run.setPositions(positions);
    }
    if (width != nullptr) *width = x - std::round(starts.front());
    return runs;
}

void LeadedLabel::fitLine(QTextLine &line, qreal width) {
    line.setLineWidth(width);
    for (int attempt = 0; attempt < 16 && line.textLength() > 1; ++attempt) {
        qreal drawn = 0;
        wholePixelRuns(line, &drawn);
        qreal excess = drawn - width;
        if (excess <= 0.01) return;
        line.setLineWidth(std::max<qreal>(1, line.naturalTextWidth() - excess));
    }
}

int LeadedLabel::leadedHeight(int width) const {
    // Laid out once per text, font, width and leading: the layout asks for both hints and,
    // for a wrapping label, the height at its width more than once.
    if (!wordWrap() || width < 0) width = -1;
    // On one line but for its breaks: as many lines as the width's measure found.
    if (width < 0) return static_cast<int>(std::ceil(measuredLine(text()).lines * lineHeight - 0.01));
    MeasuredHeights &kept = measuredHeights;
    if (kept.lineHeight != lineHeight || kept.font != font() || kept.text != text()) {
        kept.text = text();
        kept.font = font();
        kept.lineHeight = lineHeight;
        kept.count = 0;
        kept.next = 0;
    }
    for (size_t index = 0; index < kept.count; ++index) {
        if (kept.heights[index].first == width) return kept.heights[index].second;
    }
    QTextLayout layout;
    int count = std::max(layOut(layout, width), 1);
    int height = static_cast<int>(std::ceil(count * lineHeight - 0.01));
    kept.heights[kept.next] = {width, height};
    kept.next = (kept.next + 1) % kept.heights.size();
    kept.count = std::min(kept.count + 1, kept.heights.size());
    return height;
}

/// The width of the label's whole text on one line, not of the text it shows: a line limit
/// shows it broken into lines (or elided) at the width the label was last given, and a size hint
/// that followed that text would narrow a label its layout places at its own width (a leading
/// column's) at every pass.
int LeadedLabel::naturalWidth() const {
    LineLimit *limit = lineLimit(const_cast<LeadedLabel *>(this));
    return widthOnOneLine(limit != nullptr ? limit->text : text());
}

}  // namespace fsqt

#endif
