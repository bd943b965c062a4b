#include <glib-unix.h>
#include <gtk/gtk.h>
#include <pango/pangofc-font.h>
#include <pango/pangofc-fontmap.h>
#include <pango/pangocairo.h>
#include <fontconfig/fontconfig.h>

// What Swift cannot call directly: GLib's null-terminated variadics, and a few sequences of
// casts between GObject types that read better in C.

static inline void fontscale_settings_set_int(const char *name, int value) {
    g_object_set(gtk_settings_get_default(), name, value, NULL);
}

static inline int fontscale_settings_get_int(const char *name) {
    int value = 0;
    g_object_get(gtk_settings_get_default(), name, &value, NULL);
    return value;
}

static inline void fontscale_settings_set_boolean(const char *name, gboolean value) {
    g_object_set(gtk_settings_get_default(), name, value, NULL);
}

static inline gboolean fontscale_settings_get_boolean(const char *name) {
    gboolean value = FALSE;
    g_object_get(gtk_settings_get_default(), name, &value, NULL);
    return value;
}

static inline void fontscale_settings_set_string(const char *name, const char *value) {
    g_object_set(gtk_settings_get_default(), name, value, NULL);
}

/// A setting's string, or NULL; the caller frees it (g_free).
static inline char *fontscale_settings_get_string(const char *name) {
    char *value = NULL;
    g_object_get(gtk_settings_get_default(), name, &value, NULL);
    return value;
}

/// A realized widget's drawing as shown now (the render nodes GTK keeps for it, through a
/// paintable of the widget); NULL when it has no size or draws nothing. The node belongs to the
/// caller (gsk_render_node_unref).
static inline GskRenderNode *fontscale_widget_node(GtkWidget *widget) {
    int width = gtk_widget_get_width(widget), height = gtk_widget_get_height(widget);
    if (width <= 0 || height <= 0) return NULL;
    GdkPaintable *paintable = gtk_widget_paintable_new(widget);
    GtkSnapshot *snapshot = gtk_snapshot_new();
    gdk_paintable_snapshot(paintable, GDK_SNAPSHOT(snapshot), width, height);
    GskRenderNode *node = gtk_snapshot_free_to_node(snapshot);
    g_object_unref(paintable);
    return node;
}

/// Renders a realized widget, as shown now, to a texture with its own renderer; NULL when it has
/// no size or renderer yet. The texture belongs to the caller (g_object_unref).
static inline GdkTexture *fontscale_render_texture(GtkWidget *widget) {
    GtkNative *native = gtk_widget_get_native(widget);
    if (native == NULL) return NULL;
    GskRenderNode *node = fontscale_widget_node(widget);
    if (node == NULL) return NULL;
    // The widget's whole area, not the bounds of what it drew: transparent margins stay.
    graphene_rect_t viewport =
        GRAPHENE_RECT_INIT(0, 0, (float)gtk_widget_get_width(widget), (float)gtk_widget_get_height(widget));
    GdkTexture *texture = gsk_renderer_render_texture(gtk_native_get_renderer(native), node, &viewport);
    gsk_render_node_unref(node);
    return texture;
}

/// Whether a render node is a border whose four sides are not one colour. GTK's cairo renderer
/// fills such a border with a mesh pattern over its whole box, where one colour is a plain fill: a
/// `border-bottom` alone leaves the other sides the text's colour, and costs a list row's whole
/// area every frame.
static inline gboolean fontscale_is_mixed_colour_border(GskRenderNode *node) {
    if (gsk_render_node_get_node_type(node) != GSK_BORDER_NODE) return FALSE;
    const GdkRGBA *colours = gsk_border_node_get_colors(node);
    for (int side = 1; side < 4; side++) {
        if (!gdk_rgba_equal(&colours[0], &colours[side])) return TRUE;
    }
    return FALSE;
}

/// Whether a render node draws text.
static inline gboolean fontscale_is_text(GskRenderNode *node) {
    return gsk_render_node_get_node_type(node) == GSK_TEXT_NODE;
}

