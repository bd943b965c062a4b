// The tree's labels in GTK: a GtkLabel's custom layout that measures and draws it as GTK does but
// lays its text out fewer times whenever its font changes.

#include "CGtkNative.h"

// Without the package trait GTK, CGtk gives no include path and this file compiles to nothing.
#if __has_include(<gtk/gtk.h>)

#include <pango/pangocairo.h>

// A label of the tree's: a GtkLabel laid out by this label layout
// (`fontscale_set_label_lines`), which measures and draws it as GTK does but lays its text out
// fewer times whenever its font changes.
//
// - A one-line label does not ellipsize in GTK's eyes. GTK 4.8 lays an ellipsizing label's text
//   out three or four times per font: its natural width (the text on one line), its smallest (a
//   copy of the layout at width 0, ellipsized), its height, and again at the width it is given,
//   since setting an ellipsizing layout's width makes Pango lay it out again even when the text
//   fits. A label that does not ellipsize is laid out once. This one is measured as such a label
//   is, its smallest width then being the ellipsis's (what Pango gives an ellipsized layout at
//   width 0, shaped once per font rather than once per label); once given its width, a text wider
//   than it is ellipsized on the label's own layout, in the label's truncation mode, as GTK's own
//   `size_allocate` does for an ellipsizing label. A text that fits is not laid out again.
// - A wrapping label's smallest width at any height is, in GTK, its layout at width 0: a
//   grapheme per line, each shaped again (most of the text shaped in a change of the mail demo's
//   inbox). Here it is read from the text laid out on one line, its natural width's layout: one
//   layout rather than one per grapheme, and the same width (`fontscale_wrapping_widths`). A text
//   in a script whose letters join or change form beside their neighbours (Arabic, the Indic
//   scripts) is measured by GtkLabel itself, since a grapheme alone is drawn wider or narrower
//   there, as is one read right to left. Its height at a width, and its layout once given its
//   size, are GtkLabel's own.

#define FONTSCALE_TRUNCATION "fontscale-truncation"
#define FONTSCALE_SHORT_TEXT_WIDTHS "fontscale-short-text-widths"
#define FONTSCALE_TEXT_WIDTH "fontscale-text-width"

/// How a one-line label shortens a text wider than its width; NONE for a wrapping label (GtkLabel's
/// own ellipsizing ends its last line).
static PangoEllipsizeMode fontscale_truncation(GtkWidget *label) {
    return (PangoEllipsizeMode)GPOINTER_TO_INT(g_object_get_data(G_OBJECT(label), FONTSCALE_TRUNCATION));
}

/// An ellipsis's and a hyphen's width in one font, at one resolution and with one set of font
/// options, in Pango units (-1: not measured yet).
typedef struct {
    double resolution;
    unsigned long options;
    int ellipsis;
    int hyphen;
} FontscaleShortWidths;

/// The width of an ellipsis (or, with `hyphen`, of a hyphen) in the label's font, in Pango units:
/// measured once per font, resolution and font options, and kept on the font map the label's
/// text is drawn from (freed with it). Looked up by the font itself (every label of a font shares
/// its description's hash), since a label asks at each of its measurements.
static int fontscale_short_text_width(GtkWidget *label, gboolean hyphen) {
    PangoContext *context = gtk_widget_get_pango_context(label);
    PangoFontMap *map = pango_context_get_font_map(context);
    GHashTable *table = g_object_get_data(G_OBJECT(map), FONTSCALE_SHORT_TEXT_WIDTHS);
    if (!table) {
        table = g_hash_table_new_full((GHashFunc)pango_font_description_hash,
                                      (GEqualFunc)pango_font_description_equal,
                                      (GDestroyNotify)pango_font_description_free, g_free);
        g_object_set_data_full(G_OBJECT(map), FONTSCALE_SHORT_TEXT_WIDTHS, table, (GDestroyNotify)g_hash_table_unref);
    }
    const PangoFontDescription *font = pango_context_get_font_description(context);
    double resolution = pango_cairo_context_get_resolution(context);
    const cairo_font_options_t *options = pango_cairo_context_get_font_options(context);
    unsigned long options_hash = options ? cairo_font_options_hash(options) : 0UL;
    FontscaleShortWidths *widths = g_hash_table_lookup(table, font);
    if (!widths || widths->resolution != resolution || widths->options != options_hash) {
        widths = g_new(FontscaleShortWidths, 1);
        *widths = (FontscaleShortWidths){resolution, options_hash, -1, -1};
        g_hash_table_replace(table, pango_font_description_copy(font), widths);
    }
    int *width = hyphen ? &widths->hyphen : &widths->ellipsis;
    if (*width < 0) {
        PangoLayout *layout = pango_layout_new(context);
        pango_layout_set_text(layout, hyphen ? "\u2010" : "\u2026", -1);
        pango_layout_get_size(layout, width, NULL);
        g_object_unref(layout);
    }
    return *width;
}

