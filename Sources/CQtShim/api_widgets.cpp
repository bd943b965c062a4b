// The C API's widgets: each kind the tree makes (boxes, fixed-size cards, buttons, tool bars and
// their buttons, sliders, check boxes, lists and their rows, scrolling columns, windows), set up as
// the tree needs it, and the sizes the style gives them.

#include "CQtShim.h"

// Without the package trait Qt, CQt6 gives no include path and this file compiles to nothing.
#if __has_include(<QtWidgets/QApplication>)

#include "CMainThread.h"
#include "boxes.h"
#include "fixed_card.h"
#include "handles.h"
#include "kde_containers.h"
#include "title_elision.h"

// Qt 6.4's headers declare literal operators in a spelling newer compilers deprecate.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-literal-operator"
#include <QtWidgets/QApplication>
#include <QtWidgets/QBoxLayout>
#include <QtWidgets/QCheckBox>
#include <QtWidgets/QLineEdit>
#include <QtWidgets/QScrollArea>
#include <QtWidgets/QSlider>
#include <QtWidgets/QStyle>
#include <QtWidgets/QStyleOptionButton>
#include <QtWidgets/QWidget>
#pragma clang diagnostic pop

#include <algorithm>

using namespace fsqt;

extern "C" {


fsqt_handle *fsqt_make_box(bool vertical, int spacing) {
    fontscale_main_thread_require("Qt", "fsqt_make_box");
    return fsqt_application_exists() ? wrap(makeBox(new QWidget(), vertical, spacing)) : nullptr;
}

fsqt_handle *fsqt_make_fixed_column(int spacing) {
    fontscale_main_thread_require("Qt", "fsqt_make_fixed_column");
    return fsqt_application_exists() ? wrap(new FixedCard(spacing)) : nullptr;
}

void fsqt_set_clips(fsqt_handle *handle, bool clips) {
    if (auto *card = dynamic_cast<FixedCard *>(widget(handle))) card->setClips(clips);
}

bool fsqt_clips(const fsqt_handle *handle) {
    auto *card = dynamic_cast<FixedCard *>(widget(handle));
    // Qt draws every other widget's children only inside it.
    return card == nullptr || card->clips();
}

void fsqt_button_chrome(int *added_width, int *added_height, int *minimum_width, int *minimum_height) {
    ElidingButton button(QStringLiteral("M"));
    QStyleOptionButton option;
    option.initFrom(&button);
    option.text = button.text();
    option.features = QStyleOptionButton::None;
    const QSize content(100, 20);
    QSize padded = button.style()->sizeFromContents(QStyle::CT_PushButton, &option, content, &button);
    QSize smallest = button.style()->sizeFromContents(QStyle::CT_PushButton, &option, QSize(0, 0), &button);
    *added_width = padded.width() - content.width();
    *added_height = padded.height() - content.height();
    *minimum_width = smallest.width();
    *minimum_height = smallest.height();
}

void fsqt_set_fixed_size(fsqt_handle *handle, int width, int height) {
    QWidget *w = widget(handle);
    if (w == nullptr) return;
    if (width < 0 || height < 0) {
        w->setMinimumSize(0, 0);
        w->setMaximumSize(QWIDGETSIZE_MAX, QWIDGETSIZE_MAX);
    } else {
        w->setFixedSize(width, height);
    }
}

fsqt_handle *fsqt_make_line_edit(void) {
    fontscale_main_thread_require("Qt", "fsqt_make_line_edit");
    return fsqt_application_exists() ? wrap(new QLineEdit()) : nullptr;
}

fsqt_handle *fsqt_make_button(const char *text, bool checkable) {
    fontscale_main_thread_require("Qt", "fsqt_make_button");
    if (!fsqt_application_exists()) return nullptr;
    auto *button = new ElidingButton(string(text));
    button->setCheckable(checkable);
    return wrap(button);
}

fsqt_handle *fsqt_make_slider(int minimum, int maximum) {
    fontscale_main_thread_require("Qt", "fsqt_make_slider");
    if (!fsqt_application_exists()) return nullptr;
    auto *slider = new QSlider(Qt::Horizontal);
    slider->setRange(minimum, std::max(minimum, maximum));
    return wrap(slider);
}

fsqt_handle *fsqt_make_check_box(void) {
    fontscale_main_thread_require("Qt", "fsqt_make_check_box");
    return fsqt_application_exists() ? wrap(new QCheckBox()) : nullptr;
}

fsqt_handle *fsqt_make_scrolling_column(int spacing) {
    fontscale_main_thread_require("Qt", "fsqt_make_scrolling_column");
    if (!fsqt_application_exists()) return nullptr;
    auto *scroll = new QScrollArea();
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // The column takes the area's width (and at least its height), scrolling when it is taller.
    scroll->setWidgetResizable(true);
    fsqt_handle *column = fsqt_make_box(true, spacing);
    // The area owns the column from now on; the handle that made it goes.
    scroll->setWidget(widget(column));
    column->owns = false;
    fsqt_handle_release(column);
    return wrap(scroll);
}

fsqt_handle *fsqt_make_tool_bar(int spacing) {
    fontscale_main_thread_require("Qt", "fsqt_make_tool_bar");
    if (!fsqt_application_exists()) return nullptr;
    auto *bar = new PinnedToolBar();
    // One row, taking the bar's whole width: the bar's own layout would move the buttons that do
    // not fit into its extension menu, where the tree's bar shortens their titles instead.
    auto *row = new QWidget();
    row->setObjectName(QLatin1String(barRowName));
    auto *layout = new QBoxLayout(QBoxLayout::LeftToRight, row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(spacing);
    row->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    bar->addWidget(row);
    return wrap(bar);
}

fsqt_handle *fsqt_make_tool_button(const char *text, bool checkable, bool prominent) {
    fontscale_main_thread_require("Qt", "fsqt_make_tool_button");
    if (!fsqt_application_exists()) return nullptr;
    auto *button = new ElidingToolButton(string(text));
    button->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    // Not in the focus chain, as the buttons QToolBar makes for its actions are not.
    button->setFocusPolicy(Qt::NoFocus);
    button->setCheckable(checkable);
    // Flat until hovered, as a tool bar's buttons are; a prominent one stands out as a button in
    // the highlight colour, as Breeze draws a highlighted button.
    button->setAutoRaise(!prominent);
    if (prominent) {
        QPalette palette = button->palette();
        palette.setColor(QPalette::Button, palette.color(QPalette::Highlight));
        palette.setColor(QPalette::ButtonText, palette.color(QPalette::HighlightedText));
        button->setPalette(palette);
    }
    return wrap(button);
}

bool fsqt_is_prominent(const fsqt_handle *handle) {
    auto *button = qobject_cast<QToolButton *>(widget(handle));
    return button != nullptr && !button->autoRaise();
}

void fsqt_share_equally(fsqt_handle *handle) {
    QWidget *w = widget(handle);
    if (w == nullptr) return;
    // Its own width ignored and a stretch of its own: every such neighbour gets the same share.
    QSizePolicy policy = w->sizePolicy();
    policy.setHorizontalPolicy(QSizePolicy::Ignored);
    policy.setHorizontalStretch(1);
    w->setSizePolicy(policy);
}

fsqt_handle *fsqt_make_list(void) {
    fontscale_main_thread_require("Qt", "fsqt_make_list");
    return fsqt_application_exists() ? wrap(new ListFrame()) : nullptr;
}

fsqt_handle *fsqt_make_list_row(void) {
    fontscale_main_thread_require("Qt", "fsqt_make_list_row");
    if (!fsqt_application_exists()) return nullptr;
    auto *row = new QWidget();
    auto *layout = new QBoxLayout(QBoxLayout::LeftToRight, row);
    QStyle *style = row->style();
    layout->setContentsMargins(
        style->pixelMetric(QStyle::PM_LayoutLeftMargin), style->pixelMetric(QStyle::PM_LayoutTopMargin),
        style->pixelMetric(QStyle::PM_LayoutRightMargin), style->pixelMetric(QStyle::PM_LayoutBottomMargin));
    layout->setSpacing(style->pixelMetric(QStyle::PM_LayoutHorizontalSpacing));
    return wrap(row);
}

char *fsqt_style_name(void) {
    return fsqt_application_exists() ? copy(QApplication::style()->name()) : nullptr;
}

fsqt_handle *fsqt_present_window(const char *title, fsqt_handle *child, int width, int height, bool scrolls) {
    fontscale_main_thread_require("Qt", "fsqt_present_window");
    QWidget *content = widget(child);
    if (!fsqt_application_exists() || content == nullptr) return nullptr;
    QWidget *window;
    if (scrolls) {
        auto *scroll = new QScrollArea();
        scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        scroll->setWidgetResizable(true);
        scroll->setWidget(content);
        window = scroll;
    } else {
        window = new QWidget();
        auto *layout = new QBoxLayout(QBoxLayout::TopToBottom, window);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(content);
    }
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->setWindowTitle(string(title));
    window->resize(std::max(1, width), std::max(1, height));
    window->show();
    return wrap(window);
}

}  // extern "C"

#endif
