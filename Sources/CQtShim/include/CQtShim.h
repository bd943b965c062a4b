#ifndef FONTSCALE_CQTSHIM_H
#define FONTSCALE_CQTSHIM_H

// FontScaleQt's one C++ layer, as a C API over opaque handles: Swift imports this header and
// never sees a Qt type. Every function is safe on a handle whose object Qt already destroyed
// (the handle holds a QPointer): it does nothing and returns zero, false or NULL.

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An owning handle on a QObject (a widget, a notifier, a connection): released with
/// fsqt_handle_release, which deletes the object when it has no parent to own it.
typedef struct fsqt_handle fsqt_handle;

/// A callback from Qt into Swift, and the release of its context when Qt drops it.
typedef void (*fsqt_callback)(void *context);
typedef void (*fsqt_release)(void *context);

// MARK: Application and loop

/// Whether Qt's plugin folder has a platform plugin file starting with "libq" and `name`.
bool fsqt_has_platform_plugin(const char *name);
/// Whether a display server answers at `name`, tried as Qt's platform plugin `platform` would
/// connect: "xcb" opens an X connection (libxcb's xcb_connect, as the xcb plugin does), "wayland"
/// a Wayland one (libwayland-client's wl_display_connect; a name or an absolute socket path), each
/// closed again at once. Qt's plugins abort the process (qFatal) when they cannot connect, so this
/// is asked before a QApplication is made. The libraries are the plugins' own, loaded with dlopen:
/// false when they are missing, as the plugin would then fail too. False for other platforms.
bool fsqt_display_answers(const char *platform, const char *name);
/// Creates the process's QApplication if there is none yet; true when one exists after the call.
/// After fsqt_application_shutdown none is made again: false.
bool fsqt_application_ensure(void);
/// fsqt_application_ensure on Qt's platform plugin `platform` (Qt's `-platform` option), without
/// the process's environment: for a test in a process whose other threads read the environment.
bool fsqt_application_ensure_on_platform_for_testing(const char *platform);
/// Whether the QApplication object itself still exists (during a deferred shutdown it does, while
/// fsqt_application_exists says false). For tests.
bool fsqt_application_instance_exists_for_testing(void);
/// Deletes the top-level widgets and then the QApplication, as the end of an app's main does;
/// Qt's font caches go with it, before the process's static destructors run. From then on
/// fsqt_application_ensure makes no new one. Called inside Qt's event handling (a callback run by
/// fsqt_process_events), it hides the windows at once and deletes them and the application when
/// the outermost fsqt_process_events returns. Main thread only: elsewhere it stops the process
/// with the thread rule.
void fsqt_application_shutdown(void);
/// Whether fsqt_application_shutdown ended (or is ending) the QApplication in this process.
bool fsqt_application_was_shut_down(void);
/// Whether a QApplication exists and is not being shut down.
bool fsqt_application_exists(void);
/// The platform plugin's name, such as "offscreen" or "xcb"; the caller frees it (fsqt_free).
char *fsqt_platform_name(void);
/// Runs the events that are ready, then the deferred deletions; with `wait`, blocks for one first.
void fsqt_process_events(bool wait);
/// Calls `callback` once on the event loop's next turn, then releases `context`.
void fsqt_post(fsqt_callback callback, void *context, fsqt_release release);
/// Calls `callback` whenever `descriptor` is readable (a QSocketNotifier on the event loop).
fsqt_handle *fsqt_watch_descriptor(int descriptor, fsqt_callback callback, void *context, fsqt_release release);
/// Calls `callback` every `milliseconds` (a QTimer).
fsqt_handle *fsqt_every(int milliseconds, fsqt_callback callback, void *context, fsqt_release release);
/// The application font: family (caller frees), point size and pixel size (-1 when unset).
char *fsqt_application_font(double *point_size, int *pixel_size);
/// Sets the application font's point size, as a desktop's platform theme does.
void fsqt_set_application_font_point_size(double point_size);
/// Sets the application font's family, its size and style unchanged.
void fsqt_set_application_font_family(const char *family);
/// Calls `callback` whenever the application font changes: QEvent::ApplicationFontChange, which
/// QGuiApplication sends to the application after QApplication::setFont (an app's, or a platform
/// theme's when the desktop's font changes), not the deprecated QGuiApplication::fontChanged
/// signal. An event filter on the application, destroyed with its handle or the application.
fsqt_handle *fsqt_on_application_font_change(fsqt_callback callback, void *context, fsqt_release release);
/// Registers a font file with Qt's font database; returns its first family (caller frees) or NULL.
char *fsqt_add_application_font(const char *path);
/// Frees a string the shim returned.
void fsqt_free(char *text);