static GtkWidgetClass *fontscale_label_class(void) {
    return GTK_WIDGET_CLASS(g_type_class_peek(GTK_TYPE_LABEL));
}

/// A wrapping label's smallest and natural width at any height, in pixels, from its text laid out
/// on one line. Its natural width is that line's. Its smallest is what GTK's is, its layout at
/// width 0, without that layout: there Pango puts each grapheme on a line of its own (a space on
/// one of no width), a hyphen after one that a word goes on from, and, when the label ellipsizes
/// after a number of lines, an ellipsis on the last.
static void fontscale_wrapping_widths(GtkWidget *label, int *minimum, int *natural) {
    PangoLayout *layout = pango_layout_copy(gtk_label_get_layout(GTK_LABEL(label)));
    pango_layout_set_width(layout, -1);
    PangoRectangle logical;
    pango_layout_get_extents(layout, NULL, &logical);
    const char *text = pango_layout_get_text(layout);
    int attribute_count = 0;
    const PangoLogAttr *attributes = pango_layout_get_log_attrs_readonly(layout, &attribute_count);
    int lines = gtk_label_get_lines(GTK_LABEL(label));
    gboolean ellipsizes = gtk_label_get_ellipsize(GTK_LABEL(label)) != PANGO_ELLIPSIZE_NONE && lines > 0;
    int widest = ellipsizes ? fontscale_short_text_width(label, FALSE) : 0;
    int hyphen = -1, line = 0, index = 0, start = 0;
    PangoLayoutIter *iter = pango_layout_get_iter(layout);
    do {
        if (ellipsizes && line >= lines - 1) break;
        // Counted on from the cluster before: left to right, the clusters come in the text's order.
        int next_index = pango_layout_iter_get_index(iter);
        start += (int)g_utf8_pointer_to_offset(text + index, text + next_index);
        index = next_index;
        if (start >= attribute_count - 1) break;
        line++;
        if (attributes[start].is_white) continue;
        PangoRectangle cluster;
        pango_layout_iter_get_cluster_extents(iter, NULL, &cluster);
        int width = cluster.width;
        // The grapheme after this cluster's start: a hyphen goes before it when a line breaks there.
        int next = start + 1;
        while (next < attribute_count - 1 && !attributes[next].is_cursor_position) next++;
        if (next < attribute_count - 1 && attributes[next].break_inserts_hyphen) {
            if (hyphen < 0) hyphen = fontscale_short_text_width(label, TRUE);
            width += hyphen;
        }
        widest = MAX(widest, width);
    } while (pango_layout_iter_next_cluster(iter));
    pango_layout_iter_free(iter);
    g_object_unref(layout);
    *minimum = PANGO_PIXELS_CEIL(widest);
    *natural = MAX(*minimum, PANGO_PIXELS_CEIL(logical.width));
}