/// The nodes under `node`, itself included, for which `counts` is TRUE.
static inline int fontscale_count_nodes(GskRenderNode *node, gboolean (*counts)(GskRenderNode *)) {
    if (node == NULL) return 0;
    int count = counts(node) ? 1 : 0;
    switch (gsk_render_node_get_node_type(node)) {
    case GSK_CONTAINER_NODE:
        for (guint index = 0; index < gsk_container_node_get_n_children(node); index++)
            count += fontscale_count_nodes(gsk_container_node_get_child(node, index), counts);
        return count;
    case GSK_TRANSFORM_NODE: return count + fontscale_count_nodes(gsk_transform_node_get_child(node), counts);
    case GSK_OPACITY_NODE: return count + fontscale_count_nodes(gsk_opacity_node_get_child(node), counts);
    case GSK_COLOR_MATRIX_NODE: return count + fontscale_count_nodes(gsk_color_matrix_node_get_child(node), counts);
    case GSK_REPEAT_NODE: return count + fontscale_count_nodes(gsk_repeat_node_get_child(node), counts);
    case GSK_CLIP_NODE: return count + fontscale_count_nodes(gsk_clip_node_get_child(node), counts);
    case GSK_ROUNDED_CLIP_NODE: return count + fontscale_count_nodes(gsk_rounded_clip_node_get_child(node), counts);
    case GSK_SHADOW_NODE: return count + fontscale_count_nodes(gsk_shadow_node_get_child(node), counts);
    case GSK_DEBUG_NODE: return count + fontscale_count_nodes(gsk_debug_node_get_child(node), counts);
    case GSK_BLEND_NODE:
        return count + fontscale_count_nodes(gsk_blend_node_get_bottom_child(node), counts) +
               fontscale_count_nodes(gsk_blend_node_get_top_child(node), counts);
    case GSK_CROSS_FADE_NODE:
        return count + fontscale_count_nodes(gsk_cross_fade_node_get_start_child(node), counts) +
               fontscale_count_nodes(gsk_cross_fade_node_get_end_child(node), counts);
    default: return count;
    }
}

/// How many nodes of a realized widget's drawing, as shown now, `counts` is TRUE for
/// (fontscale_widget_node); -1 when it has no size yet.
static inline int fontscale_widget_count_nodes(GtkWidget *widget, gboolean (*counts)(GskRenderNode *)) {
    if (gtk_widget_get_width(widget) <= 0 || gtk_widget_get_height(widget) <= 0) return -1;
    GskRenderNode *node = fontscale_widget_node(widget);
    int count = fontscale_count_nodes(node, counts);
    if (node != NULL) gsk_render_node_unref(node);
    return count;
}

/// How many borders of mixed colours a realized widget draws (fontscale_is_mixed_colour_border).
static inline int fontscale_widget_mixed_colour_borders(GtkWidget *widget) {
    return fontscale_widget_count_nodes(widget, fontscale_is_mixed_colour_border);
}

/// How many text nodes a realized widget draws.
static inline int fontscale_widget_text_nodes(GtkWidget *widget) {
    return fontscale_widget_count_nodes(widget, fontscale_is_text);
}

/// Renders a realized widget to a PNG file with its own renderer; FALSE when it cannot.
static inline gboolean fontscale_save_png(GtkWidget *widget, const char *path) {
    GdkTexture *texture = fontscale_render_texture(widget);
    if (texture == NULL) return FALSE;
    gboolean saved = gdk_texture_save_to_png(texture, path);
    g_object_unref(texture);
    return saved;
}

/// The file of the face Pango draws a widget's text with, or NULL: the font its context loads for
/// its own font description, asked of fontconfig. The string belongs to the caller (g_free).
static inline char *fontscale_widget_font_file(GtkWidget *widget) {
    PangoContext *context = gtk_widget_get_pango_context(widget);
    PangoFont *font = pango_context_load_font(context, pango_context_get_font_description(context));
    char *result = NULL;
    if (font != NULL && PANGO_IS_FC_FONT(font)) {
        FcPattern *pattern = pango_fc_font_get_pattern(PANGO_FC_FONT(font));
        FcChar8 *file = NULL;
        if (pattern != NULL && FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch) {
            result = g_strdup((const char *)file);
        }
    }
    if (font != NULL) g_object_unref(font);
    return result;
}

