// The tree's stacks in GTK: rows and columns, GtkBoxes laid out by custom layouts that give each
// child the length GtkBoxLayout would, without its searches over a wrapping label's widths.

#include "CGtkNative.h"

// Without the package trait GTK, CGtk gives no include path and this file compiles to nothing.
#if __has_include(<gtk/gtk.h>)

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

gboolean fontscale_is_row(GtkWidget *box) {
    return g_object_get_data(G_OBJECT(box), FONTSCALE_ROW) != NULL;
}

gboolean fontscale_is_column(GtkWidget *box) {
    return g_object_get_data(G_OBJECT(box), FONTSCALE_COLUMN) != NULL;
}

/// A row's or column's spacing: negative overlaps its children, as a GtkBox's does.
static int fontscale_stack_spacing(GtkWidget *box) {
    return GPOINTER_TO_INT(g_object_get_data(G_OBJECT(box), FONTSCALE_STACK_SPACING));
}

static gboolean fontscale_stack_homogeneous(GtkWidget *box) {
    return g_object_get_data(G_OBJECT(box), FONTSCALE_STACK_HOMOGENEOUS) != NULL;
}

GtkAlign fontscale_cross_alignment(GtkWidget *child) {
    gpointer alignment = g_object_get_data(G_OBJECT(child), FONTSCALE_CROSS_ALIGNMENT);
    return alignment ? (GtkAlign)(GPOINTER_TO_INT(alignment) - 1) : GTK_ALIGN_FILL;
}

static void fontscale_set_cross_alignment(GtkWidget *child, GtkAlign alignment) {
    if (fontscale_cross_alignment(child) == alignment) return;
    g_object_set_data(G_OBJECT(child), FONTSCALE_CROSS_ALIGNMENT,
                      alignment == GTK_ALIGN_FILL ? NULL : GINT_TO_POINTER((int)alignment + 1));
    gtk_widget_queue_resize(child);
}

void fontscale_place_across(GtkWidget *child, gboolean in_column, GtkAlign alignment) {
    GtkWidget *parent = gtk_widget_get_parent(child);
    gboolean by_box = parent != NULL && (in_column ? fontscale_is_column(parent) : fontscale_is_row(parent));
    fontscale_set_cross_alignment(child, by_box ? alignment : GTK_ALIGN_FILL);
    gtk_widget_set_halign(child, in_column && !by_box ? alignment : GTK_ALIGN_FILL);
    gtk_widget_set_valign(child, !in_column && !by_box ? alignment : GTK_ALIGN_FILL);
}

static int fontscale_child_count(GtkWidget *box) {
    int count = 0;
    for (GtkWidget *child = gtk_widget_get_first_child(box); child; child = gtk_widget_get_next_sibling(child)) {
        if (gtk_widget_should_layout(child)) count++;
    }
    return count;
}

/// Fills `sizes` (one per laid-out child, in order) with each child's smallest and natural length
/// along `orientation`, measured at `for_size` across it (-1: any); how many of them expand along it.
static int fontscale_lengths(GtkWidget *box, GtkOrientation orientation, int for_size,
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
static void fontscale_length_along(GtkWidget *box, GtkOrientation orientation, int for_size, int count,
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
static void fontscale_share(GtkWidget *box, GtkOrientation orientation, int length, int for_size,
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
static GtkSizeRequestMode fontscale_box_request_mode(GtkWidget *box) {
    for (GtkWidget *child = gtk_widget_get_first_child(box); child; child = gtk_widget_get_next_sibling(child)) {
        if (gtk_widget_get_request_mode(child) != GTK_SIZE_REQUEST_CONSTANT_SIZE) {
            return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
        }
    }
    return GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

static void fontscale_row_measure(GtkWidget *row, GtkOrientation orientation, int for_size, int *minimum,
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

static void fontscale_row_allocate(GtkWidget *row, int width, int height, int baseline) {
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
static int fontscale_column_child_width(GtkWidget *child, int width) {
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

static void fontscale_column_measure(GtkWidget *column, GtkOrientation orientation, int for_size,
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

static void fontscale_column_allocate(GtkWidget *column, int width, int height, int baseline) {
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
static gboolean fontscale_set_stack_rules(GtkWidget *box, int spacing, gboolean homogeneous) {
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
static void fontscale_arrange(GtkWidget *box, GtkOrientation orientation, int spacing, gboolean homogeneous) {
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

void fontscale_arrange_row(GtkWidget *box, int spacing, gboolean homogeneous) {
    fontscale_arrange(box, GTK_ORIENTATION_HORIZONTAL, spacing, homogeneous);
}

void fontscale_arrange_column(GtkWidget *box, int spacing, gboolean homogeneous) {
    fontscale_arrange(box, GTK_ORIENTATION_VERTICAL, spacing, homogeneous);
}

#endif
