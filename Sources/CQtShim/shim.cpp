// FontScaleQt's one C++ layer: Qt Widgets behind the C API of include/CQtShim.h. Signals reach
// Swift through lambdas given to QObject::connect, so nothing here needs moc.

#include "CQtShim.h"
#include "CMainThread.h"
#include "event_handling.h"

// Without the package trait Qt, CQt6 gives no include path and this layer compiles to nothing.
#if __has_include(<QtWidgets/QApplication>)

// Qt 6.4's headers declare literal operators in a spelling newer compilers deprecate; they are
// Qt's, not this layer's.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wdeprecated-literal-operator"
#include <QtCore/QCoreApplication>
#include <QtCore/QDir>
#include <QtCore/QLibraryInfo>
#include <QtCore/QEvent>
#include <QtCore/QFile>
#include <QtCore/QHash>
#include <QtCore/QObject>
#include <QtCore/QPointer>
#include <QtCore/QSocketNotifier>
#include <QtCore/QTimer>
#include <QtGui/QCursor>
#include <QtGui/QWindow>
#include <QtGui/QFont>
#include <QtGui/QIcon>
#include <QtGui/QImage>
#include <QtGui/QFontDatabase>
#include <QtGui/QFontInfo>
#include <QtGui/QFontMetricsF>
#include <QtGui/QGlyphRun>
#include <QtGui/QGuiApplication>
#include <QtGui/QMouseEvent>
#include <QtGui/QPainter>
#include <QtGui/QPixmap>
#include <QtGui/QRawFont>
#include <QtGui/QTextLayout>
#include <QtWidgets/QAbstractButton>
#include <QtWidgets/QApplication>
#include <QtWidgets/QBoxLayout>
#include <QtWidgets/QCheckBox>
#include <QtWidgets/QLabel>
#include <QtWidgets/QLineEdit>
#include <QtWidgets/QPushButton>
#include <QtCore/QVariant>
#include <QtWidgets/QScrollArea>
#include <QtWidgets/QSlider>
#include <QtWidgets/QStyle>
#include <QtWidgets/QStyleOption>
#include <QtWidgets/QStyleOptionButton>
#include <QtWidgets/QToolBar>
#include <QtWidgets/QToolButton>
#include <QtWidgets/QFrame>
#include <QtWidgets/QWidget>
#pragma clang diagnostic pop

#include <algorithm>
#include <array>
#include <atomic>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <optional>
#include <type_traits>
#include <vector>

#include <dlfcn.h>
#include <sys/syscall.h>
#include <unistd.h>

struct fsqt_handle {
    QPointer<QObject> object;
    /// Whether releasing the handle deletes an object that has no parent.
    bool owns;
    /// The object's identity (see `identity` below), kept after the object is destroyed.
    unsigned long long identity;
};

namespace {

/// The arguments QApplication keeps a reference to for its whole life.
int applicationArgc = 1;
char applicationName[] = "fontscale";
char platformOption[] = "-platform";
/// Room for Qt's `-platform NAME` (fsqt_application_ensure_on_platform_for_testing).
char platformName[64] = "";
char *applicationArgv[] = {applicationName, nullptr, nullptr, nullptr};
/// Whether fsqt_application_shutdown deleted the process's QApplication: no other is made.
bool applicationShutDown = false;

char *copy(const QString &text) {
    QByteArray bytes = text.toUtf8();
    char *result = static_cast<char *>(std::malloc(bytes.size() + 1));
    if (result == nullptr) return nullptr;
    std::memcpy(result, bytes.constData(), bytes.size());
    result[bytes.size()] = '\0';
    return result;
}

QString string(const char *text) { return text == nullptr ? QString() : QString::fromUtf8(text); }

/// The dynamic property that carries an object's identity.
constexpr const char *identityProperty = "_fontscale_identity";

/// An object's identity: a serial number given the first time a handle is made on it and kept in
/// the object itself (a dynamic property), so every handle on the object has the same one, and no
/// other object ever has it. Unlike its address, it is never reused: a new object at a destroyed
/// one's address has no property yet and gets the next number. 0 is no object's.
unsigned long long identity(QObject *object) {
    static std::atomic<unsigned long long> last{0};
    QVariant stored = object->property(identityProperty);
    if (stored.isValid()) return stored.toULongLong();
    unsigned long long serial = ++last;
    object->setProperty(identityProperty, QVariant::fromValue(serial));
    return serial;
}

/// An owning handle on an object just made.
fsqt_handle *wrap(QObject *object) {
    fontscale_main_thread_require("Qt", "a widget made");
    return object == nullptr ? nullptr : new fsqt_handle{object, true, identity(object)};
}

/// A handle on an object someone else owns (a child, a parent): releasing it deletes nothing.
fsqt_handle *borrow(QObject *object) {
    fontscale_main_thread_require("Qt", "a widget borrowed");
    return object == nullptr ? nullptr : new fsqt_handle{object, false, identity(object)};
}

// Every call on a widget passes here: the thread rule is checked once for all of them.
QWidget *widget(const fsqt_handle *handle) {
    fontscale_main_thread_require("Qt", "a call on a widget");
    return handle == nullptr ? nullptr : qobject_cast<QWidget *>(handle->object.data());
}

/// Gives a widget a box layout, `spacing` between its children and no margins. A column ends in a
/// spacer that takes the height its children leave, so they sit at the top as in a GTK box; a
/// child with a stretch factor takes it instead.
QWidget *makeBox(QWidget *w, bool vertical, int spacing) {
    auto *layout = new QBoxLayout(vertical ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight, w);
    layout->setSpacing(spacing);
    layout->setContentsMargins(0, 0, 0, 0);
    if (vertical) layout->addStretch(0);
    return w;
}

/// A container that keeps the size it is fixed to (QWidget::setFixedSize) whatever its content
/// needs, as a view the tree gives a fixed size in a stack: its content, a column, is laid out at
/// the card's width and at the height its children need from the card's top, reaching past the
/// card's bottom when they need more, as the GTK adapter's overlay places its column.
///
/// Qt draws a widget's children only inside it, so the column is the card's child while the card
/// clips, and otherwise its sibling: a child of the card's parent kept over the card's rectangle,
/// stacked right above the card, so it draws over the card's earlier neighbours and under its
/// later ones, as a UIKit view that does not clip. It is then clipped only by the card's parent,
/// as every Qt widget is. A press on it that its children leave goes to the card where it falls
/// inside the card (as a child's would), and up to the parent otherwise.
class FixedCard : public QWidget {
  public:
    explicit FixedCard(int spacing) : column(makeBox(new CardColumn(this), true, spacing)) {
        column->installEventFilter(this);
    }

    ~FixedCard() override {
        // A column beside the card is its parent's child: it goes with the card.
        if (!column.isNull() && column->parentWidget() != this) delete column.data();
    }

    /// The widget the card's children go into.
    QWidget *content() const { return column.data(); }

    bool clips() const { return clipping; }

    void setClips(bool clips) {
        if (clips == clipping) return;
        clipping = clips;
        host();
    }

  protected:
    bool event(QEvent *event) override {
        switch (event->type()) {
        case QEvent::ParentAboutToChange:
            // Back inside the card until it has a parent again (removed from a box, or moved).
            if (!column.isNull() && column->parentWidget() != this) {
                column->setParent(this);
                column->show();
            }
            break;
        case QEvent::ParentChange: host(); break;
        case QEvent::Move:
        case QEvent::Resize: place(); break;
        case QEvent::ShowToParent:
        case QEvent::HideToParent:
            if (!column.isNull() && column->parentWidget() != this)
                column->setVisible(event->type() == QEvent::ShowToParent);
            break;
        default: break;
        }
        return QWidget::event(event);
    }

    bool eventFilter(QObject *watched, QEvent *event) override {
        // The column's children changed what they need: it is placed again at that height.
        if (watched == column.data() && event->type() == QEvent::LayoutRequest) place();
        return false;
    }

  private:
    /// The card's column: what falls on it outside its children goes to the card while it is
    /// the card's sibling, as it would reach the card as its child.
    class CardColumn : public QWidget {
      public:
        explicit CardColumn(FixedCard *card) : QWidget(card), card(card) {}

      protected:
        void mousePressEvent(QMouseEvent *event) override { forward(event); }
        void mouseReleaseEvent(QMouseEvent *event) override { forward(event); }
        void mouseDoubleClickEvent(QMouseEvent *event) override { forward(event); }
        void mouseMoveEvent(QMouseEvent *event) override { forward(event); }