// MARK: Handles

/// Releases a handle: the object is deleted when it has no parent (its parent owns it otherwise).
void fsqt_handle_release(fsqt_handle *handle);
/// Deletes the handle's object now, whatever its parent; the handle stays to be released.
void fsqt_handle_destroy(fsqt_handle *handle);
/// Whether the handle's object still exists.
bool fsqt_handle_alive(const fsqt_handle *handle);
/// The object's identity: the same for every handle on the object, alive or destroyed, and never
/// another object's (a serial number the object carries, not its address, which a new object may
/// reuse); 0 for NULL.
unsigned long long fsqt_handle_identity(const fsqt_handle *handle);
/// A handle on a live QWidget someone else made (a `QWidget *`), which owns nothing; NULL for NULL.
fsqt_handle *fsqt_handle_borrow_widget(void *widget);
/// The object's address as a `QObject *`; NULL after it is destroyed.
void *fsqt_handle_object(const fsqt_handle *handle);
/// A new handle on the same object, which owns nothing.
fsqt_handle *fsqt_handle_copy(const fsqt_handle *handle);
/// The widget's class name, such as "QLabel" (caller frees); "" after it is destroyed.
char *fsqt_class_name(const fsqt_handle *widget);

// MARK: Widgets

/// A widget with a vertical (or horizontal) box layout; `spacing` between children, no margins.
fsqt_handle *fsqt_make_box(bool vertical, int spacing);
/// A container that keeps the size fsqt_set_fixed_size gives it whatever its children need: they
/// go into a column (fsqt_make_box's, which fsqt_box_* reach through the container) laid out at
/// its width and the height they need, past its bottom edge when that is more. It does not clip
/// them until fsqt_set_clips says so.
fsqt_handle *fsqt_make_fixed_column(int spacing);
/// Whether a fixed-size container (fsqt_make_fixed_column's) draws its children only inside it,
/// or over its neighbours too where they reach past its edges.
void fsqt_set_clips(fsqt_handle *container, bool clips);
/// Whether a widget's children are drawn only inside it: false for a fixed-size container told
/// not to clip, true for any other widget (Qt clips children to their parent).
bool fsqt_clips(const fsqt_handle *widget);
/// A word-wrapping, leading-aligned QLabel (one that can space its lines, fsqt_set_line_height).
fsqt_handle *fsqt_make_label(const char *text);
/// Test hook: a plain QLabel, set up as fsqt_make_label's are, for a baseline of Qt's own label.
fsqt_handle *fsqt_make_plain_label_for_testing(const char *text);
/// Test hook: the size hint and smallest size of a label that does not wrap (fsqt_make_label's
/// when `leaded`, else a plain QLabel) with an alignment, margin, indent, box frame of a line
/// width (none for 0), contents margins of 1, 2, 3 and 4 times `contents_margin` and a minimum
/// width, measured with one text and pixel size and then asked again after both change: `hints`
/// gets the size hint's width and height, then the smallest size's.
void fsqt_label_hints_for_testing(bool leaded, const char *first_text, const char *text, int alignment, int margin,
                                  int indent, int frame_width, int contents_margin, int minimum_width,
                                  int first_pixel_size, int pixel_size, int hints[4]);
