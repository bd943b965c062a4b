#ifndef FONTSCALE_CQTSHIM_TITLE_ELISION_H
#define FONTSCALE_CQTSHIM_TITLE_ELISION_H

// Buttons whose titles are shortened with an ellipsis to the button's width, as UIKit's are,
// where Qt's buttons never elide.
//
// Eliding is a template over the two Qt buttons it extends; its members are defined in
// title_elision.cpp, which instantiates it for both (the `extern template` lines below), so this
// header holds no definitions.

// Qt 6.4's headers declare literal operators in a spelling newer compilers deprecate.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-literal-operator"
#include <QtCore/QSize>
#include <QtCore/QString>
#include <QtWidgets/QPushButton>
#include <QtWidgets/QToolButton>
#pragma clang diagnostic pop

namespace fsqt {

/// A button's title shortened with an ellipsis when the button is narrower than it, as UIKit's
/// title label is: Qt's buttons never elide, so a title's width would be the button's minimum, and
/// a long title (or a large font) would widen its row and the window. ``Eliding`` gives it to a
/// push button and to a tool button; this is what both answer, found with `dynamic_cast`.
class TitleElision {
  public:
    virtual ~TitleElision();
    /// Where a title that does not fit is shortened.
    Qt::TextElideMode elide = Qt::ElideMiddle;
    /// Whether the title shown is shortened.
    bool elided = false;

    /// The whole title, shortened or not.
    virtual const QString &title() const = 0;
    virtual void setTitle(const QString &text) = 0;
    /// Shortens the title to the button's width (again after the width, font or title changed).
    virtual void fit() = 0;
};

/// A push button (`QPushButton`) or a tool button (`QToolButton`, a tool bar's) whose title is
/// shortened to its width (``TitleElision``). It asks for the width of its whole title, and may be
/// as narrow as its padding and an ellipsis.
///
/// No Q_OBJECT: it adds no signal, and its class name stays its Qt base's.
template <typename Button> class Eliding : public Button, public TitleElision {
  public:
    explicit Eliding(const QString &text);

    const QString &title() const override;
    void setTitle(const QString &text) override;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    void fit() override;

  protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

  private:
    QString whole;
    QSize wholeHint;

    /// The size the whole title asks for, measured with it set; then shortened to the width.
    void measureWhole();
    /// What the style puts around a title: the button's width for an empty one (an icon's
    /// included, for a tool button that shows one beside its title).
    int padding() const;
};

extern template class Eliding<QPushButton>;
extern template class Eliding<QToolButton>;

using ElidingButton = Eliding<QPushButton>;
using ElidingToolButton = Eliding<QToolButton>;

}  // namespace fsqt

#endif
