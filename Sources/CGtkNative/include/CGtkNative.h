#ifndef FONTSCALE_CGTKNATIVE_H
#define FONTSCALE_CGTKNATIVE_H

// The GTK adapter's own C, which FontScaleGTK calls: the layouts its widgets are given (rows,
// columns, labels, an overlay's column), the box that draws only what its viewport shows, and
// what a realized widget draws (its render nodes counted, a texture, a PNG, its text's face).
// Each is defined in the file named beside it. GTK's variadic functions and macros, which Swift
// cannot call, are wrapped in CGtk's shim.h instead.

// Without the package trait GTK, CGtk gives no include path and this module declares nothing.
#if __has_include(<gtk/gtk.h>)

#include <gtk/gtk.h>

// MARK: What a widget draws (widget_drawing.c)

/// Renders a realized widget, as shown now, to a texture with its own renderer; NULL when it has
/// no size or renderer yet. The texture belongs to the caller (g_object_unref).
GdkTexture *fontscale_render_texture(GtkWidget *widget);

/// Renders a realized widget to a PNG file with its own renderer; FALSE when it cannot.
gboolean fontscale_save_png(GtkWidget *widget, const char *path);

/// How many borders whose four sides are not one colour a realized widget draws, as shown now; -1
/// when it has no size yet. GTK's cairo renderer fills such a border with a mesh pattern over its
/// whole box, where one colour is a plain fill.
int fontscale_widget_mixed_colour_borders(GtkWidget *widget);

/// How many text nodes a realized widget draws, as shown now; -1 when it has no size yet.
int fontscale_widget_text_nodes(GtkWidget *widget);

// MARK: The face of a widget's text (font_file.c)

/// The file of the face Pango draws a widget's text with, or NULL: the font its context loads for
/// its own font description, asked of fontconfig. The string belongs to the caller (g_free).
char *fontscale_widget_font_file(GtkWidget *widget);

// MARK: Rows and columns (stack_layout.c)

/// Lays a box out as a row from now on, `spacing` pixels between its children, in equal shares
/// when `homogeneous`: each child given the width it needs at any height, shared as GtkBoxLayout
/// shares a box, without GtkBoxLayout's searches over widths for a wrapping label. A row's
/// spacing and equal shares must be set here only, never through GtkBox's own setters.
void fontscale_arrange_row(GtkWidget *box, int spacing, gboolean homogeneous);

/// Lays a box out as a column from now on, as `fontscale_arrange_row` lays a row: GtkBoxLayout's
/// rules, except that the column places its children across itself (`fontscale_place_across`).
void fontscale_arrange_column(GtkWidget *box, int spacing, gboolean homogeneous);

/// Whether a box is laid out as a row (`fontscale_arrange_row`).
gboolean fontscale_is_row(GtkWidget *box);

/// Whether a box is laid out as a column (`fontscale_arrange_column`).
gboolean fontscale_is_column(GtkWidget *box);

/// Where a row's or column's child sits across the box: its whole breadth (`GTK_ALIGN_FILL`, the
/// default), or its own, at the start, middle or end. The box places the child itself and the
/// child keeps GTK's `halign` and `valign` at fill: GTK, allocating a child it aligns, asks it
/// for its width at the height it is given, which a wrapping label (or a box of them) answers
/// with a search over widths, each step laying its text out again.
GtkAlign fontscale_cross_alignment(GtkWidget *child);

/// Places a child across the box it is in (a row's child from top to bottom, a column's from
/// side to side): by the box itself when it is a row or a column of these, by GTK's own `valign`
/// or `halign` otherwise.
void fontscale_place_across(GtkWidget *child, gboolean in_column, GtkAlign alignment);

// MARK: An overlay's column (overlay_column.c)

/// Makes an overlay place its overlay children as a fixed-size container's column, for as long as
/// it lives: at the overlay's origin, at least as large as the overlay and as large as the column
/// needs at that width, past the overlay's edges rather than squeezed into them.
void fontscale_place_overlay_children_as_columns(GtkWidget *overlay);

// MARK: The box that draws what its viewport shows (viewport_box.c)

/// A new box (a GtkBox subclass, "FontScaleBox"), oriented as asked, that draws only the children
/// its scrolled window's viewport shows.
GtkWidget *fontscale_box_new(GtkOrientation orientation);

/// Test hook: whether the boxes of `fontscale_box_new` in a subtree (the widget and its
/// descendants) draw every child, as GtkBox does, rather than only those their viewport shows: a
/// reference to compare with.
void fontscale_boxes_draw_all(GtkWidget *widget, gboolean all);

// MARK: Labels (label_layout.c)

/// Lays a label out with FontScale's label layout (for as long as it lives), which measures and
/// draws it as GTK does but lays its text out fewer times when its font changes: one line,
/// shortened in `mode` when its text is wider than its width, or, when it wraps
/// (`gtk_label_set_wrap`, set first), its last line ended in `mode`.
void fontscale_set_label_lines(GtkWidget *label, PangoEllipsizeMode mode);

#endif

#endif