/// Whether a label's text wraps at its width.
void fsqt_set_word_wrap(fsqt_handle *label, bool wraps);
/// Sets a label's text on one line at its leading end, centred from top to bottom, as KDE's tool
/// bars show a page's title beside the back button.
void fsqt_align_bar_title(fsqt_handle *label);
/// A label's distance between baselines in pixels (the ramp's leading), each line centred in it
/// as GTK's CSS line-height does; 0 for the font's own line spacing.
void fsqt_set_line_height(fsqt_handle *label, double pixels);
/// Fixes a widget's size (QWidget::setFixedSize) to a width and height in pixels, or, for a
/// negative width, lets its layout size it again.
void fsqt_set_fixed_size(fsqt_handle *widget, int width, int height);
/// What the style draws around a push button's title (QStyle::sizeFromContents of
/// CT_PushButton): the width and height it adds, and the size of a button with the smallest title.
/// Needs the QApplication.
void fsqt_button_chrome(int *added_width, int *added_height, int *minimum_width, int *minimum_height);
fsqt_handle *fsqt_make_line_edit(void);
/// A QPushButton; `checkable` for a tab or a selected state.
fsqt_handle *fsqt_make_button(const char *text, bool checkable);
/// A horizontal QSlider over an integer range.
fsqt_handle *fsqt_make_slider(int minimum, int maximum);
fsqt_handle *fsqt_make_check_box(void);
/// A column (fsqt_make_box's) inside a frameless QScrollArea, scrolling vertically when taller
/// than the area and never sideways; fsqt_box_* reach the column through the area.
fsqt_handle *fsqt_make_scrolling_column(int spacing);
/// A tool bar (QToolBar) fixed in place, holding one row that takes its whole width, into which
/// fsqt_box_* put its buttons and title (`spacing` apart); a separator line along the edge that
/// faces the window's content.
fsqt_handle *fsqt_make_tool_bar(int spacing);
/// A tool bar's button (QToolButton) showing `text`, shortened to its width as a push button's
/// title is (fsqt_set_title_elision); flat until hovered unless `prominent` (a done item: raised,
/// in the highlight colour); `checkable` for a tab.
fsqt_handle *fsqt_make_tool_button(const char *text, bool checkable, bool prominent);
/// Whether a tool button was made prominent.
bool fsqt_is_prominent(const fsqt_handle *button);
/// Gives a widget the same share of its row's width as every neighbour given it, whatever its
/// own width (a tab of a tab bar); its box's stretch factor stays 0.
void fsqt_share_equally(fsqt_handle *widget);
/// A framed list (a QFrame drawn as KDE's item views: sunken, in the base colour, a line between
/// rows) whose rows fsqt_box_* put in a column.
fsqt_handle *fsqt_make_list(void);
/// A list's row: a horizontal box with the style's margins and spacing.
fsqt_handle *fsqt_make_list_row(void);
/// Gives a box (or a scrolling column's inner box) the style's margins for a window's content.
void fsqt_set_page_margins(fsqt_handle *box);
/// The application style's name, such as "fusion" (caller frees); NULL without a QApplication.
char *fsqt_style_name(void);
/// A top-level window titled `title` holding `child` (resized with it), shown; WA_DeleteOnClose.
/// With `scrolls`, a QScrollArea that scrolls the child vertically; else a plain widget it fills.
fsqt_handle *fsqt_present_window(const char *title, fsqt_handle *child, int width, int height, bool scrolls);
/// Margins of a box widget's layout.
void fsqt_set_margins(fsqt_handle *box, int margin);

/// Inserts a widget into a box at `index` (clamped), reparenting it, shown unless `hidden`.
void fsqt_box_insert(fsqt_handle *box, fsqt_handle *child, int index, bool hidden);
/// Takes a widget out of its box: no parent, hidden, deleted when its handle is released.
void fsqt_box_remove(fsqt_handle *child);
/// Deletes every child widget of a box.
void fsqt_box_clear(fsqt_handle *box);
/// The number of widgets in a box's layout, and the one at `index` (a borrowed handle, or NULL).
int fsqt_box_count(const fsqt_handle *box);
fsqt_handle *fsqt_box_child(const fsqt_handle *box, int index);
/// Gives a child of a box the height (stretch 1) its box has left over, or takes it back.
void fsqt_box_set_stretch(fsqt_handle *box, fsqt_handle *child, int stretch);
/// A stack view's rules on a box (or a scrolling column's inner box): a column (`vertical`) or a
/// row, the spacing, and the margins; children keep their natural lengths from the leading edge
/// (a trailing spacer takes what they leave) unless they share equally.
void fsqt_box_arrange(fsqt_handle *box, bool vertical, int spacing, int left, int top, int right, int bottom);
/// A child's place in its box: whether it takes the length left over (`expands`), where it sits
/// across the box (0 fill, 1 leading, 2 centre, 3 trailing), and whether every child takes an
/// equal share of the box's length (`shares_equally`).
void fsqt_box_place(fsqt_handle *box, fsqt_handle *child, bool expands, int alignment, bool shares_equally);
int fsqt_box_stretch(const fsqt_handle *box, const fsqt_handle *child);
/// The parent widget (a borrowed handle) or NULL.
fsqt_handle *fsqt_parent(const fsqt_handle *widget);

