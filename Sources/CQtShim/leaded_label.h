#ifndef FONTSCALE_CQTSHIM_LEADED_LABEL_H
#define FONTSCALE_CQTSHIM_LEADED_LABEL_H

// The tree's label in Qt: a QLabel that spaces its lines by the ramp's leading, as GTK does with
// CSS `line-height`, places its glyphs at whole pixels as Pango does, and measures its text once
// per font rather than once per size hint.

// Qt 6.4's headers declare literal operators in a spelling newer compilers deprecate.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-literal-operator"
#include <QtCore/QList>
#include <QtCore/QMargins>
#include <QtCore/QSize>
#include <QtCore/QString>
#include <QtGui/QFont>
#include <QtGui/QGlyphRun>
#include <QtGui/QTextLayout>
#include <QtWidgets/QLabel>
#pragma clang diagnostic pop

#include <array>
#include <cstddef>
#include <optional>
#include <utility>

namespace fsqt {

/// A label whose lines are `lineHeight` pixels apart, each line's own height centred in it, as
/// GTK draws a label with a CSS `line-height` (Pango splits the difference above and below): the
/// ramp's leading, which QLabel cannot apply to plain text. With no line height it is a QLabel.
///
/// No Q_OBJECT: it adds no signal, and its class name stays QLabel's.
class LeadedLabel : public QLabel {
  public:
    using QLabel::QLabel;

    /// The distance between baselines in pixels, or 0 for the font's own.
    qreal lineHeight = 0;

    /// The width of `text` on one line as this label draws it, whole pixels up: its glyphs at
    /// whole-pixel advances when it has a line height, else Qt's own.
    int widthOnOneLine(const QString &text) const;

    bool hasHeightForWidth() const override;

    int heightForWidth(int width) const override;

    /// The width of the text on one line as the tree measures it: each glyph's advance rounded to
    /// a whole pixel, as Pango places glyphs (and so GTK draws them). QLabel's own hint sums
    /// fractional advances instead, a few pixels off at every size, and is not asked: shaping the
    /// text for a hint that is replaced would double a text-size change's cost.
    QSize sizeHint() const override;

    QSize minimumSizeHint() const override;

    /// QLabel's size hint (and smallest size) for a label of plain text on its lines as they
    /// break, measured once: QLabel measures its text's box three times for its two hints (at no
    /// width, at its natural width and at the widest), each a shaping of the text, and a label that
    /// does not wrap has one box at every width. Kept until the font, the text or what frames the
    /// text changes. Empty for a label QLabel measures some other way (one that wraps, rich or
    /// selectable text, a picture or none, a mnemonic for a buddy), which QLabel then measures.
    std::optional<QSize> oneLineHint() const;

  private:
    /// The one-line hint and what it was measured for.
    struct OneLineHint {
        QFont font;
        QString text;
        Qt::Alignment alignment;
        int margin = 0;
        int indent = -1;
        int frameWidth = 0;
        QMargins margins;
        QSize minimumSize;
        QSize size;
    };
    mutable OneLineHint oneLineHintKept;

    /// A text's width on its first line at a font, whole pixels up, and how many lines it has
    /// where only its line breaks break it (-1: not measured).
    struct MeasuredLine {
        QString text;
        QFont font;
        int width = -1;
        int lines = 1;
    };

    /// The text's one-line measure at the label's font, shaped once.
    const MeasuredLine &measuredLine(const QString &text) const;
    /// The label's own text and the whole text its line limit elides, which differ while elided.
    /// Four: the line limit's elision measures candidates too, which would push out the two.
    mutable std::array<MeasuredLine, 4> measuredLines;
    mutable size_t nextMeasuredLine = 0;

    /// The heights leadedHeight gave at the widths asked for, and what they depend on: a layout
    /// pass asks for a wrapping label's height at several widths (its row's minimum, its hint,
    /// the width it is given), each a shaping when not kept.
    struct MeasuredHeights {
        QString text;
        QFont font;
        qreal lineHeight = 0;
        /// Width and height pairs, the oldest replaced first.
        std::array<std::pair<int, int>, 8> heights;
        size_t count = 0;
        size_t next = 0;
    };
    mutable MeasuredHeights measuredHeights;

    MeasuredLine shapedOnOneLine(const QString &text) const;

  protected:
    void paintEvent(QPaintEvent *event) override;

  private:
    /// Lays the text out in `width` (no limit for a negative width or a label that does not
    /// wrap), its lines `lineHeight` apart; the number of lines. The layout keeps its glyphs
    /// after `endLayout` (its cache enabled): the paint asks for the lines' glyph runs then, which
    /// Qt would otherwise shape again.
    int layOut(QTextLayout &layout, int width) const;

  public:
    /// A line's glyph runs, left to right, with every glyph's advance rounded to a whole pixel
    /// (from where the line's first glyph starts), as Pango's `round_glyph_positions` places them;
    /// `width` is the sum of those advances.
    static QList<QGlyphRun> wholePixelRuns(const QTextLine &line, qreal *width = nullptr);

    /// Lays `line` out in `width` so that it fits with its glyphs at whole-pixel advances: Qt
    /// breaks lines at fractional advances, which can leave a line a pixel or two wider once its
    /// glyphs are placed as they are drawn; such a line is laid out again, narrower.
    static void fitLine(QTextLine &line, qreal width);

  private:
    /// The width of the label's text laid out on one line, its glyphs at whole-pixel advances.
    int naturalWidth() const;

    /// The height of the text's lines in `width`, whole pixels up.
    int leadedHeight(int width) const;
};

}  // namespace fsqt

#endif