/// Where a fixed-size container's overlay places its column (its `get-child-position`): at the
/// overlay's origin, at least as large as the overlay and as large as the column needs at that
/// width. The column's content keeps the size it needs, past the overlay's edges (where the
/// overlay's overflow clips it), rather than being squeezed into them.
static inline gboolean fontscale_place_column(GtkOverlay *overlay, GtkWidget *column, GdkRectangle *allocation,
                                              gpointer data) {
    (void)data;
    int width = gtk_widget_get_width(GTK_WIDGET(overlay)), height = gtk_widget_get_height(GTK_WIDGET(overlay));
    int minimum = 0, natural = 0;
    gtk_widget_measure(column, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
    width = MAX(width, minimum);
    gtk_widget_measure(column, GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, NULL, NULL);
    *allocation = (GdkRectangle){.x = 0, .y = 0, .width = width, .height = MAX(height, natural)};
    return TRUE;
}

/// Makes an overlay place its overlay children with `fontscale_place_column`, for as long as it lives.
static inline void fontscale_place_overlay_children_as_columns(GtkWidget *overlay) {
    g_signal_connect(overlay, "get-child-position", G_CALLBACK(fontscale_place_column), NULL);
}

/// The GType name of an object, such as "GtkLabel".
static inline const char *fontscale_type_name(gpointer object) {
    return G_OBJECT_TYPE_NAME(object);
}

/// Emits the `released` signal of the widget's click gesture as a primary click at its origin, as
/// a user's click does; whether the widget has a click gesture.
static inline gboolean fontscale_emit_click(GtkWidget *widget) {
    GListModel *controllers = gtk_widget_observe_controllers(widget);
    guint count = g_list_model_get_n_items(controllers);
    gboolean found = FALSE;
    for (guint index = 0; index < count && !found; index++) {
        GObject *controller = g_list_model_get_item(controllers, index);
        if (GTK_IS_GESTURE_CLICK(controller)) {
            g_signal_emit_by_name(controller, "released", 1, 0.0, 0.0);
            found = TRUE;
        }
        g_object_unref(controller);
    }
    g_object_unref(controllers);
    return found;
}

/// Emits a signal that carries a point (`drag-begin`, `drag-update`, `drag-end`) on a widget's
/// drag gesture, as GTK does when the pointer presses, moves and lets go: the package's test hook
/// for a press-and-hold, where GTK 4 has no public way to synthesize pointer events. FALSE when
/// the widget has no drag gesture.
static inline gboolean fontscale_emit_drag(GtkWidget *widget, const char *signal, double x, double y) {
    GListModel *controllers = gtk_widget_observe_controllers(widget);
    guint count = g_list_model_get_n_items(controllers);
    gboolean found = FALSE;
    for (guint index = 0; index < count && !found; index++) {
        GObject *controller = g_list_model_get_item(controllers, index);
        if (GTK_IS_GESTURE_DRAG(controller)) {
            g_signal_emit_by_name(controller, signal, x, y);
            found = TRUE;
        }
        g_object_unref(controller);
    }
    g_object_unref(controllers);
    return found;
}

// A row: a horizontal GtkBox laid out by a custom layout (`fontscale_arrange_row`), not by
// GtkBoxLayout.
//
// GtkBoxLayout allocates a horizontal box by asking each child for its width *at the box's
// height*; a wrapping GtkLabel answers that with two binary searches over widths, reshaping its
// text with Pango at each step, and after every text-size change (which empties GTK's size cache)
// a row of wrapping labels pays them all again, within the frame. A row's children here are
// given the widths they need at any height (measured at -1, as the tree's stacks measure them),
// shared as GtkBoxLayout shares them: minimums first, then towards naturals
// (`gtk_distribute_natural_allocation`), then what is left to the children that expand, or equal
// shares when homogeneous; leading edge first, mirrored right to left. Baselines are not aligned
// (the tree aligns to edges and centres only).
//
// A row's (and a column's, below) spacing and homogeneity are kept on the box. It must not be
// given GtkBox's own (`gtk_box_set_*`, `gtk_orientable_*`, its properties): GtkBox keeps them in a
// GtkBoxLayout, which a row or a column does not have, and GLib would log criticals;
// `fontscale_arrange_row` and `fontscale_arrange_column` are the only ways in. CSS
// `border-spacing`, which GtkBoxLayout adds to the spacing, is not read (GTK 4.8 has no public
// way to); neither the package's styles nor Adwaita's give a box one.

#define FONTSCALE_ROW "fontscale-row"
#define FONTSCALE_COLUMN "fontscale-column"
#define FONTSCALE_STACK_SPACING "fontscale-stack-spacing"
#define FONTSCALE_STACK_HOMOGENEOUS "fontscale-stack-homogeneous"
#define FONTSCALE_CROSS_ALIGNMENT "fontscale-cross-alignment"

/// Whether a box is laid out as a row (`fontscale_arrange_row`).
static inline gboolean fontscale_is_row(GtkWidget *box) {
    return g_object_get_data(G_OBJECT(box), FONTSCALE_ROW) != NULL;
}

/// Whether a box is laid out as a column (`fontscale_arrange_column`).
static inline gboolean fontscale_is_column(GtkWidget *box) {
    return g_object_get_data(G_OBJECT(box), FONTSCALE_COLUMN) != NULL;
}

/// A row's or column's spacing: negative overlaps its children, as a GtkBox's does.
static inline int fontscale_stack_spacing(GtkWidget *box) {
    return GPOINTER_TO_INT(g_object_get_data(G_OBJECT(box), FONTSCALE_STACK_SPACING));
}

static inline gboolean fontscale_stack_homogeneous(GtkWidget *box) {
    return g_object_get_data(G_OBJECT(box), FONTSCALE_STACK_HOMOGENEOUS) != NULL;
}

/// Where a row's or column's child sits across the box: its whole breadth (`GTK_ALIGN_FILL`, the
/// default), or its own, at the start, middle or end. The box places the child itself and the
/// child keeps GTK's `halign` and `valign` at fill: GTK, allocating a child it aligns, asks it
/// for its width at the height it is given, which a wrapping label (or a box of them) answers
/// with a search over widths, each step laying its text out again.
static inline GtkAlign fontscale_cross_alignment(GtkWidget *child) {
    gpointer alignment = g_object_get_data(G_OBJECT(child), FONTSCALE_CROSS_ALIGNMENT);
    return alignment ? (GtkAlign)(GPOINTER_TO_INT(alignment) - 1) : GTK_ALIGN_FILL;
}

static inline void fontscale_set_cross_alignment(GtkWidget *child, GtkAlign alignment) {
    if (fontscale_cross_alignment(child) == alignment) return;
    g_object_set_data(G_OBJECT(child), FONTSCALE_CROSS_ALIGNMENT,
                      alignment == GTK_ALIGN_FILL ? NULL : GINT_TO_POINTER((int)alignment + 1));
    gtk_widget_queue_resize(child);
}

/// Places a child across the box it is in (a row's child from top to bottom, a column's from
/// side to side): by the box itself when it is a row or a column of the shim's, by GTK's own
/// `valign` or `halign` otherwise.
static inline void fontscale_place_across(GtkWidget *child, gboolean in_column, GtkAlign alignment) {
    GtkWidget *parent = gtk_widget_get_parent(child);
    gboolean by_box = parent != NULL && (in_column ? fontscale_is_column(parent) : fontscale_is_row(parent));
    fontscale_set_cross_alignment(child, by_box ? alignment : GTK_ALIGN_FILL);
    gtk_widget_set_halign(child, in_column && !by_box ? alignment : GTK_ALIGN_FILL);
    gtk_widget_set_valign(child, !in_column && !by_box ? alignment : GTK_ALIGN_FILL);
}

static inline int fontscale_child_count(GtkWidget *box) {
    int count = 0;
    for (GtkWidget *child = gtk_widget_get_first_child(box); child; child = gtk_widget_get_next_sibling(child)) {
        if (gtk_widget_should_layout(child)) count++;
    }
    return count;
}

/// Fills `sizes` (one per laid-out child, in order) with each child's smallest and natural length
/// along `orientation`, measured at `for_size` across it (-1: any); how many of them expand along it.
static inline int fontscale_lengths(GtkWidget *box, GtkOrientation orientation, int for_size,
                                    GtkRequestedSize *sizes) {
    int index = 0, expanding = 0;
    for (GtkWidget *child = gtk_widget_get_first_child(box); child; child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_should_layout(child)) continue;
        gtk_widget_measure(child, orientation, for_size, &sizes[index].minimum_size, &sizes[index].natural_size,
                           NULL, NULL);
        sizes[index].data = child;
        if (gtk_widget_compute_expand(child, orientation)) expanding++;
        index++;
    }
    return expanding;
}

