// The box that draws only what its scrolled window's viewport shows (FontScaleBox), and redraws
// when the viewport scrolls.

#include "CGtkNative.h"

// Without the package trait GTK, CGtk gives no include path and this file compiles to nothing.
#if __has_include(<gtk/gtk.h>)

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
static GtkWidget *fontscale_enclosing_viewport(GtkWidget *widget) {
    for (GtkWidget *ancestor = gtk_widget_get_parent(widget); ancestor != NULL;
         ancestor = gtk_widget_get_parent(ancestor)) {
        if (GTK_IS_VIEWPORT(ancestor)) return ancestor;
    }
    return NULL;
}

/// Stops redrawing `box` when the adjustments it watches move.
static void fontscale_box_unwatch(GtkWidget *box) {
    GtkAdjustment **watched = g_object_get_data(G_OBJECT(box), FONTSCALE_BOX_ADJUSTMENTS);
    if (watched == NULL) return;
    for (int axis = 0; axis < 2; axis++) {
        if (watched[axis] != NULL) g_signal_handlers_disconnect_by_data(watched[axis], box);
    }
    g_object_set_data(G_OBJECT(box), FONTSCALE_BOX_ADJUSTMENTS, NULL);
}

/// Frees the adjustments a box watched (their references, and the pair).
static void fontscale_box_free_watched(gpointer data) {
    GtkAdjustment **watched = data;
    for (int axis = 0; axis < 2; axis++) g_clear_object(&watched[axis]);
    g_free(watched);
}

/// Redraws a box that left children out, once: its next snapshot watches again if it still does.
static void fontscale_box_scrolled(GtkAdjustment *adjustment, GtkWidget *box) {
    (void)adjustment;
    fontscale_box_unwatch(box);
    gtk_widget_queue_draw(box);
}

/// Redraws `box` when the viewport's adjustments next move or change. The handlers go with the
/// box (g_signal_connect_object) or when it stops watching; the pair holds a reference on each
/// adjustment so that they can be disconnected.
static void fontscale_box_watch(GtkWidget *box, GtkWidget *viewport) {
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
static void fontscale_box_snapshot(GtkWidget *box, GtkSnapshot *snapshot) {
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

static void fontscale_box_class_init(gpointer class, gpointer data) {
    (void)data;
    GTK_WIDGET_CLASS(class)->snapshot = fontscale_box_snapshot;
}

/// The type of the box, a GtkBox subclass named "FontScaleBox", registered once per process (on
/// first use, found by name after that).
static GType fontscale_box_get_type(void) {
    GType type = g_type_from_name("FontScaleBox");
    if (type != 0) return type;
    return g_type_register_static_simple(GTK_TYPE_BOX, "FontScaleBox", sizeof(GtkBoxClass), fontscale_box_class_init,
                                         sizeof(GtkBox), NULL, 0);
}

GtkWidget *fontscale_box_new(GtkOrientation orientation) {
    return GTK_WIDGET(g_object_new(fontscale_box_get_type(), "orientation", orientation, NULL));
}

void fontscale_boxes_draw_all(GtkWidget *widget, gboolean all) {
    if (G_TYPE_CHECK_INSTANCE_TYPE(widget, fontscale_box_get_type())) {
        g_object_set_data(G_OBJECT(widget), FONTSCALE_BOX_DRAWS_ALL, all ? GINT_TO_POINTER(1) : NULL);
        gtk_widget_queue_draw(widget);
    }
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL;
         child = gtk_widget_get_next_sibling(child)) {
        fontscale_boxes_draw_all(child, all);
    }
}

#endif