/// Whether each grapheme of `text` is drawn alone as it is among its neighbours, so that the text
/// on one line gives each grapheme's own width, in the text's order: the scripts whose letters do
/// not join or change form with their neighbours (Arabic's, Syriac's, Mongolian's and the Indic
/// scripts' do) and run left to right.
static gboolean fontscale_graphemes_stand_alone(const char *text) {
    for (const char *p = text; *p; p = g_utf8_next_char(p)) {
        switch (g_unichar_get_script(g_utf8_get_char(p))) {
        case G_UNICODE_SCRIPT_COMMON: case G_UNICODE_SCRIPT_INHERITED: case G_UNICODE_SCRIPT_LATIN:
        case G_UNICODE_SCRIPT_GREEK: case G_UNICODE_SCRIPT_CYRILLIC: case G_UNICODE_SCRIPT_ARMENIAN:
        case G_UNICODE_SCRIPT_GEORGIAN: case G_UNICODE_SCRIPT_HAN:
        case G_UNICODE_SCRIPT_HIRAGANA: case G_UNICODE_SCRIPT_KATAKANA: case G_UNICODE_SCRIPT_HANGUL:
        case G_UNICODE_SCRIPT_BOPOMOFO:
            continue;
        default:
            return FALSE;
        }
    }
    return TRUE;
}

static GtkSizeRequestMode fontscale_label_request_mode(GtkWidget *label) {
    return fontscale_label_class()->get_request_mode(label);
}

static void fontscale_label_measure(GtkWidget *label, GtkOrientation orientation, int for_size, int *minimum,
                                    int *natural, int *minimum_baseline, int *natural_baseline) {
    if (orientation == GTK_ORIENTATION_HORIZONTAL && for_size < 0 && gtk_label_get_wrap(GTK_LABEL(label))
        && gtk_widget_get_direction(label) != GTK_TEXT_DIR_RTL
        && fontscale_graphemes_stand_alone(gtk_label_get_text(GTK_LABEL(label)))) {
        fontscale_wrapping_widths(label, minimum, natural);
        return;
    }
    fontscale_label_class()->measure(label, orientation, for_size, minimum, natural, minimum_baseline,
                                     natural_baseline);
    if (orientation == GTK_ORIENTATION_HORIZONTAL && fontscale_truncation(label) != PANGO_ELLIPSIZE_NONE) {
        // Kept for its allocation, which GTK makes after measuring: whether the text fits.
        g_object_set_data(G_OBJECT(label), FONTSCALE_TEXT_WIDTH, GINT_TO_POINTER(*natural + 1));
        *minimum = MIN(*natural, PANGO_PIXELS_CEIL(fontscale_short_text_width(label, FALSE)));
    }
}

static void fontscale_label_allocate(GtkWidget *label, int width, int height, int baseline) {
    fontscale_label_class()->size_allocate(label, width, height, baseline);
    PangoEllipsizeMode mode = fontscale_truncation(label);
    if (mode == PANGO_ELLIPSIZE_NONE) return;
    PangoLayout *layout = gtk_label_get_layout(GTK_LABEL(label));
    // The text's width as last measured; from the layout (laid out again at no width, as GtkLabel's
    // allocation left it) only if it never was.
    int text_width = GPOINTER_TO_INT(g_object_get_data(G_OBJECT(label), FONTSCALE_TEXT_WIDTH)) - 1;
    if (text_width < 0) {
        PangoRectangle logical;
        pango_layout_get_extents(layout, NULL, &logical);
        text_width = PANGO_PIXELS_CEIL(logical.width);
    }
    if (text_width <= width) return;
    pango_layout_set_ellipsize(layout, mode);
    pango_layout_set_width(layout, width * PANGO_SCALE);
}

void fontscale_set_label_lines(GtkWidget *label, PangoEllipsizeMode mode) {
    if (!GTK_IS_CUSTOM_LAYOUT(gtk_widget_get_layout_manager(label))) {
        gtk_widget_set_layout_manager(label, gtk_custom_layout_new(fontscale_label_request_mode,
                                                                   fontscale_label_measure, fontscale_label_allocate));
    }
    gboolean wraps = gtk_label_get_wrap(GTK_LABEL(label));
    gtk_label_set_ellipsize(GTK_LABEL(label), wraps ? mode : PANGO_ELLIPSIZE_NONE);
    PangoEllipsizeMode one_line = wraps ? PANGO_ELLIPSIZE_NONE : mode;
    if (fontscale_truncation(label) != one_line) {
        g_object_set_data(G_OBJECT(label), FONTSCALE_TRUNCATION, GINT_TO_POINTER((int)one_line));
        gtk_widget_queue_resize(label);
    }
}

#endif