      private:
        void forward(QMouseEvent *event) {
            event->ignore();
            if (parentWidget() == card) return;  // Qt takes it up to the card itself
            QPointF inside = card->mapFromGlobal(event->globalPosition());
            if (!card->rect().contains(inside.toPoint())) return;
            QMouseEvent copy(event->type(), inside, event->scenePosition(), event->globalPosition(), event->button(),
                             event->buttons(), event->modifiers(), event->pointingDevice());
            // QApplication::notify takes the copy on from the card up to its parents while they
            // leave it, the way the event would have gone from a child of the card: it ends here.
            QCoreApplication::sendEvent(card, &copy);
            event->accept();
        }

        FixedCard *card;
    };

    /// Puts the column inside the card where it clips (or has no parent), beside it otherwise.
    void host() {
        if (column.isNull()) return;
        QWidget *target = clipping || parentWidget() == nullptr ? this : parentWidget();
        if (column->parentWidget() != target) {
            column->setParent(target);
            // Reparenting hides a widget: beside the card, it is shown as the card is.
            column->setVisible(target == this || !isHidden());
        }
        place();
    }

    /// Lays the column out at the card's width and the height its children need, over the card.
    void place() {
        if (column.isNull()) return;
        bool inside = column->parentWidget() == this;
        int needed = column->hasHeightForWidth() ? column->heightForWidth(width()) : column->sizeHint().height();
        column->setGeometry(QRect(inside ? QPoint(0, 0) : pos(), QSize(width(), std::max(needed, height()))));
        if (!inside) stackAboveCard();
    }

    /// Stacks the column beside the card right above it: under the next sibling the card has.
    void stackAboveCard() {
        const QObjectList &siblings = parentWidget()->children();
        qsizetype index = siblings.indexOf(this);
        for (qsizetype next = index + 1; index >= 0 && next < siblings.size(); next++) {
            auto *sibling = qobject_cast<QWidget *>(siblings.at(next));
            if (sibling == nullptr || sibling == column.data()) continue;
            if (siblings.indexOf(column.data()) != next - 1) column->stackUnder(sibling);
            return;
        }
        if (siblings.last() != column.data()) column->raise();
    }

    QPointer<QWidget> column;
    bool clipping = false;
};

/// The object name of the row a tool bar holds, which holds the bar's buttons and title.
constexpr const char *barRowName = "fontscale-bar-row";

/// The box layout a widget's children go into: a scrolling column's inner widget's, a fixed-size
/// card's column's, a tool bar's row's, or its own.
QBoxLayout *box(const fsqt_handle *handle) {
    QWidget *w = widget(handle);
    if (auto *scroll = qobject_cast<QScrollArea *>(w)) {
        w = scroll->widget();
    } else if (auto *card = dynamic_cast<FixedCard *>(w)) {
        w = card->content();
    } else if (auto *bar = qobject_cast<QToolBar *>(w)) {
        w = bar->findChild<QWidget *>(QLatin1String(barRowName), Qt::FindDirectChildrenOnly);
    }
    return w == nullptr ? nullptr : qobject_cast<QBoxLayout *>(w->layout());
}

/// The colour KDE draws separators in: the text colour a fifth of the way over the background
/// (Breeze's `KColorUtils::mix(background, text, 0.2)`).
QColor separatorColor(const QPalette &palette) {
    QColor background = palette.color(QPalette::Window);
    QColor text = palette.color(QPalette::WindowText);
    auto mix = [](int from, int to) { return from + (to - from) / 5; };
    return QColor(mix(background.red(), text.red()), mix(background.green(), text.green()),
                  mix(background.blue(), text.blue()));
}

/// A tool bar fixed in place, as KDE's apps pin theirs to the window's top (and a bottom bar to
/// its bottom): the style draws it as a tool bar, and a separator line is drawn along the edge
/// that faces the content (its bottom in the window's upper half, its top in the lower half),
/// as Breeze separates a main window's tool bar. Styles draw a tool bar's own background only
/// inside a `QMainWindow`, which the host's window is not.
///
/// No Q_OBJECT: it adds no signal, and its class name stays QToolBar's.
class PinnedToolBar : public QToolBar {
  public:
    PinnedToolBar() {
        setMovable(false);
        setFloatable(false);
    }

  protected:
    void paintEvent(QPaintEvent *) override {
        QPainter painter(this);
        QStyleOptionToolBar option;
        initStyleOption(&option);
        bool below = isBelowMiddle();
        option.toolBarArea = below ? Qt::BottomToolBarArea : Qt::TopToolBarArea;
        style()->drawControl(QStyle::CE_ToolBar, &option, &painter, this);
        painter.setPen(separatorColor(palette()));
        int y = below ? 0 : height() - 1;
        painter.drawLine(0, y, width() - 1, y);
    }

  private:
    /// Whether the bar's middle is in the lower half of its window.
    bool isBelowMiddle() const {
        return mapTo(window(), QPoint(0, height() / 2)).y() > window()->height() / 2;
    }
};

/// A list drawn as KDE's item views are: a sunken frame in the view's base colour around its
/// rows, with a separator line between each row and the next. The rows are widgets in a column
/// (``box``), so the line is drawn in the pixel of spacing between them.
///
/// No Q_OBJECT: it adds no signal, and its class name stays QFrame's.
class ListFrame : public QFrame {
  public:
    ListFrame() {
        setFrameShape(QFrame::StyledPanel);
        setFrameShadow(QFrame::Sunken);
        setBackgroundRole(QPalette::Base);
        setAutoFillBackground(true);
        auto *layout = new QBoxLayout(QBoxLayout::TopToBottom, this);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->setSpacing(1);
    }

  protected:
    void paintEvent(QPaintEvent *event) override {
        QFrame::paintEvent(event);
        QPainter painter(this);
        painter.setPen(separatorColor(palette()));
        QRect area = contentsRect();
        QWidget *previous = nullptr;
        for (int index = 0; index < layout()->count(); ++index) {
            QWidget *row = layout()->itemAt(index)->widget();
            if (row == nullptr || row->isHidden()) continue;
            if (previous != nullptr) {
                int y = (previous->geometry().bottom() + row->geometry().top() + 1) / 2;
                painter.drawLine(area.left(), y, area.right(), y);
            }
            previous = row;
        }
    }
};

/// A Swift closure held by Qt: called on each signal, released when Qt deletes the holder (with
/// the object it is a child of) or when its handle is destroyed.
class Callback : public QObject {
  public:
    Callback(QObject *parent, fsqt_callback callback, void *context, fsqt_release release)
        : QObject(parent), callback(callback), context(context), release(release) {}
    ~Callback() override {
        if (release != nullptr) release(context);
    }
    void call() { callback(context); }

  private:
    fsqt_callback callback;
    void *context;
    fsqt_release release;
};

/// Calls back when the primary button is pressed and then released inside the widget: a click on
/// a plain widget, which has no `clicked` signal. Presses the widget's children ignore (a label's)
/// reach it too.
class ClickFilter : public Callback {
  public:
    ClickFilter(QWidget *widget, fsqt_callback callback, void *context, fsqt_release release)
        : Callback(widget, callback, context, release), widget(widget) {
        widget->installEventFilter(this);
    }
    bool eventFilter(QObject *watched, QEvent *event) override {
        if (watched != widget) return false;
        if (event->type() == QEvent::MouseButtonPress) {
            auto *mouse = static_cast<QMouseEvent *>(event);
            if (mouse->button() != Qt::LeftButton) return false;
            pressed = true;
            return true;  // accepted: the release comes here too
        }
        if (event->type() == QEvent::MouseButtonRelease && pressed) {
            auto *mouse = static_cast<QMouseEvent *>(event);
            pressed = false;
            if (mouse->button() == Qt::LeftButton && widget->rect().contains(mouse->position().toPoint())) call();
            return true;
        }
        return false;
    }

  private:
    QWidget *widget;
    bool pressed = false;
};

/// The object name of an item's large content popup, a QLabel child.
constexpr const char *largeContentPopupName = "fontscale-large-content";

QLabel *largeContentPopup(QWidget *item) {
    return item->findChild<QLabel *>(largeContentPopupName, Qt::FindDirectChildrenOnly);
}

/// Times a press on an item with a large content popup (see `fsqt_on_press_and_hold`).
class PressAndHoldFilter : public QObject {
  public:
    /// The object name that finds an item's filter (no moc, so no `qobject_cast`).
    static constexpr const char *name = "fontscale-press-and-hold";

