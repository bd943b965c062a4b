// Buttons whose titles are shortened to their width (title_elision.h): how an eliding button
// measures its whole title, what it may shrink to, and where it shortens the title; instantiated
// here for a push button and a tool button, the only two there are.

#include "CQtShim.h"

// Without the package trait Qt, CQt6 gives no include path and this file compiles to nothing.
#if __has_include(<QtWidgets/QApplication>)

#include "title_elision.h"

// Qt 6.4's headers declare literal operators in a spelling newer compilers deprecate.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-literal-operator"
#include <QtCore/QEvent>
#include <QtGui/QFontMetrics>
#include <QtWidgets/QStyle>
#include <QtWidgets/QStyleOption>
#include <QtWidgets/QStyleOptionButton>
#pragma clang diagnostic pop

#include <algorithm>
#include <type_traits>

namespace fsqt {

TitleElision::~TitleElision() = default;

template <typename Button> Eliding<Button>::Eliding(const QString &text) : whole(text) {
    Button::setText(text);
    QSizePolicy policy = Button::sizePolicy();
    policy.setHorizontalPolicy(QSizePolicy::Preferred);
    Button::setSizePolicy(policy);
}

template <typename Button> const QString &Eliding<Button>::title() const { return whole; }

template <typename Button> void Eliding<Button>::setTitle(const QString &text) {
    whole = text;
    measureWhole();
}

template <typename Button> QSize Eliding<Button>::sizeHint() const {
    return wholeHint.isValid() ? wholeHint : Button::sizeHint();
}

template <typename Button> QSize Eliding<Button>::minimumSizeHint() const {
    QFontMetrics metrics(Button::font());
    return QSize(padding() + metrics.horizontalAdvance(QChar(0x2026)), sizeHint().height());
}

template <typename Button> void Eliding<Button>::fit() {
    QFontMetrics metrics(Button::font());
    int available = Button::width() - padding();
    QString shown = whole;
    if (Button::width() > 0 && metrics.horizontalAdvance(whole) > available)
        shown = metrics.elidedText(whole, elide, std::max(0, available));
    elided = shown != whole;
    if (Button::text() != shown) Button::setText(shown);
}

template <typename Button> void Eliding<Button>::resizeEvent(QResizeEvent *event) {
    Button::resizeEvent(event);
    fit();
}

template <typename Button> void Eliding<Button>::changeEvent(QEvent *event) {
    Button::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) measureWhole();
}

template <typename Button> void Eliding<Button>::measureWhole() {
    if (Button::text() != whole) Button::setText(whole);
    wholeHint = Button::sizeHint();
    Button::updateGeometry();
    fit();
}

template <typename Button> int Eliding<Button>::padding() const {
    if constexpr (std::is_base_of_v<QToolButton, Button>) {
        QStyleOptionToolButton option;
        Button::initStyleOption(&option);
        option.text.clear();
        QSize content(0, Button::fontMetrics().height());
        if (!option.icon.isNull() && option.toolButtonStyle != Qt::ToolButtonTextOnly)
            content.setWidth(option.iconSize.width() + 4);
        return Button::style()->sizeFromContents(QStyle::CT_ToolButton, &option, content, this).width();
    } else {
        QStyleOptionButton option;
        Button::initStyleOption(&option);
        option.text.clear();
        return Button::style()
            ->sizeFromContents(QStyle::CT_PushButton, &option, QSize(0, Button::fontMetrics().height()), this)
            .width();
    }
}

template class Eliding<QPushButton>;
template class Eliding<QToolButton>;

}  // namespace fsqt

#endif