/// A row's or column's own smallest and natural length along its axis (`orientation`), from its
/// children's at `for_size` across it: their sum (or the largest times their number, when
/// homogeneous) and the spacing between them.
static inline void fontscale_length_along(GtkWidget *box, GtkOrientation orientation, int for_size, int count,
                                          int *minimum, int *natural) {
    GtkRequestedSize *sizes = g_newa(GtkRequestedSize, count);
    fontscale_lengths(box, orientation, for_size, sizes);
    int largest_minimum = 0, largest_natural = 0;
    for (int index = 0; index < count; index++) {
        *minimum += sizes[index].minimum_size;
        *natural += sizes[index].natural_size;
        largest_minimum = MAX(largest_minimum, sizes[index].minimum_size);
        largest_natural = MAX(largest_natural, sizes[index].natural_size);
    }
    if (fontscale_stack_homogeneous(box)) {
        *minimum = largest_minimum * count;
        *natural = largest_natural * count;
    }
    int gaps = (count - 1) * fontscale_stack_spacing(box);
    *minimum += gaps;
    *natural += gaps;
}

/// Fills `sizes` (one per laid-out child, in order) with each child's length along `orientation`
/// in a box `length` long, its children measured at `for_size` across it (-1: any): its
/// `minimum_size` becomes the length it is given, as GtkBoxLayout shares a box (minimums first,
/// then towards naturals, then what is left to the children that expand, or equal shares when
/// homogeneous).
static inline void fontscale_share(GtkWidget *box, GtkOrientation orientation, int length, int for_size,
                                   GtkRequestedSize *sizes, int count) {
    int spacing = fontscale_stack_spacing(box);
    int available = MAX(length - (count - 1) * spacing, 0);
    int index = 0, minimums = 0;
    if (fontscale_stack_homogeneous(box)) {
        // Equal shares, whatever the children need.
        for (GtkWidget *child = gtk_widget_get_first_child(box); child; child = gtk_widget_get_next_sibling(child)) {
            if (!gtk_widget_should_layout(child)) continue;
            sizes[index].data = child;
            sizes[index].minimum_size = available / count + (index < available % count ? 1 : 0);
            index++;
        }
        return;
    }
    int expanding = fontscale_lengths(box, orientation, for_size, sizes);
    for (index = 0; index < count; index++) minimums += sizes[index].minimum_size;
    int extra = gtk_distribute_natural_allocation(MAX(available - minimums, 0), (guint)count, sizes);
    if (expanding == 0) return;
    int given = 0;
    for (index = 0; index < count; index++) {
        if (!gtk_widget_compute_expand(sizes[index].data, orientation)) continue;
        sizes[index].minimum_size += extra / expanding + (given < extra % expanding ? 1 : 0);
        given++;
    }
}