    PressAndHoldFilter(QWidget *widget, int holdMs, fsqt_press_callback callback, void *context, fsqt_release release)
        : QObject(widget), widget(widget), callback(callback), context(context), release(release) {
        setObjectName(QLatin1String(name));
        timer.setSingleShot(true);
        timer.setInterval(holdMs);
        QObject::connect(&timer, &QTimer::timeout, this, [this] {
            held = true;
            if (auto *button = qobject_cast<QAbstractButton *>(this->widget)) button->setDown(false);
            this->callback(this->context, FSQT_PRESS_HELD, true);
        });
        widget->installEventFilter(this);
    }
    ~PressAndHoldFilter() override {
        if (release != nullptr) release(context);
    }
    bool eventFilter(QObject *watched, QEvent *event) override {
        if (watched != widget) return false;
        switch (event->type()) {
        case QEvent::MouseButtonPress: {
            auto *mouse = static_cast<QMouseEvent *>(event);
            if (mouse->button() == Qt::LeftButton && largeContentPopup(widget) != nullptr) {
                held = false;
                timer.start();
            }
            return false;
        }
        case QEvent::MouseMove: {
            if (!held) return false;
            auto *mouse = static_cast<QMouseEvent *>(event);
            callback(context, FSQT_PRESS_MOVED, widget->rect().contains(mouse->position().toPoint()));
            return true;  // the viewer's: the button must not press itself again
        }
        case QEvent::MouseButtonRelease: {
            timer.stop();
            if (!held) return false;
            held = false;
            auto *mouse = static_cast<QMouseEvent *>(event);
            callback(context, FSQT_PRESS_RELEASED, widget->rect().contains(mouse->position().toPoint()));
            return false;  // the button is not down: it only forgets the press
        }
        default:
            return false;
        }
    }

  private:
    QWidget *widget;
    fsqt_press_callback callback;
    void *context;
    fsqt_release release;
    QTimer timer;
    bool held = false;
};

/// Calls back once after the window's next repaint, or after a timeout, then deletes itself.
class NextPaint : public Callback {
  public:
    NextPaint(QWidget *window, int timeout, fsqt_callback callback, void *context, fsqt_release release)
        : Callback(window, callback, context, release) {
        window->installEventFilter(this);
        QTimer::singleShot(timeout, this, [this] { fire(); });
        window->update();
    }
    bool eventFilter(QObject *, QEvent *event) override {
        // The repaint runs while this event is delivered: call back on the next turn.
        if (event->type() == QEvent::UpdateRequest) QMetaObject::invokeMethod(this, [this] { fire(); }, Qt::QueuedConnection);
        return false;
    }

  private:
    void fire() {
        if (fired) return;
        fired = true;
        call();
        deleteLater();
    }
    bool fired = false;
};

/// Calls back once the widget has been painted in a frame after which Qt had nothing left to lay
/// out (see fsqt_on_next_laid_out_paint), or after a timeout, then deletes itself.
class LaidOutPaint : public Callback {
  public:
    LaidOutPaint(QWidget *widget, int timeout, fsqt_callback callback, void *context, fsqt_release release)
        : Callback(widget, callback, context, release), widget(widget) {
        QTimer::singleShot(timeout, this, [this] { fire(); });
        if (!widget->isVisible()) {
            // Nothing is painted: laid out is all there is to wait for.
            QMetaObject::invokeMethod(
                this,
                [this] {
                    settle();
                    fire();
                },
                Qt::QueuedConnection);
            return;
        }
        // On the application: a widget whose children cover it whole (a page that scrolls, from
        // edge to edge) gets no paint event of its own, only they do.
        qApp->installEventFilter(this);
        requestPaint();
    }
    bool eventFilter(QObject *watched, QEvent *event) override {
        // The widget is painted as this event is delivered, in the state noted now (whether the
        // window's first expose or a later update paints it): check that state on the next turn.
        if (event->type() == QEvent::Paint && !checkQueued && isWidgetOrInside(watched)) {
            painted = shown();
            checkQueued = true;
            QMetaObject::invokeMethod(this, [this] { check(); }, Qt::QueuedConnection);
        }
        return false;
    }

  private:
    /// Whether `object` is the widget or one of its descendants.
    bool isWidgetOrInside(QObject *object) const {
        return object == widget || (object->isWidgetType() && widget->isAncestorOf(static_cast<QWidget *>(object)));
    }

    /// Where a widget is, whether it is visible, and a label's text.
    struct Shown {
        QWidget *widget;
        QRect geometry;
        bool visible;
        QString text;
        bool operator==(const Shown &other) const {
            return widget == other.widget && geometry == other.geometry && visible == other.visible &&
                   text == other.text;
        }
    };

    /// Every widget of the window.
    QList<QWidget *> widgets() const {
        QWidget *window = widget->window();
        QList<QWidget *> result = window->findChildren<QWidget *>();
        result.prepend(window);
        return result;
    }

    std::vector<Shown> shown() const {
        std::vector<Shown> result;
        for (QWidget *w : widgets()) {
            auto *label = qobject_cast<QLabel *>(w);
            result.push_back({w, w->geometry(), w->isVisible(), label == nullptr ? QString() : label->text()});
        }
        return result;
    }

    /// Delivers the layout requests still posted and lays out every layout that is not current.
    void settle() {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        for (QWidget *w : widgets()) {
            if (QLayout *layout = w->layout()) layout->activate();
        }
    }

    void check() {
        checkQueued = false;
        settle();
        if (shown() == painted) return fire();
        requestPaint();
    }

    /// Asks for the widget to be painted again, and every widget inside it: Qt paints none of a
    /// widget that its children cover, and an update of it alone would then paint nothing.
    void requestPaint() {
        widget->update();
        for (QWidget *inside : widget->findChildren<QWidget *>()) {
            if (inside->isVisible()) inside->update();
        }
    }

    void fire() {
        if (fired) return;
        fired = true;
        call();
        deleteLater();
    }

    QWidget *widget;
    std::vector<Shown> painted;
    bool checkQueued = false;
    bool fired = false;
};

/// Calls back on QEvent::ApplicationFontChange, which QGuiApplication::setFont sends to the
/// application itself; an event filter on it, whose parent it is. Every other event passes
/// untouched.
class ApplicationFontWatch : public Callback {
  public:
    ApplicationFontWatch(fsqt_callback callback, void *context, fsqt_release release)
        : Callback(qApp, callback, context, release) {
        qApp->installEventFilter(this);
    }
    bool eventFilter(QObject *watched, QEvent *event) override {
        if (watched == qApp && event->type() == QEvent::ApplicationFontChange) call();
        return false;
    }
};

/// The number of widgets in a box's layout: its items but a column's trailing spacer.
int widgetCount(const QBoxLayout *layout) {
    int count = layout->count();
    if (count > 0 && layout->itemAt(count - 1)->spacerItem() != nullptr) count -= 1;
    return count;
}

/// A button's title shortened with an ellipsis when the button is narrower than it, as UIKit's
/// title label is: Qt's buttons never elide, so a title's width would be the button's minimum, and
/// a long title (or a large font) would widen its row and the window. ``Eliding`` gives it to a
/// push button and to a tool button; this is what both answer, found with `dynamic_cast`.
class TitleElision {
  public:
    virtual ~TitleElision() = default;
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
    explicit Eliding(const QString &text) : whole(text) {
        Button::setText(text);
        QSizePolicy policy = Button::sizePolicy();
        policy.setHorizontalPolicy(QSizePolicy::Preferred);
        Button::setSizePolicy(policy);
    }

    const QString &title() const override { return whole; }
    void setTitle(const QString &text) override {
        whole = text;
        measureWhole();
    }

    QSize sizeHint() const override { return wholeHint.isValid() ? wholeHint : Button::sizeHint(); }
    QSize minimumSizeHint() const override {
        QFontMetrics metrics(Button::font());
        return QSize(padding() + metrics.horizontalAdvance(QChar(0x2026)), sizeHint().height());
    }

    void fit() override {
        QFontMetrics metrics(Button::font());
        int available = Button::width() - padding();
        QString shown = whole;
        if (Button::width() > 0 && metrics.horizontalAdvance(whole) > available)
            shown = metrics.elidedText(whole, elide, std::max(0, available));
        elided = shown != whole;
        if (Button::text() != shown) Button::setText(shown);
    }