void fsqt_set_hidden(fsqt_handle *widget, bool hidden);
bool fsqt_is_hidden(const fsqt_handle *widget);
void fsqt_set_enabled(fsqt_handle *widget, bool enabled);
bool fsqt_is_enabled(const fsqt_handle *widget);
void fsqt_set_window_title(fsqt_handle *widget, const char *title);

/// A label's, line edit's or button's text (caller frees); NULL for other widgets.
char *fsqt_text(const fsqt_handle *widget);
void fsqt_set_text(fsqt_handle *widget, const char *text);
/// Shows at most `lines` lines of a label's text (0: all), the last one elided where `elide` says
/// (Qt::TextElideMode: 0 the start, 1 the end, 2 the middle); fsqt_text still reads the whole text.
void fsqt_set_line_limit(fsqt_handle *label, int lines, int elide);
/// Where a push button's title is shortened when the button is narrower than it (as
/// fsqt_set_line_limit's `elide`); FontScale's buttons shorten theirs, in the middle by default.
void fsqt_set_title_elision(fsqt_handle *button, int elide);
/// Shows the desktop icon theme's icon `name` in a button (without `-symbolic` when the theme has
/// only the plain one); nothing when the theme has neither.
void fsqt_set_icon_name(fsqt_handle *button, const char *name);
/// Whether a push button shows its title shortened.
bool fsqt_is_title_elided(const fsqt_handle *button);
/// A widget's rectangle in its window's coordinates (QWidget::mapTo); false when it is not visible.
bool fsqt_allocation(const fsqt_handle *widget, int *x, int *y, int *width, int *height);
/// The size of the window a widget is in; false when that window is not visible.
bool fsqt_window_size(const fsqt_handle *widget, int *width, int *height);
/// How a label's text is laid out as it is drawn now.
typedef struct fsqt_label_layout_info {
    /// The shown text's size as Qt's painter lays it out in the label's contents rectangle
    /// (QFontMetrics::boundingRect with the label's alignment and word wrap), and its lines (a
    /// QTextLayout of it at that width, as QPainter::drawText wraps it).
    int width;
    int height;
    int line_count;
    /// Whether the label's line limit elided its text (fsqt_set_line_limit).
    bool is_elided;
    /// The label's size (QWidget::size).
    int allocated_width;
    int allocated_height;
    /// The width of the whole text with no line wrapped, with the label's margins; the height the
    /// label asks for at its width (QLabel::heightForWidth when it wraps, else QLabel::sizeHint).
    int natural_width;
    int natural_height;
} fsqt_label_layout_info;
/// Reads a label's layout into `layout`; false, reading nothing, for any other widget.
bool fsqt_label_layout(const fsqt_handle *label, fsqt_label_layout_info *layout);
/// A line edit's placeholder (caller frees).
char *fsqt_placeholder(const fsqt_handle *widget);
void fsqt_set_placeholder(fsqt_handle *widget, const char *text);
/// A button's or check box's checked state; a button's down (pressed) state.
bool fsqt_is_checked(const fsqt_handle *widget);
void fsqt_set_checked(fsqt_handle *widget, bool checked);
bool fsqt_is_down(const fsqt_handle *widget);
void fsqt_set_down(fsqt_handle *widget, bool down);
/// A slider's value and range.
int fsqt_slider_value(const fsqt_handle *widget);
void fsqt_set_slider_value(fsqt_handle *widget, int value);
void fsqt_set_slider_range(fsqt_handle *widget, int minimum, int maximum);

// MARK: Fonts