/// Height for width when a child trades one for the other (its height is asked at the width it
/// is given), or a constant size, which GTK measures once whatever size is offered.
static inline GtkSizeRequestMode fontscale_box_request_mode(GtkWidget *box) {
    for (GtkWidget *child = gtk_widget_get_first_child(box); child; child = gtk_widget_get_next_sibling(child)) {
        if (gtk_widget_get_request_mode(child) != GTK_SIZE_REQUEST_CONSTANT_SIZE) {
            return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
        }
    }
    return GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static inline void fontscale_row_measure(GtkWidget *row, GtkOrientation orientation, int for_size, int *minimum,
                                         int *natural, int *minimum_baseline, int *natural_baseline) {
    *minimum = *natural = 0;
    *minimum_baseline = *natural_baseline = -1;
    int count = fontscale_child_count(row);
    if (count == 0) return;
    if (orientation == GTK_ORIENTATION_HORIZONTAL) {
        // The widths children need at any height, whatever height is offered.
        fontscale_length_along(row, orientation, -1, count, minimum, natural);
        return;
    }
    GtkRequestedSize *sizes = g_newa(GtkRequestedSize, count);
    // Heights: each child's at the width it is given in a row `for_size` wide, or at any width.
    if (for_size >= 0) fontscale_share(row, GTK_ORIENTATION_HORIZONTAL, for_size, -1, sizes, count);
    int index = 0;
    for (GtkWidget *child = gtk_widget_get_first_child(row); child; child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_should_layout(child)) continue;
        int child_minimum = 0, child_natural = 0;
        gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, for_size >= 0 ? sizes[index].minimum_size : -1,
                           &child_minimum, &child_natural, NULL, NULL);
        *minimum = MAX(*minimum, child_minimum);
        *natural = MAX(*natural, child_natural);
        index++;
    }
}

static inline void fontscale_row_allocate(GtkWidget *row, int width, int height, int baseline) {
    (void)baseline;
    int count = fontscale_child_count(row);
    if (count == 0) return;
    GtkRequestedSize *sizes = g_newa(GtkRequestedSize, count);
    fontscale_share(row, GTK_ORIENTATION_HORIZONTAL, width, -1, sizes, count);
    gboolean mirrored = gtk_widget_get_direction(row) == GTK_TEXT_DIR_RTL;
    int spacing = fontscale_stack_spacing(row), x = 0;
    for (int index = 0; index < count; index++) {
        int child_width = sizes[index].minimum_size, child_height = height, y = 0;
        GtkAlign alignment = fontscale_cross_alignment(sizes[index].data);
        if (alignment != GTK_ALIGN_FILL) {
            // As GTK aligns a child (its natural height, if less than the row's), from the
            // height at its width that measuring the row already asked for.
            int minimum = 0, natural = 0;
            gtk_widget_measure(sizes[index].data, GTK_ORIENTATION_VERTICAL, child_width, &minimum, &natural, NULL,
                               NULL);
            if (natural < height) {
                child_height = natural;
                if (alignment == GTK_ALIGN_END) y = height - natural;
                else if (alignment != GTK_ALIGN_START) y = (height - natural) / 2;
            }
        }
        GtkAllocation allocation = {
            .x = mirrored ? width - x - child_width : x, .y = y, .width = child_width, .height = child_height};
        gtk_widget_size_allocate(sizes[index].data, &allocation, -1);
        x += child_width + spacing;
    }
}

// A column: a vertical GtkBox laid out by a custom layout (`fontscale_arrange_column`) with
// GtkBoxLayout's rules (each child's height at the column's width, minimums first, then towards
// naturals, then what is left to the children that expand, or equal shares when homogeneous;
// widths at any height, as a row measures them), except that it places its children across
// itself (`fontscale_cross_alignment`).