  protected:
    void resizeEvent(QResizeEvent *event) override {
        Button::resizeEvent(event);
        fit();
    }
    void changeEvent(QEvent *event) override {
        Button::changeEvent(event);
        if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) measureWhole();
    }

  private:
    QString whole;
    QSize wholeHint;

    /// The size the whole title asks for, measured with it set; then shortened to the width.
    void measureWhole() {
        if (Button::text() != whole) Button::setText(whole);
        wholeHint = Button::sizeHint();
        Button::updateGeometry();
        fit();
    }
    /// What the style puts around a title: the button's width for an empty one (an icon's
    /// included, for a tool button that shows one beside its title).
    int padding() const {
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
};

using ElidingButton = Eliding<QPushButton>;
using ElidingToolButton = Eliding<QToolButton>;

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
    int widthOnOneLine(const QString &text) const {
        if (text.isEmpty()) return 0;
        if (lineHeight <= 0) return QFontMetrics(font()).horizontalAdvance(text);
        // Shaping is most of what a text-size change costs: the size hints, the line limit and its
        // elision each ask for the same text at the same font, which is shaped once.
        return measuredLine(text).width;
    }

    bool hasHeightForWidth() const override { return lineHeight > 0 ? wordWrap() : QLabel::hasHeightForWidth(); }

    int heightForWidth(int width) const override {
        if (lineHeight <= 0) return QLabel::heightForWidth(width);
        QMargins margins = contentsMargins();
        return leadedHeight(width - margins.left() - margins.right()) + margins.top() + margins.bottom();
    }

    /// The width of the text on one line as the tree measures it: each glyph's advance rounded to
    /// a whole pixel, as Pango places glyphs (and so GTK draws them). QLabel's own hint sums
    /// fractional advances instead, a few pixels off at every size, and is not asked: shaping the
    /// text for a hint that is replaced would double a text-size change's cost.
    QSize sizeHint() const override {
        if (lineHeight <= 0) {
            std::optional<QSize> hint = oneLineHint();
            return hint ? *hint : QLabel::sizeHint();
        }
        QMargins margins = contentsMargins();
        int width = naturalWidth();
        return QSize(width + margins.left() + margins.right(),
                     leadedHeight(wordWrap() ? width : -1) + margins.top() + margins.bottom());
    }

