#include <gtk/gtk.h>
#include <stdio.h>

// The baselines' GTK side: the same screen the adapter builds (a window, a vertically scrolling
// view, a vertical box with a 16 px margin and 8 px spacing, a vertical box of labels with 4 px
// spacing), made directly in C, as an app written for GTK would make it.

/// A one-line label in a class, left-aligned and ending in "…" when cut, as the adapter makes a
/// label whose view has one line.
static inline GtkWidget *bench_label(const char *text, const char *class_name) {
    GtkWidget *label = gtk_label_new(text);
    gtk_widget_add_css_class(label, class_name);
    gtk_label_set_xalign(GTK_LABEL(label), 0);
    gtk_label_set_lines(GTK_LABEL(label), 1);
    gtk_label_set_ellipsize(GTK_LABEL(label), PANGO_ELLIPSIZE_END);
    return label;
}

/// A vertical box of `count` labels "Label N", each with the CSS class `classes[N % class_count]`,
/// leading-aligned, one line, ending in an ellipsis when it does not fit: as the adapter makes a
/// label by default (UIKit's one line, truncating its tail). A wrapping label would be another
/// screen, measured by height-for-width, and an ellipsizing one is measured at width 0 as well.
static inline GtkWidget *bench_label_box(int count, const char *const *classes, int class_count) {
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 4);
    char text[32];
    for (int index = 0; index < count; index++) {
        snprintf(text, sizeof text, "Label %d", index);
        gtk_box_append(GTK_BOX(box), bench_label(text, classes[index % class_count]));
    }
    return box;
}

/// A presented window whose child is a vertical box as the adapter's host makes it; returns the
/// window and stores the box in `outer`. It has a header bar as its title bar, as GNOME's apps
/// and the adapter's window have: GTK then draws the window's frame itself, which a frame that
/// changes anything repaints, so a window without one would leave that cost out.
static inline GtkWidget *bench_window(GtkWidget **outer) {
    GtkWidget *window = gtk_window_new();
    gtk_window_set_titlebar(GTK_WINDOW(window), gtk_header_bar_new());
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8);
    gtk_widget_set_margin_top(box, 16);
    gtk_widget_set_margin_bottom(box, 16);
    gtk_widget_set_margin_start(box, 16);
    gtk_widget_set_margin_end(box, 16);
    GtkWidget *scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), box);
    gtk_window_set_child(GTK_WINDOW(window), scrolled);
    gtk_window_set_default_size(GTK_WINDOW(window), 800, 600);
    gtk_window_present(GTK_WINDOW(window));
    *outer = box;
    return window;
}

static gboolean bench_idle_passed(gpointer passed) {
    *(gboolean *)passed = TRUE;
    return G_SOURCE_REMOVE;
}

/// Turns GLib's default loop for `milliseconds`, running whatever comes meanwhile: a change then
/// arrives while the window is idle, as a person's does, rather than just after the last frame,
/// when GTK's frame clock holds the next frame back to its refresh interval.
static inline void bench_idle(unsigned int milliseconds) {
    gboolean passed = FALSE;
    g_timeout_add(milliseconds, bench_idle_passed, &passed);
    while (!passed) g_main_context_iteration(NULL, TRUE);
}

/// A CSS provider on the default display holding `css`.
static inline GtkCssProvider *bench_display_provider(const char *css) {
    GtkCssProvider *provider = gtk_css_provider_new();
    gtk_css_provider_load_from_data(provider, css, -1);
    gtk_style_context_add_provider_for_display(
        gdk_display_get_default(), GTK_STYLE_PROVIDER(provider), GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    return provider;
}

static inline void bench_remove_provider(GtkCssProvider *provider) {
    gtk_style_context_remove_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(provider));
    g_object_unref(provider);
}

/// GTK's own text scaling: the resolution every `pt` size is converted with, in 1/1024 dpi.
static inline void bench_set_xft_dpi(int value) {
    g_object_set(gtk_settings_get_default(), "gtk-xft-dpi", value, NULL);
}

static inline void bench_box_append(GtkWidget *box, GtkWidget *child) { gtk_box_append(GTK_BOX(box), child); }
static inline void bench_box_remove(GtkWidget *box, GtkWidget *child) { gtk_box_remove(GTK_BOX(box), child); }

// The restyle mechanisms a text-size change can use, each applied to a box of labels made by
// bench_label_box; the label at index N has style N % style_count.

/// Replaces one class per label: `from[N % style_count]` by `to[N % style_count]`.
static inline void bench_swap_classes(GtkWidget *box, const char *const *from, const char *const *to, int style_count) {
    int index = 0;
    for (GtkWidget *child = gtk_widget_get_first_child(box); child; child = gtk_widget_get_next_sibling(child)) {
        gtk_widget_remove_css_class(child, from[index % style_count]);
        gtk_widget_add_css_class(child, to[index % style_count]);
        index++;
    }
}