/// A child's width in a column `width` wide that places it at its own width: its natural width,
/// or, for a label whose text wraps past the column, the width of its widest line wrapped at the
/// column's width, as the tree measures a wrapping label (GTK, aligning the label itself, gave it
/// the narrowest width that keeps its number of lines, which breaks its lines elsewhere).
static inline int fontscale_column_child_width(GtkWidget *child, int width) {
    int minimum = 0, natural = 0;
    gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
    if (natural <= width) return natural;
    if (!GTK_IS_LABEL(child) || !gtk_label_get_wrap(GTK_LABEL(child))) return MAX(width, minimum);
    // The label's own layout (its attributes, wrapping, ellipsizing and lines), unwrapped and then
    // wrapped at the column's width less what the label adds around its text.
    PangoLayout *layout = pango_layout_copy(gtk_label_get_layout(GTK_LABEL(child)));
    int text_width = 0;
    pango_layout_set_width(layout, -1);
    pango_layout_get_size(layout, &text_width, NULL);
    int around = MAX(natural - PANGO_PIXELS_CEIL(text_width), 0);
    pango_layout_set_width(layout, MAX(width - around, 0) * PANGO_SCALE);
    pango_layout_get_size(layout, &text_width, NULL);
    g_object_unref(layout);
    return MAX(MIN(PANGO_PIXELS_CEIL(text_width) + around, width), minimum);
}

static inline void fontscale_column_measure(GtkWidget *column, GtkOrientation orientation, int for_size,
                                            int *minimum, int *natural, int *minimum_baseline,
                                            int *natural_baseline) {
    *minimum = *natural = 0;
    *minimum_baseline = *natural_baseline = -1;
    int count = fontscale_child_count(column);
    if (count == 0) return;
    if (orientation == GTK_ORIENTATION_VERTICAL) {
        fontscale_length_along(column, orientation, for_size, count, minimum, natural);
        return;
    }
    // The widths children need at any height, whatever height is offered: the widest's.
    GtkRequestedSize *sizes = g_newa(GtkRequestedSize, count);
    fontscale_lengths(column, GTK_ORIENTATION_HORIZONTAL, -1, sizes);
    for (int index = 0; index < count; index++) {
        *minimum = MAX(*minimum, sizes[index].minimum_size);
        *natural = MAX(*natural, sizes[index].natural_size);
    }
}

static inline void fontscale_column_allocate(GtkWidget *column, int width, int height, int baseline) {
    (void)baseline;
    int count = fontscale_child_count(column);
    if (count == 0) return;
    GtkRequestedSize *sizes = g_newa(GtkRequestedSize, count);
    int spacing = fontscale_stack_spacing(column);
    fontscale_share(column, GTK_ORIENTATION_VERTICAL, height, width, sizes, count);
    gboolean mirrored = gtk_widget_get_direction(column) == GTK_TEXT_DIR_RTL;
    int y = 0;
    for (int index = 0; index < count; index++) {
        GtkWidget *child = sizes[index].data;
        int child_width = width, x = 0;
        GtkAlign alignment = fontscale_cross_alignment(child);
        if (alignment != GTK_ALIGN_FILL) {
            child_width = fontscale_column_child_width(child, width);
            int end = width - child_width;
            if (alignment == GTK_ALIGN_CENTER) x = end / 2;
            else if ((alignment == GTK_ALIGN_END) != mirrored) x = end;
        }
        GtkAllocation allocation = {.x = x, .y = y, .width = child_width, .height = sizes[index].minimum_size};
        gtk_widget_size_allocate(child, &allocation, -1);
        y += sizes[index].minimum_size + spacing;
    }
}

/// Keeps a row's or column's spacing and equal shares on the box; whether they changed.
static inline gboolean fontscale_set_stack_rules(GtkWidget *box, int spacing, gboolean homogeneous) {
    gboolean changed = FALSE;
    if (fontscale_stack_spacing(box) != spacing) {
        g_object_set_data(G_OBJECT(box), FONTSCALE_STACK_SPACING, GINT_TO_POINTER(spacing));
        changed = TRUE;
    }
    if (fontscale_stack_homogeneous(box) != !!homogeneous) {
        g_object_set_data(G_OBJECT(box), FONTSCALE_STACK_HOMOGENEOUS, homogeneous ? GINT_TO_POINTER(1) : NULL);
        changed = TRUE;
    }
    return changed;
}

/// Lays a box out as a row (horizontal) or a column (vertical) from now on, `spacing` pixels
/// between its children, in equal shares when `homogeneous`. GtkBox keeps its orientation (and
/// its `horizontal` or `vertical` CSS class) in a GtkBoxLayout, so a box that is a row or a
/// column is given one back to turn, and then its new layout; the widget takes each layout's one
/// reference (not floating) and drops the one before. A column's request mode is a row's: height
/// for width when a child trades one for the other.
static inline void fontscale_arrange(GtkWidget *box, GtkOrientation orientation, int spacing, gboolean homogeneous) {
    gboolean column = orientation == GTK_ORIENTATION_VERTICAL, changed = FALSE;
    if (column ? !fontscale_is_column(box) : !fontscale_is_row(box)) {
        if (fontscale_is_row(box) || fontscale_is_column(box)) {
            gtk_widget_set_layout_manager(box, gtk_box_layout_new(column ? GTK_ORIENTATION_HORIZONTAL
                                                                         : GTK_ORIENTATION_VERTICAL));
            g_object_set_data(G_OBJECT(box), FONTSCALE_ROW, NULL);
            g_object_set_data(G_OBJECT(box), FONTSCALE_COLUMN, NULL);
        }
        gtk_orientable_set_orientation(GTK_ORIENTABLE(box), orientation);
        gtk_widget_set_layout_manager(
            box, gtk_custom_layout_new(fontscale_box_request_mode,
                                       column ? fontscale_column_measure : fontscale_row_measure,
                                       column ? fontscale_column_allocate : fontscale_row_allocate));
        g_object_set_data(G_OBJECT(box), column ? FONTSCALE_COLUMN : FONTSCALE_ROW, GINT_TO_POINTER(1));
        changed = TRUE;
    }
    if (fontscale_set_stack_rules(box, spacing, homogeneous) || changed) gtk_widget_queue_resize(box);
}