/// Sets a widget's font: family, size in pixels (QFont::setPixelSize, rounded to a whole pixel:
/// Qt draws whole pixel sizes only, a point size's too), OpenType weight 100…900, small capitals.
void fsqt_set_font(fsqt_handle *widget, const char *family, double pixel_size, int weight, bool small_caps);
/// fsqt_set_font for many widgets at once, in one font (a text style's): each keeps the rest of
/// its own font, as there. Null handles and destroyed widgets are passed over.
void fsqt_set_fonts(fsqt_handle *const *widgets, size_t count, const char *family, double pixel_size, int weight,
                    bool small_caps);
/// The pixel size a widget's font asks for (QFont::pixelSize): -1 for a point size.
int fsqt_requested_pixel_size(const fsqt_handle *widget);
/// The pixel size Qt draws a widget's text at: its font engine's (QRawFont::pixelSize of the
/// widget's font), in logical pixels.
double fsqt_drawn_pixel_size(const fsqt_handle *widget);
/// Takes the widget's own font away: it inherits its parent's (the application font) again.
void fsqt_unset_font(fsqt_handle *widget);
/// Whether the widget has a font of its own (QWidget::testAttribute(Qt::WA_SetFont)).
bool fsqt_has_own_font(const fsqt_handle *widget);

/// A widget's font as Qt has it now.
typedef struct fsqt_font_info {
    /// The requested family (QFont::family) and the family Qt matched (QFontInfo::family).
    char *family;
    char *matched_family;
    /// The style of the face Qt matched (QFontInfo::styleName), such as "SemiBold".
    char *matched_style;
    /// The size in pixels Qt draws at: its font engine's (fsqt_drawn_pixel_size).
    double pixel_size;
    /// The OpenType weight, 100…900.
    int weight;
    bool small_caps;
    /// QFontMetricsF: the line height (ascent + descent) and the leading.
    double line_height;
    /// The height the widget asks for (sizeHint), and, for a label, the height of its text laid
    /// out at the label's width (QFontMetrics::boundingRect with word wrap).
    int size_hint_height;
    int text_height;
} fsqt_font_info;
/// Reads a widget's font; free the strings with fsqt_font_info_free.
fsqt_font_info fsqt_font(const fsqt_handle *widget);
void fsqt_font_info_free(fsqt_font_info *info);

// MARK: Signals and pictures

/// Calls `callback` on a button's `clicked`, a slider's `valueChanged` or a check box's
/// `toggled`; the connection lives as long as the widget, or until its handle is destroyed.
fsqt_handle *fsqt_on_activated(fsqt_handle *widget, fsqt_callback callback, void *context, fsqt_release release);
/// Calls `callback` when the primary button is pressed and released on the widget or a child that
/// leaves the click to it (a row of labels); the filter lives as long as the widget.
fsqt_handle *fsqt_on_click(fsqt_handle *widget, fsqt_callback callback, void *context, fsqt_release release);
/// Calls `callback` when the widget is destroyed (a window closed with WA_DeleteOnClose).
fsqt_handle *fsqt_on_destroyed(fsqt_handle *widget, fsqt_callback callback, void *context, fsqt_release release);
/// Draws the widget and its children (QWidget::render), without the window's background, into
/// `pixels`: `width` × `height` premultiplied RGBA pixels, row by row from the top, transparent
/// where nothing is drawn. False when there is no such widget.
bool fsqt_render_rgba(const fsqt_handle *widget, unsigned char *pixels, int width, int height);
/// Lays the widget out at its size and saves it, drawn, as a PNG; false when it cannot.
bool fsqt_save_png(fsqt_handle *widget, const char *path);
/// Calls `callback` once, on the turn after the widget's window next repaints (its
/// QEvent::UpdateRequest), or after `timeout_ms` when nothing repaints.
void fsqt_on_next_paint(fsqt_handle *widget, int timeout_ms, fsqt_callback callback, void *context, fsqt_release release);
/// Lays out the window the widget is in now, to the end: delivers the layout requests posted and
/// activates every layout (QLayout::activate), again while that asked for more, so that the next
/// paint draws the final layout, not each round of it in a frame of its own. Does nothing for a
/// window not shown.
void fsqt_lay_out_window(fsqt_handle *widget);
/// Calls `callback` once the widget has been painted in a frame after which Qt had nothing left to
/// lay out: at each paint of the widget or of a widget inside it (its QEvent::Paint, from the
/// window's expose or an update; a widget its children cover whole gets none of its own)
/// the geometry of the window's widgets and the texts of its labels are noted; on the next turn the
/// layout requests still posted are delivered and every layout activated, and the call comes when
/// that changed nothing, or another paint is asked for when it did. A widget not shown is laid out
/// so, and the call comes on the next turn. After `timeout_ms` it comes whatever happened.
/// `context` is released without a call when the widget is destroyed first.
void fsqt_on_next_laid_out_paint(
    fsqt_handle *widget, int timeout_ms, fsqt_callback callback, void *context, fsqt_release release);