/// Sets Pango attributes on each label: an absolute size in pixels and a weight per style.
static inline void bench_set_attributes(GtkWidget *box, const double *pixels, const int *weights, int style_count) {
    int index = 0;
    for (GtkWidget *child = gtk_widget_get_first_child(box); child; child = gtk_widget_get_next_sibling(child)) {
        PangoAttrList *list = pango_attr_list_new();
        pango_attr_list_insert(list, pango_attr_size_new_absolute((int)(pixels[index % style_count] * PANGO_SCALE)));
        pango_attr_list_insert(list, pango_attr_weight_new((PangoWeight)weights[index % style_count]));
        gtk_label_set_attributes(GTK_LABEL(child), list);
        pango_attr_list_unref(list);
        index++;
    }
}

/// Replaces a provider's whole style sheet.
static inline void bench_reload_provider(GtkCssProvider *provider, const char *css) {
    gtk_css_provider_load_from_data(provider, css, -1);
}

/// The height a widget asks for at its natural width.
static inline int bench_natural_height(GtkWidget *widget) {
    int minimum = 0, natural = 0;
    gtk_widget_measure(widget, GTK_ORIENTATION_VERTICAL, -1, &minimum, &natural, NULL, NULL);
    return natural;
}

/// A settings page as a GTK 4 app builds one, in a presented `width` x `height` window with a
/// header bar: a scrolled column of `sections` sections, each a heading, a note and a boxed list
/// of `rows` rows, each row a setting's name (taking the row's spare width) and its value.
/// `classes` names the heading's, the note's, the name's and the value's class, in that order.
/// Returns the window and stores the first row's name in `probe`.
static inline GtkWidget *bench_settings_window(int width, int height, int sections, int rows,
                                               const char *const *classes, GtkWidget **probe) {
    GtkWidget *window = gtk_window_new();
    gtk_window_set_titlebar(GTK_WINDOW(window), gtk_header_bar_new());
    GtkWidget *column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 8);
    char text[64];
    *probe = NULL;
    for (int section = 1; section <= sections; section++) {
        snprintf(text, sizeof text, "Section %d", section);
        gtk_box_append(GTK_BOX(column), bench_label(text, classes[0]));
        snprintf(text, sizeof text, "What the settings of section %d change.", section);
        gtk_box_append(GTK_BOX(column), bench_label(text, classes[1]));
        GtkWidget *list = gtk_list_box_new();
        gtk_list_box_set_selection_mode(GTK_LIST_BOX(list), GTK_SELECTION_NONE);
        gtk_widget_add_css_class(list, "boxed-list");
        for (int row = 1; row <= rows; row++) {
            GtkWidget *box = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 12);
            gtk_widget_add_css_class(box, "bench-row");
            snprintf(text, sizeof text, "Setting %d.%d", section, row);
            GtkWidget *name = bench_label(text, classes[2]);
            gtk_widget_set_hexpand(name, TRUE);
            if (!*probe) *probe = name;
            gtk_box_append(GTK_BOX(box), name);
            snprintf(text, sizeof text, "Value %d", row);
            gtk_box_append(GTK_BOX(box), bench_label(text, classes[3]));
            gtk_list_box_append(GTK_LIST_BOX(list), box);
        }
        gtk_box_append(GTK_BOX(column), list);
    }
    GtkWidget *scrolled = gtk_scrolled_window_new();
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), column);
    gtk_window_set_child(GTK_WINDOW(window), scrolled);
    gtk_window_set_default_size(GTK_WINDOW(window), width, height);
    gtk_window_present(GTK_WINDOW(window));
    return window;
}

// The measurement baseline: Pango measuring text as a GtkLabel's layout does, without a display.

#include <pango/pangocairo.h>

/// A Pango layout over a new cairo font map (fontconfig's global configuration, read now, so add
/// fonts to it first), at 96 dpi as GTK's labels are.
static inline PangoLayout *bench_pango_layout(void) {
    PangoFontMap *map = pango_cairo_font_map_new();
    PangoContext *context = pango_font_map_create_context(map);
    PangoLayout *layout = pango_layout_new(context);
    g_object_unref(context);
    g_object_unref(map);
    return layout;
}

/// Measures `text` in `family` at `pixels` px and `weight`, wrapping at `width` px (none when
/// 0 or less), as a wrapping GtkLabel lays it out; stores the size in px, returns the line count.
static inline int bench_pango_measure(PangoLayout *layout, const char *text, const char *family, double pixels,
                                      int weight, int width, int *out_width, int *out_height) {
    PangoFontDescription *description = pango_font_description_new();
    pango_font_description_set_family(description, family);
    pango_font_description_set_absolute_size(description, pixels * PANGO_SCALE);
    pango_font_description_set_weight(description, (PangoWeight)weight);
    pango_layout_set_font_description(layout, description);
    pango_font_description_free(description);
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR);
    pango_layout_set_width(layout, width > 0 ? width * PANGO_SCALE : -1);
    pango_layout_set_text(layout, text, -1);
    pango_layout_get_pixel_size(layout, out_width, out_height);
    return pango_layout_get_line_count(layout);
}
