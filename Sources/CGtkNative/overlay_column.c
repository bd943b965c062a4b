// A fixed-size container's column: where its overlay places it, so that the column's content
// keeps the size it needs, past the container's edges, rather than being squeezed into them.

#include "CGtkNative.h"

// Without the package trait GTK, CGtk gives no include path and this file compiles to nothing.
#if __has_include(<gtk/gtk.h>)

/// Where a fixed-size container's overlay places its column (its `get-child-position`): at the
/// overlay's origin, at least as large as the overlay and as large as the column needs at that
/// width. The column's content keeps the size it needs, past the overlay's edges (where the
/// overlay's overflow clips it), rather than being squeezed into them.
static gboolean fontscale_place_column(GtkOverlay *overlay, GtkWidget *column, GdkRectangle *allocation,
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

void fontscale_place_overlay_children_as_columns(GtkWidget *overlay) {
    g_signal_connect(overlay, "get-child-position", G_CALLBACK(fontscale_place_column), NULL);
}

#endif