    QSize minimumSizeHint() const override {
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

    /// QLabel's size hint (and smallest size) for a label of plain text on its lines as they
    /// break, measured once: QLabel measures its text's box three times for its two hints (at no
    /// width, at its natural width and at the widest), each a shaping of the text, and a label that
    /// does not wrap has one box at every width. Kept until the font, the text or what frames the
    /// text changes. Empty for a label QLabel measures some other way (one that wraps, rich or
    /// selectable text, a picture or none, a mnemonic for a buddy), which QLabel then measures.
    std::optional<QSize> oneLineHint() const {
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
    const MeasuredLine &measuredLine(const QString &text) const {
        for (const MeasuredLine &measured : measuredLines) {
            if (measured.width >= 0 && measured.font == font() && measured.text == text) return measured;
        }
        MeasuredLine &slot = measuredLines[nextMeasuredLine];
        nextMeasuredLine = (nextMeasuredLine + 1) % measuredLines.size();
        slot = shapedOnOneLine(text);
        return slot;
    }
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

    MeasuredLine shapedOnOneLine(const QString &text) const {
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

  protected:
    void paintEvent(QPaintEvent *event) override {
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

  private:
    /// Lays the text out in `width` (no limit for a negative width or a label that does not
    /// wrap), its lines `lineHeight` apart; the number of lines. The layout keeps its glyphs
    /// after `endLayout` (its cache enabled): the paint asks for the lines' glyph runs then, which
    /// Qt would otherwise shape again.
    int layOut(QTextLayout &layout, int width) const {
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

  public:
    /// A line's glyph runs, left to right, with every glyph's advance rounded to a whole pixel
    /// (from where the line's first glyph starts), as Pango's `round_glyph_positions` places them;
    /// `width` is the sum of those advances.
    static QList<QGlyphRun> wholePixelRuns(const QTextLine &line, qreal *width = nullptr) {
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

    /// Lays `line` out in `width` so that it fits with its glyphs at whole-pixel advances: Qt
    /// breaks lines at fractional advances, which can leave a line a pixel or two wider once its
    /// glyphs are placed as they are drawn; such a line is laid out again, narrower.
    static void fitLine(QTextLine &line, qreal width) {
        line.setLineWidth(width);
        for (int attempt = 0; attempt < 16 && line.textLength() > 1; ++attempt) {
            qreal drawn = 0;
            wholePixelRuns(line, &drawn);
            qreal excess = drawn - width;
            if (excess <= 0.01) return;
            line.setLineWidth(std::max<qreal>(1, line.naturalTextWidth() - excess));
        }
    }

  private:
    /// The width of the label's text laid out on one line, its glyphs at whole-pixel advances.
    int naturalWidth() const;

    /// The height of the text's lines in `width`, whole pixels up.
    int leadedHeight(int width) const {
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
};

/// Shows at most `lines` lines of a word-wrapping label's text (all of them for 0), the last one
/// elided, as UIKit's numberOfLines does, breaking a word wider than the line as UIKit (and GTK)
/// do, where QLabel would let it stick out; laid out again when the label's width or font
/// changes. The label's own text is then the one shown, broken into lines; `text` is the whole.
class LineLimit : public QObject {
  public:
    /// The object name that finds a label's limit: without moc, `qobject_cast` cannot tell this
    /// class from any other QObject.
    static constexpr const char *name = "fontscale-line-limit";

    LineLimit(QLabel *label) : QObject(label), label(label) {
        setObjectName(QLatin1String(name));
        label->installEventFilter(this);
    }
    QString text;
    int lines = 0;
    Qt::TextElideMode elide = Qt::ElideRight;
    /// Whether the text shown is shortened: its last line ends in Qt's ellipsis.
    bool elided = false;

    /// Shortens the text for the label's width and font; again only when the text, the number of
    /// lines, the width or the font changed since the last time (`force` for the first two).
    void apply(bool force) {
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

    bool eventFilter(QObject *, QEvent *event) override {
        if (event->type() == QEvent::Resize || event->type() == QEvent::FontChange) apply(false);
        return false;
    }

  private:
    QLabel *label;
    int laidOutWidth = -1;
    QFont laidOutFont;

    /// An ellipsis' width at a font, at least a pixel: measured once per font, not once per label
    /// a text-size change restyles (a handful of fonts between them).
    static int ellipsisWidth(const QFont &font, const QFontMetrics &metrics) {
        QHash<QFont, int> &widths = EllipsisWidths::shared()->widths;
        auto known = widths.constFind(font);
        if (known != widths.constEnd()) return *known;
        // Fonts come and go with the sizes a desktop picks: kept to a bound.
        if (widths.size() >= 256) widths.clear();
        int width = std::max(1, metrics.horizontalAdvance(QChar(0x2026)));
        widths.insert(font, width);
        return width;
    }

    /// The widths, kept on the application: its fonts go with it, before Qt's font caches do.
    class EllipsisWidths : public QObject {
      public:
        using QObject::QObject;
        QHash<QFont, int> widths;

        static EllipsisWidths *shared() {
            static QPointer<EllipsisWidths> instance;
            if (instance.isNull()) instance = new EllipsisWidths(qApp);
            return instance.data();
        }
    };
};

LineLimit *lineLimit(QWidget *w) {
    if (w == nullptr) return nullptr;
    return static_cast<LineLimit *>(
        w->findChild<QObject *>(QLatin1String(LineLimit::name), Qt::FindDirectChildrenOnly));
}

/// The width of the label's whole text on one line, not of the text it shows: a line limit
/// shows it broken into lines (or elided) at the width the label was last given, and a size hint
/// that followed that text would narrow a label its layout places at its own width (a leading
/// column's) at every pass.
int LeadedLabel::naturalWidth() const {
    LineLimit *limit = lineLimit(const_cast<LeadedLabel *>(this));
    return widthOnOneLine(limit != nullptr ? limit->text : text());
}

double resolution(const QWidget *w) {
    int dpi = w->logicalDpiY();
    return dpi > 0 ? dpi : 96;
}

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

// MARK: Application and loop

bool fsqt_has_platform_plugin(const char *name) {
    if (name == nullptr || *name == '\0') return false;
    QDir platforms(QLibraryInfo::path(QLibraryInfo::PluginsPath) + QLatin1String("/platforms"));
    QString pattern = QLatin1String("libq") + string(name) + QLatin1String("*.so");
    return !platforms.entryList({pattern}, QDir::Files).isEmpty();
}

bool fsqt_display_answers(const char *platform, const char *name) {
    if (platform == nullptr || name == nullptr || *name == '\0') return false;
    // Through the libraries the plugins link, loaded here so the layer needs no headers of theirs;
    // each connection is closed before Qt opens its own.
    if (std::strcmp(platform, "xcb") == 0) {
        void *library = dlopen("libxcb.so.1", RTLD_NOW | RTLD_LOCAL);
        if (library == nullptr) return false;
        using Connect = void *(*)(const char *, int *);
        using HasError = int (*)(void *);
        using Disconnect = void (*)(void *);
        auto connect = reinterpret_cast<Connect>(dlsym(library, "xcb_connect"));
        auto hasError = reinterpret_cast<HasError>(dlsym(library, "xcb_connection_has_error"));
        auto disconnect = reinterpret_cast<Disconnect>(dlsym(library, "xcb_disconnect"));
        bool answers = false;
        if (connect != nullptr && hasError != nullptr && disconnect != nullptr) {
            // xcb_connect never returns NULL: a failed connection is an error object to free.
            void *connection = connect(name, nullptr);
            answers = connection != nullptr && hasError(connection) == 0;
            if (connection != nullptr) disconnect(connection);
        }
        dlclose(library);
        return answers;
    }
    if (std::strcmp(platform, "wayland") == 0) {
        void *library = dlopen("libwayland-client.so.0", RTLD_NOW | RTLD_LOCAL);
        if (library == nullptr) return false;
        using Connect = void *(*)(const char *);
        using Disconnect = void (*)(void *);
        auto connect = reinterpret_cast<Connect>(dlsym(library, "wl_display_connect"));
        auto disconnect = reinterpret_cast<Disconnect>(dlsym(library, "wl_display_disconnect"));
        bool answers = false;
        if (connect != nullptr && disconnect != nullptr) {
            void *display = connect(name);
            answers = display != nullptr;
            if (display != nullptr) disconnect(display);
        }
        dlclose(library);
        return answers;
    }
    return false;
}

bool fsqt_application_ensure(void) {
    // One QApplication per process, as in a C++ main: none after the one shut down.
    if (QCoreApplication::instance() == nullptr && !applicationShutDown) {
        fontscale_main_thread_require("Qt", "fsqt_application_ensure");
        new QApplication(applicationArgc, applicationArgv);
        // While the main actor waits, the main thread waits in Qt's loop: Qt's events are handled.
        // Not parked at another thread's exit: call QtApplication.shutDown() before the end.
        fontscale_main_loop_adopt(fsqt_main_loop_wait, false);
    }
    return fsqt_application_exists();
}

bool fsqt_application_ensure_on_platform_for_testing(const char *platform) {
    if (QCoreApplication::instance() == nullptr && !applicationShutDown && std::strlen(platform) < sizeof platformName) {
        std::strcpy(platformName, platform);
        applicationArgv[1] = platformOption;
        applicationArgv[2] = platformName;
        applicationArgc = 3;
    }
    return fsqt_application_ensure();
}

bool fsqt_application_instance_exists_for_testing(void) { return QCoreApplication::instance() != nullptr; }

bool fsqt_application_was_shut_down(void) { return applicationShutDown; }

namespace {

/// Whether every one of Qt's Wayland event threads is blocked in `poll`, read from `/proc`: the
/// kernel names the system call each of the process's threads is in.
bool waylandEventThreadsArePolling() {
    const QStringList tasks = QDir(QStringLiteral("/proc/self/task")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &task : tasks) {
        QFile comm(QStringLiteral("/proc/self/task/%1/comm").arg(task));
        if (!comm.open(QIODevice::ReadOnly) || !comm.readAll().startsWith("WaylandEventThr")) continue;
        QFile syscallFile(QStringLiteral("/proc/self/task/%1/syscall").arg(task));
        if (!syscallFile.open(QIODevice::ReadOnly)) return false;
        const long number = syscallFile.readAll().split(' ').value(0).toLong();
        bool polling = false;
#ifdef SYS_poll
        polling = polling || number == SYS_poll;
#endif
#ifdef SYS_ppoll
        polling = polling || number == SYS_ppoll;
#endif
        if (!polling) return false;
    }
    return true;
}

/// Lets Qt's Wayland client reach a quiet state before its display is torn down.
///
/// Qt's Wayland client (6.4 to at least 6.8) can deadlock in `~QWaylandDisplay`: when the main
/// thread has just prepared a read for the event thread (`wl_display_prepare_read`) and `stop()`
/// sets the thread's quit flag before it wakes, the thread leaves without `wl_display_cancel_read`,
/// and the frame-queue thread then waits in `wl_display_read_events` for that reader forever, with
/// the main thread joining it. Deleting the windows makes the compositor answer, which is what
/// wakes the event thread at exactly that moment; under load the window is wide. So: a round trip
/// takes in every answer, and the main thread dispatches until each event thread is back in
/// `poll`, where `stop()` wakes it through its pipe and it cancels its read. Bounded, so a thread
/// that never polls costs a second, not a hang of our own.
void settleWaylandDisplay() {
    if (QGuiApplication::platformName() != QStringLiteral("wayland")) return;
    QGuiApplication::sync();
    for (int attempt = 0; attempt < 1000; ++attempt) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents(QEventLoop::AllEvents);
        if (waylandEventThreadsArePolling()) return;
        usleep(1000);
    }
}

/// How many event-handling spans are open (fsqt::EventHandlingScope).
int processingDepth = 0;
/// Whether fsqt_application_shutdown was called inside a span, and waits for the outermost to end.
bool shutDownPending = false;

/// Deletes the top-level widgets, then the QApplication.
void shutDownNow() {
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    // topLevelWidgets() also lists windows with a parent (menus, popups, an app's dialogs), which
    // deleting their parent deletes: guard each, and delete only the parentless ones still alive.
    QList<QPointer<QWidget>> windows;
    for (QWidget *window : QApplication::topLevelWidgets()) windows.append(QPointer<QWidget>(window));
    for (const QPointer<QWidget> &window : windows) {
        if (!window.isNull() && window->parentWidget() == nullptr) delete window.data();
    }
    settleWaylandDisplay();
    delete QCoreApplication::instance();
    applicationShutDown = true;
}

}  // namespace

fsqt::EventHandlingScope::EventHandlingScope(bool flushesDeferredDeletions) {
    processingDepth += 1;
    flushes = flushesDeferredDeletions;
}

fsqt::EventHandlingScope::~EventHandlingScope() {
    // Only at the outermost span: deeper, a widget deleted later may still be emitting the signal
    // that led here.
    if (processingDepth == 1 && flushes && !shutDownPending && QCoreApplication::instance() != nullptr) {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }
    processingDepth -= 1;
    if (processingDepth == 0 && shutDownPending) {
        shutDownPending = false;
        shutDownNow();
    }
}

bool fsqt::EventHandlingScope::isOpen() { return processingDepth > 0; }

void fsqt_application_shutdown(void) {
    if (QCoreApplication::instance() == nullptr || shutDownPending) return;
    fontscale_main_thread_require("Qt", "QtApplication.shutDown");
    fontscale_main_loop_release(fsqt_main_loop_wait);
    if (fsqt::EventHandlingScope::isOpen()) {
        // Inside Qt's event handling: deleting the application here would pull it from under the
        // frames running it. Its windows go now; it goes when the outermost turn returns, and
        // from now on it is shut down for every caller.
        shutDownPending = true;
        applicationShutDown = true;
        for (QWidget *window : QApplication::topLevelWidgets()) window->hide();
        return;
    }
    shutDownNow();
}

bool fsqt_application_exists(void) {
    return !shutDownPending && qobject_cast<QApplication *>(QCoreApplication::instance()) != nullptr;
}

char *fsqt_platform_name(void) { return copy(QGuiApplication::platformName()); }

void fsqt_process_events(bool wait) {
    if (!fsqt_application_exists()) return;
    fontscale_main_thread_require("Qt", "its event loop turned");
    fsqt::EventHandlingScope scope(true);
    QCoreApplication::processEvents(wait ? QEventLoop::WaitForMoreEvents : QEventLoop::AllEvents);
}

void fsqt_post(fsqt_callback callback, void *context, fsqt_release release) {
    if (!fsqt_application_exists()) {
        if (release != nullptr) release(context);
        return;
    }
    // The holder belongs to the application until the queued call runs and deletes it.
    auto *holder = new Callback(qApp, callback, context, release);
    QMetaObject::invokeMethod(
        holder,
        [holder] {
            holder->call();
            delete holder;
        },
        Qt::QueuedConnection);
}

fsqt_handle *fsqt_watch_descriptor(int descriptor, fsqt_callback callback, void *context, fsqt_release release) {
    fontscale_main_thread_require("Qt", "fsqt_watch_descriptor");
    if (!fsqt_application_exists() || descriptor < 0) {
        if (release != nullptr) release(context);
        return nullptr;
    }
    auto *notifier = new QSocketNotifier(descriptor, QSocketNotifier::Read, qApp);
    auto *holder = new Callback(notifier, callback, context, release);
    QObject::connect(notifier, &QSocketNotifier::activated, holder, [holder] { holder->call(); });
    return wrap(notifier);
}

fsqt_handle *fsqt_every(int milliseconds, fsqt_callback callback, void *context, fsqt_release release) {
    fontscale_main_thread_require("Qt", "fsqt_every");
    if (!fsqt_application_exists()) {
        if (release != nullptr) release(context);
        return nullptr;
    }
    auto *timer = new QTimer(qApp);
    auto *holder = new Callback(timer, callback, context, release);
    QObject::connect(timer, &QTimer::timeout, holder, [holder] { holder->call(); });
    timer->start(milliseconds);
    return wrap(timer);
}

char *fsqt_application_font(double *point_size, int *pixel_size) {
    fontscale_main_thread_require("Qt", "fsqt_application_font");
    QFont font = QApplication::font();
    if (point_size != nullptr) *point_size = font.pointSizeF();
    if (pixel_size != nullptr) *pixel_size = font.pixelSize();
    return copy(font.family());
}

void fsqt_set_application_font_point_size(double point_size) {
    fontscale_main_thread_require("Qt", "fsqt_set_application_font_point_size");
    if (!fsqt_application_exists() || !(point_size > 0 && point_size < 10000)) return;
    QFont font = QApplication::font();
    font.setPointSizeF(point_size);
    QApplication::setFont(font);
}

void fsqt_set_application_font_family(const char *family) {
    fontscale_main_thread_require("Qt", "fsqt_set_application_font_family");
    if (!fsqt_application_exists() || family == nullptr) return;
    QFont font = QApplication::font();
    font.setFamilies({QString::fromUtf8(family)});
    QApplication::setFont(font);
}

fsqt_handle *fsqt_on_application_font_change(fsqt_callback callback, void *context, fsqt_release release) {
    fontscale_main_thread_require("Qt", "fsqt_on_application_font_change");
    if (!fsqt_application_exists()) {
        if (release != nullptr) release(context);
        return nullptr;
    }
    return wrap(new ApplicationFontWatch(callback, context, release));
}

char *fsqt_add_application_font(const char *path) {
    fontscale_main_thread_require("Qt", "fsqt_add_application_font");
    if (!fsqt_application_exists() || path == nullptr) return nullptr;
    // Each file once per QApplication: its font database is the application's, so the families
    // registered are kept on the application itself and go with it (an empty one: Qt refused it).
    static const char *const key = "fontscaleRegisteredFamilies";
    QVariantMap registered = qApp->property(key).toMap();
    QString file = string(path);
    if (!registered.contains(file)) {
        int id = QFontDatabase::addApplicationFont(file);
        QStringList families = id < 0 ? QStringList() : QFontDatabase::applicationFontFamilies(id);
        registered.insert(file, families.isEmpty() ? QString() : families.first());
        qApp->setProperty(key, registered);
    }
    QString family = registered.value(file).toString();
    return family.isEmpty() ? nullptr : copy(family);
}

void fsqt_free(char *text) { std::free(text); }

// MARK: Handles

void fsqt_handle_release(fsqt_handle *handle) {
    if (handle == nullptr) return;
    QObject *object = handle->object.data();
    if (handle->owns && object != nullptr && object->parent() == nullptr) {
        // A top-level widget or object nobody else owns.
        object->deleteLater();
        if (auto *w = qobject_cast<QWidget *>(object)) w->hide();
    }
    delete handle;
}

void fsqt_handle_destroy(fsqt_handle *handle) {
    if (handle == nullptr || handle->object.isNull()) return;
    QObject *object = handle->object.data();
    if (auto *w = qobject_cast<QWidget *>(object)) w->hide();
    object->deleteLater();
}

bool fsqt_handle_alive(const fsqt_handle *handle) { return handle != nullptr && !handle->object.isNull(); }

unsigned long long fsqt_handle_identity(const fsqt_handle *handle) {
    return handle == nullptr ? 0 : handle->identity;
}

fsqt_handle *fsqt_handle_borrow_widget(void *pointer) {
    return pointer == nullptr ? nullptr : borrow(static_cast<QWidget *>(pointer));
}

void *fsqt_handle_object(const fsqt_handle *handle) {
    return handle == nullptr ? nullptr : static_cast<void *>(handle->object.data());
}

fsqt_handle *fsqt_handle_copy(const fsqt_handle *handle) {
    return handle == nullptr ? nullptr : new fsqt_handle{handle->object, false, handle->identity};
}

char *fsqt_class_name(const fsqt_handle *handle) {
    if (handle == nullptr || handle->object.isNull()) return copy(QString());
    return copy(QString::fromLatin1(handle->object->metaObject()->className()));
}

// MARK: Widgets

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

void fsqt_set_page_margins(fsqt_handle *handle) {
    QBoxLayout *layout = box(handle);
    if (layout == nullptr) return;
    // A window's margins, as the style gives a top-level form's.
    QStyleOption option;
    option.state |= QStyle::State_Window;
    QStyle *style = QApplication::style();
    layout->setContentsMargins(
        style->pixelMetric(QStyle::PM_LayoutLeftMargin, &option),
        style->pixelMetric(QStyle::PM_LayoutTopMargin, &option),
        style->pixelMetric(QStyle::PM_LayoutRightMargin, &option),
        style->pixelMetric(QStyle::PM_LayoutBottomMargin, &option));
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

void fsqt_set_margins(fsqt_handle *handle, int margin) {
    if (QBoxLayout *layout = box(handle)) layout->setContentsMargins(margin, margin, margin, margin);
}

void fsqt_box_insert(fsqt_handle *handle, fsqt_handle *child, int index, bool hidden) {
    QBoxLayout *layout = box(handle);
    QWidget *w = widget(child);
    if (layout == nullptr || w == nullptr) return;
    if (index < 0 || index > widgetCount(layout)) index = widgetCount(layout);
    layout->insertWidget(index, w);
    // Reparenting hides a widget; it is shown again unless its view is hidden.
    w->setHidden(hidden);
}

void fsqt_box_remove(fsqt_handle *child) {
    QWidget *w = widget(child);
    if (w == nullptr) return;
    if (QWidget *parent = w->parentWidget()) {
        if (QLayout *layout = parent->layout()) layout->removeWidget(w);
    }
    w->setParent(nullptr);
}

void fsqt_box_clear(fsqt_handle *handle) {
    QBoxLayout *layout = box(handle);
    if (layout == nullptr) return;
    for (int index = widgetCount(layout) - 1; index >= 0; index--) {
        QLayoutItem *item = layout->takeAt(index);
        if (QWidget *w = item->widget()) {
            w->hide();
            w->deleteLater();
        }
        delete item;
    }
}

int fsqt_box_count(const fsqt_handle *handle) {
    QBoxLayout *layout = box(handle);
    return layout == nullptr ? 0 : widgetCount(layout);
}

fsqt_handle *fsqt_box_child(const fsqt_handle *handle, int index) {
    QBoxLayout *layout = box(handle);
    if (layout == nullptr || index < 0 || index >= widgetCount(layout)) return nullptr;
    QLayoutItem *item = layout->itemAt(index);
    return item == nullptr ? nullptr : borrow(item->widget());
}

void fsqt_box_arrange(fsqt_handle *handle, bool vertical, int spacing, int left, int top, int right, int bottom) {
    QBoxLayout *layout = box(handle);
    if (layout == nullptr) return;
    layout->setDirection(vertical ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight);
    layout->setSpacing(spacing);
    layout->setContentsMargins(left, top, right, bottom);
    // A row as well as a column ends in a spacer, so children keep their natural lengths from the
    // leading edge, as in a GTK box, rather than sharing the length left over.
    int count = layout->count();
    if (count == 0 || layout->itemAt(count - 1)->spacerItem() == nullptr) layout->addStretch(0);
}

void fsqt_box_place(fsqt_handle *handle, fsqt_handle *child, bool expands, int alignment, bool shares_equally) {
    QBoxLayout *layout = box(handle);
    QWidget *w = widget(child);
    if (layout == nullptr || w == nullptr) return;
    bool vertical = layout->direction() == QBoxLayout::TopToBottom || layout->direction() == QBoxLayout::BottomToTop;
    layout->setStretchFactor(w, expands || shares_equally ? 1 : 0);
    QSizePolicy policy = w->sizePolicy();
    // An equal share ignores the child's own length; a stretching child grows into what is left.
    QSizePolicy::Policy along = shares_equally ? QSizePolicy::Ignored
                                : expands      ? QSizePolicy::Expanding
                                               : QSizePolicy::Preferred;
    if (vertical) {
        policy.setVerticalPolicy(along);
    } else {
        policy.setHorizontalPolicy(along);
    }
    w->setSizePolicy(policy);
    Qt::Alignment across;
    switch (alignment) {
    case 1: across = vertical ? Qt::AlignLeft : Qt::AlignTop; break;
    case 2: across = vertical ? Qt::AlignHCenter : Qt::AlignVCenter; break;
    case 3: across = vertical ? Qt::AlignRight : Qt::AlignBottom; break;
    default: across = Qt::Alignment(); break;
    }
    layout->setAlignment(w, across);
}

void fsqt_box_set_stretch(fsqt_handle *handle, fsqt_handle *child, int stretch) {
    QBoxLayout *layout = box(handle);
    QWidget *w = widget(child);
    if (layout == nullptr || w == nullptr) return;
    layout->setStretchFactor(w, stretch);
    // A stretching child of a column takes the height left over, before the column's spacer.
    if (layout->direction() == QBoxLayout::TopToBottom) {
        QSizePolicy policy = w->sizePolicy();
        policy.setVerticalPolicy(stretch > 0 ? QSizePolicy::Expanding : QSizePolicy::Preferred);
        w->setSizePolicy(policy);
    }
}

int fsqt_box_stretch(const fsqt_handle *handle, const fsqt_handle *child) {
    QBoxLayout *layout = box(handle);
    QWidget *w = widget(child);
    if (layout == nullptr || w == nullptr) return 0;
    int index = layout->indexOf(w);
    return index < 0 ? 0 : layout->stretch(index);
}

fsqt_handle *fsqt_parent(const fsqt_handle *handle) {
    QWidget *w = widget(handle);
    return w == nullptr ? nullptr : borrow(w->parentWidget());
}

void fsqt_set_hidden(fsqt_handle *handle, bool hidden) {
    QWidget *w = widget(handle);
    if (w == nullptr) return;
    // A widget outside any box would be shown as a window of its own: it only keeps being hidden.
    if (w->parentWidget() == nullptr && !hidden) return;
    w->setHidden(hidden);
}

bool fsqt_is_hidden(const fsqt_handle *handle) {
    QWidget *w = widget(handle);
    return w == nullptr || w->isHidden();
}

void fsqt_set_enabled(fsqt_handle *handle, bool enabled) {
    if (QWidget *w = widget(handle)) w->setEnabled(enabled);
}

bool fsqt_is_enabled(const fsqt_handle *handle) {
    QWidget *w = widget(handle);
    return w != nullptr && w->isEnabled();
}

void fsqt_set_window_title(fsqt_handle *handle, const char *title) {
    if (QWidget *w = widget(handle)) w->setWindowTitle(string(title));
}

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

bool fsqt_allocation(const fsqt_handle *handle, int *x, int *y, int *width, int *height) {
    QWidget *w = widget(handle);
    if (w == nullptr || !w->isVisible()) return false;
    QPoint origin = w->mapTo(w->window(), QPoint(0, 0));
    *x = origin.x();
    *y = origin.y();
    *width = w->width();
    *height = w->height();
    return true;
}

bool fsqt_window_size(const fsqt_handle *handle, int *width, int *height) {
    QWidget *w = widget(handle);
    if (w == nullptr || !w->window()->isVisible()) return false;
    *width = w->window()->width();
    *height = w->window()->height();
    return true;
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

char *fsqt_placeholder(const fsqt_handle *handle) {
    auto *edit = qobject_cast<QLineEdit *>(widget(handle));
    return edit == nullptr ? nullptr : copy(edit->placeholderText());
}

void fsqt_set_placeholder(fsqt_handle *handle, const char *text) {
    if (auto *edit = qobject_cast<QLineEdit *>(widget(handle))) edit->setPlaceholderText(string(text));
}

bool fsqt_is_checked(const fsqt_handle *handle) {
    auto *button = qobject_cast<QAbstractButton *>(widget(handle));
    return button != nullptr && button->isChecked();
}

void fsqt_set_checked(fsqt_handle *handle, bool checked) {
    if (auto *button = qobject_cast<QAbstractButton *>(widget(handle))) {
        // A push or tool button is checkable only while checked: a click on a checkable one toggles
        // it in Qt by itself, which the tree, the state's owner, would not hear of. A check box (a
        // switch) stays checkable: toggling is what it is for.
        bool isSwitch = qobject_cast<QCheckBox *>(button) != nullptr;
        if (checked && !button->isCheckable()) button->setCheckable(true);
        button->setChecked(checked);
        if (!checked && !isSwitch) button->setCheckable(false);
    }
}

bool fsqt_is_down(const fsqt_handle *handle) {
    auto *button = qobject_cast<QAbstractButton *>(widget(handle));
    return button != nullptr && button->isDown();
}

void fsqt_set_down(fsqt_handle *handle, bool down) {
    if (auto *button = qobject_cast<QAbstractButton *>(widget(handle))) button->setDown(down);
}

int fsqt_slider_value(const fsqt_handle *handle) {
    auto *slider = qobject_cast<QSlider *>(widget(handle));
    return slider == nullptr ? 0 : slider->value();
}

void fsqt_set_slider_value(fsqt_handle *handle, int value) {
    fsqt::EventHandlingScope scope;  // valueChanged reaches the app
    if (auto *slider = qobject_cast<QSlider *>(widget(handle))) slider->setValue(value);
}

void fsqt_set_slider_range(fsqt_handle *handle, int minimum, int maximum) {
    if (auto *slider = qobject_cast<QSlider *>(widget(handle))) slider->setRange(minimum, std::max(minimum, maximum));
}

// MARK: Fonts

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
        // As changeRepaintingThroughParent does, each parent marked dirty once for all its
        // children here rather than once per child.
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

// MARK: Signals and pictures

fsqt_handle *fsqt_on_activated(fsqt_handle *handle, fsqt_callback callback, void *context, fsqt_release release) {
    QWidget *w = widget(handle);
    if (w == nullptr) {
        if (release != nullptr) release(context);
        return nullptr;
    }
    auto *holder = new Callback(w, callback, context, release);
    if (auto *slider = qobject_cast<QSlider *>(w)) {
        QObject::connect(slider, &QSlider::valueChanged, holder, [holder] { holder->call(); });
    } else if (auto *check = qobject_cast<QCheckBox *>(w)) {
        QObject::connect(check, &QCheckBox::toggled, holder, [holder] { holder->call(); });
    } else if (auto *button = qobject_cast<QAbstractButton *>(w)) {
        QObject::connect(button, &QAbstractButton::clicked, holder, [holder] { holder->call(); });
    }
    return wrap(holder);
}

fsqt_handle *fsqt_on_click(fsqt_handle *handle, fsqt_callback callback, void *context, fsqt_release release) {
    QWidget *w = widget(handle);
    if (w == nullptr) {
        if (release != nullptr) release(context);
        return nullptr;
    }
    return borrow(new ClickFilter(w, callback, context, release));
}

fsqt_handle *fsqt_on_destroyed(fsqt_handle *handle, fsqt_callback callback, void *context, fsqt_release release) {
    QWidget *w = widget(handle);
    if (w == nullptr) {
        if (release != nullptr) release(context);
        return nullptr;
    }
    // Not a child of the widget, so that it outlives the signal: Qt emits `destroyed` from
    // ~QWidget before it deletes the widget's children, and the holder deletes itself later.
    auto *holder = new Callback(qApp, callback, context, release);
    QObject::connect(w, &QObject::destroyed, holder, [holder] {
        holder->call();
        holder->deleteLater();
    });
    return wrap(holder);
}

bool fsqt_render_rgba(const fsqt_handle *handle, unsigned char *pixels, int width, int height) {
    QWidget *w = widget(handle);
    if (w == nullptr || pixels == nullptr || width <= 0 || height <= 0) return false;
    // Over a transparent image, with no window background: what is drawn has some alpha.
    QImage image(pixels, width, height, width * 4, QImage::Format_RGBA8888_Premultiplied);
    image.fill(Qt::transparent);
    w->render(&image, QPoint(), QRegion(), QWidget::DrawChildren);
    return true;
}

bool fsqt_save_png(fsqt_handle *handle, const char *path) {
    QWidget *w = widget(handle);
    if (w == nullptr || path == nullptr || w->width() <= 0 || w->height() <= 0) return false;
    QPixmap picture = w->grab();
    return !picture.isNull() && picture.save(string(path), "PNG");
}

void fsqt_on_next_paint(fsqt_handle *handle, int timeout_ms, fsqt_callback callback, void *context, fsqt_release release) {
    QWidget *w = widget(handle);
    if (w == nullptr) {
        if (release != nullptr) release(context);
        return;
    }
    new NextPaint(w->window(), std::max(0, timeout_ms), callback, context, release);
}

namespace {
/// Counts the layout requests delivered while it is installed on the application.
class LayoutRequestCount : public QObject {
  public:
    int count = 0;
    bool eventFilter(QObject *, QEvent *event) override {
        if (event->type() == QEvent::LayoutRequest) count += 1;
        return false;
    }
};
}  // namespace

void fsqt_lay_out_window(fsqt_handle *handle) {
    QWidget *w = widget(handle);
    // A window not shown is laid out when it is shown.
    if (w == nullptr || !w->window()->isVisible()) return;
    QWidget *window = w->window();
    LayoutRequestCount requests;
    qApp->installEventFilter(&requests);
    // Each round may ask for the next: a wrapping label's new width changes its height, a line
    // limit refits its text to the width it was given, a scroll area's content changes its hint.
    // Bounded, as Qt's own loop would go on for ever too where a layout never settles.
    for (int round = 0; round < 16; ++round) {
        requests.count = 0;
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        bool redone = false;
        if (QLayout *layout = window->layout()) redone |= layout->activate();
        for (QWidget *inside : window->findChildren<QWidget *>()) {
            if (QLayout *layout = inside->layout()) redone |= layout->activate();
        }
        if (requests.count == 0 && !redone) break;
    }
    qApp->removeEventFilter(&requests);
}

void fsqt_on_next_laid_out_paint(
    fsqt_handle *handle, int timeout_ms, fsqt_callback callback, void *context, fsqt_release release) {
    QWidget *w = widget(handle);
    if (w == nullptr) {
        if (release != nullptr) release(context);
        return;
    }
    new LaidOutPaint(w, std::max(0, timeout_ms), callback, context, release);
}

void fsqt_click(fsqt_handle *handle) {
    fsqt::EventHandlingScope scope;  // the press and click reach the app
    QWidget *w = widget(handle);
    if (w == nullptr) return;
    if (auto *button = qobject_cast<QAbstractButton *>(w)) return button->click();
    QPointF centre = QRectF(w->rect()).center();
    QPointF global = w->mapToGlobal(centre);
    QMouseEvent press(QEvent::MouseButtonPress, centre, global, Qt::LeftButton, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(w, &press);
    QMouseEvent release(QEvent::MouseButtonRelease, centre, global, Qt::LeftButton, Qt::NoButton, Qt::NoModifier);
    QCoreApplication::sendEvent(w, &release);
}

void fsqt_click_at(fsqt_handle *handle, double x, double y) {
    fsqt::EventHandlingScope scope;  // the press and click reach the app
    QWidget *w = widget(handle);
    if (w == nullptr) return;
    QPointF point(x, y);
    QWidget *target = w->childAt(point.toPoint());
    if (target == nullptr) target = w;
    QPointF local = target->mapFrom(w, point);
    QPointF global = w->mapToGlobal(point);
    // QApplication::notify takes each event up to the parents while the widget ignores it.
    QMouseEvent press(QEvent::MouseButtonPress, local, global, Qt::LeftButton, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(target, &press);
    QMouseEvent release(QEvent::MouseButtonRelease, local, global, Qt::LeftButton, Qt::NoButton, Qt::NoModifier);
    QCoreApplication::sendEvent(target, &release);
}

fsqt_handle *fsqt_on_press_and_hold(
    fsqt_handle *handle, int hold_ms, fsqt_press_callback callback, void *context, fsqt_release release) {
    QWidget *w = widget(handle);
    // Once per item: an item watched already (its large content gone and back) keeps its filter,
    // where a second would time each press twice.
    if (w == nullptr ||
        w->findChild<QObject *>(QLatin1String(PressAndHoldFilter::name), Qt::FindDirectChildrenOnly) != nullptr) {
        if (release != nullptr) release(context);
        return nullptr;
    }
    return borrow(new PressAndHoldFilter(w, hold_ms, callback, context, release));
}

int fsqt_press_watch_count(fsqt_handle *handle) {
    QWidget *w = widget(handle);
    if (w == nullptr) return 0;
    return static_cast<int>(
        w->findChildren<QObject *>(QLatin1String(PressAndHoldFilter::name), Qt::FindDirectChildrenOnly).size());
}

fsqt_handle *fsqt_large_content_popup(fsqt_handle *handle, bool create) {
    QWidget *w = widget(handle);
    if (w == nullptr) return nullptr;
    QLabel *popup = largeContentPopup(w);
    if (popup == nullptr && create) {
        // A child of the item, deleted with it, shown as a window of its own above it.
        popup = new QLabel(w);
        popup->setObjectName(largeContentPopupName);
        popup->setWindowFlags(Qt::ToolTip | Qt::FramelessWindowHint);
        popup->setAlignment(Qt::AlignCenter);
        popup->setMargin(12);
        popup->setAutoFillBackground(true);
        popup->hide();
    }
    return borrow(popup);
}

void fsqt_remove_large_content_popup(fsqt_handle *handle) {
    QWidget *w = widget(handle);
    if (w == nullptr) return;
    // Deleted now, not on the loop's next turn: it is hidden and nothing of it is running, and a
    // later deletion would change the window after the frame that shows the change.
    delete largeContentPopup(w);
}

void fsqt_show_large_content_popup(fsqt_handle *handle, bool shown) {
    QWidget *w = widget(handle);
    QLabel *popup = w == nullptr ? nullptr : largeContentPopup(w);
    if (popup == nullptr) return;
    if (!shown) return popup->hide();
    popup->adjustSize();
    QPoint above(w->width() / 2 - popup->width() / 2, -popup->height() - 4);
    popup->move(w->mapToGlobal(above));
    popup->show();
    popup->raise();
}

void fsqt_send_mouse(fsqt_handle *handle, int type, double x, double y) {
    fsqt::EventHandlingScope scope;  // the press and click reach the app
    QWidget *w = widget(handle);
    if (w == nullptr) return;
    QPointF point(x, y);
    QPointF global = w->mapToGlobal(point);
    QEvent::Type kind = type == 0 ? QEvent::MouseButtonPress : type == 1 ? QEvent::MouseMove : QEvent::MouseButtonRelease;
    Qt::MouseButton button = type == 1 ? Qt::NoButton : Qt::LeftButton;
    Qt::MouseButtons held = type == 2 ? Qt::NoButton : Qt::LeftButton;
    QMouseEvent event(kind, point, global, button, held, Qt::NoModifier);
    QCoreApplication::sendEvent(w, &event);
}

void fsqt_move_pointer_away(fsqt_handle *handle) {
    QWidget *w = widget(handle);
    if (w == nullptr) return;
    QCursor::setPos(w->window()->frameGeometry().bottomRight() + QPoint(100, 100));
    // The offscreen platform moves its pointer without telling the window: the widget under it
    // is told it left, as a window system's leave event does.
    if (QWindow *window = w->window()->windowHandle()) {
        QEvent leave(QEvent::Leave);
        QCoreApplication::sendEvent(window, &leave);
    }
}

void fsqt_close(fsqt_handle *handle) {
    if (QWidget *w = widget(handle)) w->close();
}

void fsqt_resize(fsqt_handle *handle, int width, int height) {
    if (QWidget *w = widget(handle)) w->resize(std::max(1, width), std::max(1, height));
}

}  // extern "C"

#endif
