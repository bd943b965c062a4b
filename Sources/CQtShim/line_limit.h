#ifndef FONTSCALE_CQTSHIM_LINE_LIMIT_H
#define FONTSCALE_CQTSHIM_LINE_LIMIT_H

// A label's line limit, as UIKit's numberOfLines: the text broken into lines here and the last
// one elided, since QLabel neither limits its lines nor breaks a word wider than a line.

// Qt 6.4's headers declare literal operators in a spelling newer compilers deprecate.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-literal-operator"
#include <QtCore/QObject>
#include <QtCore/QString>
#include <QtGui/QFont>
#pragma clang diagnostic pop

class QFontMetrics;
class QLabel;
class QWidget;

namespace fsqt {

/// Shows at most `lines` lines of a word-wrapping label's text (all of them for 0), the last one
/// elided, as UIKit's numberOfLines does, breaking a word wider than the line as UIKit (and GTK)
/// do, where QLabel would let it stick out; laid out again when the label's width or font
/// changes. The label's own text is then the one shown, broken into lines; `text` is the whole.
class LineLimit : public QObject {
  public:
    /// The object name that finds a label's limit: without moc, `qobject_cast` cannot tell this
    /// class from any other QObject.
    static constexpr const char *name = "fontscale-line-limit";

    LineLimit(QLabel *label);
    QString text;
    int lines = 0;
    Qt::TextElideMode elide = Qt::ElideRight;
    /// Whether the text shown is shortened: its last line ends in Qt's ellipsis.
    bool elided = false;

    /// Shortens the text for the label's width and font; again only when the text, the number of
    /// lines, the width or the font changed since the last time (`force` for the first two).
    void apply(bool force);

    bool eventFilter(QObject *, QEvent *event) override;

  private:
    QLabel *label;
    int laidOutWidth = -1;
    QFont laidOutFont;

    /// An ellipsis' width at a font, at least a pixel: measured once per font, not once per label
    /// a text-size change restyles (a handful of fonts between them).
    static int ellipsisWidth(const QFont &font, const QFontMetrics &metrics);

    /// The widths, kept on the application: its fonts go with it, before Qt's font caches do.
    class EllipsisWidths;
};

/// The line limit of a label (a widget), or NULL when it has none.
LineLimit *lineLimit(QWidget *w);

}  // namespace fsqt

#endif