/// `fontscale_arrange`, horizontally.
static inline void fontscale_arrange_row(GtkWidget *box, int spacing, gboolean homogeneous) {
    fontscale_arrange(box, GTK_ORIENTATION_HORIZONTAL, spacing, homogeneous);
}

/// `fontscale_arrange`, vertically.
static inline void fontscale_arrange_column(GtkWidget *box, int spacing, gboolean homogeneous) {
    fontscale_arrange(box, GTK_ORIENTATION_VERTICAL, spacing, homogeneous);
}

// A box that draws only what its scrolled window shows. GtkBox snapshots every child, and GTK's
// cairo renderer then draws every node it is given, clipped or not (its GL renderer skips the
// ones outside the clip): a long page in a scrolled window is drawn whole on every frame that
// changes it, a text-size change's among them. The box snapshots each child on its own and keeps
// the child's node only where the node's bounds (everything the child draws, its shadows
// included) meet the viewport's area: what is left out could not be seen. Its node then depends
// on where the page is scrolled, so a box that left something out redraws once the viewport's
// adjustments move or change. A box outside the viewport altogether keeps every child: the box
// around it leaves its whole node out, and redrawing it on every scroll would cost more.

#define FONTSCALE_BOX_ADJUSTMENTS "fontscale-box-adjustments"
#define FONTSCALE_BOX_DRAWS_ALL "fontscale-box-draws-all"

/// The viewport a widget is scrolled in, or NULL.
static inline GtkWidget *fontscale_enclosing_viewport(GtkWidget *widget) {
    for (GtkWidget *ancestor = gtk_widget_get_parent(widget); ancestor != NULL;
         ancestor = gtk_widget_get_parent(ancestor)) {
        if (GTK_IS_VIEWPORT(ancestor)) return ancestor;
    }
    return NULL;
}

/// Stops redrawing `box` when the adjustments it watches move.
static inline void fontscale_box_unwatch(GtkWidget *box) {
    GtkAdjustment **watched = g_object_get_data(G_OBJECT(box), FONTSCALE_BOX_ADJUSTMENTS);
    if (watched == NULL) return;
    for (int axis = 0; axis < 2; axis++) {
        if (watched[axis] != NULL) g_signal_handlers_disconnect_by_data(watched[axis], box);
    }
    g_object_set_data(G_OBJECT(box), FONTSCALE_BOX_ADJUSTMENTS, NULL);
}

/// Frees the adjustments a box watched (their references, and the pair).
static inline void fontscale_box_free_watched(gpointer data) {
    GtkAdjustment **watched = data;
    for (int axis = 0; axis < 2; axis++) g_clear_object(&watched[axis]);
    g_free(watched);
}

/// Redraws a box that left children out, once: its next snapshot watches again if it still does.
static inline void fontscale_box_scrolled(GtkAdjustment *adjustment, GtkWidget *box) {
    (void)adjustment;
    fontscale_box_unwatch(box);
    gtk_widget_queue_draw(box);
}

/// Redraws `box` when the viewport's adjustments next move or change. The handlers go with the
/// box (g_signal_connect_object) or when it stops watching; the pair holds a reference on each
/// adjustment so that they can be disconnected.
static inline void fontscale_box_watch(GtkWidget *box, GtkWidget *viewport) {
    if (g_object_get_data(G_OBJECT(box), FONTSCALE_BOX_ADJUSTMENTS) != NULL) return;
    GtkAdjustment **watched = g_new0(GtkAdjustment *, 2);
    watched[0] = gtk_scrollable_get_hadjustment(GTK_SCROLLABLE(viewport));
    watched[1] = gtk_scrollable_get_vadjustment(GTK_SCROLLABLE(viewport));
    for (int axis = 0; axis < 2; axis++) {
        if (watched[axis] == NULL) continue;
        g_object_ref(watched[axis]);
        g_signal_connect_object(watched[axis], "value-changed", G_CALLBACK(fontscale_box_scrolled), box, 0);
        g_signal_connect_object(watched[axis], "changed", G_CALLBACK(fontscale_box_scrolled), box, 0);
    }
    g_object_set_data_full(G_OBJECT(box), FONTSCALE_BOX_ADJUSTMENTS, watched, fontscale_box_free_watched);
}