/// Clicks a button or check box as the user does (QAbstractButton::click); any other widget gets a
/// primary-button press and release at its centre.
void fsqt_click(fsqt_handle *widget);
/// Presses and releases the primary button at a point in the widget's coordinates, on the widget
/// Qt finds there (QWidget::childAt, the widget itself where none), which passes what it leaves
/// up to its parents, as the window system's click arrives.
void fsqt_click_at(fsqt_handle *widget, double x, double y);
/// Moves the pointer off the widget's window (QCursor::setPos), so no widget is drawn hovered: for
/// pictures on Qt's offscreen platform, whose pointer starts over the window's top-left corner.
void fsqt_move_pointer_away(fsqt_handle *widget);
/// Closes a window as its close button does (QWidget::close).
void fsqt_close(fsqt_handle *widget);
/// Resizes a widget (a top-level window).
void fsqt_resize(fsqt_handle *widget, int width, int height);

// MARK: Large content viewer

/// A step of a press on an item with a large content popup, as `fsqt_on_press_and_hold` reports it.
typedef enum {
    /// The press was held for the hold time: show the popup.
    FSQT_PRESS_HELD = 1,
    /// The pointer moved while held; `inside` says whether it is over the item.
    FSQT_PRESS_MOVED = 2,
    /// The button went up after the hold; `inside` says whether over the item.
    FSQT_PRESS_RELEASED = 3,
} fsqt_press_step;
typedef void (*fsqt_press_callback)(void *context, int step, bool inside);

/// Times presses on an item (a push button) that carries a large content popup: an event filter
/// starts a QTimer of `hold_ms` on a primary-button press and reports the hold, the moves after it
/// and the release. At the hold the button is set up again (QAbstractButton::setDown(false)), so
/// the release that follows is not a click; moves while held are the filter's. A press released
/// before the hold, or on an item without a popup, is left to the button. The filter lives as long
/// as the widget. An item has one filter: for an item that has one already, `release` is called
/// with `context` and NULL comes back.
fsqt_handle *fsqt_on_press_and_hold(
    fsqt_handle *widget, int hold_ms, fsqt_press_callback callback, void *context, fsqt_release release);
/// The item's large content popup, a borrowed handle: a QLabel child with Qt::ToolTip window
/// flags, made when `create` is true and it has none; NULL when it has none and `create` is false.
fsqt_handle *fsqt_large_content_popup(fsqt_handle *widget, bool create);
/// How many press-and-hold filters (`fsqt_on_press_and_hold`) an item carries: the package's test
/// hook for the one watch per item.
int fsqt_press_watch_count(fsqt_handle *widget);
/// Deletes the item's large content popup, if it has one.
void fsqt_remove_large_content_popup(fsqt_handle *widget);
/// Shows the item's popup centred above the item (sized to its text first), or hides it.
void fsqt_show_large_content_popup(fsqt_handle *widget, bool shown);
/// Sends the widget a primary-button mouse event at a point in its coordinates, through
/// QCoreApplication::sendEvent, as the window system's would arrive: `type` 0 a press, 1 a move
/// with the button held, 2 a release. For tests and scripted demos.
void fsqt_send_mouse(fsqt_handle *widget, int type, double x, double y);
/// Waits until Qt has events or `descriptor` is readable, handling Qt's events (outermost, as
/// fsqt_process_events): the main thread's wait while the main actor has nothing to do
/// (CMainThread's fontscale_main_loop_wait). Without a QApplication it waits on the descriptor.
void fsqt_main_loop_wait(int descriptor);

#ifdef __cplusplus
}
#endif

#endif