/// The box's snapshot: its children in order, as GtkWidget's own, less those the viewport cannot
/// show.
static inline void fontscale_box_snapshot(GtkWidget *box, GtkSnapshot *snapshot) {
    GtkWidget *viewport = g_object_get_data(G_OBJECT(box), FONTSCALE_BOX_DRAWS_ALL) != NULL
                              ? NULL
                              : fontscale_enclosing_viewport(box);
    graphene_rect_t shown, own = GRAPHENE_RECT_INIT(0, 0, (float)gtk_widget_get_width(box),
                                                    (float)gtk_widget_get_height(box));
    // The viewport's area in the box's coordinates. A box wholly outside it keeps every child (see
    // above), and one wholly inside it has nothing to leave out: neither snapshots a child alone.
    gboolean culls = viewport != NULL && gtk_widget_compute_bounds(viewport, box, &shown) &&
                     graphene_rect_intersection(&own, &shown, NULL) && !graphene_rect_contains_rect(&shown, &own);
    gboolean leftOut = FALSE;
    for (GtkWidget *child = gtk_widget_get_first_child(box); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        if (!culls) {
            gtk_widget_snapshot_child(box, child, snapshot);
            continue;
        }
        GtkSnapshot *alone = gtk_snapshot_new();
        gtk_widget_snapshot_child(box, child, alone);
        GskRenderNode *node = gtk_snapshot_free_to_node(alone);
        if (node == NULL) continue;
        graphene_rect_t drawn;
        gsk_render_node_get_bounds(node, &drawn);
        if (graphene_rect_intersection(&drawn, &shown, NULL)) {
            gtk_snapshot_append_node(snapshot, node);
        } else {
            leftOut = TRUE;
        }
        gsk_render_node_unref(node);
    }
    if (leftOut) fontscale_box_watch(box, viewport);
}

static inline void fontscale_box_class_init(gpointer class, gpointer data) {
    (void)data;
    GTK_WIDGET_CLASS(class)->snapshot = fontscale_box_snapshot;
}

/// The type of the shim's box, a GtkBox subclass, registered once per process (by name, since
/// every module that includes this header has its own copy of these functions).
static inline GType fontscale_box_get_type(void) {
    GType type = g_type_from_name("FontScaleBox");
    if (type != 0) return type;
    return g_type_register_static_simple(GTK_TYPE_BOX, "FontScaleBox", sizeof(GtkBoxClass), fontscale_box_class_init,
                                         sizeof(GtkBox), NULL, 0);
}

/// A new box of the shim's (see above), oriented as asked.
static inline GtkWidget *fontscale_box_new(GtkOrientation orientation) {
    return GTK_WIDGET(g_object_new(fontscale_box_get_type(), "orientation", orientation, NULL));
}

/// Test hook: whether the shim's boxes in a subtree (the widget and its descendants) draw every
/// child, as GtkBox does, rather than only those their viewport shows: a reference to compare
/// with.
static inline void fontscale_boxes_draw_all(GtkWidget *widget, gboolean all) {
    if (G_TYPE_CHECK_INSTANCE_TYPE(widget, fontscale_box_get_type())) {
        g_object_set_data(G_OBJECT(widget), FONTSCALE_BOX_DRAWS_ALL, all ? GINT_TO_POINTER(1) : NULL);
        gtk_widget_queue_draw(widget);
    }
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        fontscale_boxes_draw_all(child, all);
    }
}

// A label of the tree's: a GtkLabel laid out by the shim's label layout
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
static inline PangoEllipsizeMode fontscale_truncation(GtkWidget *label) {
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
static inline int fontscale_short_text_width(GtkWidget *label, gboolean hyphen) {
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

static inline GtkWidgetClass *fontscale_label_class(void) {
    return GTK_WIDGET_CLASS(g_type_class_peek(GTK_TYPE_LABEL));
}

/// A wrapping label's smallest and natural width at any height, in pixels, from its text laid out
/// on one line. Its natural width is that line's. Its smallest is what GTK's is, its layout at
/// width 0, without that layout: there Pango puts each grapheme on a line of its own (a space on
/// one of no width), a hyphen after one that a word goes on from, and, when the label ellipsizes
/// after a number of lines, an ellipsis on the last.
static inline void fontscale_wrapping_widths(GtkWidget *label, int *minimum, int *natural) {
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
static inline gboolean fontscale_graphemes_stand_alone(const char *text) {
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

/// Lays a label out with the shim's label layout (for as long as it lives): one line, shortened
/// in `mode` when its text is wider than its width, or, when it wraps (`gtk_label_set_wrap`, set
/// first), its last line ended in `mode`.
static inline void fontscale_set_label_lines(GtkWidget *label, PangoEllipsizeMode mode) {
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
